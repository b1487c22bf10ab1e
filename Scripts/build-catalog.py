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


VITICCI, SHORTCUTSBENCH = "viticci/shortcuts-playground-plugin", "EachSheep/ShortcutsBench"
PLATFORM_BITS = {"iOS 27 Simulator": 1, "macOS 27": 2}

# ToolKit's Python type names with a fixed meaning; the rest are entity, filter or enumeration types.
TOOLKIT_KINDS = {
    "str": "text", "AttributedString": "text", "bool": "boolean", "float": "number", "int": "number",
    "DateTime": "date", "DateComponents": "date", "File": "file", "URL": "url", "dict[Any, Any]": "dictionary",
    "Placemark": "location", "Measurement": "quantity", "Duration": "quantity", "CurrencyAmount": "quantity",
    "builtin_app": "dictionary", "App": "dictionary", "com_apple_shortcuts_wfcontent_item": "variable",
}


def toolkit_kind(type_name):
    """(kind, entity type) for a ToolKit `typePythonName` (rules in Docs/Catalog.md)."""
    if type_name is None:
        return "unknown", None
    if type_name in TOOLKIT_KINDS:
        return TOOLKIT_KINDS[type_name], None
    if type_name.startswith("query_"):
        return "contentFilter", type_name[len("query_"):]
    if type_name.endswith("_entity"):
        return "entity", type_name
    if type_name.endswith("_wfcontent_item_input_parameter"):
        # Find <Entities>' input: the items to filter, any content.
        return "variable", None
    if "_" in type_name and not type_name.startswith("builtin_"):
        # An enumeration type the app defines for the parameter (`downloadurl_wfhttpmethod`,
        # `com_apple_address_book_contact_type_enum`); ToolKit does not list its cases.
        return "enumeration", None
    return "unknown", None


def platform_bits(names):
    return sum(PLATFORM_BITS[n] for n in set(names) if n in PLATFORM_BITS)


def build_triggers(source):
    """The automation triggers of version 27, sorted by identifier."""
    out = []
    for ident, t in sorted(source["triggers"].items()):
        params = []
        for p in sorted(t["parameters"], key=lambda p: p.get("sortOrder", 0)):
            kind, entity = toolkit_kind(p.get("typePythonName"))
            row = {"key": p["key"], "kind": kind, "source": VITICCI}
            if p.get("name"):
                row["label"] = p["name"]
            if entity:
                row["entity"] = entity
            params.append(row)
        row = {"id": ident, "name": t["displayName"], "params": params}
        bits = platform_bits(t.get("platforms", []))
        if bits:
            row["os"] = bits
        out.append(row)
    return out


APPLE_TEAM = "0000000000"  # the TeamIdentifier Apple's apps store (corpus: Notes' descriptors)

