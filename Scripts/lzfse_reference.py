#!/usr/bin/env python3
"""Baseline for the LZFSE benchmark: Apple's reference C implementation via PyPI `lzfse`.

  lzfse_reference.py generate OUT_PREFIX SIZE   writes OUT_PREFIX.raw (generated English-like
                                                text, SIZE bytes) and OUT_PREFIX.lzfse (its
                                                reference-encoded stream)
  lzfse_reference.py time DIR [REPEAT]          decodes every DIR/*.lzfse REPEAT times (best of
                                                5 rounds) and prints `MBPS <decoded MB/s>` and
                                                `BYTES <decoded bytes per pass>`

Exit status 3 (message on stderr) when the `lzfse` module is not installed.
"""
import os
import random
import sys
import time

try:
    import lzfse
except ImportError as error:  # the Swift side reports the baseline as unavailable
    print(f"lzfse module unavailable: {error}", file=sys.stderr)
    sys.exit(3)

WORDS = (
    "the of and to in is that for it as was with be by on not he this are or his from at which "
    "but have an they you were her she there been one all we their has would when if so no will "
    "shortcut action workflow variable dictionary text number list input output magic repeat "
    "condition menu choose result device file folder clipboard contact message calendar reminder "
    "photo image album location weather music playlist timer alarm note safari url web request "
    "json header body parameter identifier signature certificate archive compression decoder"
).split()


def generate(prefix: str, size: int) -> None:
    rng = random.Random(20240601)
    parts, total = [], 0
    while total < size:
        sentence = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 18)))
        line = sentence[0].upper() + sentence[1:] + (".\n" if rng.random() < 0.2 else ". ")
        parts.append(line)
        total += len(line)
    raw = "".join(parts).encode()[:size]
    with open(prefix + ".raw", "wb") as f:
        f.write(raw)
    with open(prefix + ".lzfse", "wb") as f:
        f.write(lzfse.compress(raw))


def time_directory(directory: str, repeat: int) -> None:
    names = sorted(n for n in os.listdir(directory) if n.endswith(".lzfse"))
    streams = []
    for name in names:
        with open(os.path.join(directory, name), "rb") as f:
            streams.append(f.read())
    decoded = sum(len(lzfse.decompress(s)) for s in streams)
    decompress = lzfse.decompress
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            for s in streams:
                decompress(s)
        best = min(best, time.perf_counter() - start)
    print(f"MBPS {decoded * repeat / best / 1e6:.3f}")
    print(f"BYTES {decoded}")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "generate":
        generate(sys.argv[2], int(sys.argv[3]))
    elif len(sys.argv) >= 3 and sys.argv[1] == "time":
        time_directory(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
