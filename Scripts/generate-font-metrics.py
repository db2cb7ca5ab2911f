#!/usr/bin/env python3
"""Generates the font metrics UIKit measures text with, as Swift source.

Text measurement needs only a few numbers from each font file: units per em, the `hhea`
and `OS/2` vertical metrics, the cap and x heights, which glyph each supported character
uses, those glyphs' advance widths, and the `kern` pairs between them. This script reads
them from the DejaVu Sans files with fontTools and writes them to
`Sources/UIKit/Text/Font/Generated/`, so the library measures the same way on every
machine, with or without the font installed.

fontTools is a second, independent reader of the same tables: the test
`EmbeddedFontMetricsTests` compares the generated data with what the library's own Swift
TrueType reader reads from the installed files, so each checks the other.

    python3 -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fonttools
    /tmp/fontvenv/bin/python Scripts/generate-font-metrics.py [FONT_DIR]

FONT_DIR defaults to /usr/share/fonts/truetype/dejavu (Debian's fonts-dejavu-core).
The output depends only on the font files: running it twice gives identical files.
"""
import hashlib
import os
import subprocess
import sys
from collections import defaultdict

from fontTools.ttLib import TTFont

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(REPO, "Sources", "UIKit", "Text", "Font", "Generated")
COMMAND = "python3 Scripts/generate-font-metrics.py"

# The faces UIFont uses (SystemFontFace): PostScript name -> Swift name.
FACES = [
    ("DejaVuSans", "dejaVuSans"),
    ("DejaVuSans-Bold", "dejaVuSansBold"),
    ("DejaVuSans-Oblique", "dejaVuSansOblique"),
    ("DejaVuSans-BoldOblique", "dejaVuSansBoldOblique"),
]

# The characters measured with their own glyphs, by Unicode block. Latin scripts, Greek and
# Cyrillic, combining accents (decomposed text), punctuation, currency, the symbols and
# arrows UIs use (✓ ★ ● ▶ ← ⌘), box drawing, and emoticons DejaVu draws. A character
# outside these is measured as the font's missing-glyph box (.notdef), as for a character
# the font lacks; add a block here and regenerate to support more.
RANGES = [
    ("Basic Latin", 0x0020, 0x007E),
    ("Latin-1 Supplement", 0x00A0, 0x00FF),
    ("Latin Extended-A", 0x0100, 0x017F),
    ("Latin Extended-B", 0x0180, 0x024F),
    ("IPA Extensions", 0x0250, 0x02AF),
    ("Spacing Modifier Letters", 0x02B0, 0x02FF),
    ("Combining Diacritical Marks", 0x0300, 0x036F),
    ("Greek and Coptic", 0x0370, 0x03FF),
    ("Cyrillic", 0x0400, 0x04FF),
    ("Latin Extended Additional", 0x1E00, 0x1EFF),
    ("General Punctuation", 0x2000, 0x206F),
    ("Superscripts and Subscripts", 0x2070, 0x209F),
    ("Currency Symbols", 0x20A0, 0x20CF),
    ("Letterlike Symbols", 0x2100, 0x214F),
    ("Number Forms", 0x2150, 0x218F),
    ("Arrows", 0x2190, 0x21FF),
    ("Mathematical Operators", 0x2200, 0x22FF),
    ("Miscellaneous Technical", 0x2300, 0x23FF),
    ("Box Drawing", 0x2500, 0x257F),
    ("Block Elements", 0x2580, 0x259F),
    ("Geometric Shapes", 0x25A0, 0x25FF),
    ("Miscellaneous Symbols", 0x2600, 0x26FF),
    ("Dingbats", 0x2700, 0x27BF),
    ("Supplemental Arrows-A", 0x27F0, 0x27FF),
    ("Alphabetic Presentation Forms (Latin ligatures)", 0xFB00, 0xFB06),
    ("Specials (replacement character)", 0xFFFD, 0xFFFD),
    ("Emoticons", 0x1F600, 0x1F64F),
]

WIDTH = 100  # generated line length


def supported(scalar):
    return any(low <= scalar <= high for _, low, high in RANGES)


