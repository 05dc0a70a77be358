#!/usr/bin/env python3
"""Print what fontTools reads from font files, as JSON: the reference FaceReaderTests
compares Typecase's reader with (a second, independent reading of the same files).

    python3 Tests/Fixtures/read-with-fonttools.py FONT...

For each file: its tables, glyph count, units per em, the cmap's characters, the English
names and the other languages' family/full names, OS/2 fsType and vendor ID, the fvar axes and
named instances (with the PostScript name each instance should have: its postScriptNameID
string, else Adobe TN #5902's prefix-subfamily form, computed here on its own), the GSUB/GPOS
feature tags and the UI names of ssXX/cvXX features, and the scripts and language systems of
their ScriptLists.
"""

import json
import re
import sys

from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._n_a_m_e import _MAC_LANGUAGES, _WINDOWS_LANGUAGES

NAME_IDS = [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 25]


def english(name_table, name_id):
    if name_id is None or name_id == 0xFFFF:
        return None
    for record in name_table.names:
        if record.nameID == name_id and record.platformID == 3 and record.langID == 0x409:
            return record.toUnicode()
    for record in name_table.names:
        if record.nameID == name_id and record.platformID == 1 and record.langID == 0:
            return record.toUnicode()
    return None


def language(record):
    if record.platformID == 3:
        return _WINDOWS_LANGUAGES.get(record.langID)
    if record.platformID == 1:
        return _MAC_LANGUAGES.get(record.langID)
    return None


def postscript_chars(text):
    return re.sub(r"[^A-Za-z0-9]", "", text or "")


def read(path):
    font = TTFont(path)
    names = font["name"] if "name" in font else None
    result = {"tables": sorted(font.keys()), "glyphCount": font["maxp"].numGlyphs}
    result["unitsPerEm"] = font["head"].unitsPerEm if "head" in font else None
    result["fontRevision"] = font["head"].fontRevision if "head" in font else None
    cmap = font.getBestCmap() if "cmap" in font else None
    result["characters"] = sorted(cmap.keys()) if cmap else []
    result["names"] = {str(i): english(names, i) for i in NAME_IDS} if names else {}
    localized = []
    if names:
        for record in names.names:
            tag = language(record)
            if record.nameID in (1, 4, 16) and tag and not tag.lower().startswith("en"):
                localized.append({"id": record.nameID, "language": tag, "name": record.toUnicode()})
    result["localized"] = localized
    if "OS/2" in font:
        result["fsType"] = font["OS/2"].fsType
        result["vendorID"] = font["OS/2"].achVendID
    if "COLR" in font:
        result["colrVersion"] = font["COLR"].version

    axes, instances = [], []
    if "fvar" in font:
        fvar = font["fvar"]
        for axis in fvar.axes:
            axes.append({"tag": axis.axisTag, "name": english(names, axis.axisNameID),
                         "minimum": axis.minValue, "default": axis.defaultValue, "maximum": axis.maxValue,
                         "hidden": bool(axis.flags & 1)})
        family = english(names, 16) or english(names, 1)
        prefix = postscript_chars(english(names, 25)) or postscript_chars(family)
        for instance in fvar.instances:
            subfamily = english(names, instance.subfamilyNameID)
            own = english(names, getattr(instance, "postscriptNameID", None))
            instances.append({"name": subfamily,
                              "postScriptName": own or prefix + "-" + postscript_chars(subfamily),
                              "coordinates": [{"tag": axis.axisTag, "value": instance.coordinates[axis.axisTag]}
                                              for axis in fvar.axes]})
    result["axes"] = axes
    result["instances"] = instances

    features, feature_names = {}, {}
    for table in ("GSUB", "GPOS"):
        if table not in font or not font[table].table.FeatureList:
            continue
        records = font[table].table.FeatureList.FeatureRecord
        features[table] = sorted({record.FeatureTag for record in records})
        for record in records:
            params = record.Feature.FeatureParams
            name_id = getattr(params, "UINameID", None) or getattr(params, "FeatUILabelNameID", None)
            if name_id:
                feature_names[record.FeatureTag] = english(names, name_id)
    result["features"] = features
    result["featureNames"] = feature_names

    # The scripts GSUB and GPOS have rules for, with the language systems either lists under
    # each (tags without their trailing spaces).
    scripts = {}
    for table in ("GSUB", "GPOS"):
        if table not in font or not font[table].table.ScriptList:
            continue
        for record in font[table].table.ScriptList.ScriptRecord:
            languages = scripts.setdefault(record.ScriptTag, set())
            for system in record.Script.LangSysRecord:
                languages.add(system.LangSysTag.rstrip(" "))
    result["scripts"] = {tag: sorted(languages) for tag, languages in scripts.items()}
    return result


if __name__ == "__main__":
    print(json.dumps({path: read(path) for path in sys.argv[1:]}, ensure_ascii=False))
