"""Visual agreement between the browser host's drawing and the picture tests' snapshots.

For a Catalog screen drawn in the page and its reference picture
(Tests/UIKitTestingTests/Snapshots/Pictures/Catalog/journey-ID.stepN.svg, the SVG the PNG
snapshot is rasterized from), three measures, each with the worst deviation in px:

- Geometry: every rectangle and every text line the reference draws (absolute positions,
  the SVG's transforms composed — translations, and the scale of a presenter stepped back
  behind a sheet) against its nearest counterpart the browser drew — a
  node's background or an SVG rect, by its getBoundingClientRect; a text line of the same
  string whose first glyph starts (getStartPositionOfChar, through the element's screen
  transform) at that point — and the other way round. A primitive's deviation is the
  largest of its edges' (or its origin's) distances to the counterpart; the screen's is the
  worst primitive's, unmatched primitives (no counterpart at all) listed apart.
- Text widths: every text line drawn in the page, the browser's advance width
  (getComputedTextLength, HarfBuzz shaping the served DejaVu files) against the width Swift
  measured (the line's `w` in the render tree, the element's data-width).
- Pixels: the device's screenshot and the reference rasterized by rsvg-convert (the PNG
  snapshot path) compared as edge maps: the share of the reference's edge pixels with a
  browser edge pixel within 1 px, and the other way round. Edges are central differences
  (a pixel whose neighbours either side differ by more than a threshold), so an edge at a
  half-pixel position — split by antialiasing over two pixels in one renderer, snapped to
  one in the other — is an edge in both.

Needs numpy and Pillow (installed with Playwright by .ci/run) and rsvg-convert.
"""
import io
import math
import re
import subprocess
import xml.etree.ElementTree as ET

import numpy
from PIL import Image

# The tolerance the issue sets for geometry and text widths, in points (= px at scale 1).
TOLERANCE = 1.0
# The share of edge pixels that must have a counterpart within 1 px, each way: glyph
# rasterization (FreeType hinting in rsvg, Skia in Chromium) moves a few antialiased glyph
# pixels, so not every edge pixel of every glyph has a counterpart.
PIXEL_AGREEMENT = 0.99

TRANSFORM = re.compile(r"(translate|scale|matrix)\(([^)]*)\)")


def _transform(attribute, m):
    """m (an affine matrix a b c d e f) followed by the SVG transform list in attribute."""
    for name, args in TRANSFORM.findall(attribute):
        v = [float(x) for x in re.split(r"[\s,]+", args.strip()) if x]
        if name == "translate":
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale":
            t = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        else:
            t = tuple(v)
        a, b, c, d, e, f = m
        m = (a * t[0] + c * t[1], b * t[0] + d * t[1], a * t[2] + c * t[3], b * t[2] + d * t[3],
             a * t[4] + c * t[5] + e, b * t[4] + d * t[5] + f)
    return m


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]

PRIMITIVES = r"""() => {
  const d = document.getElementById("device").getBoundingClientRect(), s = vck.scale;
  const box = (r) => [(r.left - d.left) / s, (r.top - d.top) / s, r.width / s, r.height / s];
  const out = { rects: [], texts: [], widths: [] };
  for (const el of document.querySelectorAll("#device div[data-id]")) {
    if (!el.getClientRects().length) continue;
    const n = vck.nodes.get(Number(el.dataset.id));
    if (n && n.node.background) out.rects.push(box(el.getBoundingClientRect()));
  }
  for (const r of document.querySelectorAll("#device svg rect")) {
    if (r.getClientRects().length) out.rects.push(box(r.getBoundingClientRect()));
  }
  for (const t of document.querySelectorAll("#device svg text")) {
    if (!t.getClientRects().length || !t.textContent) continue;
    const p = t.getStartPositionOfChar(0), q = new DOMPoint(p.x, p.y).matrixTransform(t.getScreenCTM());
    out.texts.push([t.textContent, (q.x - d.left) / s, (q.y - d.top) / s]);
    out.widths.push([t.textContent, t.getComputedTextLength(), parseFloat(t.dataset.width)]);
  }
  return out;
}"""


def reference_primitives(svg_path):
    """The reference's size (w, h), rects [x, y, w, h] and texts [string, x, baseline y], absolute."""
    rects, texts = [], []

    def walk(element, m):
        tag = element.tag.split("}")[-1]
        if tag in ("clipPath", "defs"):
            return
        m = _transform(element.get("transform", ""), m)
        if tag == "rect" and element.get("width") is not None:
            x, y = float(element.get("x", 0)), float(element.get("y", 0))
            x0, y0 = _apply(m, x, y)
            x1, y1 = _apply(m, x + float(element.get("width")), y + float(element.get("height")))
            rects.append([min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)])
        elif tag == "text" and element.text:
            texts.append([element.text, *_apply(m, float(element.get("x", 0)), float(element.get("y", 0)))])
        for child in element:
            walk(child, m)

    root = ET.parse(svg_path).getroot()
    walk(root, (1.0, 0.0, 0.0, 1.0, 0.0, 0.0))
    return (float(root.get("width")), float(root.get("height"))), rects, texts


def _rect_deviation(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[0] + a[2] - b[0] - b[2]), abs(a[1] + a[3] - b[1] - b[3]))


def _text_deviation(a, b):
    return max(abs(a[1] - b[1]), abs(a[2] - b[2])) if a[0] == b[0] else math.inf


def _nearest(items, candidates, deviation):
    """For each item, its deviation from the nearest candidate (inf: none at all)."""
    return [(item, min((deviation(item, c) for c in candidates), default=math.inf)) for item in items]