def package_version():
    try:
        return subprocess.run(["dpkg-query", "-W", "-f=${Version}", "fonts-dejavu-core"],
                              capture_output=True, text=True, check=True).stdout.strip() or None
    except (OSError, subprocess.CalledProcessError):
        return None


def cap_and_x_height(font, cmap):
    """As the Swift reader: OS/2 version 2+ fields, else the tops of 'H' and 'x' (DejaVu)."""
    os2 = font["OS/2"]
    if os2.version >= 2:
        return os2.sCapHeight, os2.sxHeight
    glyf = font["glyf"]
    return glyf[cmap[ord("H")]].yMax, glyf[cmap[ord("x")]].yMax


def kerning_pairs(font):
    """Horizontal format 0 pairs, combined across subtables as the Swift reader combines them."""
    pairs = {}
    if "kern" not in font:
        return pairs
    for table in font["kern"].kernTables:
        horizontal, minimum, cross, override = (table.coverage & bit != 0 for bit in (1, 2, 4, 8))
        if table.format != 0 or not horizontal or minimum or cross:
            continue
        for (left, right), value in table.kernTable.items():
            key = (font.getGlyphID(left), font.getGlyphID(right))
            pairs[key] = value if override else pairs.get(key, 0) + value
    return pairs


def face_data(path):
    font = TTFont(path)
    cmap = font.getBestCmap()
    names = font["name"]
    hmtx = font["hmtx"]
    order = font.getGlyphOrder()
    scalars = sorted(c for c in cmap if supported(c))
    glyph_of = {c: font.getGlyphID(cmap[c]) for c in scalars}

    # Runs of consecutive characters on consecutive glyphs, each with its advances.
    runs = []
    for c in scalars:
        g = glyph_of[c]
        if runs and c == runs[-1]["start"] + len(runs[-1]["advances"]) \
                and g == runs[-1]["glyph"] + len(runs[-1]["advances"]):
            runs[-1]["advances"].append(hmtx[order[g]][0])
        else:
            runs.append({"start": c, "glyph": g, "advances": [hmtx[order[g]][0]]})

    glyphs = set(glyph_of.values()) | {0}
    kerning = defaultdict(list)
    for (left, right), value in sorted(kerning_pairs(font).items()):
        if left in glyphs and right in glyphs:
            kerning[left].append((right, value))
    for left, rights in kerning.items():
        for right, _ in rights:
            assert left < 32768 and right < 32768, "glyph IDs must fit Int16"

    cap_height, x_height = cap_and_x_height(font, cmap)
    os2 = font["OS/2"]
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    return {
        "file": os.path.basename(path),
        "sha256": digest,
        "postScriptName": names.getDebugName(6),
        "familyName": names.getDebugName(16) or names.getDebugName(1),
        "styleName": names.getDebugName(17) or names.getDebugName(2),
        "version": names.getDebugName(5),
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": font["hhea"].ascent,
        "descender": font["hhea"].descent,
        "lineGap": font["hhea"].lineGap,
        "typoAscender": os2.sTypoAscender,
        "typoDescender": os2.sTypoDescender,
        "typoLineGap": os2.sTypoLineGap,
        "capHeight": cap_height,
        "xHeight": x_height,
        "glyphCount": font["maxp"].numGlyphs,
        "notdefAdvance": hmtx[order[0]][0],
        "runs": runs,
        "kerning": [(left, order[left], kerning[left]) for left in sorted(kerning)],
        "characterCount": len(scalars),
        "pairCount": sum(len(v) for v in kerning.values()),
    }


def wrap(numbers, indent):
    """Space-separated numbers filling lines of WIDTH characters."""
    lines, line = [], indent
    for n in numbers:
        token = f"{n} "
        if len(line) + len(token.rstrip()) > WIDTH and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += token
    if line.strip():
        lines.append(line.rstrip())
    return lines


def header(sources, package):
    lines = ["// Generated by Scripts/generate-font-metrics.py from the DejaVu font files. Do not edit."]
    for data in sources:
        lines.append(f"// Source: {data['file']}, \"{data['version']}\""
                     + (f" (Debian fonts-dejavu-core {package})" if package else "")
                     + f", SHA-256 {data['sha256']}.")
    lines += [f"// Regenerate: {COMMAND} [FONT_DIR]  (needs fontTools; see the script and docs/Text.md)", ""]
    return lines


