#!/usr/bin/env python3
"""Writes a synthetic font set of FAMILIES x FACES TrueType files for the start-up benchmark.

    make_font_set.py SOURCE.ttf OUT_DIR FAMILIES FACES

The source font is loaded once and subset to printable ASCII (no hinting, no layout tables) with
fontTools; its tables are compiled once. Each copy then only gets its own `name` table (family
"Bench Family 0001", ..., a style and PostScript name per face), `OS/2` usWeightClass and
fsSelection, and `head` macStyle, and the file is assembled byte by byte (checksums included),
so 50,000 faces take seconds. The source's copyright, version and licence names are kept.
DejaVu's licence (Bitstream Vera) allows modified copies under another family name.

Files go to OUT_DIR/fonts/NNN/ (250 families a folder, like a real machine's many folders).
"""

import io
import logging
import os
import struct
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

FAMILIES_PER_FOLDER = 250

# (weight class, legacy weight word) in the order faces are added; each weight roman then italic.
WEIGHTS = [
    (400, "Regular"), (700, "Bold"), (300, "Light"), (600, "SemiBold"), (500, "Medium"),
    (200, "ExtraLight"), (800, "ExtraBold"), (100, "Thin"), (900, "Black"),
]


def faces(count):
    """The first `count` styles: (weight, italic, style name)."""
    styles = []
    for weight, word in WEIGHTS:
        for italic in (False, True):
            if italic:
                name = "Italic" if word == "Regular" else word + " Italic"
            else:
                name = word
            styles.append((weight, italic, name, word))
    if count > len(styles):
        sys.exit(f"make_font_set: at most {len(styles)} faces a family")
    return styles[:count]


def checksum(data):
    padded = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(padded) // 4}I", padded)) & 0xFFFFFFFF


def name_table(records):
    """A format-0 name table of Windows (3, 1, 0x409) records: [(nameID, text)]."""
    records = sorted(records)
    header = struct.pack(">HHH", 0, len(records), 6 + 12 * len(records))
    directory = b""
    storage = b""
    for name_id, text in records:
        encoded = text.encode("utf-16-be")
        directory += struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(encoded), len(storage))
        storage += encoded
    return header + directory + storage


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    source, out_dir, family_count, face_count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    styles = faces(face_count)

    logging.getLogger("fontTools").setLevel(logging.ERROR)
    options = subset.Options()
    options.drop_tables += ["FFTM"]
    options.hinting = False
    options.layout_features = []
    options.name_IDs = [0, 5, 13, 14]
    options.notdef_outline = True
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)
    for tag in ("GSUB", "GPOS", "GDEF", "kern", "DSIG", "hdmx", "LTSH", "VDMX", "gasp", "FFTM", "MATH"):
        if tag in font:
            del font[tag]

    kept_names = [
        (record.nameID, record.toUnicode())
        for record in font["name"].names
        if record.platformID == 3 and record.nameID in (0, 5, 13, 14)
    ]
    buffer = io.BytesIO()
    font.save(buffer)  # compile once, so that every table (hhea's metric count too) agrees
    font = TTFont(io.BytesIO(buffer.getvalue()))
    tables = {tag: font.getTableData(tag) for tag in sorted(font.reader.keys())}
    static = {tag: (data, checksum(data)) for tag, data in tables.items() if tag not in ("name", "OS/2", "head")}
    os2 = bytearray(tables["OS/2"])
    head = bytearray(tables["head"])
    tags = sorted(tables)
    count = len(tags)
    search_range = 1 << (count.bit_length() - 1)
    offset_header = struct.pack(
        ">IHHHH", 0x00010000, count, search_range * 16, search_range.bit_length() - 1, count * 16 - search_range * 16)
    first_offset = 12 + 16 * count

    written = 0
    for family_number in range(1, family_count + 1):
        family = f"Bench Family {family_number:04d}"
        folder = os.path.join(out_dir, "fonts", f"{(family_number - 1) // FAMILIES_PER_FOLDER:03d}")
        if (family_number - 1) % FAMILIES_PER_FOLDER == 0:
            os.makedirs(folder, exist_ok=True)
        for weight, italic, style, word in styles:
            postscript = f"BenchFamily{family_number:04d}-{style.replace(' ', '')}"
            full = family if style == "Regular" else f"{family} {style}"
            bold = weight == 700
            names = list(kept_names) + [
                (3, f"Typecase bench: {postscript}"),
                (4, full),
                (6, postscript),
            ]
            if word in ("Regular", "Bold"):
                names += [(1, family), (2, style)]
            else:  # not one of the four legacy styles: legacy family "… Light", typographic names
                names += [(1, f"{family} {word}"), (2, "Italic" if italic else "Regular"), (16, family), (17, style)]
            selection = struct.unpack_from(">H", os2, 62)[0] & ~0x0061
            selection |= (0x01 if italic else 0) | (0x20 if bold else 0) | (0x40 if not italic and not bold else 0)
            struct.pack_into(">H", os2, 4, weight)
            struct.pack_into(">H", os2, 62, selection)
            struct.pack_into(">H", head, 44, (1 if bold else 0) | (2 if italic else 0))
            struct.pack_into(">I", head, 8, 0)
            per_face = {"name": name_table(names), "OS/2": bytes(os2), "head": bytes(head)}

            directory = b""
            body = []
            offset = first_offset
            total = 0
            for tag in tags:
                if tag in per_face:
                    data = per_face[tag]
                    sum_ = checksum(data)
                else:
                    data, sum_ = static[tag]
                directory += struct.pack(">4sIII", tag.encode("latin-1"), sum_, offset, len(data))
                padded = data + b"\0" * (-len(data) % 4)
                body.append(padded)
                offset += len(padded)
                total += sum_
            total = (total + checksum(offset_header + directory)) & 0xFFFFFFFF
            adjustment = (0xB1B0AFBA - total) & 0xFFFFFFFF
            head_index = tags.index("head")
            patched = bytearray(body[head_index])
            struct.pack_into(">I", patched, 8, adjustment)
            body[head_index] = bytes(patched)
            with open(os.path.join(folder, postscript + ".ttf"), "wb") as file:
                file.write(offset_header + directory + b"".join(body))
            written += 1
    print(f"make_font_set: wrote {written} faces ({family_count} families x {face_count}) to {out_dir}")


if __name__ == "__main__":
    main()
