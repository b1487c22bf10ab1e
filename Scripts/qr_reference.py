#!/usr/bin/env python3
"""Reference QR Code matrices for the runtime's QR encoder tests, from two libraries.

Usage: qr_reference.py CASES.json
CASES.json is a list of {"hex": "<bytes>", "level": "L"|"M"|"Q"|"H", "mask": N or null}.
Prints a JSON list of {"version", "mask", "rows"} (rows as strings of 0 and 1, dark = 1), byte
mode, no error-level boost.

- Without a mask: segno (PyPI `segno`) chooses the mask by the penalty rules. segno pads a
  stream that already ends on a byte boundary with an extra zero byte (ISO/IEC 18004 7.4.10
  adds padding bits only when it does not), so the tests give it only symbols filled to capacity,
  where no padding is written.
- With a mask: python-qrcode (PyPI `qrcode`), which pads as the standard does, draws the symbol
  with that mask.
Exit 3 when a library is missing.
"""
import json
import sys

try:
    import qrcode
    import segno
    from qrcode.util import MODE_8BIT_BYTE, QRData
except ImportError as error:
    print(f"a reference QR library is not installed ({error}; pip install segno qrcode)", file=sys.stderr)
    sys.exit(3)

LEVELS = {
    "L": qrcode.constants.ERROR_CORRECT_L,
    "M": qrcode.constants.ERROR_CORRECT_M,
    "Q": qrcode.constants.ERROR_CORRECT_Q,
    "H": qrcode.constants.ERROR_CORRECT_H,
}

with open(sys.argv[1]) as handle:
    cases = json.load(handle)
results = []
for case in cases:
    data = bytes.fromhex(case["hex"])
    if case.get("mask") is None:
        code = segno.make_qr(data, error=case["level"], mode="byte", boost_error=False)
        version, mask, matrix = code.version, code.mask, code.matrix
    else:
        code = qrcode.QRCode(error_correction=LEVELS[case["level"]], border=0, mask_pattern=case["mask"])
        code.add_data(QRData(data, mode=MODE_8BIT_BYTE), optimize=0)
        code.make(fit=True)
        version, mask, matrix = code.version, case["mask"], code.get_matrix()
    rows = ["".join("1" if module else "0" for module in row) for row in matrix]
    results.append({"version": version, "mask": mask, "rows": rows})
json.dump(results, sys.stdout)
