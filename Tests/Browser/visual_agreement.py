"""Visual agreement between the browser host's drawing and the picture tests' snapshots.

For a Catalog screen drawn in the page and its reference picture
(Tests/UIKitTestingTests/Snapshots/Pictures/Catalog/journey-ID.stepN.svg, the SVG the PNG
is rasterized from), two checks:

- Geometry: every rectangle and every text the reference draws (absolute positions, the
  SVG's translations summed) has a counterpart the browser drew — a node's background or
  an SVG rect, by its getBoundingClientRect; a text line of the same string whose first
  glyph starts (getStartPositionOfChar, through the element's screen transform) at the
  same point — within 1 px on every edge, and the other way round.
- Pixels: the device's screenshot and the reference rasterized by rsvg-convert (the PNG
  snapshot path) compared as edge maps: the share of the reference's edge pixels with a
  browser edge pixel within 1 px, and the other way round.
"""
import io
import re
import subprocess
import xml.etree.ElementTree as ET

import numpy
from PIL import Image

TRANSLATE = re.compile(r"translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)")

PRIMITIVES = r"""() => {
  const d = document.getElementById("device").getBoundingClientRect(), s = vck.scale;
  const box = (r) => [(r.left - d.left) / s, (r.top - d.top) / s, r.width / s, r.height / s];
  const out = { rects: [], texts: [] };
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
  }
  return out;
}"""


def reference_primitives(svg_path):
    """The reference's rects [x, y, w, h] and texts [string, x, baseline y], absolute."""
    rects, texts = [], []

    def walk(element, tx, ty):
        tag = element.tag.split("}")[-1]
        if tag in ("clipPath", "defs"):
            return
        match = TRANSLATE.search(element.get("transform", ""))
        if match:
            tx, ty = tx + float(match[1]), ty + float(match[2])
        if tag == "rect" and element.get("width") is not None:
            rects.append([tx + float(element.get("x", 0)), ty + float(element.get("y", 0)),
                          float(element.get("width")), float(element.get("height"))])
        elif tag == "text" and element.text:
            texts.append([element.text, tx + float(element.get("x", 0)), ty + float(element.get("y", 0))])
        for child in element:
            walk(child, tx, ty)

    walk(ET.parse(svg_path).getroot(), 0.0, 0.0)
    return rects, texts


def _rect_near(a, b, tolerance=1.0):
    return (abs(a[0] - b[0]) <= tolerance and abs(a[1] - b[1]) <= tolerance
            and abs(a[0] + a[2] - b[0] - b[2]) <= tolerance and abs(a[1] + a[3] - b[1] - b[3]) <= tolerance)


def _text_near(a, b, tolerance=1.0):
    return a[0] == b[0] and abs(a[1] - b[1]) <= tolerance and abs(a[2] - b[2]) <= tolerance


def geometry(page, svg_path, size):
    """Unmatched primitives each way: (missing in the browser, extra in the browser)."""
    drawn = page.evaluate(PRIMITIVES)
    ref_rects, ref_texts = reference_primitives(svg_path)
    width, height = size
    missing = [("rect", r) for r in ref_rects if not any(_rect_near(r, b) for b in drawn["rects"])]
    missing += [("text", t) for t in ref_texts if not any(_text_near(t, b) for b in drawn["texts"])]
    extra = [("rect", b) for b in drawn["rects"] if not any(_rect_near(r, b) for r in ref_rects)]
    extra += [("text", b) for b in drawn["texts"] if not any(_text_near(t, b) for t in ref_texts)]
    counts = (len(ref_rects) + len(ref_texts), len(drawn["rects"]) + len(drawn["texts"]))
    return missing, extra, counts


def _edges(rgb, threshold=48):
    image = rgb.astype(numpy.int16)
    dx = numpy.zeros(image.shape[:2], bool)
    dy = numpy.zeros(image.shape[:2], bool)
    dx[:, 1:] = numpy.abs(image[:, 1:] - image[:, :-1]).max(axis=2) > threshold
    dy[1:, :] = numpy.abs(image[1:, :] - image[:-1, :]).max(axis=2) > threshold
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


def pixels(screenshot_png, svg_path, diff_path=None):
    """(share of reference edges the browser has within 1 px, and the other way round)."""
    browser = numpy.asarray(Image.open(io.BytesIO(screenshot_png)).convert("RGB"))
    reference = rasterize(svg_path)
    if browser.shape != reference.shape:
        return 0.0, 0.0
    eb, er = _edges(browser), _edges(reference)
    covered_ref = (er & _dilate(eb)).sum() / max(1, er.sum())
    covered_browser = (eb & _dilate(er)).sum() / max(1, eb.sum())
    if diff_path is not None:
        diff = numpy.zeros(browser.shape, numpy.uint8)
        diff[..., 0] = numpy.where(er & ~_dilate(eb), 255, 0)   # red: only the reference has it
        diff[..., 2] = numpy.where(eb & ~_dilate(er), 255, 0)   # blue: only the browser has it
        diff[..., 1] = numpy.where(er & eb, 90, 0)
        Image.fromarray(diff).save(diff_path)
    return float(covered_ref), float(covered_browser)