# Apple bundle ids → the app's display name (our own facts: the apps' public names). The longest
# matching prefix wins; bundles not listed take ToolKit's name prefix, else a name derived from the id.
APPLE_APP_NAMES = {
    "com.apple.-Photos-AppIntents": "Photos", "com.apple.AccessibilityUtilities": "Accessibility",
    "com.apple.AddressBook": "Contacts", "com.apple.AppStore": "App Store", "com.apple.BarcodeScanner": "Code Scanner",
    "com.apple.Bridge": "Watch", "com.apple.Fitness": "Fitness", "com.apple.GenerativePlaygroundApp": "Image Playground",
    "com.apple.HealthStandaloneIntents": "Health", "com.apple.HearingApp": "Hearing", "com.apple.Home": "Home",
    "com.apple.HydraUSD": "Reality Composer", "com.apple.Magnifier": "Magnifier", "com.apple.Maps": "Maps",
    "com.apple.MobileAddressBook": "Contacts", "com.apple.MobileSMS": "Messages", "com.apple.Music": "Music",
    "com.apple.NanoSettings": "Watch", "com.apple.Notes": "Notes", "com.apple.PBBridgeSupport": "Watch",
    "com.apple.Passbook": "Wallet", "com.apple.Photos": "Photos", "com.apple.Preferences": "Settings",
    "com.apple.Preview": "Preview", "com.apple.Safari": "Safari", "com.apple.Settings": "Settings",
    "com.apple.ShortcutsActions": "Shortcuts", "com.apple.Spotlight": "Spotlight",
    "com.apple.TVRemoteApp": "Apple TV Remote", "com.apple.TVRemoteUIService": "Apple TV Remote",
    "com.apple.UniversalAccess": "Accessibility", "com.apple.VoiceMemos": "Voice Memos",
    "com.apple.WritingTools": "Writing Tools", "com.apple.calculator": "Calculator", "com.apple.calls": "Phone",
    "com.apple.clock": "Clock", "com.apple.compass": "Compass", "com.apple.controlcenter": "Control Center",
    "com.apple.dock": "Dock", "com.apple.donotdisturb": "Focus", "com.apple.facetime": "FaceTime",
    "com.apple.finder": "Finder", "com.apple.findmy": "Find My", "com.apple.freeform": "Freeform",
    "com.apple.iBooks": "Books", "com.apple.iBooksX": "Books", "com.apple.iCal": "Calendar",
    "com.apple.iWork.Keynote": "Keynote", "com.apple.iWork.Numbers": "Numbers", "com.apple.iWork.Pages": "Pages",
    "com.apple.intelligenceplatform": "Apple Intelligence", "com.apple.journal": "Journal", "com.apple.mail": "Mail",
    "com.apple.mobilecal": "Calendar", "com.apple.mobilemail": "Mail", "com.apple.mobilenotes": "Notes",
    "com.apple.mobilephone": "Phone", "com.apple.mobilesafari": "Safari", "com.apple.mobileslideshow": "Photos",
    "com.apple.mobiletimer": "Clock", "com.apple.mobiletimer-framework": "Clock", "com.apple.news": "News",
    "com.apple.podcasts": "Podcasts", "com.apple.printcenter": "Print Center", "com.apple.reminders": "Reminders",
    "com.apple.screenshot": "Screenshot", "com.apple.shortcuts": "Shortcuts", "com.apple.siri": "Siri",
    "com.apple.stocks": "Stocks", "com.apple.systempreferences": "System Settings", "com.apple.weather": "Weather",
    "com.apple.wallpaper": "Wallpaper", "com.apple.Health": "Health", "com.apple.SafetyMonitorApp": "Check In",
}
PLATFORM_WORDS = {"ios", "iphone", "ipad", "mac", "macos", "watchkitapp", "mobile"}


def camel_words(text):
    """`ToolboxProForShortcuts` → [Toolbox, Pro, For, Shortcuts] (the rules of CamelCase.swift)."""
    words, current = [], ""
    for i, c in enumerate(text):
        if c in "-_ .":
            if current:
                words.append(current)
            current = ""
            continue
        if current:
            prev, nxt = current[-1], text[i + 1] if i + 1 < len(text) else ""
            boundary = (c.isupper() and (prev.islower() or prev.isdigit()) and current != "i") or \
                (c.isupper() and prev.isupper() and nxt.islower())
            if boundary:
                words.append(current)
                current = ""
        current += c
    if current:
        words.append(current)
    return words


def title(words):
    return " ".join(w[:1].upper() + w[1:] for w in words)


def derived_app_name(bundle):
    """An app name from a bundle id when no source names it (the rule of AppNaming.appName)."""
    parts = [p for p in bundle.split(".") if p]
    while len(parts) > 1 and (parts[-1].lower() in PLATFORM_WORDS or parts[-1].lower() == "app" or
                              any(parts[-1].lower().endswith(s) for s in ("extension", "intents", "framework"))):
        parts.pop()
    if not parts:
        return bundle
    words = camel_words(parts[-1])
    while len(words) > 1 and words[-1].lower() in PLATFORM_WORDS:
        words.pop()
    if len(words) == 1:
        m = re.match(r"^(\D{3,})\d+$", words[0])
        if m:
            words = [m.group(1)]
    return title(words) or bundle


