#!/usr/bin/env python3
"""Write the release's version and archive checksums into the Homebrew formula.

Usage: python3 Scripts/update-formula.py DIST [--formula Packaging/shortcutkit.rb]

Reads DIST/shortcutkit-<VERSION>-{macos-universal,linux-x86_64,linux-aarch64}.tar.gz.sha256 (what
Scripts/release.sh writes beside each archive) and sets the formula's `version` and the `sha256`
after each archive's `url`. Fails (exit 1) when an archive's checksum file is missing or malformed,
or the formula does not name that archive. The release workflow runs it before attaching the formula.
"""

import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLATFORMS = ["macos-universal", "linux-x86_64", "linux-aarch64"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dist")
    parser.add_argument("--formula", default=os.path.join(ROOT, "Packaging", "shortcutkit.rb"))
    args = parser.parse_args()
    with open(os.path.join(ROOT, "VERSION"), encoding="utf-8") as handle:
        version = handle.read().strip()
    with open(args.formula, encoding="utf-8") as handle:
        text = handle.read()
    text, count = re.subn(r'(?m)^(  version ")[^"]*(")$', lambda m: m.group(1) + version + m.group(2), text)
    if count != 1:
        sys.exit(f"error: {args.formula}: no `version \"…\"` line")
    for platform in PLATFORMS:
        name = f"shortcutkit-{version}-{platform}.tar.gz"
        path = os.path.join(args.dist, name + ".sha256")
        try:
            with open(path, encoding="utf-8") as handle:
                fields = handle.read().split()
        except OSError as error:
            sys.exit(f"error: {path}: {error.strerror}")
        if len(fields) != 2 or not re.fullmatch(r"[0-9a-f]{64}", fields[0]) or fields[1].lstrip("*") != name:
            sys.exit(f"error: {path}: expected '<sha256>  {name}'")
        pattern = re.compile(r'(url "[^"]*-' + re.escape(platform) + r'\.tar\.gz"\n\s*sha256 ")[0-9a-f]{64}(")')
        text, count = pattern.subn(lambda m: m.group(1) + fields[0] + m.group(2), text)
        if count != 1:
            sys.exit(f"error: {args.formula}: no url for *-{platform}.tar.gz followed by a sha256 line")
    with open(args.formula, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"{os.path.relpath(args.formula, ROOT)}: version {version}, {len(PLATFORMS)} checksums")


if __name__ == "__main__":
    main()
