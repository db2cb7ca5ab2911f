extension WebPage {
    /// The page's script: draws frames, sends input, shows the panel. What it exposes for
    /// browser tests is `window.vck` (frame count, last error, the device's size).
    static let script = #"""
    "use strict";
    const SVGNS = "http://www.w3.org/2000/svg";
    const device = document.getElementById("device");
    const stage = document.getElementById("stage");
    const vck = window.vck = { frames: 0, lastFrameAt: 0, journey: null, narration: [], errors: [], exceptions: [], hello: null, nodes: new Map(), root: null, scale: 1, lifecycle: [] };
    let socket = null;

    function send(message) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }

    // ---- drawing: one absolutely positioned div per node -------------------------------
    function nodeElement(id) {
      let entry = vck.nodes.get(id);
      if (!entry) {
        const el = document.createElement("div");
        el.dataset.id = id;
        const content = document.createElementNS(SVGNS, "svg");
        const border = document.createElement("div");
        border.className = "border";
        border.style.inset = "0"; border.style.pointerEvents = "none";
        el.append(content, border);
        entry = { el, content, border, node: { id } };
        vck.nodes.set(id, entry);
      }
      return entry;
    }

    function colour(c) { return c || "transparent"; }

    // A background thinner than a pixel (a one-device-pixel separator drawn at scale 1) is
    // drawn as an SVG rectangle, anti-aliased like the picture renderer draws it; as a div
    // background the browser would snap it to a whole pixel or to nothing.
    function isHairline(n) {
      const f = n.frame || [0, 0, 0, 0];
      return !!n.background && !n.cornerRadius && (f[2] < 1 || f[3] < 1);
    }

    function esc(text) { return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"); }

    // Symbols drawn as strokes in a unit square: [weight, points]; the same as SVGRenderer's SymbolShapes.
    const STROKES = {
      "symbol:chevron.forward": [0.12, [[0.38, 0.2], [0.68, 0.5], [0.38, 0.8]]],
      "symbol:chevron.right": [0.12, [[0.38, 0.2], [0.68, 0.5], [0.38, 0.8]]],
      "symbol:chevron.down": [0.12, [[0.2, 0.38], [0.5, 0.68], [0.8, 0.38]]],
      "symbol:checkmark": [0.12, [[0.14, 0.52], [0.4, 0.78], [0.86, 0.22]]],
    };

    const EDITING_CONTROLS = ["symbol:minus.circle.fill", "symbol:plus.circle.fill", "symbol:circle", "symbol:line.3.horizontal"];

    function drawContent(entry) {
      const n = entry.node, f = n.frame || [0, 0, 0, 0];
      let svg = isHairline(n) ? `<rect x="0" y="0" width="${f[2]}" height="${f[3]}" fill="${n.background}"/>` : "";
      // A gradient layer's fill, rounded as its background is.
      if (n.gradient && n.gradient.colors.length) {
        const g = n.gradient, id = `vck-gradient-${n.id}`;
        const stops = g.colors.map((c, i) => `<stop offset="${g.locations[i]}" stop-color="${c}"/>`).join("");
        svg += `<defs><linearGradient id="${id}" x1="${g.x1}" y1="${g.y1}" x2="${g.x2}" y2="${g.y2}">${stops}</linearGradient></defs>`;
        svg += `<rect x="0" y="0" width="${f[2]}" height="${f[3]}" rx="${n.cornerRadius || 0}" fill="url(#${id})"/>`;
      }
      // The view's own drawing (draw(_:)): the svg element clips it to the node's size.
      for (const p of n.paths || []) {
        let paint = p.fill ? `fill="${p.fill}"` : `fill="none"`;
        if (p.fill && p.evenOdd) paint += ` fill-rule="evenodd"`;
        if (p.stroke) paint += ` stroke="${p.stroke}" stroke-width="${p.w}" stroke-linecap="${p.cap || "butt"}" stroke-linejoin="${p.join || "miter"}"`;
        svg += `<path d="${p.d}" ${paint}/>`;
      }
      for (const fill of n.fills || []) {
        const r = fill.rect;
        svg += `<rect x="${r[0]}" y="${r[1]}" width="${r[2]}" height="${r[3]}" fill="${fill.color}"/>`;
      }
      if (n.image) {
        const r = n.image.rect, tint = n.image.tint || "#007AFFFF", name = n.image.name || "";
        if (name === "symbol:chevron.backward" || name === "symbol:chevron.left") {
          const p = [[0.8, 0.06], [0.14, 0.5], [0.8, 0.94]].map(([a, b]) => `${r[0] + r[2] * a},${r[1] + r[3] * b}`).join(" ");
          svg += `<polyline points="${p}" fill="none" stroke="${tint}" stroke-width="${Math.max(1, r[2] / 5)}" stroke-linecap="round" stroke-linejoin="round"/>`;
        } else if (STROKES[name]) {
          const k = STROKES[name], side = Math.min(r[2], r[3]), x0 = r[0] + (r[2] - side) / 2, y0 = r[1] + (r[3] - side) / 2;
          const p = k[1].map(([a, b]) => `${x0 + side * a},${y0 + side * b}`).join(" ");
          svg += `<polyline points="${p}" fill="none" stroke="${tint}" stroke-width="${Math.max(1, side * k[0])}" stroke-linecap="round" stroke-linejoin="round"/>`;
        } else if (name === "symbol:info.circle") {
          const side = Math.min(r[2], r[3]), cx = r[0] + r[2] / 2, cy = r[1] + r[3] / 2, w = Math.max(1, side / 14);
          svg += `<circle cx="${cx}" cy="${cy}" r="${side / 2 - w / 2}" fill="none" stroke="${tint}" stroke-width="${w}"/>`;
          svg += `<line x1="${cx}" y1="${cy - side * 0.04}" x2="${cx}" y2="${cy + side * 0.24}" stroke="${tint}" stroke-width="${w * 1.4}" stroke-linecap="round"/>`;
          svg += `<circle cx="${cx}" cy="${cy - side * 0.22}" r="${w}" fill="${tint}"/>`;
        } else if (EDITING_CONTROLS.includes(name)) {
          // The same shapes as SVGRenderer's drawEditingControl.
          const side = Math.min(r[2], r[3]), cx = r[0] + r[2] / 2, cy = r[1] + r[3] / 2;
          const bar = (x1, y1, x2, y2, paint, k) => `<line x1="${cx + side * x1}" y1="${cy + side * y1}" x2="${cx + side * x2}" y2="${cy + side * y2}" stroke="${paint}" stroke-width="${Math.max(1, side * k)}" stroke-linecap="round"/>`;
          if (name === "symbol:circle") {
            const w = Math.max(1, side / 14);
            svg += `<circle cx="${cx}" cy="${cy}" r="${side / 2 - w / 2}" fill="none" stroke="${tint}" stroke-width="${w}"/>`;
          } else if (name === "symbol:line.3.horizontal") {
            for (const y of [-0.22, 0, 0.22]) svg += bar(-0.36, y, 0.36, y, tint, 0.08);
          } else {
            svg += `<circle cx="${cx}" cy="${cy}" r="${side * 0.46}" fill="${tint}"/>` + bar(-0.24, 0, 0.24, 0, "#FFFFFF", 0.1);
            if (name === "symbol:plus.circle.fill") svg += bar(0, -0.24, 0, 0.24, "#FFFFFF", 0.1);
          }
        } else if (name.startsWith("symbol:")) {
          const i = Math.min(r[2], r[3]) / 8;
          svg += `<rect x="${r[0] + i}" y="${r[1] + i}" width="${Math.max(0, r[2] - 2 * i)}" height="${Math.max(0, r[3] - 2 * i)}" rx="${i}" fill="none" stroke="${tint}" stroke-width="${Math.max(1, i / 1.5)}"/>`;
        } else {
          svg += `<rect x="${r[0]}" y="${r[1]}" width="${r[2]}" height="${r[3]}" fill="#D1D1D6"/>`;
        }
      }
      if (n.text) {
        const t = n.text, font = t.font;
        const attrs = `font-family="${esc(font.family)}" font-size="${font.size}"` + (font.bold ? ` font-weight="bold"` : "") + (font.italic ? ` font-style="oblique"` : "");
        for (const line of t.lines) {
          if (!line.t) continue;
          svg += `<text x="${line.x}" y="${line.y}" ${attrs} fill="${t.color}" xml:space="preserve" data-width="${line.w}">${esc(line.t)}</text>`;
        }
      }
      entry.content.setAttribute("width", Math.max(0, f[2])); entry.content.setAttribute("height", Math.max(0, f[3]));
      entry.content.innerHTML = svg;
    }

    function style(entry, isRoot) {
      const n = entry.node, s = entry.el.style, f = n.frame || [0, 0, 0, 0];
      s.left = (isRoot ? 0 : f[0]) + "px"; s.top = (isRoot ? 0 : f[1]) + "px";
      s.width = f[2] + "px"; s.height = f[3] + "px";
      const t = n.transform;
      s.transform = t && !isRoot ? `matrix(${t.join(",")})` : "";
      s.opacity = n.opacity === undefined ? "" : n.opacity;
      s.display = n.hidden ? "none" : "";
      s.background = isHairline(n) ? "transparent" : colour(n.background);
      const corners = n.corners === undefined ? 15 : n.corners, cr = n.cornerRadius || 0;
      s.borderRadius = !cr ? "" : corners === 15 ? cr + "px"
        : [1, 2, 8, 4].map((bit) => (corners & bit ? cr : 0) + "px").join(" ");
      s.overflow = n.clips ? "hidden" : "visible";
      const sh = n.shadow;
      s.boxShadow = sh && sh.opacity > 0 && n.background ? `${sh.offsetX}px ${sh.offsetY}px ${sh.radius}px rgba(${parseInt(sh.color.slice(1, 3), 16)},${parseInt(sh.color.slice(3, 5), 16)},${parseInt(sh.color.slice(5, 7), 16)},${sh.opacity * parseInt(sh.color.slice(7, 9), 16) / 255})` : "";
      const b = n.border, bs = entry.border.style;
      bs.border = b && b.width > 0 ? `${b.width}px solid ${b.color}` : "";
      bs.borderRadius = s.borderRadius;
      entry.el.dataset.kind = n.kind || "";
    }

    function placeChildren(entry) {
      for (const id of entry.node.children || []) entry.el.insertBefore(nodeElement(id).el, entry.border);
    }

    const CONTENT = ["gradient", "fills", "paths", "image", "text", "frame"];
    function applyDiff(diff) {
      for (const id of diff.removed || []) {
        const entry = vck.nodes.get(id);
        if (entry) { entry.el.remove(); vck.nodes.delete(id); }
      }
      const touched = new Set();
      for (const node of diff.inserted || []) { const e = nodeElement(node.id); e.node = node; touched.add(e); }
      for (const patch of diff.updated || []) {
        const e = nodeElement(patch.id);
        for (const key in patch) if (key !== "id") { if (patch[key] === null) delete e.node[key]; else e.node[key] = patch[key]; }
        touched.add(e);
      }
      if (diff.root !== undefined) vck.root = diff.root;
      for (const e of touched) {
        style(e, e.node.id === vck.root);
        drawContent(e);
        placeChildren(e);
      }
      const root = vck.nodes.get(vck.root);
      if (root && root.el.parentNode !== device) { device.replaceChildren(root.el); }
    }

    function fit() {
      if (!vck.hello) return;
      const w = vck.hello.width, h = vck.hello.height;
      const scale = Math.min(1, (stage.clientWidth - 40) / w, (stage.clientHeight - 40) / h);
      vck.scale = scale > 0 ? scale : 1;
      device.style.width = w + "px"; device.style.height = h + "px";
      device.style.transform = `translate(20px, 20px) scale(${vck.scale})`;
    }

    // ---- input -------------------------------------------------------------------------
    function point(event) {
      const r = device.getBoundingClientRect();
      return { x: (event.clientX - r.left) / vck.scale, y: (event.clientY - r.top) / vck.scale };
    }
    const down = new Set();
    device.addEventListener("pointerdown", (e) => {
      try { device.setPointerCapture(e.pointerId); } catch (_) { /* a synthetic pointer */ }
      down.add(e.pointerId);
      send({ type: "pointer", phase: "down", id: e.pointerId, ...point(e) });
      e.preventDefault();
    });
    device.addEventListener("pointermove", (e) => {
      if (!down.has(e.pointerId)) return;
      send({ type: "pointer", phase: "move", id: e.pointerId, ...point(e) });
    });
    for (const [name, phase] of [["pointerup", "up"], ["pointercancel", "cancel"]]) {
      device.addEventListener(name, (e) => {
        if (!down.delete(e.pointerId)) return;
        send({ type: "pointer", phase, id: e.pointerId, ...point(e) });
      });
    }
    device.addEventListener("wheel", (e) => {
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
      send({ type: "wheel", ...point(e), dx: e.deltaX * unit / vck.scale, dy: e.deltaY * unit / vck.scale });
    }, { passive: false });
    // Keys for the first responder: one character, Return or Backspace (what the server
    // accepts); shortcuts with Ctrl/Alt/Meta and keys of the page's own controls stay the page's.
    window.addEventListener("keydown", (e) => {
      if (e.target.tagName === "SELECT" || e.target.tagName === "INPUT" || e.isComposing) return;
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      if ([...e.key].length !== 1 && e.key !== "Enter" && e.key !== "Backspace") return;
      e.preventDefault();
      send({ type: "key", key: e.key });
    });
    window.addEventListener("resize", () => { fit(); send({ type: "resize", width: innerWidth, height: innerHeight }); });

    // ---- device bar --------------------------------------------------------------------
    const profile = document.getElementById("profile");
    profile.addEventListener("change", () => send({ type: "device", profile: profile.value }));
    document.getElementById("dark").addEventListener("change", (e) => send({ type: "device", appearance: e.target.checked ? "dark" : "light" }));
    const textSize = document.getElementById("textSize");
    textSize.addEventListener("change", () => send({ type: "device", textSize: textSize.value }));
    document.getElementById("slow").addEventListener("change", (e) => send({ type: "slowMotion", on: e.target.checked }));
    // Portrait and landscape in turn (every profile supports both).
    document.getElementById("rotate").addEventListener("click", () => {
      const from = vck.hello ? vck.hello.orientation : "portrait";
      send({ type: "device", orientation: from === "portrait" ? "landscapeLeft" : "portrait" });
    });

    // Journeys: the picker starts one on a fresh host; Step performs its next step.
    const journeyPicker = document.getElementById("journey");
    const stepButton = document.getElementById("step");
    journeyPicker.addEventListener("change", () => send(journeyPicker.value ? { type: "journey", id: journeyPicker.value } : { type: "journey" }));
    stepButton.addEventListener("click", () => send({ type: "step" }));

    function showJourney(message) {
      const box = document.getElementById("journey-box");
      if (!message.id) {
        vck.journey = null;
        box.style.display = "none";
        stepButton.disabled = true;
        journeyPicker.value = "";
        return;
      }
      if (!vck.journey || vck.journey.id !== message.id) { vck.narration = []; document.getElementById("journey-narration").textContent = ""; }
      vck.journey = message;
      box.style.display = "block";
      journeyPicker.value = message.id;
      stepButton.disabled = message.done;
      document.getElementById("journey-title").textContent = message.title;
      document.getElementById("journey-source").textContent = "Seed section: " + message.source;
      document.getElementById("journey-step").textContent = message.done
        ? `Done: ${message.steps} steps`
        : `Step ${message.step} of ${message.steps}` + (message.next ? ` · next: ${message.next}` : "");
      const pre = document.getElementById("journey-narration");
      for (const line of message.narration) { vck.narration.push(line); pre.textContent += line + "\n"; }
      pre.scrollTop = pre.scrollHeight;
    }

    // ---- the panel ---------------------------------------------------------------------
    const lifecycle = document.getElementById("lifecycle");
    function showLifecycle(events) {
      for (const old of lifecycle.querySelectorAll("li.latest")) old.classList.remove("latest");
      for (const event of events) {
        vck.lifecycle.push(event);
        const li = document.createElement("li");
        li.className = "latest";
        li.textContent = `[${event.time.toFixed(3)} s] ${event.line}`;
        if (event.controller) li.dataset.controller = event.controller;
        lifecycle.append(li);
      }
      while (lifecycle.children.length > 500) lifecycle.firstChild.remove();
      lifecycle.scrollTop = lifecycle.scrollHeight;
    }

    // ---- the socket --------------------------------------------------------------------
    function handle(message) {
      switch (message.type) {
        case "hello": {
          const fresh = !vck.hello || vck.hello.session !== message.session || vck.hello.host !== message.host;
          vck.hello = message;
          if (journeyPicker.options.length !== message.journeys.length + 1) {
            journeyPicker.replaceChildren(new Option("(the app)", ""), ...message.journeys.map((j) => new Option(j.title, j.id)));
          }
          profile.replaceChildren(...message.profiles.map((name) => new Option(name, name, false, name === message.profile)));
          if (fresh) { vck.nodes.clear(); vck.root = null; device.replaceChildren(); }
          document.getElementById("status").textContent = `session ${message.session} · ${message.profile} · ${message.orientation}`;
          document.body.dataset.orientation = message.orientation;
          fit();
          break;
        }
        case "frame":
          applyDiff(message.diff);
          vck.frames += 1;
          vck.lastFrameAt = performance.now();
          document.body.dataset.frames = vck.frames;
          break;
        case "lifecycle": showLifecycle(message.events); break;
        case "journey": showJourney(message); break;
        case "hierarchy": document.getElementById("hierarchy").textContent = message.text; break;
        case "exception": {
          vck.exceptions.push(message.message);
          const box = document.getElementById("exception");
          box.style.display = "block";
          box.textContent = "UIKit exception (the app goes on, the call changed nothing):\n" + message.message;
          break;
        }
        case "error":
          vck.errors.push(message);
          document.getElementById("error").textContent = `refused: ${message.code}: ${message.message}`;
          break;
      }
    }

    function connect() {
      socket = new WebSocket(`ws://${location.host}/ws`);
      socket.onopen = () => send({ type: "resize", width: innerWidth, height: innerHeight });
      socket.onmessage = (e) => handle(JSON.parse(e.data));
      socket.onclose = () => { document.getElementById("status").textContent = "disconnected"; vck.closed = true; };
    }
    connect();
    """#
}
