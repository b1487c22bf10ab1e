#!/usr/bin/env python3
"""Baseline for the LZFSE benchmark: Apple's reference C implementation via PyPI `lzfse`.

  lzfse_reference.py generate OUT_PREFIX SIZE   writes OUT_PREFIX.raw (generated English-like
                                                text, SIZE bytes) and OUT_PREFIX.lzfse (its
                                                reference-encoded stream)
  lzfse_reference.py time DIR [REPEAT]          decodes every DIR/*.lzfse REPEAT times (best of
                                                5 rounds) and prints `MBPS <decoded MB/s>` and
                                                `BYTES <decoded bytes per pass>`
  lzfse_reference.py check DIR                  decodes every DIR/NAME.lzfse with the reference
                                                decoder and compares it with DIR/NAME.raw; prints
                                                `CHECKED <n>` and one `MISMATCH NAME <reason>` line
                                                per failure (exit status 1 if any)
  lzfse_reference.py encode-time DIR [REPEAT]   encodes every DIR/*.raw REPEAT times (best of 5
                                                rounds) and prints `MBPS <input MB/s>`,
                                                `BYTES <input bytes per pass>` and
                                                `SIZE <reference-compressed bytes per pass>`

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


def check_directory(directory: str) -> None:
    names = sorted(n[: -len(".lzfse")] for n in os.listdir(directory) if n.endswith(".lzfse"))
    failures = 0
    for name in names:
        with open(os.path.join(directory, name + ".lzfse"), "rb") as f:
            stream = f.read()
        with open(os.path.join(directory, name + ".raw"), "rb") as f:
            expected = f.read()
        try:
            decoded = lzfse.decompress(stream)
        except Exception as error:  # the module raises its own error type for bad streams
            print(f"MISMATCH {name} reference decoder rejected the stream: {error}")
            failures += 1
            continue
        if decoded != expected:
            print(f"MISMATCH {name} decoded {len(decoded)} bytes that differ from the {len(expected)} expected")
            failures += 1
    print(f"CHECKED {len(names)}")
    sys.exit(1 if failures else 0)


def time_encoding(directory: str, repeat: int) -> None:
    names = sorted(n for n in os.listdir(directory) if n.endswith(".raw"))
    inputs = []
    for name in names:
        with open(os.path.join(directory, name), "rb") as f:
            inputs.append(f.read())
    compress = lzfse.compress
    size = sum(len(compress(data)) for data in inputs)
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            for data in inputs:
                compress(data)
        best = min(best, time.perf_counter() - start)
    total = sum(len(data) for data in inputs)
    print(f"MBPS {total * repeat / best / 1e6:.3f}")
    print(f"BYTES {total}")
    print(f"SIZE {size}")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "generate":
        generate(sys.argv[2], int(sys.argv[3]))
    elif len(sys.argv) >= 3 and sys.argv[1] == "time":
        time_directory(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    elif len(sys.argv) >= 3 and sys.argv[1] == "check":
        check_directory(sys.argv[2])
    elif len(sys.argv) >= 3 and sys.argv[1] == "encode-time":
        time_encoding(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
