#!/usr/bin/env python3
"""Write the two font folders the snapshot/diff tests compare, from the committed fixture fonts.

    python3 Tests/Fixtures/make-snapshot-fonts.py

snapshot-fonts/before/ and snapshot-fonts/after/ differ by exactly one font added, one removed
and one changed:

- FixtureMono-Regular.ttf      the same file in both (unchanged)
- FixtureMono-Bold.ttf         only before (removed)
- TypecaseFixtureSans-Bold.ttf only after (added)
- FixtureDisplay-Regular.ttf   version 1.000 before, 2.000 after (head.fontRevision and name
                               ID 5), and one more character (U+00A0), so its contents and
                               coverage change too

Output is deterministic (timestamps are kept), so re-running gives byte-identical files.
"""

import os
import shutil

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "fonts")
OUT = os.path.join(HERE, "snapshot-fonts")


def copy(name, folder):
    os.makedirs(os.path.join(OUT, folder), exist_ok=True)
    shutil.copyfile(os.path.join(SOURCE, name), os.path.join(OUT, folder, name))


def display_version(folder, revision, extra_character):
    font = TTFont(os.path.join(SOURCE, "FixtureDisplay-Regular.ttf"), recalcTimestamp=False)
    font["head"].fontRevision = revision
    for record in font["name"].names:
        if record.nameID == 5:
            record.string = "Version %.3f" % revision
    if extra_character:
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[0x00A0] = table.cmap[0x0020]
    path = os.path.join(OUT, folder, "FixtureDisplay-Regular.ttf")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    font.save(path)


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    for folder in ("before", "after"):
        copy("FixtureMono-Regular.ttf", folder)
    copy("FixtureMono-Bold.ttf", "before")
    copy("TypecaseFixtureSans-Bold.ttf", "after")
    display_version("before", 1.0, extra_character=False)
    display_version("after", 2.0, extra_character=True)


if __name__ == "__main__":
    main()
