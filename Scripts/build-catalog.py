#!/usr/bin/env python3
"""Regenerate the ShortcutCatalog resources from the shared data catalog.

Usage: python3 Scripts/build-catalog.py [--source DIR] [--output DIR] [--check]

Reads   ../shared/data/catalog/{actions,glyphs,colors}.json   (facts from public projects)
Writes  Sources/ShortcutCatalog/Resources/{actions,glyphs,colors}.json  (our derived data)

The committed resources are the project's own derived data: parameters are merged and
filtered, type tokens are normalised to one small set of kinds, and the colour table is
reduced to what the Swift code needs.  `symbol-icons.tsv` in the same folder is written by
hand and is not touched here.  `--check` exits 1 if the committed files are out of date.
"""

import argparse
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCPL, CHERRI, JELLY = "pfgithub/scpl", "electrikmilk/cherri", "OpenJelly/Open-Jellycore"
SHORTCUTS_JS, SWIFT_SHORTCUTS = "joshfarrant/shortcuts-js", "a2/swift-shortcuts"
PYTHON_SHORTCUTS, SWIFTSHORTCUTS_UI = "alexander-akhmetov/python-shortcuts", "Aeastr/SwiftShortcuts"

# Sources whose keys are real plist keys (they read or write real files).
CONFIRMING = {SCPL, CHERRI, SHORTCUTS_JS, SWIFT_SHORTCUTS, PYTHON_SHORTCUTS}
# When a key is listed by several sources, the type of the first in this order wins.
KIND_PRIORITY = [SCPL, CHERRI, SHORTCUTS_JS, PYTHON_SHORTCUTS, SWIFT_SHORTCUTS, JELLY]

# Keys that a2/swift-shortcuts lists as coding keys of nested values, not parameters.
NOT_PARAMETER_KEYS = {"WFSerializationType", "WFActionParameterFilterPrefix", "Value"}


def kind_for(source, token):
    """Normalise a source's own type token to one of our kinds (see Docs/Catalog.md)."""
    if token is None:
        return "unknown"
    t = token.strip()
    if source == SCPL:
        return scpl_kind(t)
    if source == CHERRI:
        return cherri_kind(t)
    if source == JELLY:
        return jelly_kind(t)
    return generic_kind(t)


def scpl_kind(t):
    # Apple's parameter classes, e.g. WFTextInputParameter, WFTrelloBoardPickerParameter.
    name = t[2:] if t.startswith("WF") else t
    rules = [
        ("VariablePicker", "variable"), ("VariableField", "text"),
        ("AppPicker", "dictionary"), ("HealthQuantity", "quantity"),
        ("DurationQuantity", "quantity"), ("Quantity", "quantity"),
        ("DateField", "date"), ("StartDate", "date"), ("EndDate", "date"),
        ("TimeOffset", "dictionary"), ("TimeInterval", "number"),
        ("Enumeration", "enumeration"), ("Picker", "enumeration"),
        ("ArchiveFormat", "enumeration"), ("CustomDateFormat", "text"),
        ("Switch", "boolean"), ("Expanding", "boolean"), ("ComposeInApp", "boolean"),
        ("NumberField", "number"), ("Stepper", "number"), ("Slider", "number"),
        ("SpeakTextRate", "number"), ("Location", "location"),
        ("Dictionary", "dictionary"), ("Filter", "dictionary"),
        ("ContentArray", "array"), ("Array", "array"), ("TagField", "array"),
        ("ContactField", "variable"), ("ContactHandle", "text"),
        ("EmailAddress", "text"), ("PhoneNumber", "text"), ("Country", "text"),
        ("TriggerName", "text"), ("AddRecipe", "unknown"), ("TextInput", "text"),
    ]
    for needle, kind in rules:
        if needle in name:
            return kind
    return "unknown"


def cherri_kind(t):
    base = t.lower()
    if base in ("text", "string"):
        return "text"
    if base in ("number", "integer", "float"):
        return "number"
    if base == "bool":
        return "boolean"
    if base == "variable":
        return "variable"
    if base in ("dictionary", "dict"):
        return "dictionary"
    if base == "array":
        return "array"
    if base.startswith("#"):
        return "quantity"
    if base == "color":
        return "unknown"
    # Every other Cherri type token names one of its enumerations (textSizes, LLMModel, ...).
    return "enumeration"


def jelly_kind(t):
    if t.startswith("JellyArray<"):
        return "array"
    table = {
        "JellyString": "text", "JellyVariableReference": "variable",
        "JellyBoolean": "boolean", "JellyIntegerBoolean": "boolean",
        "JellyDouble": "number", "JellyInteger": "number", "JellyDate": "date",
        "ShortcutsPlacemark": "location", "ShortcutsQuantity": "quantity",
        "ShortcutsApp": "dictionary",
    }
    if t in table:
        return table[t]
    if t.startswith("Jelly_") or "_Jelly_" in t:
        return "enumeration"
    return "unknown"


def generic_kind(t):
    # TypeScript, Swift and python-shortcuts field types.
    s = t.replace("?", "")
    if "WFSerialization" in s or "Variable" in s:
        return "variable"
    if s.startswith("VariableValue<Date"):
        return "date"
    table = {
        "string": "text", "String": "text", "Text": "text", "VariablesField": "text",
        "GroupIDField": "text", "number": "number", "constant:int": "number",
        "Bool": "boolean", "boolean": "boolean", "FilterSet": "dictionary",
    }
    return table.get(s, "unknown")


