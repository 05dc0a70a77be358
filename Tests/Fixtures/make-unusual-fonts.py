#!/usr/bin/env python3
"""Write the fonts FaceReaderTests makes at test time into a folder (too large, or too broken,
to commit):

    python3 Tests/Fixtures/make-unusual-fonts.py OUT_DIR SOURCE_FONT

- MaxGlyphs.ttf: 65,535 empty glyphs (the most a font can have) mapping the CJK Unified
  Ideographs, Extension A and Extension B blocks, as a large CJK face does.
- NoNameTable.ttf: SOURCE_FONT without its name table.
"""

import os
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

GLYPHS = 65535


def max_glyphs(path):
    order = [".notdef"] + ["g%05d" % i for i in range(1, GLYPHS)]
    fb = FontBuilder(1000, isTTF=True)
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder(order)
    codes = list(range(0x4E00, 0xA000)) + list(range(0x3400, 0x4DC0)) + list(range(0x20000, 0x2A6E0))
    fb.setupCharacterMap({code: order[1 + i] for i, code in enumerate(codes[: GLYPHS - 1])})
    empty = TTGlyphPen(None).glyph()
    fb.setupGlyf({name: empty for name in order})
    fb.setupHorizontalMetrics({name: (1000, 0) for name in order})
    fb.setupHorizontalHeader(ascent=880, descent=-120)
    fb.setupNameTable({"familyName": "Max Glyphs", "styleName": "Regular", "psName": "MaxGlyphs-Regular"},
                      mac=False)
    fb.setupOS2(achVendID="TCFX")
    fb.setupPost(keepGlyphNames=False)
    fb.save(path)


def no_name_table(source, path):
    font = TTFont(source)
    del font["name"]
    font.save(path)


if __name__ == "__main__":
    out_dir, source = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    max_glyphs(os.path.join(out_dir, "MaxGlyphs.ttf"))
    no_name_table(source, os.path.join(out_dir, "NoNameTable.ttf"))
