#!/usr/bin/env python3
"""Compare each target's `import` lines with the dependencies Package.swift declares for it.

Usage: python3 Scripts/check-imports.py [PACKAGE_DIR]

Fails (exit 1, one line per difference, `file:line: ...`) when a target's Swift files import a
module that the target does not declare — a target or a product, directly, not through the
`ShortcutKit` umbrella or another dependency — or when a target declares a library target it never
imports. System modules (Foundation, Testing, SwiftUI, …) need no declaration. A module name that
differs from its product's name is listed in PRODUCT_MODULES. `swift package dump-package` reads the
manifest, so the check sees exactly what SwiftPM sees.
"""

import json
import os
import re
import subprocess
import sys

# Modules of the toolchain and the platforms: importable without a declared dependency.
SYSTEM = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic", "CoreFoundation", "XCTest", "Testing",
    "SwiftUI", "UIKit", "AppKit", "Combine", "Observation", "os", "Synchronization", "_Concurrency",
    "Swift", "PackagePlugin", "RegexBuilder", "_StringProcessing", "CryptoKit", "Security",
    "UniformTypeIdentifiers", "DeveloperToolsSupport", "ObjectiveC", "CoreGraphics", "SwiftShims",
}
# Products whose modules have other names (product -> modules it makes importable).
PRODUCT_MODULES = {}

IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|internal\s+|private\s+|fileprivate\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def dump(package_dir):
    output = subprocess.run(
        ["swift", "package", "--package-path", package_dir, "dump-package"],
        check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def target_dir(package_dir, target):
    if target.get("path"):
        return os.path.join(package_dir, target["path"])
    kind = target["type"]
    if kind == "test":
        return os.path.join(package_dir, "Tests", target["name"])
    if kind == "plugin":
        return os.path.join(package_dir, "Plugins", target["name"])
    return os.path.join(package_dir, "Sources", target["name"])


def declared(target):
    """Module names the target may import, and the library targets it declares."""
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                name = dependency[kind][0]
                names.add(name)
                names.update(PRODUCT_MODULES.get(name, []))
    return names


def imports(directory, excluded):
    """(module, file, line) for every import in the Swift files under `directory`."""
    found = []
    for root, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if os.path.join(root, d) not in excluded and not d.endswith(".docc"))
        for name in sorted(files):
            path = os.path.join(root, name)
            if not name.endswith(".swift") or path in excluded:
                continue
            with open(path, encoding="utf-8") as handle:
                in_string = False  # inside a multi-line string literal (source text a test writes)
                for number, line in enumerate(handle, 1):
                    if not in_string:
                        match = IMPORT.match(line)
                        if match:
                            found.append((match.group(1), path, number))
                    if line.count('"""') % 2 == 1:
                        in_string = not in_string
    return found


def check(package_dir):
    manifest = dump(package_dir)
    targets = {target["name"]: target for target in manifest["targets"]}
    libraries = {name for name, t in targets.items() if t["type"] in ("regular", "system")}
    problems = []
    for name, target in sorted(targets.items()):
        if target["type"] in ("binary",):
            continue
        directory = target_dir(package_dir, target)
        excluded = {os.path.join(directory, e) for e in target.get("exclude", [])}
        allowed = declared(target)
        used = set()
        for module, path, line in imports(directory, excluded):
            used.add(module)
            if module in SYSTEM or module == name or module in allowed:
                continue
            relative = os.path.relpath(path, package_dir)
            problems.append(f"{relative}:{line}: {name} imports {module}, which Package.swift does not declare for it")
        for dependency in sorted(allowed & libraries):
            if dependency not in used and target["type"] != "plugin":
                problems.append(
                    f"Package.swift: {name} declares {dependency} but none of its files imports it")
    return problems


def main():
    package_dir = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(__file__)))
    problems = check(package_dir)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-imports: {len(problems)} difference(s) between import lines and Package.swift", file=sys.stderr)
        return 1
    print("check-imports: every target declares exactly the modules it imports")
    return 0


if __name__ == "__main__":
    sys.exit(main())