def geometry(drawn, svg_path):
    """Worst deviation (px) between the reference's primitives and the drawn ones, each
    way, with the primitives that have no counterpart within the tolerance."""
    _, ref_rects, ref_texts = reference_primitives(svg_path)
    pairs = (_nearest(ref_rects, drawn["rects"], _rect_deviation) + _nearest(ref_texts, drawn["texts"], _text_deviation)
             + _nearest(drawn["rects"], ref_rects, _rect_deviation) + _nearest(drawn["texts"], ref_texts, _text_deviation))
    reference_count = len(ref_rects) + len(ref_texts)
    off = [(("reference" if i < reference_count else "browser"), item, d) for i, (item, d) in enumerate(pairs) if d > TOLERANCE]
    worst = max((d for _, d in pairs), default=0.0)
    return {"worst": worst, "off": off, "reference": reference_count, "drawn": len(drawn["rects"]) + len(drawn["texts"])}


def text_widths(drawn):
    """Worst |browser width - Swift width| (px) over the drawn text lines, and that line."""
    worst, line = 0.0, None
    for text, browser, swift in drawn["widths"]:
        if line is None or abs(browser - swift) > worst:
            worst, line = abs(browser - swift), [text, round(browser, 3), swift]
    return {"worst": worst, "line": line, "lines": len(drawn["widths"])}


def _edges(rgb, threshold=48):
    image = rgb.astype(numpy.int16)
    dx = numpy.zeros(image.shape[:2], bool)
    dy = numpy.zeros(image.shape[:2], bool)
    dx[:, 1:-1] = numpy.abs(image[:, 2:] - image[:, :-2]).max(axis=2) > threshold
    dy[1:-1, :] = numpy.abs(image[2:, :] - image[:-2, :]).max(axis=2) > threshold
    return dx | dy


def _dilate(mask):
    out = mask.copy()
    for oy in (-1, 0, 1):
        for ox in (-1, 0, 1):
            shifted = numpy.zeros_like(mask)
            ys = slice(max(oy, 0), mask.shape[0] + min(oy, 0))
            yd = slice(max(-oy, 0), mask.shape[0] + min(-oy, 0))
            xs = slice(max(ox, 0), mask.shape[1] + min(ox, 0))
            xd = slice(max(-ox, 0), mask.shape[1] + min(-ox, 0))
            shifted[yd, xd] = mask[ys, xs]
            out |= shifted
    return out


def rasterize(svg_path):
    """The reference through rsvg-convert (the PNG snapshot path), on the device's black."""
    png = subprocess.run(["rsvg-convert", svg_path], check=True, capture_output=True).stdout
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    background = Image.new("RGBA", image.size, (0, 0, 0, 255))
    return numpy.asarray(Image.alpha_composite(background, image).convert("RGB"))


def pixels(screenshot_png, svg_path):
    """Edge coverage each way (share of the reference's edge pixels the browser has within
    1 px, and the other way round; 1.0 when neither has an edge) and a diff picture maker."""
    browser = numpy.asarray(Image.open(io.BytesIO(screenshot_png)).convert("RGB"))
    reference = rasterize(svg_path)
    if browser.shape != reference.shape:
        return {"size": [browser.shape[1], browser.shape[0]], "reference_size": [reference.shape[1], reference.shape[0]],
                "covered": [0.0, 0.0], "diff": None}
    eb, er = _edges(browser), _edges(reference)
    db, dr = _dilate(eb), _dilate(er)
    covered = [float((er & db).sum() / er.sum()) if er.any() else 1.0,
               float((eb & dr).sum() / eb.sum()) if eb.any() else 1.0]

    def diff(path):
        image = numpy.zeros(browser.shape, numpy.uint8)
        image[..., 0] = numpy.where(er & ~db, 255, 0)   # red: only the reference has it
        image[..., 2] = numpy.where(eb & ~dr, 255, 0)   # blue: only the browser has it
        image[..., 1] = numpy.where(er & eb, 90, 0)
        Image.fromarray(image).save(path)

    return {"size": [browser.shape[1], browser.shape[0]], "covered": covered, "diff": diff}


def compare(page, screenshot_png, svg_path):
    """One screen: geometry, text widths and edge maps, and whether all three agree."""
    drawn = page.evaluate(PRIMITIVES)
    result = {"geometry": geometry(drawn, svg_path), "text": text_widths(drawn), "pixels": pixels(screenshot_png, svg_path)}
    result["pass"] = (result["geometry"]["worst"] <= TOLERANCE and result["text"]["worst"] <= TOLERANCE
                      and min(result["pixels"]["covered"]) >= PIXEL_AGREEMENT)
    return result


def report_line(name, result):
    """One line of the report: the screen, pass/fail, the worst deviations."""
    g, t, p = result["geometry"], result["text"], result["pixels"]
    line = (f"{'pass' if result['pass'] else 'FAIL'}  {name:<44} geometry worst {g['worst']:.3f} px ({g['reference']} ref / {g['drawn']} drawn)"
            f"  text width worst {t['worst']:.3f} px ({t['lines']} lines)"
            f"  edges within 1 px {p['covered'][0]:.4f} / {p['covered'][1]:.4f}")
    if g["off"]:
        line += f"\n      geometry off by more than {TOLERANCE} px: {g['off'][:4]}"
    if t["worst"] > TOLERANCE:
        line += f"\n      text width: {t['line']}"
    if "reference_size" in p:
        line += f"\n      screenshot {p['size']} but reference {p['reference_size']}"
    return line
