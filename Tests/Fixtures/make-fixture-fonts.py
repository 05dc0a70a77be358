#!/usr/bin/env python3
"""Generate Typecase's fixture fonts into Tests/Fixtures/fonts/ (and extra-fonts/, face-fonts/).

Every outline in these fonts is drawn by this script from rectangles, so the
output contains no third-party font data (the fonts are CC0 / public domain).
The generated files are committed; CI never has to run this script.

    pip install fonttools
    python3 Tests/Fixtures/make-fixture-fonts.py

Output is deterministic (fixed head timestamps), so re-running the script
without changes produces byte-identical files.
"""

import math
import os

from fontTools.agl import UV2AGL
from fontTools.fontBuilder import FontBuilder
from fontTools.misc.timeTools import timestampFromString
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.O_S_2f_2 import Panose

OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fonts")
# Fonts for the face page and its reader (variable, features, color, metadata): a folder of
# their own, so the main fixture configuration's families stay as its tests count them.
FACE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "face-fonts")
# Fonts for what-really-renders tests (match --text, cover): added to the main fixtures in a
# configuration of their own.
RENDER_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "render-fonts")
# Fonts kept out of the fixture configuration, for tests that read a file directly.
EXTRA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "extra-fonts")
TIMESTAMP = timestampFromString("Mon Jan  1 00:00:00 2024")
VENDOR = "TCFX"
UPEM = 1000
ASCII = range(0x20, 0x7F)
ITALIC_ANGLE = -12.0

# OS/2 ulCodePageRange1 bits (OpenType spec).
CP_LATIN1 = 1 << 0
CP_JIS = 1 << 17
CP_KOREAN_WANSUNG = 1 << 19

# OS/2 fsSelection and head.macStyle bits.
FS_ITALIC, FS_BOLD, FS_REGULAR, FS_USE_TYPO_METRICS = 1 << 0, 1 << 5, 1 << 6, 1 << 7
MAC_BOLD, MAC_ITALIC = 1 << 0, 1 << 1


# --------------------------------------------------------------------------
# Geometry: a glyph is (advance width, [contour, ...]); a contour is a list of
# (x, y) points. Outer contours run clockwise (TrueType convention), holes
# counter-clockwise.


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]


def hole(x0, y0, x1, y1):
    return list(reversed(rect(x0, y0, x1, y1)))


def quad(p0, p1, p2, p3):
    """A clockwise quadrilateral (used for slanted strokes)."""
    return [p0, p1, p2, p3]


def shift(contours, dx):
    return [[(x + dx, y) for x, y in c] for c in contours]


def slant(contours, angle_deg):
    t = math.tan(math.radians(-angle_deg))
    return [[(x + y * t, y) for x, y in c] for c in contours]


def x_min(contours):
    return min((x for c in contours for x, _ in c), default=0)


# --------------------------------------------------------------------------
# Latin shapes. Not real letters: each printable ASCII character gets a
# distinct, clearly visible arrangement of stems and bars whose width depends
# on the character, so rendering, metrics and weight differences show up in
# screenshots and measurements.

BASE_STEM = 70


