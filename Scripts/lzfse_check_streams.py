#!/usr/bin/env python3
"""Checks LZFSE streams with Apple's reference decoder (PyPI `lzfse`).

  lzfse_check_streams.py DIR   for every DIR/NAME.lzfse, decodes it and compares the result with
                               DIR/NAME.raw; prints `OK <count>` when all match, otherwise one
                               `MISMATCH <name>: <reason>` line per failure and exits 1.

Exit status 3 (message on stderr) when the `lzfse` module is not installed.
"""
import os
import sys

try:
    import lzfse
except ImportError as error:
    print(f"lzfse module unavailable: {error}", file=sys.stderr)
    sys.exit(3)


def main(folder: str) -> int:
    names = sorted(name[:-6] for name in os.listdir(folder) if name.endswith(".lzfse"))
    failures = 0
    for name in names:
        with open(os.path.join(folder, name + ".lzfse"), "rb") as handle:
            stream = handle.read()
        with open(os.path.join(folder, name + ".raw"), "rb") as handle:
            expected = handle.read()
        try:
            decoded = lzfse.decompress(stream)
        except Exception as error:  # the reference decoder rejects the stream
            print(f"MISMATCH {name}: reference decoder failed: {error}")
            failures += 1
            continue
        if decoded != expected:
            print(f"MISMATCH {name}: decoded {len(decoded)} bytes, expected {len(expected)}")
            failures += 1
    print(f"OK {len(names) - failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
