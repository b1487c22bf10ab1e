#!/usr/bin/env python3
"""Tests for the release's small scripts, each run as a program on a copy of the files it reads:
version.py (the one version and its checks), check-workflows.py (what it finds wrong in a workflow)
and update-formula.py (the Homebrew formula's checksums).

Usage: python3 Scripts/test_release_scripts.py   (.ci/run runs it with the other script checks)
"""

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION_FILES = ["VERSION", "Scripts/version.py", "Sources/ShortcutKitVersion/ShortcutKitVersion.swift",
                 "Sources/ShortcutGallery/Resources/openapi.json"]


def copy_tree(files):
    root = tempfile.mkdtemp(prefix="release-scripts-")
    for path in files:
        os.makedirs(os.path.dirname(os.path.join(root, path)) or root, exist_ok=True)
        shutil.copy(os.path.join(ROOT, path), os.path.join(root, path))
    return root


def run(root, script, *arguments):
    return subprocess.run([sys.executable, os.path.join(root, "Scripts", script), *arguments],
                          capture_output=True, text=True)


def write(root, path, text):
    os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
    with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
        handle.write(text)


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as handle:
        return handle.read()


class VersionTests(unittest.TestCase):
    def setUp(self):
        self.root = copy_tree(VERSION_FILES)
        self.addCleanup(shutil.rmtree, self.root)

    def test_the_committed_files_match(self):
        self.assertEqual(run(self.root, "version.py", "--check").returncode, 0)

    def test_a_new_version_is_stale_until_written_then_everywhere(self):
        write(self.root, "VERSION", "2.3.4-beta.1\n")
        stale = run(self.root, "version.py", "--check")
        self.assertEqual(stale.returncode, 1)
        self.assertIn("ShortcutKitVersion.swift does not match VERSION (2.3.4-beta.1)", stale.stderr)
        self.assertIn("openapi.json does not match VERSION (2.3.4-beta.1)", stale.stderr)
        self.assertEqual(run(self.root, "version.py").returncode, 0)
        self.assertEqual(run(self.root, "version.py", "--check").returncode, 0)
        self.assertIn('public static let current = "2.3.4-beta.1"',
                      read(self.root, "Sources/ShortcutKitVersion/ShortcutKitVersion.swift"))
        self.assertIn('"version": "2.3.4-beta.1"', read(self.root, "Sources/ShortcutGallery/Resources/openapi.json"))
        self.assertEqual(run(self.root, "version.py", "--print").stdout, "2.3.4-beta.1\n")

    def test_only_a_semantic_version_on_one_line(self):
        for text in ["1.2\n", "1.2.3", "01.2.3\n", "1.2.3\n4\n", "v1.2.3\n", "1.2.3+build\n"]:
            write(self.root, "VERSION", text)
            result = run(self.root, "version.py", "--check")
            self.assertEqual(result.returncode, 1, text)
            self.assertIn("VERSION:1: expected one line", result.stderr, text)

    def test_the_tag_must_be_v_and_the_version(self):
        version = read(self.root, "VERSION").strip()
        self.assertEqual(run(self.root, "version.py", "--tag", "v" + version).returncode, 0)
        for tag in [version, "v" + version + ".1", "release-" + version]:
            result = run(self.root, "version.py", "--tag", tag)
            self.assertEqual(result.returncode, 1, tag)
            self.assertIn("is not the VERSION file's", result.stderr)

    def test_the_stamp_is_a_commit_and_goes_away(self):
        stamp = os.path.join(self.root, "Sources/ShortcutKitVersion/BuildCommit+Stamped.swift")
        self.assertEqual(run(self.root, "version.py", "--stamp", "abc").returncode, 1)
        self.assertFalse(os.path.exists(stamp))
        commit = "0123456789abcdef0123456789abcdef01234567"
        self.assertEqual(run(self.root, "version.py", "--stamp", commit).returncode, 0)
        text = read(self.root, "Sources/ShortcutKitVersion/BuildCommit+Stamped.swift")
        self.assertIn("#if SHORTCUTKIT_STAMPED", text)
        self.assertIn(f'let stampedCommit: String? = "{commit}"', text)
        self.assertEqual(run(self.root, "version.py", "--unstamp").returncode, 0)
        self.assertFalse(os.path.exists(stamp))


GOOD_WORKFLOW = textwrap.dedent("""\
    name: Good
    on:
      push:
    jobs:
      build:
        strategy:
          matrix:
            runner: [ubuntu-24.04]
        runs-on: ${{ matrix.runner }}
        timeout-minutes: 10
        steps:
          - uses: actions/checkout@v4
            with:
              fetch-depth: 0
          - run: |
              if [ -n "${{ github.ref_name }}" ]; then Scripts/release.sh --help; fi
      after:
        needs: build
        runs-on: ubuntu-24.04
        timeout-minutes: 5
        steps:
          - uses: actions/download-artifact@v4
            with:
              path: dist
    """)