def latin_shape(cp, stem, design):
    """Return (body width, contours) in a box starting at x=0."""
    c = chr(cp)
    bar = max(45, int(stem * 0.7))
    extra = stem - BASE_STEM  # heavier weights get wider bodies
    if c.isalnum():
        if c.isupper() or c.isdigit():
            bottom, top = 0, 700
        elif c in "bdfhklt":
            bottom, top = 0, 750
        elif c in "gjpqy":
            bottom, top = -200, 500
        else:
            bottom, top = 0, 500
        if c in "iljI1":
            body = stem
        elif c in "mwMW":
            body = 600 + extra
        else:
            body = 260 + (cp * 37 % 6) * 40 + extra
        if design == "mono":
            body = min(body, 440)
        if design == "display":
            # Solid block with a letter-dependent counter cut out of it.
            w = max(body, 3 * stem)
            out = [rect(0, bottom, w, top)]
            cy = bottom + (top - bottom) * (1 + cp % 3) // 5
            out.append(hole(stem, cy, w - stem, min(cy + (top - bottom) // 3, top - stem)))
            return w, out
        out = [rect(0, bottom, stem, top)]
        if body > stem:
            variant = cp % 4
            mid = (top + bottom) // 2
            if variant in (0, 1, 3):
                out.append(rect(0, top - bar, body, top))
            if variant in (0, 2):
                out.append(rect(0, bottom, body, bottom + bar))
            if variant in (1, 2, 3):
                out.append(rect(0, mid - bar // 2, body, mid + bar - bar // 2))
            if variant in (0, 2, 3) or c in "mwMW":
                out.append(rect(body - stem, bottom, body, top))
            if c in "mwMW":
                out.append(rect(body // 2 - stem // 2, bottom, body // 2 + stem - stem // 2, top))
        if design == "serif":
            s = max(30, stem // 2)
            slab = max(30, bar * 2 // 3)
            out.append(rect(-s, bottom, stem + s, bottom + slab))
            out.append(rect(-s, top - slab, stem, top))
            out = shift(out, s)
            body += s
        return body, out

    # Punctuation and symbols.
    d = stem + 30  # dot size
    if c in ".,":
        out = [rect(0, 0, d, d)]
        if c == ",":
            out.append(rect(d - stem, -150, d, 0))
        return d, out
    if c in ":;":
        out = [rect(0, 0, d, d), rect(0, 400, d, 400 + d)]
        if c == ";":
            out.append(rect(d - stem, -150, d, 0))
        return d, out
    if c in "!|'\"`":
        h = {"!": (200, 700), "|": (-200, 800), "'": (500, 750), '"': (500, 750), "`": (550, 750)}[c]
        out = [rect(0, h[0], stem, h[1])]
        if c == "!":
            out.append(rect(0, 0, stem, d))
        if c == '"':
            out.append(rect(stem * 2, h[0], stem * 3, h[1]))
            return stem * 3, out
        return stem, out
    if c in "-_=~":
        y = {"-": 300, "_": -150, "=": 220, "~": 380}[c]
        out = [rect(0, y, 400, y + bar)]
        if c == "=":
            out.append(rect(0, y + 160, 400, y + 160 + bar))
        if c == "~":
            out.append(rect(0, y - bar, 150, y))
            out.append(rect(250, y + bar, 400, y + 2 * bar))
        return 400, out
    if c in "()[]{}<>":
        w = 180 + extra
        out = [rect(0, -150, stem, 750), rect(0, 750 - bar, w, 750), rect(0, -150, w, -150 + bar)]
        if c in "{}<>":
            out.append(rect(-w // 2, 300 - bar // 2, 0, 300 + bar - bar // 2))
            out = shift(out, w // 2)
            w += w // 2
        if c in ")]}>":  # mirror
            out = [[(w - x, y) for x, y in reversed(cc)] for cc in out]
        return w, out
    if c in "/\\":
        w = 360 + extra
        if c == "/":
            out = [quad((0, -150), (w - stem, 750), (w, 750), (stem, -150))]
        else:
            out = [quad((w - stem, -150), (0, 750), (stem, 750), (w, -150))]
        return w, out
    # Remaining symbols: a plus-like cross whose size and height vary.
    size = 300 + (cp % 3) * 100 + extra
    y0 = 100 + (cp % 5) * 60
    out = [
        rect(0, y0 + size // 2 - bar // 2, size, y0 + size // 2 + bar - bar // 2),
        rect(size // 2 - stem // 2, y0, size // 2 + stem - stem // 2, y0 + size),
    ]
    if cp % 2:
        out.append(rect(0, y0, size, y0 + bar))  # underline variant
    return size, out


def latin_glyphs(stem, design, italic=False, advance=None):
    """Glyph dict (name -> (advance, contours)) and cmap for U+0020..U+007E."""
    glyphs, cmap = {}, {}
    side = 60
    notdef_w = 500 if advance is None else advance
    nd = [rect(50, 0, notdef_w - 50, 700), hole(50 + stem, stem, notdef_w - 50 - stem, 700 - stem)]
    glyphs[".notdef"] = (notdef_w, nd)
    glyphs["space"] = (250 if advance is None else advance, [])
    cmap[0x20] = "space"
    for cp in ASCII:
        if cp == 0x20:
            continue
        name = UV2AGL[cp]
        body, contours = latin_shape(cp, stem, design)
        if advance is None:
            adv = body + 2 * side
            contours = shift(contours, side)
        else:
            adv = advance
            contours = shift(contours, (advance - body) // 2)
        glyphs[name] = (adv, contours)
        cmap[cp] = name
    if italic:
        glyphs = {n: (a, slant(c, ITALIC_ANGLE)) for n, (a, c) in glyphs.items()}
    return glyphs, cmap


# --------------------------------------------------------------------------
# CJK shapes (1000-unit square, ideographic advance 1000).

T = 60  # stroke thickness


def hangul_glyphs():
    g = {}
    # Four syllable-block variants: initial consonant, vowel, optional final.
    g["hangul.0"] = [rect(120, 700, 520, 700 + T), rect(460, 330, 520, 760),
                     rect(700, -60, 700 + T, 800), rect(760, 330, 880, 330 + T)]
    g["hangul.1"] = [rect(120, 420, 120 + T, 760), rect(120, 420, 520, 420 + T),
                     rect(700, 140, 700 + T, 800), rect(200, -60, 760, -60 + T),
                     rect(700, -60, 700 + T, 140)]
    g["hangul.2"] = [rect(140, 560, 560, 560 + T), rect(300, 660, 400, 760),
                     rect(180, 300, 520, 500), hole(180 + T, 300 + T, 520 - T, 500 - T),
                     rect(720, 240, 720 + T, 800)]
    g["hangul.3"] = [rect(100, 500, 880, 500 + T), rect(460, 500, 520, 800),
                     rect(200, 60, 800, 340), hole(200 + T, 60 + T, 800 - T, 340 - T)]
    g["jamo.0"] = [rect(200, 620, 700, 620 + T), rect(640, 100, 700, 680)]
    g["jamo.1"] = [rect(440, 60, 440 + T, 760), rect(440, 380, 720, 380 + T)]
    return {n: (UPEM, c) for n, c in g.items()}


def japanese_glyphs():
    g = {}
    g["kana.hira"] = [rect(160, 560, 800, 560 + T), rect(420, 120, 480, 800),
                      quad((160, 80), (700, 460), (740, 410), (200, 30))]
    g["kana.kata"] = [rect(180, 640, 820, 640 + T), rect(760, 300, 820, 700),
                      quad((300, 40), (700, 360), (740, 310), (340, -10))]
    g["kanji.0"] = [rect(150, -40, 850, 780), hole(150 + T, -40 + T, 850 - T, 780 - T),
                    rect(150 + T, 340, 850 - T, 340 + T), rect(470, -40 + T, 530, 780 - T)]
    g["kanji.1"] = [rect(100, 620, 900, 620 + T), rect(200, 300, 800, 300 + T),
                    rect(470, -60, 530, 800), rect(60, 20, 940, 20 + T)]
    g["cjk.dot"] = [rect(120, 0, 260, 140)]
    out = {n: (UPEM, c) for n, c in g.items()}
    out["ideographicspace"] = (UPEM, [])
    return out


# --------------------------------------------------------------------------
# Font assembly.


def panose(weight, mono=False):
    p = Panose()
    p.bFamilyType = 2  # Latin text
    p.bSerifStyle = 0
    p.bWeight = weight
    p.bProportion = 9 if mono else 0  # 9 = monospaced
    p.bContrast = p.bStrokeVariation = p.bArmStyle = 0
    p.bLetterForm = p.bMidline = p.bXHeight = 0
    return p


def build(
    filename,
    family,
    style,
    ps_name,
    version,
    glyphs,
    cmap,
    *,
    weight=400,
    italic=False,
    cff=False,
    mono=False,
    localized_family=None,
    typographic_names=False,
    code_pages=None,
    out_dir=None,
    extra_names=None,
    vendor=VENDOR,
    fs_type=0,
    cff2=False,
    features=None,
    finish=None,
):
    """Write one font. `version` is a float like 1.1 (-> "Version 1.100").

    `extra_names` adds name table entries (descriptive keys or name IDs, as FontBuilder takes
    them); `features` is feature-file text compiled into GSUB/GPOS; `finish(fb)` runs last,
    before saving (fvar, gvar, color tables).
    """
    bold = weight >= 700
    version_string = "Version %.3f" % version
    full_name = "%s %s" % (family, style)

    glyph_order = [".notdef", "space"] + sorted(n for n in glyphs if n not in (".notdef", "space"))
    fb = FontBuilder(UPEM, isTTF=not (cff or cff2))
    fb.font.recalcTimestamp = False
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap(cmap)

    if cff2:
        charstrings = {}
        for name in glyph_order:
            pen = T2CharStringPen(None, None, CFF2=True)
            for c in glyphs[name][1]:
                c = list(reversed(c))
                pen.moveTo(c[0])
                for p in c[1:]:
                    pen.lineTo(p)
                pen.closePath()
            charstrings[name] = pen.getCharString()
        fb.setupCFF2(charstrings)
    elif cff:
        charstrings = {}
        for name in glyph_order:
            adv, contours = glyphs[name]
            pen = T2CharStringPen(adv, None)
            for c in contours:  # CFF wants counter-clockwise outer contours
                c = list(reversed(c))
                pen.moveTo(c[0])
                for p in c[1:]:
                    pen.lineTo(p)
                pen.closePath()
            charstrings[name] = pen.getCharString()
        fb.setupCFF(
            ps_name,
            {"FullName": full_name, "FamilyName": family, "Weight": "Bold" if bold else "Regular",
             "version": "%.3f" % version, "Notice": "CC0 / public domain; generated by make-fixture-fonts.py"},
            charstrings,
            {},
        )
    else:
        ttglyphs = {}
        for name in glyph_order:
            pen = TTGlyphPen(None)
            for c in glyphs[name][1]:
                pen.moveTo(c[0])
                for p in c[1:]:
                    pen.lineTo(p)
                pen.closePath()
            ttglyphs[name] = pen.glyph()
        fb.setupGlyf(ttglyphs)

    fb.setupHorizontalMetrics({n: (glyphs[n][0], round(x_min(glyphs[n][1]))) for n in glyph_order})
    caret_run = round(math.tan(math.radians(-ITALIC_ANGLE)) * 1000) if italic else 0
    fb.setupHorizontalHeader(ascent=900, descent=-250, lineGap=0,
                             caretSlopeRise=1000, caretSlopeRun=caret_run)

    names = {
        "familyName": family,
        "styleName": style,
        "uniqueFontIdentifier": "%.3f;%s;%s" % (version, VENDOR, ps_name),
        "fullName": full_name,
        "version": version_string,
        "psName": ps_name,
        "copyright": "Public domain (CC0). Generated by Typecase's make-fixture-fonts.py.",
        "licenseDescription": "CC0 1.0 Universal / public domain dedication.",
    }
    if typographic_names:
        names["typographicFamily"] = family
        names["typographicSubfamily"] = style
    if localized_family:
        names["familyName"] = dict({"en": family}, **localized_family)
        names["fullName"] = dict({"en": full_name},
                                 **{lang: "%s %s" % (n, style) for lang, n in localized_family.items()})
    names.update(extra_names or {})
    fb.setupNameTable(names, windows=True, mac=False)

    fs_selection = FS_USE_TYPO_METRICS
    if italic:
        fs_selection |= FS_ITALIC
    if bold:
        fs_selection |= FS_BOLD
    if not italic and not bold:
        fs_selection |= FS_REGULAR
    fb.setupOS2(
        version=4,
        usWeightClass=weight,
        usWidthClass=5,
        fsType=fs_type,  # 0: installable embedding
        fsSelection=fs_selection,
        achVendID=vendor,
        panose=panose(8 if bold else 5, mono),
        sTypoAscender=800,
        sTypoDescender=-200,
        sTypoLineGap=150,
        usWinAscent=900,
        usWinDescent=250,
        sxHeight=500,
        sCapHeight=700,
        ulCodePageRange1=code_pages if code_pages is not None else CP_LATIN1,
        ulCodePageRange2=0,
    )
    fb.setupPost(
        isFixedPitch=1 if mono else 0,
        italicAngle=ITALIC_ANGLE if italic else 0,
        underlinePosition=-120,
        underlineThickness=50,
        keepGlyphNames=not (cff or cff2),
    )
    mac_style = (MAC_BOLD if bold else 0) | (MAC_ITALIC if italic else 0)
    fb.setupHead(unitsPerEm=UPEM, fontRevision=version, created=TIMESTAMP, modified=TIMESTAMP,
                 macStyle=mac_style)
    if features:
        fb.addOpenTypeFeatures(features)
    if finish:
        finish(fb)
    fb.save(os.path.join(out_dir or OUT_DIR, filename))
    print("wrote", filename)


# --------------------------------------------------------------------------
# Face-page fixtures (face-fonts/): variations, layout features, color, metadata.


def variable_font(axes, instances, hidden=(), unnamed=(), stem_delta=60):
    """A `finish` step that makes the font variable: fvar with `axes` ((tag, min, default,
    max, name) tuples) and `instances` (FontBuilder instance dicts), a gvar that makes stems
    heavier along wght, HIDDEN_AXIS on the tags in `hidden`, and the name records of the axes in
    `unnamed` removed (so readers fall back to the registered axis name)."""

    def finish(fb):
        fb.setupFvar(axes, instances)
        fvar = fb.font["fvar"]
        for axis in fvar.axes:
            if axis.axisTag in hidden:
                axis.flags = 0x0001
            if axis.axisTag in unnamed:
                fb.font["name"].removeNames(nameID=axis.axisNameID)
        from fontTools.ttLib.tables.TupleVariation import TupleVariation

        variations = {}
        for name in fb.font.getGlyphOrder():
            glyph = fb.font["glyf"][name]
            count = glyph.numberOfContours
            points = 0 if count <= 0 else len(glyph.coordinates)
            # rect() lists (x0,y0) (x0,y1) (x1,y1) (x1,y0): its last two points are the right edge.
            heavier = [(stem_delta if i % 4 in (2, 3) else 0, 0) for i in range(points)]
            heavier += [(0, 0), (stem_delta, 0), (0, 0), (0, 0)]  # phantom points: wider advance
            lighter = [(-dx // 2, dy) for dx, dy in heavier]
            variations[name] = [
                TupleVariation({"wght": (0.0, 1.0, 1.0)}, heavier),
                TupleVariation({"wght": (-1.0, -1.0, 0.0)}, lighter),
            ]
        fb.setupGvar(variations)

    return finish


def with_extra_glyphs(glyphs, cmap, extra):
    """Adds glyphs made from existing ones: `extra` maps a new name to (source name, transform)."""
    glyphs = dict(glyphs)
    for name, (source, transform) in extra.items():
        advance, contours = glyphs[source]
        glyphs[name] = (advance, transform(contours))
    return glyphs, cmap


def shrink(contours, factor=0.7):
    return [[(round(x * factor), round(y * factor)) for x, y in c] for c in contours]


def make_face_fonts():
    os.makedirs(FACE_DIR, exist_ok=True)

    # 1. Fixture Variable: wght 100-900 and a custom axis with its own name (GRAD "Grade");
    #    four named instances, one with a postScriptNameID ("Thin" -> FixtureVariable-Hairline),
    #    the others named by Adobe TN #5902. No name ID 25: the prefix is the family name.
    glyphs, cmap = latin_glyphs(BASE_STEM, "sans")
    axes = [("wght", 100, 400, 900, "Weight"), ("GRAD", -200, 0, 150, "Grade")]
    instances = [
        {"location": {"wght": 100, "GRAD": 0}, "stylename": "Thin",
         "postscriptfontname": "FixtureVariable-Hairline"},
        {"location": {"wght": 400, "GRAD": 0}, "stylename": "Regular"},
        {"location": {"wght": 700, "GRAD": 0}, "stylename": "Bold"},
        {"location": {"wght": 900, "GRAD": 150}, "stylename": "Black High Grade"},
    ]
    build("FixtureVariable-VF.ttf", "Fixture Variable", "Regular", "FixtureVariable-Regular", 2.0,
          glyphs, cmap, out_dir=FACE_DIR, finish=variable_font(axes, instances))

    # 2. Fixture Variable, italic: name ID 25 (variations PostScript name prefix), a hidden
    #    axis, and a wght axis whose name record is missing (readers say "Weight" themselves).
    glyphs, cmap = latin_glyphs(BASE_STEM, "sans", italic=True)
    axes = [("wght", 100, 400, 900, "Weight"), ("SPAC", 0, 0, 100, "Spacing")]
    instances = [
        {"location": {"wght": 100, "SPAC": 0}, "stylename": "Thin Italic"},
        {"location": {"wght": 400, "SPAC": 0}, "stylename": "Italic"},
        {"location": {"wght": 700, "SPAC": 0}, "stylename": "Bold Italic"},
    ]
    build("FixtureVariable-Italic-VF.ttf", "Fixture Variable", "Italic", "FixtureVariable-Italic", 2.0,
          glyphs, cmap, italic=True, out_dir=FACE_DIR,
          extra_names={25: "FixtureVarItalic"},
          finish=variable_font(axes, instances, hidden={"SPAC"}, unnamed={"wght"}))

    # 3. Fixture Features: CFF2 outlines; liga (two records, one only for Turkish), smcp, kern,
    #    ss01/ss02 with UI names (FeatureParamsStylisticSet), cv01 with a label
    #    (FeatureParamsCharacterVariants). fsType 8: editable embedding.
    glyphs, cmap = latin_glyphs(BASE_STEM, "sans")
    lower = [UV2AGL[cp] for cp in range(ord("a"), ord("z") + 1)]
    extra = {name + ".sc": (name.upper(), shrink) for name in lower}
    extra.update({
        "f_i": ("m", lambda c: c), "f_l": ("w", lambda c: c),
        "a.ss01": ("o", lambda c: c), "g.ss02": ("q", lambda c: c), "one.cv01": ("seven", lambda c: c),
    })
    glyphs, cmap = with_extra_glyphs(glyphs, cmap, extra)
    features = """
languagesystem DFLT dflt;
languagesystem latn dflt;
languagesystem latn TRK;

feature liga {
    sub f i by f_i;
    script latn;
    language TRK exclude_dflt;
    sub f l by f_l;
} liga;

feature smcp {
    sub [%s] by [%s];
} smcp;

feature ss01 {
    featureNames { name "Single-storey a"; };
    sub a by a.ss01;
} ss01;

feature ss02 {
    featureNames { name "Open-tail g"; };
    sub g by g.ss02;
} ss02;

feature cv01 {
    cvParameters { FeatUILabelNameID { name "Flag-less one"; }; };
    sub one by one.cv01;
} cv01;

feature kern {
    pos A V -80;
    pos V A -80;
} kern;
""" % (" ".join(lower), " ".join(n + ".sc" for n in lower))
    build("FixtureFeatures-Regular.otf", "Fixture Features", "Regular", "FixtureFeatures-Regular", 2.1,
          glyphs, cmap, cff2=True, fs_type=0x0008, features=features, out_dir=FACE_DIR)

    # 4. Fixture Color: the same layered "A" as COLRv0 (fsType 2: restricted), COLRv1 and SVG.
    from fontTools.ttLib.tables import otTables as ot

    glyphs, cmap = latin_glyphs(BASE_STEM, "sans")
    glyphs, cmap = with_extra_glyphs(glyphs, cmap, {
        "A.back": ("A", lambda c: [rect(40, 0, 560, 700)]),
        "A.front": ("A", lambda c: c),
    })
    palette = [[(0.85, 0.15, 0.1, 1.0), (0.1, 0.2, 0.8, 1.0)]]

    def colr_v0(fb):
        fb.setupCOLR({"A": [("A.back", 0), ("A.front", 1)]}, version=0)
        fb.setupCPAL(palette)

    def colr_v1(fb):
        def solid(glyph, index):
            return {"Format": ot.PaintFormat.PaintGlyph, "Glyph": glyph,
                    "Paint": {"Format": ot.PaintFormat.PaintSolid, "PaletteIndex": index, "Alpha": 1.0}}

        fb.setupCOLR({"A": {"Format": ot.PaintFormat.PaintColrLayers,
                            "Layers": [solid("A.back", 0), solid("A.front", 1)]}}, version=1)
        fb.setupCPAL(palette)

    def svg(fb):
        from fontTools.ttLib import newTable
        from fontTools.ttLib.tables.S_V_G_ import SVGDocument

        glyph_id = fb.font.getGlyphID("A")
        document = ('<svg xmlns="http://www.w3.org/2000/svg"><g id="glyph%d">'
                    '<rect x="40" y="-700" width="520" height="700" fill="#d9261a"/></g></svg>' % glyph_id)
        table = newTable("SVG ")
        table.docList = [SVGDocument(document, glyph_id, glyph_id, False)]
        fb.font["SVG "] = table

    for style, finish, fs_type in [("COLRv0", colr_v0, 0x0002), ("COLRv1", colr_v1, 0), ("SVG", svg, 0)]:
        build("FixtureColor-%s.ttf" % style, "Fixture Color", style, "FixtureColor-" + style, 2.2,
              glyphs, cmap, out_dir=FACE_DIR, fs_type=fs_type, finish=finish)

    # 5. Fixture Details: every descriptive name (the vendor's URL without its scheme, as some
    #    fonts write it), a Japanese family name, a three-letter vendor ID padded with a space,
    #    and fsType 6 (restricted + preview & print: the least restrictive, preview & print,
    #    applies).
    glyphs, cmap = latin_glyphs(BASE_STEM, "serif")
    build("FixtureDetails-Regular.ttf", "Fixture Details", "Regular", "FixtureDetails-Regular", 2.3,
          glyphs, cmap, out_dir=FACE_DIR, vendor="TCF ", fs_type=0x0006,
          localized_family={"ja": "フィクスチャ詳細"}, typographic_names=True,
          extra_names={
              "designer": "Ada Typeface",
              "designerURL": "https://ada.example.com/",
              "manufacturer": "Typecase Fixture Foundry",
              "vendorURL": "foundry.example.com",
              "trademark": "Fixture Details is a trademark of nobody.",
              "description": "A face that fills in every descriptive name, for the face page.",
              "licenseDescription": "This Font Software is dedicated to the public domain (CC0 1.0).",
              "licenseInfoURL": "https://creativecommons.org/publicdomain/zero/1.0/",
          })


def main():
    os.makedirs(OUT_DIR, exist_ok=True)

    # 1. Typecase Fixture Sans: the four RIBBI faces.
    for style, weight, italic, suffix in [
        ("Regular", 400, False, "Regular"),
        ("Bold", 700, False, "Bold"),
        ("Italic", 400, True, "Italic"),
        ("Bold Italic", 700, True, "BoldItalic"),
    ]:
        glyphs, cmap = latin_glyphs(160 if weight == 700 else BASE_STEM, "sans", italic)
        build("TypecaseFixtureSans-%s.ttf" % suffix, "Typecase Fixture Sans", style,
              "TypecaseFixtureSans-" + suffix, 1.0, glyphs, cmap,
              weight=weight, italic=italic, typographic_names=True)

    # 2. NanumFixture: Korean localized family name, full Hangul coverage.
    glyphs, cmap = latin_glyphs(BASE_STEM, "sans")
    glyphs.update(hangul_glyphs())
    for cp in range(0xAC00, 0xD7A4):
        cmap[cp] = "hangul.%d" % (cp % 4)
    for cp in range(0x3131, 0x318F):
        cmap[cp] = "jamo.%d" % (cp % 2)
    build("NanumFixture-Regular.ttf", "NanumFixture", "Regular", "NanumFixture-Regular", 1.1,
          glyphs, cmap, localized_family={"ko": "나눔픽스처"},
          code_pages=CP_LATIN1 | CP_KOREAN_WANSUNG)

    # 3. Fixture Mincho: Japanese localized family name, kana + CJK coverage.
    glyphs, cmap = latin_glyphs(BASE_STEM, "serif")
    glyphs.update(japanese_glyphs())
    cmap[0x3000] = "ideographicspace"
    for cp in range(0x3001, 0x3040):
        cmap[cp] = "cjk.dot"
    for cp in list(range(0x3041, 0x3097)) + list(range(0x3099, 0x30A0)):
        cmap[cp] = "kana.hira"
    for cp in range(0x30A0, 0x3100):
        cmap[cp] = "kana.kata"
    for cp in range(0x4E00, 0xA000):
        cmap[cp] = "kanji.%d" % (cp % 2)
    build("FixtureMincho-Regular.ttf", "Fixture Mincho", "Regular", "FixtureMincho-Regular", 1.2,
          glyphs, cmap, localized_family={"ja": "フィクスチャ明朝"},
          code_pages=CP_LATIN1 | CP_JIS)

    # 4. Fixture Mono: every glyph 600 units wide.
    for style, weight, stem in [("Regular", 400, BASE_STEM), ("Bold", 700, 150)]:
        glyphs, cmap = latin_glyphs(stem, "mono", advance=600)
        build("FixtureMono-%s.ttf" % style, "Fixture Mono", style, "FixtureMono-" + style, 1.3,
              glyphs, cmap, weight=weight, mono=True)

    # 5. Fixture Serif: the same face as TrueType and as CFF (a duplicate).
    glyphs, cmap = latin_glyphs(BASE_STEM, "serif")
    for ext, cff in [("ttf", False), ("otf", True)]:
        build("FixtureSerif-Regular." + ext, "Fixture Serif", "Regular", "FixtureSerif-Regular", 1.4,
              glyphs, cmap, cff=cff)

    # 6. Fixture Display: a family with exactly one face.
    glyphs, cmap = latin_glyphs(90, "display")
    build("FixtureDisplay-Regular.ttf", "Fixture Display", "Regular", "FixtureDisplay-Regular", 1.5,
          glyphs, cmap)

    # 7. A file with a font extension that is not a font.
    with open(os.path.join(OUT_DIR, "not-a-font.ttf"), "w") as f:
        f.write("This is not a font. It is a plain-text file with a .ttf extension,\n"
                "used to check that font scanning ignores files that fail to parse.\n")
    print("wrote not-a-font.ttf")

    # 8. Fonts that cannot draw their own names (extra-fonts/, not in the configuration):
    #    Latin letters mapped to other glyphs, as in symbol fonts ("S" drawn by a glyph named
    #    "Sigma"), and a dingbat font with no Latin letters at all.
    os.makedirs(EXTRA_DIR, exist_ok=True)
    glyphs, cmap = latin_glyphs(BASE_STEM, "sans")
    # The Adobe Symbol encoding's glyphs for A-Z and a-z.
    greek = ("Alpha Beta Chi Delta Epsilon Phi Gamma Eta Iota theta1 Kappa Lambda Mu Nu Omicron Pi "
             "Theta Rho Sigma Tau Upsilon sigma1 Omega Xi Psi Zeta").split()
    renamed = {}
    for cp, name in list(cmap.items()):
        if chr(cp).isalpha():
            index = ord(chr(cp).upper()) - ord("A")
            renamed[name] = greek[index] if chr(cp).isupper() else greek[index].lower() + "_lc"
            cmap[cp] = renamed[name]
    glyphs = {renamed.get(n, n): g for n, g in glyphs.items()}
    build("FixtureSymbols-Regular.ttf", "Fixture Symbols", "Regular", "FixtureSymbols-Regular", 1.0,
          glyphs, cmap, out_dir=EXTRA_DIR)
    glyphs, cmap = latin_glyphs(BASE_STEM, "sans")
    dingbats = {0x20: "space"}
    for offset, cp in enumerate(range(0x2701, 0x2711)):
        dingbats[cp] = cmap[0x41 + offset]
    build("FixtureDingbats-Regular.ttf", "Fixture Dingbats", "Regular", "FixtureDingbats-Regular", 1.0,
          glyphs, dingbats, out_dir=EXTRA_DIR)

    # 9. Names with control characters, as a font file may carry: a newline, and a terminal
    #    escape sequence that would turn a terminal red.
    glyphs, cmap = latin_glyphs(BASE_STEM, "sans")
    build("FixtureLineBreak-Regular.ttf", "Line\nBreak Sans", "Regular", "LineBreakSans-Regular", 1.0,
          glyphs, cmap, out_dir=EXTRA_DIR)
    build("FixtureEscape-Regular.ttf", "\x1b[31mRed Sans", "Regular", "RedSans-Regular", 1.0,
          glyphs, cmap, out_dir=EXTRA_DIR)


    # 10. The face page's fixtures, in a folder of their own.
    make_face_fonts()

    # 11. An emoji-only font (no Latin at all, not even a space): the fallback for emoji in the
    #     what-really-renders tests, beside the Latin-only and CJK fixtures. It maps the
    #     pieces of emoji sequences too (ZWJ, VS16), as emoji fonts do.
    os.makedirs(RENDER_DIR, exist_ok=True)
    glyphs, cmap = latin_glyphs(BASE_STEM, "display")
    emoji = {}
    for offset, cp in enumerate([0x1F600, 0x1F44D, 0x2764, 0x1F468, 0x1F469, 0x1F467, 0x1F466]):
        emoji[cp] = cmap[0x41 + offset]
    for cp in [0x200D, 0xFE0F]:
        emoji[cp] = cmap[0x20]
    build("FixtureEmoji-Regular.ttf", "Fixture Emoji", "Regular", "FixtureEmoji-Regular", 1.0,
          glyphs, emoji, out_dir=RENDER_DIR)


if __name__ == "__main__":
    main()