def swift_face(swift_name, data, package):
    d = data
    out = header([d], package)
    out += [
        "extension EmbeddedFontFace {",
        f"    /// {d['familyName']} {d['styleName']} ({d['file']}, {d['version']}): "
        f"{d['characterCount']:,} characters, {d['pairCount']:,} kerning pairs.",
        f"    static let {swift_name} = EmbeddedFontFace(",
        f"        postScriptName: \"{d['postScriptName']}\", familyName: \"{d['familyName']}\", "
        f"styleName: \"{d['styleName']}\",",
        f"        version: \"{d['version']}\", unitsPerEm: {d['unitsPerEm']}, glyphCount: {d['glyphCount']},",
        f"        ascender: {d['ascender']}, descender: {d['descender']}, lineGap: {d['lineGap']},",
        f"        typoAscender: {d['typoAscender']}, typoDescender: {d['typoDescender']}, "
        f"typoLineGap: {d['typoLineGap']},",
        f"        capHeight: {d['capHeight']}, xHeight: {d['xHeight']}, notdefAdvance: {d['notdefAdvance']},",
        "        characterRuns: \"\"\"",
    ]
    indent = "            "
    for run in d["runs"]:
        count, start = len(run["advances"]), run["start"]
        span = f"U+{start:04X}" if count == 1 else f"U+{start:04X}…U+{start + count - 1:04X}"
        out.append(f"{indent}# {span}")
        out.append(f"{indent}0x{start:04X} {count} {run['glyph']}")
        out += wrap(run["advances"], indent)
    out += [f'{indent}\"\"\",', f"        kerningPairs: {swift_name}KerningPairs)", "}", ""]
    return "\n".join(out)


def swift_kerning(swift_name, data, package):
    """The face's kerning pairs, in a file of their own to keep each file small."""
    d = data
    out = header([d], package)
    out += [
        "extension EmbeddedFontFace {",
        f"    /// {d['familyName']} {d['styleName']}: {d['pairCount']:,} kerning pairs between the embedded characters.",
        f"    static let {swift_name}KerningPairs = \"\"\"",
    ]
    indent = "        "
    for left, name, rights in d["kerning"]:
        out.append(f"{indent}# {name}")
        out.append(f"{indent}{left} {len(rights)}")
        out += wrap([n for pair in rights for n in pair], indent)
    out += [f'{indent}\"\"\"', "}", ""]
    return "\n".join(out)


def swift_ranges(sources, package):
    out = header(sources, package)
    out += [
        "extension EmbeddedFontFace {",
        "    /// The Unicode blocks whose characters the embedded faces measure with their own",
        "    /// glyphs (where the face has one); any other character measures as `.notdef`.",
        "    static let characterBlocks: [(name: String, scalars: ClosedRange<UInt32>)] = [",
    ]
    for name, low, high in RANGES:
        out.append(f"        (\"{name}\", 0x{low:04X}...0x{high:04X}),")
    out += ["    ]", "}", ""]
    return "\n".join(out)


def main():
    font_dir = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu"
    package = package_version() if font_dir.startswith("/usr/share/fonts") else None
    os.makedirs(OUT, exist_ok=True)
    sources = []
    for post_script_name, swift_name in FACES:
        data = face_data(os.path.join(font_dir, post_script_name + ".ttf"))
        assert data["postScriptName"] == post_script_name, data["postScriptName"]
        sources.append(data)
        type_name = swift_name[0].upper() + swift_name[1:]
        with open(os.path.join(OUT, f"EmbeddedFontFace+{type_name}.swift"), "w") as f:
            f.write(swift_face(swift_name, data, package))
        with open(os.path.join(OUT, f"EmbeddedFontFace+{type_name}Kerning.swift"), "w") as f:
            f.write(swift_kerning(swift_name, data, package))
        print(f"{post_script_name}: {data['characterCount']} characters in {len(data['runs'])} runs, "
              f"{data['pairCount']} kerning pairs")
    with open(os.path.join(OUT, "EmbeddedFontFace+CharacterBlocks.swift"), "w") as f:
        f.write(swift_ranges(sources, package))


if __name__ == "__main__":
    main()
