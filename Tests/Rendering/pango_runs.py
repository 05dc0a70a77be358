#!/usr/bin/python3
"""Print the runs Pango lays TEXT out in with FONT, one per line: start, length (in code
points), the family of the font that draws it, and the code points drawn as unknown glyphs
(drawn as boxes).

    FONTCONFIG_FILE=... python3 Tests/Rendering/pango_runs.py FONT TEXT

Written with PyGObject, apart from Typecase, so that tests can compare `typecase match --text`
with what Pango itself does. As a GTK program, it sets its locale from the environment (LC_ALL,
LC_CTYPE, LANG); PANGO_RUNS_LANGUAGE, when set, is the language the text is laid out for.
"""

import locale
import os
import sys

import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402


def main():
    font, text = sys.argv[1], sys.argv[2]
    try:
        locale.setlocale(locale.LC_ALL, "")
    except locale.Error:
        pass  # a locale the machine lacks: "C", as gtk_init leaves it
    font_map = PangoCairo.FontMap.new()
    context = Pango.Context()
    context.set_font_map(font_map)
    if os.environ.get("PANGO_RUNS_LANGUAGE"):
        context.set_language(Pango.Language.from_string(os.environ["PANGO_RUNS_LANGUAGE"]))
    layout = Pango.Layout.new(context)
    description = Pango.FontDescription.from_string(font)
    if not description.get_set_fields() & Pango.FontMask.SIZE:
        description.set_size(12 * Pango.SCALE)
    layout.set_font_description(description)
    layout.set_text(text, -1)
    data = text.encode("utf-8")
    runs = []
    iterator = layout.get_iter()
    while True:
        run = iterator.get_run_readonly()
        if run is not None:
            item = run.item
            start = len(data[: item.offset].decode("utf-8"))
            length = len(data[item.offset : item.offset + item.length].decode("utf-8"))
            # PyGObject cannot read a font's FcPattern: its description names the family.
            name = item.analysis.font.describe().get_family()
            # Nor its glyph array: a character the drawing font lacks is drawn as a box.
            characters = data[item.offset : item.offset + item.length].decode("utf-8")
            missing = [ord(c) for c in characters if not c.isspace() and not item.analysis.font.has_char(c)]
            runs.append((start, length, name, missing))
        if not iterator.next_run():
            break
    for start, length, name, missing in sorted(runs):
        print("%d\t%d\t%s\t%s" % (start, length, name, " ".join("U+%04X" % c for c in missing)))


if __name__ == "__main__":
    main()
