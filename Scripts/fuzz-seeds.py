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
import gzip
import hashlib
import io
import json
import os
import plistlib
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import zipfile
import zlib

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


def png(width, height, colour, depth, rows, palette=b"", trns=b""):
    """A PNG of the given colour type and depth; `rows` are the filtered scanlines (filter byte first)."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0)
    extra = (chunk(b"PLTE", palette) if palette else b"") + (chunk(b"tRNS", trns) if trns else b"")
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


def image_seeds():
    """PNGs of each colour type and filter, and GIFs (one frame; two frames with a loop block)."""
    rgb = [bytes([f]) + bytes((x * 40 + y) % 256 for x in range(12)) for y, f in enumerate([0, 1, 2, 3, 4])]
    seeds = [
        png(4, 5, 2, 8, rgb),
        png(3, 2, 6, 8, [b"\x00" + bytes(range(12)), b"\x02" + bytes(range(12, 24))]),
        png(4, 2, 3, 2, [b"\x00\x1b", b"\x00\xe4"], palette=bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]),
            trns=b"\xff\x80"),
        png(8, 1, 0, 1, [b"\x00\xa5"]),
        png(2, 2, 4, 16, [b"\x00" + bytes(8), b"\x01" + bytes(range(8))]),
    ]
    # GIF89a 2 × 1, global table of 2 colours, LZW minimum code size 2: clear, 0, 1, end.
    frame = b"\x2c\x00\x00\x00\x00\x02\x00\x01\x00\x00\x02\x02\x44\x0a\x00"
    screen = b"GIF89a\x02\x00\x01\x00\x80\x00\x00\xff\x00\x00\x00\x00\xff"
    loop = b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    control = b"\x21\xf9\x04\x09\x0a\x00\x01\x00"
    seeds += [screen + frame + b"\x3b", screen + loop + control + frame + control + frame + b"\x3b"]
    return seeds


def pdf_seed(content, font=b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", compress=False):
    """A one-page PDF around `content` (Flate-compressed when asked) with a cross-reference table."""
    stream = zlib.compress(content) if compress else content
    filter_ = b" /Filter /FlateDecode" if compress else b""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> "
        b"/Contents 5 0 R >>",
        font,
        b"<< /Length %d%s >>\nstream\n" % (len(stream), filter_) + stream + b"\nendstream",
    ]
    out, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj " % number + body + b" endobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    return out + b"trailer << /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def pdf_seeds():
    return [
        pdf_seed(b"BT /F1 12 Tf 72 700 Td (Hello, PDF) Tj 0 -14 Td (second \\(line\\)) Tj ET"),
        pdf_seed(b"BT /F1 11 Tf 72 700 Td [(Wo) -120 (rld)] TJ T* <48656c6c6f> Tj ET", compress=True),
        pdf_seed(b"BT /F1 12 Tf (\\001\\002) Tj ET",
                 font=b"<< /Type /Font /Subtype /Type1 /BaseFont /Y /Encoding << /Differences [1 /H /eacute] >> >>"),
    ]


def archive_seeds():
    """ZIPs (stored and DEFLATE), a gzip and a tar, written by Python's own modules."""
    seeds = []
    for method in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", method) as archive:
            archive.writestr("notes/a.txt", "Shortcuts runs off the device. " * 8)
            archive.writestr("b.json", '{"k": [1, 2, 3]}')
        seeds.append(buffer.getvalue())
    seeds.append(gzip.compress(b"gzip body\n" * 20, mtime=0))
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        for name, body in [("a.txt", b"hello\n"), ("dir/b.txt", b"x" * 600)]:
            info = tarfile.TarInfo(name)
            info.size = len(body)
            archive.addfile(info, io.BytesIO(body))
    seeds.append(buffer.getvalue())
    return seeds


# Pattern, NUL, text: what Match Text and Replace Text search.
REGEX_SEEDS = [
    b"(\\w)=(\\d+)\x00a=1, b=22, c=333",
    b"(?i)hello|(?<year>\\d{4})-(?<month>\\d{2})\x00Hello on 2024-02 and 1999-12",
    b"(?m)^\\s*[-*] (.+?)$\x00- one\n* two\n  - three",
    b"(?<=\\$)\\d+(?=\\.)|\\bcat\\b\x00cost $45. cat concat",
    b"[\\p{L}&&[^aeiou]]+|a{2,3}?|x*\x00h\xc3\xa9llo aaaa xx",
]

# Cards as Get Contacts from Input reads them: 4.0 with folds and escapes, 3.0, 2.1 quoted-printable.
VCARD_SEEDS = [
    b"BEGIN:VCARD\r\nVERSION:4.0\r\nN:Lovelace;Ada;King;Countess;\r\nFN:Ada Lovelace\r\n"
    b"TEL;TYPE=cell:+44 20 7946 0000\r\nNOTE:Analyst\\, poet\\nand\r\n  engine designer\r\n"
    b"BDAY:1815-12-10\r\nEND:VCARD\r\n",
    b"BEGIN:VCARD\nVERSION:3.0\nN:Hopper;Grace;;;\nEMAIL;TYPE=INTERNET:grace@example.com\n"
    b"ADR;TYPE=WORK:;;1 Main St;Arlington;VA;22201;USA\nORG:Navy;Computing\nEND:VCARD\n",
    b"BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=ISO-8859-1:Caf\xe9;\nNOTE;ENCODING=QUOTED-PRINTABLE:a=3Db=\n c\n"
    b"END:VCARD\n",
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
    elif target == "image":
        blobs = image_seeds()
    elif target == "pdf":
        blobs = pdf_seeds()
    elif target == "archive":
        blobs = archive_seeds()
    elif target == "regex":
        blobs = REGEX_SEEDS
    elif target == "vcard":
        blobs = VCARD_SEEDS
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
