#!/usr/bin/env python3
"""Compare each target's `import` lines with the dependencies Package.swift declares for it.

Usage: python3 Scripts/check-imports.py [PACKAGE_DIR]

Fails (exit 1, one line per difference, `file:line: ...`) when a target's Swift files import a
module that the target does not declare — a target or a product, directly, not through the
`ShortcutKit` umbrella or another dependency — or when a target declares a library target it never
imports. System modules (Foundation, Testing, SwiftUI, …) need no declaration. A module name that
differs from its product's name is listed in PRODUCT_MODULES. `swift package dump-package` reads the
manifest, so the check sees exactly what SwiftPM sees.

It also checks the README's layer list (the code block under `## Layers`, one `  Module/` line per
module under `Sources/`, bottom layer first): every target under `Sources/` is listed, each below every
package target it depends on, none depends on a target under `Tests/` (test support), and the list
names no module that is not a target.
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
        ["swift", "package", "--package-path", package_dir, "--ignore-lock", "dump-package"],
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


def check(package_dir, manifest=None):
    manifest = manifest or dump(package_dir)
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


LAYER_LINE = re.compile(r"^  ([A-Za-z_][A-Za-z0-9_-]*)/")


def readme_layers(text):
    """The module names of the README's layer list, in order: the `  Name/` lines under `Sources/` in
    the first code block after `## Layers`. None when the README has no such block."""
    lines = text.splitlines()
    try:
        start = lines.index("## Layers")
    except ValueError:
        return None
    in_block = in_sources = False
    names = []
    for line in lines[start + 1:]:
        if line.startswith("```"):
            if in_block:
                return names
            in_block = True
            continue
        if not in_block:
            if line.startswith("## "):
                return None
            continue
        if not line.startswith(" "):
            in_sources = line.strip() == "Sources/"
            continue
        match = LAYER_LINE.match(line)
        if in_sources and match:
            names.append(match.group(1))
    return names if in_block else None


def check_layers(package_dir, manifest=None):
    """Differences between the README's layer list and the package graph."""
    manifest = manifest or dump(package_dir)
    readme = os.path.join(package_dir, "README.md")
    try:
        with open(readme, encoding="utf-8") as handle:
            listed = readme_layers(handle.read())
    except FileNotFoundError:
        listed = None
    if listed is None:
        return ["README.md: no layer list (a code block under '## Layers' with a '  Module/' line per module)"]
    targets = {target["name"]: target for target in manifest["targets"]}
    sources = os.path.join(package_dir, "Sources") + os.sep
    in_sources = {
        name for name, target in targets.items()
        if target["type"] in ("regular", "executable", "system")
        and (target_dir(package_dir, target) + os.sep).startswith(sources)}
    in_tests = {
        name for name, target in targets.items()
        if (target_dir(package_dir, target) + os.sep).startswith(os.path.join(package_dir, "Tests") + os.sep)}
    problems = []
    missing = sorted(in_sources - set(listed))
    if missing:
        problems.append(
            "README.md Layers: " + ", ".join(missing) + (" is" if len(missing) == 1 else " are")
            + " under Sources/ but not in the layer list; add each below every module it imports")
    unknown = [name for name in listed if name not in targets]
    if unknown:
        problems.append("README.md Layers: " + ", ".join(unknown) + " listed, but no such target in Package.swift")
    position = {}
    for index, name in enumerate(listed):
        if name in position:
            problems.append(f"README.md Layers: {name} is listed twice")
        position.setdefault(name, index)
    for name in listed:
        target = targets.get(name)
        if target is None:
            continue
        for dependency in sorted(package_dependencies(target, targets)):
            if dependency in in_tests:
                problems.append(
                    f"README.md Layers: {name} depends on the test target {dependency}; "
                    "a module under Sources/ depends on no test support")
            elif dependency in position and position[dependency] > position[name]:
                problems.append(f"README.md Layers: {name} is listed above {dependency}, which it imports; "
                                f"move {name} below it")
    return problems


def package_dependencies(target, targets):
    """The names of the package's own targets that `target` depends on."""
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency and dependency[kind][0] in targets:
                names.add(dependency[kind][0])
    return names


def main():
    package_dir = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(__file__)))
    manifest = dump(package_dir)
    problems = check(package_dir, manifest) + check_layers(package_dir, manifest)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-imports: {len(problems)} difference(s) between import lines, Package.swift and the README's layers",
              file=sys.stderr)
        return 1
    print("check-imports: every target declares exactly the modules it imports, and the README lists the layers "
          "in dependency order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