def derived_action_name(intent):
    """`FrameLastScreenshotIntent` → "Frame Last Screenshot" (the rule of AppNaming.intentName,
    without its word list for lower-case runs)."""
    words = camel_words(intent)
    if len(words) > 1 and 2 <= len(words[0]) <= 3 and words[0].isupper():
        words = words[1:]
    for suffix in (["Link", "Action"], ["Intent"], ["Action"]):
        if len(words) > len(suffix) and words[-len(suffix):] == suffix:
            words = words[:-len(suffix)]
            break
    return title(words) or intent


def toolkit_prefix_name(tool):
    """The app part of ToolKit's `pythonName` (`voice_memos_record` → "Voice Memos"), when it is a
    name rather than a bundle id."""
    python_name = tool.get("pythonName") or ""
    tail = re.sub(r"[^a-z0-9]+", "_", tool.get("displayName", "").lower()).strip("_")
    if not tail or not python_name.endswith("_" + tail):
        return None
    prefix = python_name[:-len(tail) - 1]
    if not prefix or prefix.startswith("com_apple") or "_" in prefix and len(prefix.split("_")) > 3:
        return None
    return title(prefix.split("_"))


def apple_app_name(bundle, prefix_names):
    best = max((p for p in APPLE_APP_NAMES if bundle == p or bundle.startswith(p + ".") or bundle.startswith(p + "-")),
               key=len, default=None)
    if best:
        return APPLE_APP_NAMES[best]
    if prefix_names.get(bundle):
        return prefix_names[bundle].most_common(1)[0][0]
    return derived_app_name(bundle)


def bench_kind(token):
    """(kind, entity type, default) for a ShortcutsBench type (`Enum = "Short"`, `Bool = True`)."""
    base, _, default = token.partition(" = ")
    base = base.strip()
    if default:
        default = default.strip()
        if len(default) >= 2 and default[0] == default[-1] == '"':
            default = default[1:-1]
        elif default in ("True", "False"):
            default = default.lower()
    else:
        default = None
    name = base[:-len("(Object)")] if base.endswith("(Object)") else base
    table = {
        "String": "text", "NSString": "text", "Bool": "boolean", "Integer": "number", "Float": "number",
        "TimeInterval": "number", "Enum": "enumeration", "WFDynamicEnumerationParameter": "enumeration",
        "WFContentPredicateOperatorParameter": "enumeration", "WFMediaRoutePickerParameter": "enumeration",
        "WFVariablePickerParameter": "variable", "WFContentItem": "variable", "File": "file",
        "WFFilePickerParameter": "file", "public.data": "file", "WFImage": "file", "array": "array",
        "WFContentArrayParameter": "array", "WFChooseFromMenuArrayParameter": "array",
        "WFLocationParameter": "location", "Placemark": "location", "WFDictionaryParameter": "dictionary",
        "WFAppPickerParameter": "dictionary", "WFIntentAppPickerParameter": "dictionary", "URL": "url",
        "NSURL": "url", "Date": "date", "NSDate": "date",
    }
    if name in table:
        return table[name], None, default
    if not name or name in ("None", "Object") or name[0].isdigit() or name.startswith("WF"):
        return "unknown", None, default
    # Any other type is the app's own (an App Intents entity or a SiriKit custom object).
    return "entity", name, default


def stored_default(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float, str)):
        return str(value)
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def corpus_facts(corpus):
    """What the corpus's unsigned files store: identifier → AppIntentDescriptor fields, and
    (identifier, key) → Counter of the plain strings stored for that parameter."""
    import plistlib
    from collections import Counter
    descriptors, strings = {}, {}
    for folder in ("xml", "binary"):
        directory = os.path.join(corpus, folder)
        for name in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
            try:
                with open(os.path.join(directory, name), "rb") as f:
                    top = plistlib.load(f)
            except Exception:
                continue
            for action in top.get("WFWorkflowActions", []) if isinstance(top, dict) else []:
                params = action.get("WFWorkflowActionParameters") if isinstance(action, dict) else None
                ident = action.get("WFWorkflowActionIdentifier") if isinstance(action, dict) else None
                if not isinstance(params, dict) or not isinstance(ident, str):
                    continue
                descriptor = params.get("AppIntentDescriptor")
                if isinstance(descriptor, dict) and all(isinstance(descriptor.get(k), str) for k in
                                                        ("BundleIdentifier", "AppIntentIdentifier", "Name")):
                    descriptors.setdefault(ident, descriptor)
                for key, value in params.items():
                    if isinstance(value, str) and 0 < len(value) <= 80 and "\ufffc" not in value:
                        strings.setdefault((ident, key), Counter())[value] += 1
    return descriptors, strings


