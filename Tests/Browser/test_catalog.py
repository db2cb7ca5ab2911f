#!/usr/bin/env python3
"""Browser tests for the live browser host (docs/BrowserHost.md), run by .ci/run.

Starts `catalog` (the built binary, serving on 127.0.0.1 with a free port), drives Debian's
Chromium through Playwright (executable_path: no browser download), taps through the
catalog, swipes back (one cancelled, one completed), presents and dismisses a sheet,
rotates, switches to dark mode, raises a UIKit exception in one tab, fuzzes the protocol
with 10,000 hostile messages on a live socket, checks the Origin check and that closed
tabs leave no session behind. Saves a screenshot per screen.

    python3 Tests/Browser/test_catalog.py .build/debug/catalog OUTDIR

Prints one line per check and ends with "N passed, M failed".
"""
import base64
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import visual_agreement  # noqa: E402  (numpy, Pillow)

CATALOG = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/catalog"
OUT = sys.argv[2] if len(sys.argv) > 2 else ".build/browser-screenshots"
CHROMIUM = os.environ.get("VCK_CHROMIUM", "/usr/bin/chromium")
# The visual agreement report (.txt and .json) goes beside the screenshots' folder.
REPORT = os.path.join(os.path.dirname(os.path.abspath(OUT)), "visual-agreement")

passed, failed = 0, 0


def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok   {name}")
    else:
        failed += 1
        print(f"FAIL {name} {detail}")


