#!/usr/bin/env python3
"""Independent reference values for the Swift TrueType reader and text measurement.

Reads the DejaVu Sans fonts with fontTools (tables parsed by a different implementation)
and measures every string three ways, asserting they agree:
- "advance + kern pair" from the fontTools tables (the Swift model);
- FreeType (freetype-py, FreeType 2.13), unscaled advances only: its FT_Get_Kerning
  returns 0 for 2,709 of DejaVu's 2,727 `kern` pairs (it sets the `kern` table aside
  when the font has GPOS), so a FreeType-only renderer would draw unkerned text;
- HarfBuzz (uharfbuzz) shaping with ligatures off, which is how a browser draws the text
  when renderers set `font-variant-ligatures: none`. (In all four faces the Latin GPOS
  `kern` lookups together hold exactly the `kern` table's pairs.)

    python3 -m venv venv && venv/bin/pip install fonttools uharfbuzz freetype-py
    venv/bin/python measure.py > dejavu-reference.json

Values are in font units (unitsPerEm = 2048); tests scale them by size / 2048.
"""
import json
import sys

import freetype
import uharfbuzz as hb
from fontTools.ttLib import TTFont

DIR = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu"
FACES = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"]
STRINGS = [
    "Hello", "Hello, World!", "AVATAR", "Wave", "To", "Tyre LT. Yoyo", "office", "Button",
    "The quick brown fox jumps over the lazy dog", "\u2026", " ", "Héllo wörld", "Title",
    "Hello world", "Hello", "world", "Hel", "Hell", "Hello wor", "lo world",
    "A", "AV", "VA", "well-known", "well-", "known", "Supercalifragilistic",
    # Expected lines of the wrapping and truncation tests.
    "Hello\u2026", "\u2026world", "Hel\u2026rld", "Superc", "alifragi", "listic", "The quick",
    "brown fo\u2026", "brown fox", "The quick b", "rown fox ju", "mps over t", "he lazy dog",
    "Hell\u2026", "Hello, Wo\u2026",
]


def metrics(font):
    glyf = font["glyf"]
    cmap = font.getBestCmap()
    return {
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": font["hhea"].ascent,
        "descender": font["hhea"].descent,
        "lineGap": font["hhea"].lineGap,
        "numberOfHMetrics": font["hhea"].numberOfHMetrics,
        "typoAscender": font["OS/2"].sTypoAscender,
        "typoDescender": font["OS/2"].sTypoDescender,
        "typoLineGap": font["OS/2"].sTypoLineGap,
        # OS/2 is version 1 in DejaVu (no sCapHeight/sxHeight): the tops of H and x.
        "capHeight": glyf[cmap[ord("H")]].yMax,
        "xHeight": glyf[cmap[ord("x")]].yMax,
        "kernPairs": sum(len(t.kernTable) for t in font["kern"].kernTables),
        "familyName": font["name"].getDebugName(1),
        "postScriptName": font["name"].getDebugName(6),
        "glyphCount": font["maxp"].numGlyphs,
    }


def simple_width(font, text):
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    kern = font["kern"].kernTables[0].kernTable
    glyphs = [cmap.get(ord(c), ".notdef") for c in text]
    advance = sum(hmtx[g][0] for g in glyphs)
    return advance + sum(kern.get(pair, 0) for pair in zip(glyphs, glyphs[1:]))


def freetype_advances(path, text):
    face = freetype.Face(path)
    total = 0
    for char in text:
        face.load_glyph(face.get_char_index(ord(char)), freetype.FT_LOAD_NO_SCALE)
        total += face.glyph.advance.x
    return total


def plain_advances(font, text):
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    return sum(hmtx[cmap.get(ord(c), ".notdef")][0] for c in text)


def harfbuzz_width(path, text):
    font = hb.Font(hb.Face(hb.Blob.from_file_path(path)))
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {"liga": False, "clig": False})
    return sum(p.x_advance for p in buf.glyph_positions)


def main():
    out = {}
    for face in FACES:
        path = f"{DIR}/{face}.ttf"
        font = TTFont(path)
        widths = {}
        for text in STRINGS:
            simple, shaped = simple_width(font, text), harfbuzz_width(path, text)
            assert simple == shaped, (face, text, simple, shaped)
            assert plain_advances(font, text) == freetype_advances(path, text), (face, text)
            widths[text] = simple
        out[face] = {"metrics": metrics(font), "widths": widths}
    json.dump(out, sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
