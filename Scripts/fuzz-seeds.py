#!/usr/bin/env python3
"""Writes the seed inputs of one fuzz target into a scratch corpus folder (never into git).

    Scripts/fuzz-seeds.py TARGET OUT_DIR [CORPUS_DIR]

Seeds come from Examples/, the shared test corpus (../shared/corpus, files up to MAX_SEED bytes so
libFuzzer's input length stays small and executions fast) and, for formats the corpus lacks,
are made here: JSON plists converted from the corpus's XML plists, LZFSE streams carved from
signed shortcuts, keys and certificates from openssl, small Swift and strings files.
Prints how many seeds it wrote.
"""
import base64
import datetime
import hashlib
import json
import os
import plistlib
import shutil
import subprocess
import sys
import tempfile

MAX_SEED = 64 * 1024
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def files(folder, suffixes=None):
    if not os.path.isdir(folder):
        return []
    found = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isfile(path) and os.path.getsize(path) <= MAX_SEED:
            if suffixes is None or name.endswith(suffixes):
                found.append(path)
    return found


def json_value(value):
    """A plistlib value in the project's JSON mapping (Docs/JSON.md)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return value if value == value and abs(value) != float("inf") else {"$real": str(value)}
    if isinstance(value, datetime.datetime):
        return {"$date": value.strftime("%Y-%m-%dT%H:%M:%SZ")}
    if isinstance(value, bytes):
        return {"$data": base64.b64encode(value).decode()}
    if isinstance(value, plistlib.UID):
        return {"$uid": value.data}
    if isinstance(value, list):
        return [json_value(v) for v in value]
    if isinstance(value, dict):
        converted = {k: json_value(v) for k, v in value.items()}
        if len(converted) == 1 and next(iter(converted)).startswith("$"):
            return {"$dict": converted}
        return converted
    return value


def json_seeds(corpus, limit=40):
    seeds = []
    for path in files(os.path.join(corpus, "xml"))[:limit]:
        try:
            with open(path, "rb") as handle:
                value = plistlib.load(handle)
        except Exception:
            continue
        seeds.append(json.dumps(json_value(value), indent=2, ensure_ascii=False).encode())
    seeds.append(b'{"a": [1, 2.5, true, {"$date": "2024-01-02T03:04:05.25Z"}, {"$data": "AAEC+g=="}], '
                 b'"b": {"$uid": 7}, "c": {"$dict": {"$x": {"$real": "nan"}}}}')
    return seeds


def lzfse_seeds(corpus):
    """Every `bvx` stream inside the signed corpus files, from its magic to the file's end
    (the decoder stops at `bvx$`)."""
    seeds = []
    for path in files(os.path.join(corpus, "signed")):
        data = open(path, "rb").read()
        start = data.find(b"bvx")
        while start != -1 and len(seeds) < 200:
            end = data.find(b"bvx$", start)
            if end != -1:
                seeds.append(data[start:end + 4])
            start = data.find(b"bvx", (end + 4) if end != -1 else start + 3)
    return seeds


def signing_seeds():
    """key.pem NUL certificates.pem, from a throwaway P-256 and RSA key made by openssl."""
    seeds = []
    if shutil.which("openssl") is None:
        return seeds
    with tempfile.TemporaryDirectory() as tmp:
        for kind in (["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256"], ["-newkey", "rsa:2048"]):
            key, cert = os.path.join(tmp, "key.pem"), os.path.join(tmp, "cert.pem")
            subprocess.run(["openssl", "req", "-x509", "-nodes", "-days", "2", "-subj", "/CN=fuzz seed", "-keyout",
                            key, "-out", cert] + kind, check=True, capture_output=True)
            key_pem, cert_pem = open(key, "rb").read(), open(cert, "rb").read()
            der = subprocess.run(["openssl", "x509", "-in", cert, "-outform", "DER"], check=True,
                                 capture_output=True).stdout
            seeds += [key_pem + b"\0" + cert_pem, key_pem + b"\0" + cert_pem + cert_pem + b"\0" + der, cert_pem, der]
    return seeds


SWIFT_SEED = b'''import AppIntents

struct OpenNote: AppIntent {
    static let title: LocalizedStringResource = "Open Note"
    @Parameter(title: "Note") var note: NoteEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct NotesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenNote(),
            phrases: ["Open \\(\\.$note) in \\(.applicationName)", "Show my note in \\(.applicationName)"],
            shortTitle: "Open Note",
            systemImageName: "note.text"
        )
    }
}
'''

STRINGS_SEEDS = [
    b'/* phrases */\n"Open ${note} in ${applicationName}" = "\xc3\x96ffne ${note} in ${applicationName}";\n'
    b'"Show my note in ${applicationName}" = "Zeige \\"Notiz\\" in ${applicationName}";\n',
    '"a" = "b";\n// comment\n"\\U00e9\\n" = "\u00e9";\n'.encode("utf-16"),
    b'{\n  "sourceLanguage" : "en",\n  "strings" : {\n    "Open ${note} in ${applicationName}" : {\n'
    b'      "localizations" : {\n        "de" : {\n          "stringUnit" : {\n            "state" : "translated",\n'
    b'            "value" : "\xc3\x96ffne ${note} in ${applicationName}"\n          }\n        }\n      }\n    }\n'
    b'  },\n  "version" : "1.0"\n}\n',
]


def upload_seeds(paths, limit=40):
    """Uploads as GalleryFuzzTarget.upload reads them: a Content-Type line, then the body, as the
    add page's multipart form (file part with a name, uploader field), and as the JSON API's raw
    body; plus a few hostile forms."""
    boundary = b"----shortcutkit-fuzz"
    seeds = []
    for path in paths[:limit]:
        data = open(path, "rb").read()
        name = os.path.basename(path).encode()
        form = (b"--" + boundary + b"\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + name
                + b"\"\r\nContent-Type: application/octet-stream\r\n\r\n" + data + b"\r\n--" + boundary
                + b"\r\nContent-Disposition: form-data; name=\"uploader\"\r\n\r\nann\r\n--" + boundary + b"--\r\n")
        seeds.append(b"multipart/form-data; boundary=" + boundary + b"\n" + form)
        seeds.append(b"application/octet-stream\n" + data)
    seeds += [
        b"multipart/form-data; boundary=\"q\"\n--q\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n",
        b"multipart/form-data; boundary=x\n--x--\r\n",
        b"application/x-www-form-urlencoded\nlink=https%3A%2F%2Fwww.icloud.com%2Fshortcuts%2Fabc&uploader=a+b",
    ]
    return seeds


FEED_SEEDS = [
    b'<?xml version="1.0"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>'
    b'<title>A &amp; B</title><item><title><![CDATA[One <b>1</b>]]></title><link>https://example.com/1</link>'
    b'<dc:creator>Ann</dc:creator><pubDate>Thu, 26 Nov 2026 10:00:00 GMT</pubDate>'
    b'<description>&lt;p&gt;Hi&#x2014;there&lt;/p&gt;</description></item></channel></rss>',
    b'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>'
    b'<entry><title type="html">E</title><link rel="alternate" href="/e"/><author><name>Bo</name></author>'
    b'<published>2026-11-26T10:00:00Z</published><summary>S</summary></entry></feed>',
    b'<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">'
    b'<item rdf:about="https://example.com/r"><title>R</title><link>https://example.com/r</link></item></rdf:RDF>',
]


def seeds_for(target, corpus):
    examples = files(os.path.join(ROOT, "Examples"))
    binary = files(os.path.join(corpus, "binary"))
    xml = files(os.path.join(corpus, "xml"))
    signed = files(os.path.join(corpus, "signed"))
    definitions = files(os.path.join(corpus, "intentdefinition"))
    paths, blobs = [], []
    if target == "binaryPlist":
        paths = examples + binary
    elif target == "xmlPlist":
        paths = examples + xml + definitions
    elif target == "jsonPlist":
        blobs = json_seeds(corpus)
    elif target in ("anyPlist", "oracle"):
        paths, blobs = examples + binary + xml + definitions, json_seeds(corpus, 20)
    elif target in ("document", "render"):
        paths, blobs = examples + binary + xml + signed, json_seeds(corpus, 10)
    elif target == "lzfse":
        blobs = lzfse_seeds(corpus)
    elif target == "intentDefinition":
        paths = definitions
    elif target == "signingInput":
        blobs = signing_seeds()
    elif target == "swiftSource":
        paths = files(os.path.join(ROOT, "Tests", "AppShortcutsLintTests"), (".swift",))
        blobs = [SWIFT_SEED]
    elif target == "strings":
        blobs = STRINGS_SEEDS
    elif target == "upload":
        blobs = upload_seeds(examples + binary[:15] + xml[:15] + signed[:10])
    elif target == "runtime":
        paths = examples + binary + xml
    elif target == "feedXML":
        paths = files(os.path.join(ROOT, "Tests", "Regressions", "feedXML"))
        blobs = FEED_SEEDS
    elif target == "program":
        paths = files(os.path.join(ROOT, "Tests", "Regressions", "program"))
    else:
        sys.exit(f"unknown target {target}")
    return [open(p, "rb").read() for p in paths] + blobs


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    target, out = sys.argv[1], sys.argv[2]
    corpus = sys.argv[3] if len(sys.argv) == 4 else os.path.join(os.path.dirname(ROOT), "shared", "corpus")
    os.makedirs(out, exist_ok=True)
    seeds = seeds_for(target, corpus)
    for blob in seeds:
        # Named by content like libFuzzer's own corpus files, so reruns add nothing twice.
        with open(os.path.join(out, hashlib.sha1(blob).hexdigest()), "wb") as handle:
            handle.write(blob)
    print(f"{len(seeds)} seeds for {target} in {out}")


if __name__ == "__main__":
    main()