def start_server(*arguments):
    process = subprocess.Popen([CATALOG, "--port", "0", *arguments], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = process.stdout.readline().strip()
    match = re.fullmatch(r"Open http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        raise SystemExit(f"catalog printed {line!r}, not 'Open http://127.0.0.1:PORT/'")
    return process, int(match.group(1))


def status(port):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/status", timeout=5) as response:
        return json.load(response)


def handshake(port, origin):
    """The HTTP status a WebSocket upgrade gets with this Origin header."""
    key = base64.b64encode(os.urandom(16)).decode()
    request = (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n")
    if origin:
        request += f"Origin: {origin}\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall((request + "\r\n").encode())
        reply = connection.recv(1024).decode(errors="replace")
    return int(reply.split(" ")[1])


def device_point(page, x, y):
    """A point in device points → page pixels."""
    box = page.eval_on_selector("#device", "d => { const r = d.getBoundingClientRect(); return [r.left, r.top]; }")
    scale = page.evaluate("vck.scale")
    return box[0] + x * scale, box[1] + y * scale


def text_center(page, text):
    """The centre of the drawn text `text` (an SVG text element), in page pixels."""
    locator = page.locator("#device svg text", has_text=re.compile("^" + re.escape(text) + "$")).last
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


# Where each page's lifecycle list stood when the last gesture began: waits look after it.
marks = {}


def mark(page):
    marks[id(page)] = page.evaluate("vck.lifecycle.length")


def tap_text(page, text):
    mark(page)
    x, y = text_center(page, text)
    page.mouse.move(x, y)
    page.mouse.down()
    page.wait_for_timeout(60)
    page.mouse.up()


LATENCY = r"""([x, y, text]) => new Promise((resolve) => {
  const device = document.getElementById("device");
  const seen = () => [...device.querySelectorAll("svg text")].some((t) => t.textContent === text);
  const observer = new MutationObserver(() => {
    if (seen()) { observer.disconnect(); requestAnimationFrame(() => resolve(performance.now() - start)); }
  });
  observer.observe(device, { subtree: true, childList: true, characterData: true });
  const options = { bubbles: true, clientX: x, clientY: y, pointerId: 41, isPrimary: true };
  device.dispatchEvent(new PointerEvent("pointerdown", options));
  const start = performance.now();
  device.dispatchEvent(new PointerEvent("pointerup", options));
})"""


def measured_tap(page, text, appears):
    """Taps `text` and returns the milliseconds from the finger's lift to the first paint
    after `appears` is drawn (input-to-paint latency, measured in the browser)."""
    mark(page)
    x, y = text_center(page, text)
    return page.evaluate(LATENCY, [x, y, appears])


def wait_for_lifecycle(page, line, timeout=5000):
    """Waits for `line` in the lifecycle panel since the last gesture on `page`."""
    page.wait_for_function("([line, since]) => vck.lifecycle.slice(since).some(e => e.line === line)",
                           arg=[line, marks.get(id(page), 0)], timeout=timeout)


def hierarchy(page):
    return page.inner_text("#hierarchy")


def swipe_back(page, to_x, steps=8, pause=40):
    mark(page)
    start = device_point(page, 3, 420)
    page.mouse.move(*start)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.wait_for_timeout(pause)
        page.mouse.move(*device_point(page, 3 + (to_x - 3) * step / steps, 420))
    page.wait_for_timeout(pause)
    page.mouse.up()


def settle(page, ms=700):
    page.wait_for_timeout(ms)


def shot(page, name):
    page.screenshot(path=os.path.join(OUT, name + ".png"))


LEVEL = 'CatalogLevelViewController "Level {}"'
MENU = 'CatalogMenuViewController "Catalog"'


def navigation(page):
    page.wait_for_function("vck.frames > 0 && document.querySelectorAll('#device svg text').length > 0")
    page.evaluate("document.fonts.ready")
    settle(page, 300)
    drawn = page.evaluate("[...document.querySelectorAll('#device svg text')].map(t => t.textContent)")
    check("home screen drawn with its buttons",
          all(title in drawn for title in ["Catalog", "Navigation", "Present a sheet", "Misuse: push a controller twice"]), str(drawn))
    check("panel shows the hierarchy", "UINavigationController" in hierarchy(page) and "CatalogMenuViewController" in hierarchy(page))
    shot(page, "01-home")

    widths = page.evaluate("""[...document.querySelectorAll('#device svg text')].map(t =>
        [t.textContent, t.getComputedTextLength(), parseFloat(t.dataset.width)])""")
    worst = max(abs(drawn - measured) for _, drawn, measured in widths)
    check("text drawn by the browser has the width Swift measured (within 1 px)", worst <= 1, f"worst {worst:.3f}: {widths}")

    latency = measured_tap(page, "Navigation", "Push Level 2")
    print(f"info input-to-paint for a tap that pushes a controller: {latency:.1f} ms")
    check("a tap that pushes paints within 250 ms", latency < 250, f"{latency:.1f} ms")
    wait_for_lifecycle(page, LEVEL.format(1) + ": viewDidAppear(true)")
    settle(page, 300)
    trace = [e["line"] for e in page.evaluate("vck.lifecycle")]
    start = trace.index(LEVEL.format(1) + ": loadView")
    expected = [LEVEL.format(1) + ": loadView", LEVEL.format(1) + ": viewDidLoad",
                MENU + ": viewWillDisappear(true)", LEVEL.format(1) + ": viewWillAppear(true)"]
    check("tap pushes Level 1 with the callbacks in order", trace[start:start + 4] == expected, str(trace[start:]))
    check("Level 1 appears after Catalog disappears",
          trace.index(MENU + ": viewDidDisappear(true)") < trace.index(LEVEL.format(1) + ": viewDidAppear(true)"), str(trace[start:]))
    check("lifecycle panel lists the callbacks with clock times",
          re.search(r"\[\d+\.\d{3} s\] " + re.escape(LEVEL.format(1)) + r": viewDidAppear\(true\)", page.inner_text("#lifecycle")) is not None)
    shot(page, "02-level1")

    tap_text(page, "Push Level 2")
    wait_for_lifecycle(page, LEVEL.format(2) + ": viewDidAppear(true)")
    settle(page, 300)
    check("hierarchy panel shows Level 2", "Level 2" in hierarchy(page))
    shot(page, "03-level2")

    before = len(page.evaluate("vck.lifecycle"))
    swipe_back(page, 60, steps=6, pause=80)
    settle(page, 900)
    after = [e["line"] for e in page.evaluate("vck.lifecycle")][before:]
    check("a short slow edge swipe is cancelled: Level 2 stays",
          LEVEL.format(2) + ": viewDidAppear(true)" in after and "Level 2" in hierarchy(page), str(after))
    shot(page, "04-level2-after-cancelled-swipe")

    swipe_back(page, 330)
    wait_for_lifecycle(page, LEVEL.format(2) + ": viewDidDisappear(true)")
    settle(page, 300)
    check("a long edge swipe pops Level 2", "Level 2" not in hierarchy(page) and "Level 1" in hierarchy(page), hierarchy(page))
    shot(page, "05-level1-after-swipe-back")
    swipe_back(page, 330)
    wait_for_lifecycle(page, LEVEL.format(1) + ": viewDidDisappear(true)")
    settle(page, 300)


def presentation(page):
    tap_text(page, "Present a sheet")
    wait_for_lifecycle(page, 'CatalogSheetViewController "Sheet": viewDidAppear(true)')
    settle(page, 300)
    check("the sheet is presented", "Sheet" in hierarchy(page))
    shot(page, "06-sheet")
    tap_text(page, "Done")
    wait_for_lifecycle(page, 'CatalogSheetViewController "Sheet": viewDidDisappear(true)')
    settle(page, 300)
    check("Done dismisses the sheet", "Sheet" not in hierarchy(page))


def drawn_texts(page):
    return page.evaluate("[...document.querySelectorAll('#device svg text')].map(t => t.textContent)")


def text_field(page):
    """Tap the catalog's text field, type with the computer's keyboard, press Return."""
    tap_text(page, "Text field")
    wait_for_lifecycle(page, 'CatalogTextFieldViewController "Text Field": viewDidAppear(true)')
    settle(page, 300)
    tap_text(page, "Your name")
    field = 'UITextField "textfield.name"'
    wait_for_lifecycle(page, field + ": textDidBeginEditing")
    mark(page)
    page.keyboard.type("Adax")
    page.keyboard.press("Backspace")
    page.keyboard.press("Enter")
    wait_for_lifecycle(page, field + ": textDidEndEditing")
    settle(page, 300)
    drawn = drawn_texts(page)
    check("typed text is drawn in the field and the greeting", "Ada" in drawn and "Hello, Ada" in drawn, str(drawn))
    words = " ".join(drawn).split()
    check("the delegate's calls are drawn in order",
          "didBeginEditing," in words and words.index("didBeginEditing,") < words.index("shouldReturn,") < words.index("didEndEditing"),
          str(drawn))
    trace = [e["line"] for e in page.evaluate("vck.lifecycle")[marks[id(page)]:]]
    expected = [field + ": textDidChange " + json.dumps(t) for t in ["A", "Ad", "Ada", "Adax", "Ada"]] + [field + ": textDidEndEditing"]
    check("the panel lists the editing as typed", trace == expected, str(trace))
    check("no key was refused", not any(e["code"] == "out-of-range" for e in page.evaluate("vck.errors")), str(page.evaluate("vck.errors")))
    shot(page, "12-text-field")
    swipe_back(page, 330)
    wait_for_lifecycle(page, 'CatalogTextFieldViewController "Text Field": viewDidDisappear(true)')
    settle(page, 300)


PICTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "UIKitTestingTests", "Snapshots", "Pictures", "Catalog")


def wait_quiet(page, ms=350, timeout=15000):
    """Waits until no frame has arrived for `ms` (the step's animations have finished)."""
    page.wait_for_function(f"performance.now() - vck.lastFrameAt > {ms}", timeout=timeout, polling=50)


INTERACTIVE_POP_LIST = 'ContentViewController "List"'
INTERACTIVE_POP_DETAIL = 'ContentViewController "Detail"'


def journeys(page):
    """Every Catalog journey replayed step by step with the Step button; after each step
    the drawing is compared with that step's picture snapshot (visual_agreement.py: geometry,
    text widths, edge maps) and the report is written beside the screenshots' folder."""
    # At scale 1 (the device unscaled, landscape too) the screenshot's pixels are the
    # picture's points; the device's rounded corners and shadow are not in the picture.
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.add_style_tag(content="body.vck-flat #device { border-radius: 0 !important; box-shadow: none !important; }")
    page.evaluate("document.body.classList.add('vck-flat')")
    ids = [j["id"] for j in page.evaluate("vck.hello.journeys")]
    check("the journey picker offers every Catalog journey", len(ids) >= 19, str(ids))
    results, missing_pictures, traces = {}, [], {}
    started = time.time()
    for journey in ids:
        page.select_option("#journey", journey)
        page.wait_for_function("(id) => vck.journey && vck.journey.id === id && vck.frames > 0", arg=journey)
        steps = page.evaluate("vck.journey.steps")
        if journey == ids[0]:
            check("the panel names the seed section the journey illustrates",
                  page.inner_text("#journey-source").startswith("Seed section: seed "), page.inner_text("#journey-source"))
        for step in range(1, steps + 1):
            mark(page)
            page.click("#step")
            page.wait_for_function("(n) => vck.journey.step === n", arg=step)
            wait_quiet(page)
            traces[(journey, step)] = [e["line"] for e in page.evaluate("vck.lifecycle")[marks[id(page)]:]]
            name = f"journey-{journey}.step{step}"
            svg = os.path.join(PICTURES, name + ".svg")
            if not os.path.exists(svg):
                missing_pictures.append(name)
                continue
            if journey == "presentation-styles" and step == 2:
                shot(page, "13-journey")
            box = page.eval_on_selector("#device", "d => { const r = d.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }")
            png = page.screenshot(clip={"x": box[0], "y": box[1], "width": box[2], "height": box[3]})
            with open(os.path.join(OUT, name + ".png"), "wb") as file:
                file.write(png)
            result = visual_agreement.compare(page, png, svg)
            result["scale"] = page.evaluate("vck.scale")
            result["pass"] = result["pass"] and result["scale"] == 1
            if not result["pass"] and result["pixels"]["diff"]:
                result["pixels"]["diff"](os.path.join(OUT, name + ".edges.png"))
            results[name] = result
        page.click("#step")   # past the last step: the journey finishes
        page.wait_for_function("vck.journey.done === true")
        narration = page.evaluate("vck.narration")
        if journey == "presentation-styles":
            check("the panel shows the journey's narration step by step",
                  "Step 2. Present Cover full screen, animated: Home's views leave after Cover appears." in narration
                  and any(line.endswith("present completion") for line in narration), str(narration[:12]))
    interactive_pop(traces)
    write_report(results, missing_pictures)
    screens = len(results)
    worst = {key: max((r[key]["worst"] for r in results.values()), default=0.0) for key in ("geometry", "text")}
    least = min((min(r["pixels"]["covered"]) for r in results.values()), default=0.0)
    print(f"info visual agreement: {screens} Catalog screens, {sum(r['pass'] for r in results.values())} agree; "
          f"worst geometry {worst['geometry']:.3f} px, worst text width {worst['text']:.3f} px, "
          f"least edge coverage within 1 px {least:.4f}; {time.time() - started:.0f} s; report {REPORT}.txt")
    check("every journey step's screen has a picture snapshot", screens >= 78 and not missing_pictures, str(missing_pictures))
    check("every screen is drawn at scale 1 (screenshot pixels are points)",
          all(r["scale"] == 1 for r in results.values()), str([n for n, r in results.items() if r["scale"] != 1]))
    failing = [n for n, r in results.items() if r["geometry"]["worst"] > visual_agreement.TOLERANCE]
    check("every Catalog screen's geometry agrees with its picture within 1 px", not failing, str(failing))
    failing = [n for n, r in results.items() if r["text"]["worst"] > visual_agreement.TOLERANCE]
    check("every Catalog screen's text has the width Swift measured (within 1 px)", not failing, str(failing))
    failing = [n for n, r in results.items() if min(r["pixels"]["covered"]) < visual_agreement.PIXEL_AGREEMENT]
    check(f"every Catalog screen's edges agree with its picture within 1 px (>= {visual_agreement.PIXEL_AGREEMENT})", not failing, str(failing))
    page.select_option("#journey", "")
    page.wait_for_function("vck.journey === null && document.querySelectorAll('#device svg text').length > 0")
    page.evaluate("document.body.classList.remove('vck-flat')")
    page.set_viewport_size({"width": 1000, "height": 960})
    settle(page, 300)


def interactive_pop(traces):
    """The interactive-pop journey as the panel lists it: a push, an edge swipe let go early
    (the pop cancelled, every callback undone) and one past halfway (the pop completes) —
    UIKIT-SEMANTICS 2.1."""
    L, D = (lambda line: INTERACTIVE_POP_LIST + ": " + line), (lambda line: INTERACTIVE_POP_DETAIL + ": " + line)
    push = traces.get(("interactive-pop", 1), [])
    start = push.index(D("willMove(toParent: UINavigationController)")) if D("willMove(toParent: UINavigationController)") in push else 0
    check("interactive-pop step 1: the push's callbacks in the panel", push[start:] == [
        D("willMove(toParent: UINavigationController)"), D("loadView"), D("viewDidLoad"),
        L("viewWillDisappear(true)"), D("viewWillAppear(true)"), D("viewIsAppearing(true)"),
        L("viewDidDisappear(true)"), D("viewDidAppear(true)"), D("didMove(toParent: UINavigationController)")], str(push))
    check("interactive-pop step 2: the cancelled swipe's callbacks in the panel (each one undone)",
          traces.get(("interactive-pop", 2)) == [
              D("willMove(toParent: nil)"), D("viewWillDisappear(true)"), L("viewWillAppear(true)"), L("viewIsAppearing(true)"),
              L("viewWillDisappear(true)"), L("viewDidDisappear(true)"),
              D("viewWillAppear(true)"), D("viewIsAppearing(true)"), D("viewDidAppear(true)"), D("didMove(toParent: UINavigationController)")],
          str(traces.get(("interactive-pop", 2))))
    check("interactive-pop step 3: the completed swipe's callbacks in the panel",
          traces.get(("interactive-pop", 3)) == [
              D("willMove(toParent: nil)"), D("viewWillDisappear(true)"), L("viewWillAppear(true)"), L("viewIsAppearing(true)"),
              D("viewDidDisappear(true)"), L("viewDidAppear(true)"), D("didMove(toParent: nil)")],
          str(traces.get(("interactive-pop", 3))))


def write_report(results, missing_pictures):
    """.build/visual-agreement.txt (a line a screen) and .json (every figure)."""
    lines = [visual_agreement.report_line(name, result) for name, result in results.items()]
    lines += [f"FAIL  {name}: no picture snapshot" for name in missing_pictures]
    lines.append(f"{sum(r['pass'] for r in results.values())} of {len(results) + len(missing_pictures)} screens agree "
                 f"(geometry and text widths within {visual_agreement.TOLERANCE} px, "
                 f"edge maps >= {visual_agreement.PIXEL_AGREEMENT} within 1 px each way)")
    with open(REPORT + ".txt", "w") as file:
        file.write("\n".join(lines) + "\n")
    serializable = {name: {key: value for key, value in result.items() if key != "pixels"} | {
        "pixels": {k: v for k, v in result["pixels"].items() if k != "diff"}} for name, result in results.items()}
    with open(REPORT + ".json", "w") as file:
        json.dump(serializable, file, indent=1, default=str)


def device_bar(page):
    page.click("#rotate")
    page.wait_for_function("document.body.dataset.orientation === 'landscapeLeft'")
    settle(page)
    check("rotate turns the device to landscape", page.evaluate("vck.hello.width > vck.hello.height"))
    check("rotation sends viewWillTransition", any("viewWillTransition" in e["line"] for e in page.evaluate("vck.lifecycle")))
    shot(page, "07-landscape")
    page.click("#rotate")
    page.wait_for_function("document.body.dataset.orientation === 'portrait'")
    settle(page)
    page.check("#dark")
    settle(page)
    background = page.evaluate("""(() => { const v = [...document.querySelectorAll('#device div')]
        .find(d => d.dataset.kind === 'UIView' && d.style.background); return v ? v.style.background : ''; })()""")
    check("dark mode redraws the screen dark", background.startswith("rgb(0, 0, 0)"), background)
    shot(page, "08-dark")
    page.uncheck("#dark")
    page.select_option("#profile", "ipadair")
    page.wait_for_function("vck.hello.profile === 'ipadair' && vck.frames > 0")
    settle(page)
    check("profile switch gives an iPad", page.evaluate("vck.hello.width") == 820)
    shot(page, "09-ipad")
    page.select_option("#profile", "iphone14")
    page.wait_for_function("vck.hello.profile === 'iphone14'")
    settle(page)
    text_size(page)


def text_lines(page, size):
    """The drawn lines at a font size: [text, drawn width, width Swift measured]."""
    return page.evaluate(f"""[...document.querySelectorAll('#device svg text')]
        .filter(t => t.getAttribute('font-size') === '{size}')
        .map(t => [t.textContent, t.getComputedTextLength(), parseFloat(t.dataset.width)])""")


def text_size(page):
    """The device bar's text size: the home screen's seed note (a footnote label that adjusts
    its font for the content size category) is re-drawn at the category's size, 13 pt at
    Large → 27 pt at AX2 (HIG Dynamic Type sizes), wider, at the width Swift measured."""
    before = text_lines(page, 13)
    page.select_option("#textSize", "accessibilityLarge")
    page.wait_for_function("[...document.querySelectorAll('#device svg text')].some(t => t.getAttribute('font-size') === '27')")
    settle(page, 300)
    after = text_lines(page, 27)
    check("text size AX2 redraws the footnote note at 27 pt (was 13 pt)", len(before) > 0 and len(after) > 0, f"{before} → {after}")
    # The note wraps at AX2, so compare width per character of the same opening words.
    wider = bool(before and after) and before[0][0].startswith(after[0][0]) \
        and after[0][1] / len(after[0][0]) > 1.5 * before[0][1] / len(before[0][0])
    check("the note's first line is drawn wider per character at AX2 (and wraps)", wider, f"{before[:1]} → {after[:1]}")
    worst = max((abs(drawn - measured) for _, drawn, measured in after), default=99)
    check("text drawn at AX2 has the width Swift measured (within 1 px)", worst <= 1, f"worst {worst:.3f}: {after}")
    shot(page, "09b-text-size-ax2")
    page.select_option("#textSize", "large")
    page.wait_for_function("[...document.querySelectorAll('#device svg text')].some(t => t.getAttribute('font-size') === '13')")
    settle(page, 300)
    check("text size back to Large redraws the note as before", text_lines(page, 13) == before, str(text_lines(page, 13)))


def exception_isolation(page, other):
    tap_text(page, "Misuse: push a controller twice")
    page.wait_for_function("vck.exceptions.length > 0")
    check("a UIKit exception is shown on its page",
          "Pushing the same view controller instance more than once" in page.inner_text("#exception"))
    shot(page, "10-exception")
    check("the other tab saw no exception", other.evaluate("vck.exceptions.length") == 0)
    tap_text(page, "Navigation")
    wait_for_lifecycle(page, LEVEL.format(1) + ": viewDidAppear(true)")
    check("the tab that raised still runs", "Level 1" in hierarchy(page))


FUZZ = r"""async (count) => {
  const socket = new WebSocket(`ws://${location.host}/ws`);
  const replies = {};
  socket.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === "error") replies[m.code] = (replies[m.code] || 0) + 1; };
  await new Promise((resolve) => socket.onopen = resolve);
  const hostile = [
    () => "{", () => "", () => "null", () => "[]", () => "1e999", () => "\u0000\u0001",
    () => "[".repeat(3000), () => '{"type":"pointer"' + ',"x":{"y":{"z":[[[[1]]]]}}'.repeat(20) + "}",
    () => JSON.stringify({type: "key", key: "x".repeat(5000)}),
    () => JSON.stringify({type: "pointer", phase: "up", id: Math.floor(Math.random() * 1e6), x: 1, y: 1}),
    () => JSON.stringify({type: "pointer", phase: "down", id: 1, x: "1", y: null}),
    () => JSON.stringify({type: "pointer", phase: "down", id: 1, x: 1e300, y: -1e300}),
    () => JSON.stringify({type: "device", profile: "../../etc/passwd"}),
    () => JSON.stringify({type: "device", orientation: "sideways", appearance: "sepia"}),
    () => JSON.stringify({type: "__proto__", constructor: 1}),
    () => JSON.stringify({type: "refresh", admin: true}),
    () => JSON.stringify({type: ["slowMotion"], on: "yes"}),
    () => new Uint8Array([1, 2, 3, 255]),
    () => JSON.stringify({type: "wheel", x: 1, y: 1, dx: NaN, dy: 1}),
    () => '{"type":"slowMotion","on":true,"on":false,"extra":1}',
  ];
  for (let i = 0; i < count; i++) {
    socket.send(hostile[i % hostile.length]());
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 25));
  }
  await new Promise((r) => setTimeout(r, 1500));
  const open = socket.readyState === 1;
  socket.close();
  return { open, replies };
}"""


def fuzz(page, other, port):
    sessions_before = status(port)["sessions"]
    result = page.evaluate(FUZZ, 10000)
    check("10,000 hostile messages: the socket stays open", result["open"], str(result))
    check("hostile messages get error replies", sum(result["replies"].values()) > 100, str(result["replies"]))
    check("the flood is rate limited", result["replies"].get("rate-limited", 0) >= 1, str(result["replies"]))
    # A frame over 16 KiB closes that socket (the close code the browser reports varies:
    # 1009 or 1006); the server goes on.
    closed = page.evaluate("""() => new Promise((resolve) => {
        const s = new WebSocket(`ws://${location.host}/ws`);
        s.onopen = () => s.send("x".repeat(20000));
        s.onclose = (e) => resolve(e.code);
        setTimeout(() => resolve("still open"), 5000); })""")
    check("an oversized frame closes its socket", closed != "still open", str(closed))
    other.wait_for_timeout(500)
    frames = other.evaluate("vck.frames")
    tap_text(other, "Navigation")
    wait_for_lifecycle(other, LEVEL.format(1) + ": viewDidAppear(true)")
    check("the other tab still runs after the fuzz", other.evaluate("vck.frames") > frames)
    time.sleep(0.5)
    check("fuzz sockets left no session behind", status(port)["sessions"] == sessions_before, str(status(port)))


def storyboard():
    """`catalog --storyboard FILE` serves that storyboard's app."""
    fixture = os.path.join(os.path.dirname(__file__), "..", "UIKitTests", "Storyboards", "StoryboardFixtures", "Flow.storyboard")
    server, port = start_server("--storyboard", fixture)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1000, "height": 960})
            page.goto(f"http://127.0.0.1:{port}/")
            page.wait_for_function("[...document.querySelectorAll('#device svg text')].some(t => t.textContent === 'Welcome')")
            check("--storyboard serves the storyboard's initial controller", 'title: "Home"' in hierarchy(page), hierarchy(page))
            shot(page, "11-storyboard")
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)