def localized(name):
    """A ToolKit display name the app really shows, not a placeholder ("Unknown Action") or an
    untranslated key (`REVEAL_ALBUMS_INTENT_TITLE`, `Update AX.Motion.axDimFlashing.title`, `Find FOCUS`)."""
    if not name or name == "Unknown Action":
        return False
    if re.search(r"[A-Za-z][._][A-Za-z]", name):
        return False
    return not any(len(w) >= 5 and w.isupper() for w in re.findall(r"[A-Za-z]+", name))


def availability(in63, in78):
    return {(True, True): "established", (False, True): "new", (True, False): "removed"}.get((in63, in78), "legacy")


def action_kind(ident, tool):
    if tool:
        return tool["toolType"]
    if ident.startswith("is.workflow."):
        return "action"
    # SiriKit's system intents are `IN…Intent` classes; ToolKit does not classify third-party tools,
    # and their identifiers have the App Intent shape.
    last = ident.rsplit(".", 1)[-1]
    if re.match(r"^IN[A-Z]\w*Intent$", last):
        return "siriIntent"
    return "appIntent"


def merge_parameter(params, order, key, kind, source, entity=None, default=None, cases=None, label=None):
    p = params.get(key)
    if p is None:
        p = params[key] = {"key": key, "kind": kind, "source": source}
        order.append(key)
    elif p["kind"] == "unknown" and kind != "unknown":
        p["kind"] = kind
    if entity and "entity" not in p and p["kind"] in ("entity", "contentFilter"):
        p["entity"] = entity
    if default is not None and "default" not in p:
        p["default"] = default
    if cases and "cases" not in p:
        p["cases"] = cases
    if label and "label" not in p:
        p["label"] = label


