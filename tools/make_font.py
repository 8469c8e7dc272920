"""Write the font the window draws with: GNU FreeFont's Free Sans Bold without its kerning.

    python tools/make_font.py          # writes art/fonts/FreeSansBold-NoKern.ttf
    python tools/make_font.py --check  # exits 1 if the file in the repository differs

Why: SDL_ttf adds the font's pair kerning (its ``kern`` table) to advances already rounded by
hinting, and at the table's small sizes that opens gaps inside words ("C lubs", "Sword s",
"pl ay"). pygame-ce's ``Font`` has no switch for kerning, so the shipped copy goes without the
table; every other table is copied byte for byte from the upstream file beside it
(``art/fonts/FreeSansBold.ttf``, kept unmodified with its licence). Kerning pairs such as "AV" or
"To" set a little looser; nothing else changes.

The file layout follows the OpenType spec: the table directory sorted by tag, each table on a
four-byte boundary, and ``head.checkSumAdjustment`` set so that the whole file sums to
0xB1B0AFBA.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "art" / "fonts" / "FreeSansBold.ttf"
TARGET = ROOT / "art" / "fonts" / "FreeSansBold-NoKern.ttf"
DROPPED = (b"kern",)
CHECKSUM_MAGIC = 0xB1B0AFBA


def _checksum(data: bytes) -> int:
    padded = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(padded) // 4}I", padded)) & 0xFFFFFFFF


def tables(font: bytes) -> dict[bytes, bytes]:
    """The font's tables by tag."""
    (count,) = struct.unpack(">H", font[4:6])
    out = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", font[12 + 16 * i: 28 + 16 * i])
        out[tag] = font[offset: offset + length]
    return out


def without(font: bytes, dropped: tuple[bytes, ...] = DROPPED) -> bytes:
    """``font`` (a TrueType file) rebuilt without the tables tagged ``dropped``."""
    kept = {tag: data for tag, data in tables(font).items() if tag not in dropped}
    if b"head" in kept:  # its checkSumAdjustment is worked out over the whole file below
        head = kept[b"head"]
        kept[b"head"] = head[:8] + b"\0\0\0\0" + head[12:]
    count = len(kept)
    power = 1 << (count.bit_length() - 1)
    header = font[:4] + struct.pack(">HHHH", count, power * 16, power.bit_length() - 1, count * 16 - power * 16)
    offset = len(header) + 16 * count
    directory, body, starts = b"", b"", {}
    for tag in sorted(kept):
        data = kept[tag]
        starts[tag] = offset + len(body)
        directory += struct.pack(">4sIII", tag, _checksum(data), starts[tag], len(data))
        body += data + b"\0" * (-len(data) % 4)
    out = bytearray(header + directory + body)
    if b"head" in starts:
        adjustment = (CHECKSUM_MAGIC - _checksum(bytes(out))) & 0xFFFFFFFF
        out[starts[b"head"] + 8: starts[b"head"] + 12] = struct.pack(">I", adjustment)
    return bytes(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the file in the repository, write nothing")
    args = parser.parse_args(argv)
    font = without(SOURCE.read_bytes())
    if args.check:
        same = TARGET.is_file() and TARGET.read_bytes() == font
        print(f"{TARGET.relative_to(ROOT)}: {'up to date' if same else 'differs: run tools/make_font.py'}")
        return 0 if same else 1
    TARGET.write_bytes(font)
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(font):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
