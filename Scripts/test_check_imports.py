#!/usr/bin/env python3
"""Tests for check-imports.py on a small package it writes: clean, then with a planted undeclared
import, then with a declared dependency nothing imports; and its README layer list: in dependency
order, a module listed above what it imports, a module missing, a module depending on test support.

Usage: python3 Scripts/test_check_imports.py   (CI runs it before the Swift tests)
"""

import importlib.util
import os
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("check_imports", os.path.join(HERE, "check-imports.py"))
check_imports = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_imports)

MANIFEST = textwrap.dedent("""\
    // swift-tools-version: 6.1
    import PackageDescription
    let package = Package(
        name: "Planted",
        targets: [
            .target(name: "Low"),
            .target(name: "Other"),
            .target(name: "High", dependencies: [%s]),
            .testTarget(name: "HighTests", dependencies: ["High"]),
        ]
    )
    """)


def write_package(prefix, files):
    """A fresh folder holding `files` (relative path -> text); returns its path."""
    root = tempfile.mkdtemp(prefix=prefix)
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        with open(os.path.join(root, path), "w") as f:
            f.write(text)
    return root


class CheckImportsTests(unittest.TestCase):
    def package(self, high_dependencies, high_source):
        return write_package("check-imports-", {
            "Package.swift": MANIFEST % high_dependencies,
            "Sources/Low/Low.swift": "public struct Low {}\n",
            "Sources/Other/Other.swift": "public struct Other {}\n",
            "Sources/High/High.swift": high_source,
            "Tests/HighTests/HighTests.swift": "import High\nimport Testing\nimport Foundation\n",
        })

    def test_a_package_whose_imports_match_passes(self):
        root = self.package('"Low"', "import Foundation\nimport Low\n")
        self.assertEqual(check_imports.check(root), [])

    def test_a_planted_undeclared_import_fails_naming_file_and_line(self):
        root = self.package('"Low"', "import Foundation\nimport Low\n@testable import Other\n")
        self.assertEqual(
            check_imports.check(root),
            ["Sources/High/High.swift:3: High imports Other, which Package.swift does not declare for it"])

    def test_a_declared_dependency_nothing_imports_fails(self):
        root = self.package('"Low", "Other"', "import Low\n")
        self.assertEqual(
            check_imports.check(root), ["Package.swift: High declares Other but none of its files imports it"])

    def test_imports_inside_a_multi_line_string_are_text(self):
        root = self.package('"Low"', 'import Low\nlet source = """\nimport Other\n"""\n')
        self.assertEqual(check_imports.check(root), [])


README = textwrap.dedent("""\
    # Planted

    ## Layers

    ```
    Sources/
    %s
    Plugins/
      Lint/              not a module of Sources/
    ```
    A module only imports modules above it.
    """)

LAYERED_MANIFEST = textwrap.dedent("""\
    // swift-tools-version: 6.1
    import PackageDescription
    let package = Package(
        name: "Layered",
        targets: [
            .target(name: "Low"),
            .target(name: "High", dependencies: ["Low"%s]),
            .executableTarget(name: "high-tool", dependencies: ["High"]),
            .target(name: "Helpers", path: "Tests/Helpers"),
            .testTarget(name: "HighTests", dependencies: ["High", "Helpers"]),
        ]
    )
    """)


class LayerListTests(unittest.TestCase):
    def package(self, listed, high_extra=""):
        lines = "\n".join(f"  {name}/{' ' * (18 - len(name))} what {name} does" for name in listed)
        return write_package("check-layers-", {
            "Package.swift": LAYERED_MANIFEST % high_extra,
            "README.md": README % lines,
            "Sources/Low/Low.swift": "public struct Low {}\n",
            "Sources/High/High.swift": "import Low\n" + ("import Helpers\n" if high_extra else ""),
            "Sources/high-tool/main.swift": "import High\n",
            "Tests/Helpers/Helpers.swift": "public struct Helper {}\n",
            "Tests/HighTests/HighTests.swift": "import High\nimport Helpers\n",
        })

    def test_the_list_is_read_from_the_code_block_under_layers(self):
        text = README % "  Low/    bottom\n                 continued\n  high-tool/  top"
        self.assertEqual(check_imports.readme_layers(text), ["Low", "high-tool"])
        self.assertIsNone(check_imports.readme_layers("# No layers here\n"))

    def test_a_list_in_dependency_order_passes(self):
        root = self.package(["Low", "High", "high-tool"])
        self.assertEqual(check_imports.check_layers(root), [])

    def test_a_module_listed_above_what_it_imports_fails(self):
        root = self.package(["High", "Low", "high-tool"])
        self.assertEqual(
            check_imports.check_layers(root),
            ["README.md Layers: High is listed above Low, which it imports; move High below it"])

    def test_modules_missing_from_the_list_are_named(self):
        # What a module added on another branch looks like once merged: named, not a crash or a pass.
        root = self.package(["Low"])
        self.assertEqual(
            check_imports.check_layers(root),
            ["README.md Layers: High, high-tool are under Sources/ but not in the layer list; "
             "add each below every module it imports"])

    def test_a_listed_name_that_is_no_target_fails(self):
        root = self.package(["Low", "High", "Gone", "high-tool"])
        self.assertEqual(
            check_imports.check_layers(root), ["README.md Layers: Gone listed, but no such target in Package.swift"])

    def test_a_module_depending_on_a_test_target_fails(self):
        root = self.package(["Low", "High", "high-tool"], high_extra=', "Helpers"')
        self.assertEqual(
            check_imports.check_layers(root),
            ["README.md Layers: High depends on the test target Helpers; a module under Sources/ depends on no "
             "test support"])

    def test_the_repository_readme_matches_the_package(self):
        root = os.path.dirname(HERE)
        problems = check_imports.check_layers(root)
        self.assertEqual(problems, [])

if __name__ == "__main__":
    unittest.main()
