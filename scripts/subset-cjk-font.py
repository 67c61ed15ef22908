#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

"""Cuts the glyphs Tessera's Chinese screens show out of a system CJK font.

    subset-cjk-font.py FONT FAMILY OUTPUT TEXT_FILE...

FONT is an OpenType font or a collection (.ttc) holding FAMILY ("Noto Sans CJK SC"); OUTPUT gets
a font with only the characters found in the TEXT_FILEs (the translations, .ts) plus ASCII, under
the family name "Tessera CJK SC". The app puts it before the system's CJK family in its font
list (AppTranslations), so the screens' Chinese needs about 300 KB of glyphs in memory instead of
the 20 MB collection's touched pages; any other character (a level's title, a name typed in)
still falls back to the full system font.

Run by the build (app/CMakeLists.txt) with the system Python, which has python3-fonttools.
"""

import re
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

NEW_FAMILY = "Tessera CJK SC"


def open_face(path, family):
    if path.lower().endswith((".ttc", ".otc")):
        for font in TTCollection(path, lazy=True).fonts:
            if font["name"].getDebugName(1) == family:
                return font
        sys.exit(f"subset-cjk-font: {path} has no face of the family {family!r}")
    font = TTFont(path, lazy=True)
    if font["name"].getDebugName(1) != family:
        sys.exit(f"subset-cjk-font: {path} is not of the family {family!r}")
    return font


def translated_text(paths):
    # The translations' own text, with the markup's entities read as characters.
    text = []
    for path in paths:
        with open(path, encoding="utf-8") as ts:
            source = ts.read()
        for body in re.findall(r"<(?:translation|numerusform)[^>]*>(.*?)</", source, re.S):
            text.append(re.sub(r"&(?:amp|lt|gt|quot|apos);", " ", body))
    return "".join(text)


def rename(font):
    # A name of its own: under the system font's name it would stand in for the whole family.
    style = font["name"].getDebugName(2) or "Regular"
    postscript = NEW_FAMILY.replace(" ", "") + "-" + style.replace(" ", "")
    names = font["name"]
    names.names = [n for n in names.names if n.nameID not in (16, 17, 21, 22)]
    for record in list(names.names):
        if record.nameID == 1:
            record.string = NEW_FAMILY
        elif record.nameID == 3:
            record.string = postscript
        elif record.nameID == 4:
            record.string = f"{NEW_FAMILY} {style}"
        elif record.nameID == 6:
            record.string = postscript
    if "CFF " in font:
        font["CFF "].cff.fontNames = [postscript]


def main(argv):
    if len(argv) < 5:
        sys.exit(__doc__)
    source, family, output, texts = argv[1], argv[2], argv[3], argv[4:]
    characters = set(translated_text(texts)) | {chr(c) for c in range(0x20, 0x7F)}
    font = open_face(source, family)
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in characters))
    subsetter.subset(font)
    rename(font)
    font.save(output)


if __name__ == "__main__":
    main(sys.argv)
