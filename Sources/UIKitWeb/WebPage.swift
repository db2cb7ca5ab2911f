/// The page the browser host serves: the device (the render tree drawn as absolutely
/// positioned elements), the device bar and the live panel. Kept as string constants so
/// the executable needs no resource bundle beside it.
enum WebPage {
    /// The only files `/fonts/` serves: the DejaVu Sans faces Swift measures with.
    static let fontFiles: Set<String> = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf",
    ]

    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>ViewControllerKit</title>
    <style>
    @font-face { font-family: "DejaVu Sans"; src: url(/fonts/DejaVuSans.ttf); font-weight: normal; font-style: normal; }
    @font-face { font-family: "DejaVu Sans"; src: url(/fonts/DejaVuSans-Bold.ttf); font-weight: bold; font-style: normal; }
    @font-face { font-family: "DejaVu Sans"; src: url(/fonts/DejaVuSans-Oblique.ttf); font-weight: normal; font-style: oblique; }
    @font-face { font-family: "DejaVu Sans"; src: url(/fonts/DejaVuSans-BoldOblique.ttf); font-weight: bold; font-style: oblique; }
    html, body { margin: 0; height: 100%; font: 13px "DejaVu Sans", sans-serif; background: #e5e5ea; }
    body { display: flex; flex-direction: column; }
    #bar { display: flex; gap: 12px; align-items: center; padding: 6px 10px; background: #f2f2f7; border-bottom: 1px solid #c6c6c8; }
    #main { flex: 1; display: flex; min-height: 0; }
    #stage { flex: 1; position: relative; overflow: hidden; }
    #device { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden; background: #000;
              touch-action: none; user-select: none; box-shadow: 0 0 0 8px #1c1c1e; border-radius: 4px; }
    #device div { position: absolute; box-sizing: border-box; }
    #device svg { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none;
                  font-variant-ligatures: none; font-kerning: normal; }
    #panel { width: 380px; display: flex; flex-direction: column; border-left: 1px solid #c6c6c8; background: #fff; min-height: 0; }
    #panel h2 { font-size: 12px; margin: 8px 10px 4px; color: #6c6c70; text-transform: uppercase; }
    #hierarchy { margin: 0 10px; font: 11px "DejaVu Sans Mono", monospace; white-space: pre; overflow: auto; max-height: 30%; }
    #lifecycle { flex: 1; margin: 0; padding: 0 10px 0 36px; overflow: auto; font-size: 11px; }
    #lifecycle li.latest { background: #fff3b0; }
    #exception { display: none; margin: 8px 10px; padding: 6px; background: #ffe5e5; color: #a00; white-space: pre-wrap; }
    #journey-box { display: none; margin: 0 10px; }
    #journey-source { color: #6c6c70; font-size: 11px; margin: 2px 0; }
    #journey-step { font-weight: bold; margin: 4px 0; }
    #journey-narration { font: 10px "DejaVu Sans Mono", monospace; white-space: pre-wrap; max-height: 180px; overflow: auto; margin: 0; }
    #error { color: #a00; font-size: 11px; margin: 0 10px; min-height: 1em; }
    </style>
    </head>
    <body>
    <div id="bar">
      <label>Device <select id="profile"></select></label>
      <label><input type="checkbox" id="dark"> Dark</label>
      <label>Text size <select id="textSize">
        <option value="extraSmall">xS</option><option value="small">S</option><option value="medium">M</option>
        <option value="large" selected>L (default)</option><option value="extraLarge">XL</option>
        <option value="extraExtraLarge">XXL</option><option value="extraExtraExtraLarge">XXXL</option>
        <option value="accessibilityMedium">AX1</option><option value="accessibilityLarge">AX2</option>
        <option value="accessibilityExtraLarge">AX3</option><option value="accessibilityExtraExtraLarge">AX4</option>
        <option value="accessibilityExtraExtraExtraLarge">AX5</option>
      </select></label>
      <button id="rotate">Rotate</button>
      <label><input type="checkbox" id="slow"> Slow motion (×0.1)</label>
      <label>Journey <select id="journey"><option value="">(the app)</option></select></label>
      <button id="step" disabled>Step</button>
      <span id="status">connecting…</span>
    </div>
    <div id="main">
      <div id="stage"><div id="device"></div></div>
      <div id="panel">
        <div id="exception"></div>
        <div id="journey-box">
          <h2>Journey</h2>
          <div id="journey-title"></div>
          <div id="journey-source"></div>
          <div id="journey-step"></div>
          <pre id="journey-narration"></pre>
        </div>
        <h2>Controller hierarchy</h2>
        <pre id="hierarchy"></pre>
        <h2>Lifecycle callbacks (session clock)</h2>
        <ol id="lifecycle"></ol>
        <div id="error"></div>
      </div>
    </div>
    <script src="/app.js"></script>
    </body>
    </html>
    """#
}