class CheckWorkflowsTests(unittest.TestCase):
    def setUp(self):
        self.root = copy_tree(["Scripts/check-workflows.py", "Scripts/release.sh"])
        self.addCleanup(shutil.rmtree, self.root)

    def check(self, text):
        write(self.root, "w.yml", text)
        return run(self.root, "check-workflows.py", os.path.join(self.root, "w.yml"))

    def test_a_good_workflow_passes(self):
        result = self.check(GOOD_WORKFLOW)
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_each_planted_mistake_is_named(self):
        cases = {
            "fetch-depth: 0": ("fetch-dept: 0", "actions/checkout@v4 has no input 'fetch-dept'"),
            "actions/checkout@v4": ("actions/checkout@v3", "actions/checkout@v3 is not an action this check knows"),
            "Scripts/release.sh --help": ("Scripts/relase.sh --help", "runs Scripts/relase.sh, which does not exist"),
            "; fi\n": ("\n", "bash -n"),
            "${{ matrix.runner }}": ("${{ matrix.os }}", "the job's matrix has no os"),
            "needs: build": ("needs: bild", "needs bild, which is not a job"),
            "    timeout-minutes: 5\n": ("", "jobs.after: no timeout-minutes"),
        }
        for old, (new, message) in cases.items():
            self.assertEqual(GOOD_WORKFLOW.count(old), 1, old)
            result = self.check(GOOD_WORKFLOW.replace(old, new))
            self.assertEqual(result.returncode, 1, old)
            self.assertIn(message, result.stderr, old)

    def test_not_yaml_and_no_jobs(self):
        self.assertIn("not YAML", self.check("name: [unclosed\n").stderr)
        self.assertIn("no jobs", self.check("name: x\non: push\n").stderr)


class UpdateFormulaTests(unittest.TestCase):
    PLATFORMS = ["macos-universal", "linux-x86_64", "linux-aarch64"]

    def setUp(self):
        self.root = copy_tree(["VERSION", "Scripts/update-formula.py", "Packaging/shortcutkit.rb"])
        self.addCleanup(shutil.rmtree, self.root)
        self.version = read(self.root, "VERSION").strip()
        self.dist = os.path.join(self.root, "dist")
        os.makedirs(self.dist)

    def checksums(self, platforms):
        sums = {}
        for index, platform in enumerate(platforms):
            name = f"shortcutkit-{self.version}-{platform}.tar.gz"
            sums[platform] = f"{index + 1:x}" * 64
            write(self.dist, name + ".sha256", f"{sums[platform]}  {name}\n")
        return sums

    def test_every_archive_gets_its_checksum(self):
        sums = self.checksums(self.PLATFORMS)
        result = run(self.root, "update-formula.py", self.dist)
        self.assertEqual(result.returncode, 0, result.stderr)
        formula = read(self.root, "Packaging/shortcutkit.rb")
        for platform, value in sums.items():
            self.assertIn(f'-{platform}.tar.gz"\n', formula)
            url_at = formula.index(f"-{platform}.tar.gz")
            self.assertEqual(formula[url_at:].split('sha256 "')[1][:64], value)
        self.assertIn(f'  version "{self.version}"', formula)

    def test_a_missing_or_wrong_checksum_file_fails(self):
        self.checksums(self.PLATFORMS[:2])
        self.assertIn("linux-aarch64.tar.gz.sha256", run(self.root, "update-formula.py", self.dist).stderr)
        self.checksums(self.PLATFORMS)
        write(self.dist, f"shortcutkit-{self.version}-linux-x86_64.tar.gz.sha256", "abc  other.tar.gz\n")
        result = run(self.root, "update-formula.py", self.dist)
        self.assertEqual(result.returncode, 1)
        self.assertIn("expected '<sha256>  shortcutkit-", result.stderr)


class ReleaseScriptTests(unittest.TestCase):
    def test_syntax_and_usage(self):
        script = os.path.join(ROOT, "Scripts", "release.sh")
        self.assertEqual(subprocess.run(["bash", "-n", script]).returncode, 0)
        usage = subprocess.run(["bash", script, "--help"], capture_output=True, text=True)
        self.assertEqual(usage.returncode, 0)
        self.assertIn("Scripts/release.sh --check [ARCHIVE]", usage.stdout)
        wrong = subprocess.run(["bash", script, "--frobnicate"], capture_output=True, text=True)
        self.assertEqual(wrong.returncode, 2)
        self.assertIn("unknown argument --frobnicate", wrong.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=1)