def build_catalog(base_actions, parameter_facts, toolkit, corpus):
    """Every identifier of the old catalog, the three ToolKit id lists, ToolKit's first-party tools and
    ShortcutsBench, merged into resource rows (shape in ActionCatalog+Resource.swift)."""
    v78_mac = toolkit["v78_mac"]
    exceptions = set(v78_mac.get("control_flow_exceptions_missing_from_tools_table", []))
    mac = set(v78_mac["ids"]) | exceptions
    ios = set(toolkit["v78_ios"]["ids"]) | set(toolkit["v78_ios"].get("control_flow_exceptions_missing_from_tools_table", []))
    v63 = set(toolkit["v63"]["ids"]) | set(toolkit["v63"].get("control_flow_exceptions_missing_from_tools_table", []))
    tools = toolkit["tools"]["tools"]
    bench = toolkit["bench"]
    descriptors, stored = corpus_facts(corpus) if corpus else ({}, {})
    base = {a["id"]: a for a in base_actions}
    facts = parameter_facts.get("actions", {})

    prefix_names = {}
    for ident, tool in tools.items():
        name = toolkit_prefix_name(tool)
        if ident.startswith("com.apple.") and name and "|" not in ident:
            prefix_names.setdefault(ident.rsplit(".", 1)[0], __import__("collections").Counter())[name] += 1

    out = []
    for ident in sorted(set(base) | mac | ios | v63 | set(tools) | set(bench), key=lambda i: (i.lower(), i)):
        old, tool = base.get(ident), tools.get(ident)
        in78 = ident in mac or ident in ios or tool is not None
        row = {"id": ident}
        if old:
            for key in ("alt", "symbol", "subtitle"):
                if key in old:
                    row[key] = old[key]
        if tool and localized(tool.get("displayName")):
            # Today's app's label wins; the older sources' name stays searchable as an alternate.
            row["name"] = tool["displayName"]
            if old and old["name"] != row["name"]:
                row["alt"] = [old["name"]] + [a for a in old.get("alt", []) if a not in (old["name"], row["name"])]
        elif old:
            row["name"] = old["name"]
        else:
            row["name"] = derived_action_name(ident.rsplit(".", 1)[-1]) if not ident.startswith("is.workflow.") \
                else ident[len("is.workflow.actions."):]
            row["derived"] = 1
        sources = list(old["sources"]) if old else []
        if in78 or ident in v63:
            sources.append(VITICCI)
        if ident in bench:
            sources.append(SHORTCUTSBENCH)
        row["sources"] = sources

        params, order = {}, []
        for p in (old or {}).get("params", []):
            params[p["key"]] = dict(p)
            order.append(p["key"])
        for p in (tool or {}).get("parameters", []):
            kind, entity = toolkit_kind(p.get("typePythonName"))
            merge_parameter(params, order, p["key"], kind, VITICCI, entity=entity)
        for key, token in bench.get(ident, {}).items():
            if key.startswith("ThisIsReturnValue:"):
                continue
            kind, entity, default = bench_kind(token)
            cases = None
            if kind == "enumeration" and default and default.startswith("["):
                default = None  # a list of several defaults: not one stored value
            merge_parameter(params, order, key, kind, SHORTCUTSBENCH, entity=entity, default=default)
        for key, fact in facts.get(ident, {}).get("parameters", {}).items():
            source = fact.get("source", "")
            kind = scpl_kind(fact["class"]) if fact.get("class") else cherri_kind(fact["type"]) if fact.get("type") else "unknown"
            values = fact.get("values")
            cases = [stored_default(v) for v in values] if isinstance(values, list) and values else None
            default = stored_default(fact["default"]) if "default" in fact else None
            # Facts from ScPL and Cherri are better than ShortcutsBench's for the same key.
            if key in params and default is not None and params[key]["source"] == SHORTCUTSBENCH:
                params[key].pop("default", None)
            merge_parameter(params, order, key, kind if key not in params else "unknown", source,
                            default=default, cases=cases)
        for key in order:
            # A listed enumeration takes every value real files store for it, after the sources' own
            # list (most frequent first). Only listed ones: an enumeration without a list is a picker
            # of the user's own things (calendars, playlists), whose stored values are not cases.
            seen = stored.get((ident, key))
            if params[key]["kind"] == "enumeration" and params[key].get("cases") and seen:
                known = params[key].get("cases", [])
                extra = [v for v, _ in sorted(seen.items(), key=lambda kv: (-kv[1], kv[0])) if v not in known]
                if extra:
                    params[key]["cases"] = known + extra
        row["params"] = [params[k] for k in order]

        kind = action_kind(ident, tool)
        if kind != "action":
            row["kind"] = kind
        bits = (1 if ident in ios else 0) | (2 if ident in mac else 0)
        if tool and not bits:
            bits = platform_bits(tool.get("platforms", []))
        if bits:
            row["os"] = bits
        avail = availability(ident in v63, in78)
        if avail != "legacy":
            row["avail"] = avail
        seen = descriptors.get(ident)
        if seen:
            row["app"] = {"b": seen["BundleIdentifier"], "i": seen["AppIntentIdentifier"], "n": seen["Name"]}
            if isinstance(seen.get("TeamIdentifier"), str):
                row["app"]["t"] = seen["TeamIdentifier"]
        elif kind == "appIntent" and not ident.startswith("is.workflow.") and "|" not in ident and "." in ident:
            bundle, intent = ident.rsplit(".", 1)
            apple = bundle.startswith("com.apple.")
            row["app"] = {"b": bundle, "i": intent,
                          "n": apple_app_name(bundle, prefix_names) if apple else derived_app_name(bundle)}
            if apple:
                row["app"]["t"] = APPLE_TEAM
        out.append(row)
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


def dump_rows(key, items, sources, header=None):
    """`{"generator": …, "sources": …, key: [rows]}`: the generated file names where its facts come
    from (the licences are in `Licenses/` beside it). One row per line, each starting with
    `{"id": "<identifier>"`, so the Swift loader can index the rows without decoding them."""
    head = json.dumps(dict(header or {}, generator="Scripts/build-catalog.py", sources=sources),
                      ensure_ascii=False, sort_keys=True)
    rows = (json.dumps(dict([("id", i["id"])] + sorted((k, v) for k, v in i.items() if k != "id")),
                       ensure_ascii=False) for i in items)
    return head[:-1] + ', "' + key + '": [\n' + ",\n".join(rows) + "\n]}\n"