def main():
    os.makedirs(OUT, exist_ok=True)
    server, port = start_server()
    url = f"http://127.0.0.1:{port}/"
    try:
        check("foreign Origin is refused the WebSocket", handshake(port, "http://evil.example") != 101)
        check("the page's own Origin gets the WebSocket", handshake(port, f"http://127.0.0.1:{port}") == 101)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            context = browser.new_context(viewport={"width": 1000, "height": 960})
            page = context.new_page()
            page.goto(url)
            other = context.new_page()
            other.goto(url)
            other.wait_for_function("vck.frames > 0")
            navigation(page)
            presentation(page)
            text_field(page)
            # Every Catalog screen (each step of each journey) against its picture.
            journeys(page)
            device_bar(page)
            exception_isolation(page, other)
            fuzz(page, other, port)
            check("two tabs, two sessions", status(port)["sessions"] == 2, str(status(port)))
            page.close()
            other.close()
            browser.close()
        deadline = time.time() + 5
        while status(port)["sessions"] != 0 and time.time() < deadline:
            time.sleep(0.1)
        check("closed tabs leave no session behind", status(port)["sessions"] == 0, str(status(port)))
        check("the server is still running", server.poll() is None)
    finally:
        server.terminate()
        server.wait(timeout=10)
    storyboard()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