def keep_parameter(identifier, has_confirmed, p):
    key, source = p["key"], p["source"]
    if not key or key in NOT_PARAMETER_KEYS:
        return False
    if source == SWIFT_SHORTCUTS and p["type"] is None:
        # Untyped entries are enum coding keys ("GET", "+", "Encode"); keep WF-style keys only.
        return key.startswith("WF")
    if source == JELLY and identifier.startswith("is.workflow.") and has_confirmed:
        # Open-Jellycore uses lower-case slot names (`method`, `type`) for some built-in
        # actions; Apple's keys are capitalised (`WFHTTPMethod`, `Input`).
        return key[:1].isupper()
    return True


def build_actions(source_actions):
    out = []
    for e in source_actions:
        ident = e["identifier"]
        params = e.get("parameters", [])
        has_confirmed = any(p["source"] in CONFIRMING and p["source"] != SWIFT_SHORTCUTS for p in params)
        by_key = {}
        order = []
        for p in params:
            if not keep_parameter(ident, has_confirmed, p):
                continue
            if p["key"] not in by_key:
                by_key[p["key"]] = []
                order.append(p["key"])
            by_key[p["key"]].append(p)
        plist = []
        for key in order:
            cands = sorted(by_key[key], key=lambda p: KIND_PRIORITY.index(p["source"])
                           if p["source"] in KIND_PRIORITY else 99)
            kind = "unknown"
            for c in cands:
                kind = kind_for(c["source"], c["type"])
                if kind != "unknown":
                    break
            plist.append({"key": key, "kind": kind, "source": cands[0]["source"]})
        entry = {"id": ident, "name": e["name"]}
        if e.get("alt_names"):
            entry["alt"] = e["alt_names"]
        if e.get("sf_symbol"):
            entry["symbol"] = e["sf_symbol"]
        if e.get("subtitle_keys"):
            entry["subtitle"] = e["subtitle_keys"]
        entry["sources"] = e["sources"]
        entry["params"] = plist
        out.append(entry)
    out.sort(key=lambda x: (x["id"].lower(), x["id"]))
    return out


def build_colors(src):
    palette = []
    for p in src["palette"]:
        palette.append({
            "code": p["code"],
            "signed": p["signed_int32"],
            "rrggbbaa": p["rrggbbaa"],
            "name": p["names"]["sebj/iOS-Shortcuts-Reference"],
            "names": p["names"],
            "label": p["swiftshortcuts_label"],
            "gradient": [p["gradient"][k] for k in ("light_top", "light_bottom", "dark_top", "dark_bottom")],
        })
    by_code = {p["code"]: p for p in palette}
    alternates = []
    for row in src["swiftshortcuts_table"]:
        code = row["code"]
        if code in by_code:
            continue
        # The absolute value of a signed form: resolve by arithmetic rather than trusting the
        # library's palette name (it maps 1263359489 to gray, but it is greenGray's form).
        target = next((p["code"] for p in palette if p["signed"] is not None and -p["signed"] == code), None)
        note = row.get("note") or row.get("relation", "")
        if target is None and row.get("suspicious"):
            # 61591313: one digit short of 615917313 (lightPurple's form); the library means it.
            target = next((p["code"] for p in palette if p["signed"] is not None
                           and one_digit_dropped(str(-p["signed"]), str(code))), None)
        if target is None:
            continue
        alternates.append({"code": code, "palette": target, "suspicious": bool(row.get("suspicious")),
                           "note": note})
    # The correct absolute value of lightPurple's signed form, which the library meant.
    for p in palette:
        if p["signed"] is not None and all(a["code"] != -p["signed"] for a in alternates):
            alternates.append({"code": -p["signed"], "palette": p["code"], "suspicious": False,
                               "note": "absolute value of the signed form (added for symmetry)"})
    alternates.sort(key=lambda a: a["code"])
    observed = [{"code": o["code"], "rrggbbaa": o["rrggbbaa"], "note": o["note"]}
                for o in src.get("other_observed_codes", [])]
    return {"palette": palette, "alternates": alternates, "observed": observed}


def one_digit_dropped(full, short):
    return len(full) == len(short) + 1 and any(full[:i] + full[i + 1:] == short for i in range(len(full)))


def dump_lines(items):
    """One JSON value per line: diffable, deterministic."""
    return "[\n" + ",\n".join(json.dumps(i, ensure_ascii=False, sort_keys=True) for i in items) + "\n]\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", default=os.path.join(ROOT, "..", "shared", "data", "catalog"))
    ap.add_argument("--output", default=os.path.join(ROOT, "Sources", "ShortcutCatalog", "Resources"))
    ap.add_argument("--check", action="store_true", help="fail if the outputs differ")
    args = ap.parse_args()

    def load(name):
        with open(os.path.join(args.source, name), encoding="utf-8") as f:
            return json.load(f)

    actions = build_actions(load("actions.json"))
    glyphs = load("glyphs.json")
    glyph_rows = sorted(([int(k), v] for k, v in glyphs.items()), key=lambda r: r[0])
    colors = build_colors(load("colors.json"))

    outputs = {
        "actions.json": dump_lines(actions),
        "glyphs.json": dump_lines(glyph_rows),
        "colors.json": json.dumps(colors, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
    }
    stale = []
    for name, text in outputs.items():
        path = os.path.join(args.output, name)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            stale.append(name)
            if not args.check:
                os.makedirs(args.output, exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    if args.check and stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    n_params = sum(len(a["params"]) for a in actions)
    print(f"{len(actions)} actions, {n_params} parameters, {len(glyph_rows)} glyphs, "
          f"{len(colors['palette'])} colours, {len(colors['alternates'])} alternate codes"
          + (" (unchanged)" if not stale else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