def vocabulary(actions):
    """The names the sources give (not derived ones), for the Swift word segmenter: in the header,
    so naming an unknown identifier does not decode every row."""
    names = []
    for a in actions:
        names += ([] if a.get("derived") else [a["name"]]) + a.get("alt", [])
    return names


def toolkit_sources(toolkit_dir):
    """`owner/name commit (folder), licence` of each ToolKit data folder, from its SOURCE file."""
    out = {}
    for folder, licence in (("viticci", "MIT"), ("shortcutsbench", "Apache-2.0")):
        with open(os.path.join(toolkit_dir, folder, "SOURCE"), encoding="utf-8") as f:
            out[folder] = f.read().strip() + ", " + licence + ", see Licenses/" + folder
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", default=os.path.join(ROOT, "..", "shared", "data", "catalog"))
    ap.add_argument("--toolkit", default=os.path.join(ROOT, "..", "shared", "data", "toolkit"))
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"))
    ap.add_argument("--output", default=os.path.join(ROOT, "Sources", "ShortcutCatalog", "Resources"))
    ap.add_argument("--check", action="store_true", help="fail if the outputs differ")
    args = ap.parse_args()

    def load(name):
        with open(os.path.join(args.source, name), encoding="utf-8") as f:
            return json.load(f)

    base_actions = build_actions(load("actions.json"))
    glyphs = load("glyphs.json")
    glyph_rows = sorted(([int(k), v] for k, v in glyphs.items()), key=lambda r: r[0])
    colors = build_colors(load("colors.json"))

    def load_toolkit(*parts):
        with open(os.path.join(args.toolkit, *parts), encoding="utf-8") as f:
            return json.load(f)

    triggers = build_triggers(load_toolkit("viticci", "toolkit-v78-trigger-parameter-keys.json"))
    toolkit = {
        "v78_mac": load_toolkit("viticci", "toolkit-v78-tool-ids.json"),
        "v78_ios": load_toolkit("viticci", "toolkit-v78-ios27-tool-ids.json"),
        "v63": load_toolkit("viticci", "toolkit-v63-tool-ids.json"),
        "tools": load_toolkit("viticci", "toolkit-v78-first-party-parameter-keys.json"),
        "bench": load_toolkit("shortcutsbench", "all_api2paraname2paratype.json"),
    }
    actions = build_catalog(base_actions, load("parameters.json"), toolkit, args.corpus)

    sources = toolkit_sources(args.toolkit)
    older = "pfgithub/scpl, electrikmilk/cherri, OpenJelly/Open-Jellycore, joshfarrant/shortcuts-js, " \
        "a2/swift-shortcuts, alexander-akhmetov/python-shortcuts, Aeastr/SwiftShortcuts (via ../shared/data/catalog)"
    outputs = {
        "actions.json": dump_rows("actions", actions, dict(sources, older=older, corpus="AppIntentDescriptor "
                                                           "fields of the unsigned ../shared/corpus files"),
                                  header={"names": vocabulary(actions)}),
        "glyphs.json": dump_lines(glyph_rows),
        "triggers.json": dump_rows("triggers", triggers, {"viticci": sources["viticci"]}),
        "colors.json": json.dumps(colors, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
    }
    # The licences and SOURCE files of the ToolKit data travel with what is generated from it.
    for folder in ("viticci", "shortcutsbench"):
        for name in ("LICENSE", "SOURCE"):
            with open(os.path.join(args.toolkit, folder, name), encoding="utf-8") as f:
                outputs[os.path.join("Licenses", folder, name)] = f.read()
    stale = []
    for name, text in outputs.items():
        path = os.path.join(args.output, name)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            stale.append(name)
            if not args.check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    if args.check and stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    n_params = sum(len(a["params"]) for a in actions)
    print(f"{len(actions)} actions, {n_params} parameters, {len(triggers)} triggers, {len(glyph_rows)} glyphs, "
          f"{len(colors['palette'])} colours, {len(colors['alternates'])} alternate codes"
          + (" (unchanged)" if not stale else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
