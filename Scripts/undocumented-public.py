#!/usr/bin/env python3
"""List public declarations without a `///` doc comment.

Usage: Scripts/undocumented-public.py [--all] [--check] [MODULE...]

By default it looks at the modules the `ShortcutKit` umbrella re-exports (read from
Sources/ShortcutKit/ShortcutKit.swift) and lists public *types* (struct, enum, class, actor,
protocol, typealias) with no `///` summary; `--all` lists every public declaration (members too).
`--check` exits 1 when anything is listed, for CI. DocC itself does not warn about a missing
comment, so this is the check that every public type has one.

A declaration counts as documented when the nearest line above it, skipping attributes
(`@...`), `#if`/`#endif` lines and blank-free attribute continuations, is a `///` line or closes a
`/** ... */` block.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TYPE_KINDS = r"(?:struct|enum|class|actor|protocol|typealias)"
MEMBER_KINDS = r"(?:struct|enum|class|actor|protocol|typealias|func|var|let|init|subscript|case|static|convenience)"
MODIFIERS = r"(?:(?:final|indirect|nonisolated|static|override|mutating|nonmutating|required|convenience|" \
            r"@\w+(?:\([^)]*\))?)\s+)*"


def umbrella_modules():
    text = (ROOT / "Sources/ShortcutKit/ShortcutKit.swift").read_text()
    return [m for m in re.findall(r"@_exported import (\w+)", text) if (ROOT / "Sources" / m).is_dir()]


def documented(lines, index):
    i = index - 1
    while i >= 0:
        line = lines[i].strip()
        if line.startswith("///") or line.endswith("*/"):
            return True
        if line.startswith("@") or line.startswith("#if") or line.startswith("#else") or line.startswith("#endif"):
            i -= 1
            continue
        return False
    return False


def main(argv):
    everything = "--all" in argv
    check = "--check" in argv
    modules = [a for a in argv if not a.startswith("--")] or umbrella_modules()
    kinds = MEMBER_KINDS if everything else TYPE_KINDS
    pattern = re.compile(r"^\s*" + MODIFIERS + r"(?:public|open)\s+" + MODIFIERS + kinds + r"\b")
    found = []
    for module in modules:
        for path in sorted((ROOT / "Sources" / module).rglob("*.swift")):
            lines = path.read_text().splitlines()
            for index, line in enumerate(lines):
                # `public extension` blocks are containers, documented by their members.
                if pattern.match(line) and not documented(lines, index):
                    found.append(f"{path.relative_to(ROOT)}:{index + 1}: {line.strip()}")
    for entry in found:
        print(entry)
    print(f"{len(found)} undocumented public {'declarations' if everything else 'types'} in {len(modules)} modules",
          file=sys.stderr)
    return 1 if check and found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
