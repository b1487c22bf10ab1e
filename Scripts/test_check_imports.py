#!/usr/bin/env python3
"""Tests for check-imports.py on a small package it writes: clean, then with a planted undeclared
import, then with a declared dependency nothing imports.

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


class CheckImportsTests(unittest.TestCase):
    def package(self, high_dependencies, high_source):
        root = tempfile.mkdtemp(prefix="check-imports-")
        with open(os.path.join(root, "Package.swift"), "w") as f:
            f.write(MANIFEST % high_dependencies)
        files = {
            "Sources/Low/Low.swift": "public struct Low {}\n",
            "Sources/Other/Other.swift": "public struct Other {}\n",
            "Sources/High/High.swift": high_source,
            "Tests/HighTests/HighTests.swift": "import High\nimport Testing\nimport Foundation\n",
        }
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w") as f:
                f.write(text)
        return root

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


if __name__ == "__main__":
    unittest.main()
