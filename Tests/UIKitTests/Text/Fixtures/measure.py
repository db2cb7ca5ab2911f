#!/usr/bin/env python3
"""Independent reference values for the Swift TrueType reader and text measurement.

Reads the DejaVu Sans fonts with fontTools (tables parsed by a different implementation)
and shapes strings with HarfBuzz (uharfbuzz) with ligatures off, which is how a browser
draws the text when renderers set `font-variant-ligatures: none`. For every string the
HarfBuzz advance sum must equal the simple "advance + kern pair" sum computed from the
fontTools tables; the script asserts it, so the Swift side may use either model.

    python3 -m venv venv && venv/bin/pip install fonttools uharfbuzz
    venv/bin/python measure.py > dejavu-reference.json

Values are in font units (unitsPerEm = 2048); tests scale them by size / 2048.
"""
import json
import sys

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
            widths[text] = simple
        out[face] = {"metrics": metrics(font), "widths": widths}
    json.dump(out, sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
