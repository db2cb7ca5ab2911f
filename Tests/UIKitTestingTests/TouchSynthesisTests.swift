import Testing
import UIKitTesting

/// Touch synthesis: taps and swipes aimed by identifier or label go through the real
/// event path, and aiming at a view a real finger could not touch fails with a message.
@Suite @MainActor struct TouchSynthesisTests {
    private func scene() -> (HeadlessHost, UIView, TraceRecorder) {
        let host = HeadlessHost()
        host.show(UIViewController())
        return (host, host.window.rootViewController!.view!, TraceRecorder())
    }

    private func control(_ id: String, _ frame: CGRect, in parent: UIView, trace: TraceRecorder) -> UIControl {
        let control = UIControl(frame: frame)
        control.accessibilityIdentifier = id
        control.addAction(UIAction { [trace] _ in trace.record("\(id).touchUpInside") }, for: .touchUpInside)
        parent.addSubview(control)
        return control
    }

    @Test func tapByIdentifier_deliversTouchUpInside() throws {
        let (host, root, trace) = scene()
        _ = control("save", CGRect(x: 20, y: 100, width: 100, height: 44), in: root, trace: trace)
        _ = control("cancel", CGRect(x: 200, y: 100, width: 100, height: 44), in: root, trace: trace)
        try host.tap(identifier: "cancel")
        try host.tap(identifier: "save")
        #expect(trace.events == ["cancel.touchUpInside", "save.touchUpInside"])
    }

    @Test func tapByLabel_usesAccessibilityLabel_orAResolver() throws {
        let (host, root, trace) = scene()
        let save = control("save", CGRect(x: 20, y: 100, width: 100, height: 44), in: root, trace: trace)
        save.accessibilityLabel = "Save"
        let other = control("other", CGRect(x: 200, y: 100, width: 100, height: 44), in: root, trace: trace)
        try host.tap(label: "Save")
        #expect(throws: TouchSynthesisError.notFound(query: "label \"Other\"")) { try host.tap(label: "Other") }
        host.labelResolvers.append { $0 === other ? "Other" : nil }   // e.g. a button's title
        try host.tap(label: "Other")
        #expect(trace.events == ["save.touchUpInside", "other.touchUpInside"])
    }

    @Test func tappingACoveredView_failsWithAClearMessage_andTouchesNothing() {
        let (host, root, trace) = scene()
        _ = control("save", CGRect(x: 20, y: 100, width: 100, height: 44), in: root, trace: trace)
        let cover = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
        cover.accessibilityIdentifier = "banner"
        root.addSubview(cover)
        do {
            try host.tap(identifier: "save")
            Issue.record("expected the tap to fail")
        } catch {
            #expect("\(error)" == "a touch at the centre of <UIControl 'save'; frame = (20 100; 100 44)> "
                + "({70, 122} in the window) would land on <UIView 'banner'; frame = (0 80; 200 100)>")
        }
        #expect(trace.events == [])
    }

    @Test func tappingHiddenOrDetachedViews_fails() {
        let (host, root, trace) = scene()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        container.accessibilityIdentifier = "container"
        root.addSubview(container)
        let save = control("save", CGRect(x: 20, y: 0, width: 100, height: 44), in: container, trace: trace)
        container.isHidden = true
        #expect(throws: TouchSynthesisError.notHittable(
            view: "<UIControl 'save'; frame = (20 0; 100 44)>",
            reason: "its ancestor <UIView 'container'; frame = (0 100; 300 100)> is hidden")) {
            try host.tap(identifier: "save")
        }
        container.isHidden = false
        save.removeFromSuperview()
        #expect(throws: TouchSynthesisError.notFound(query: "identifier 'save'")) { try host.tap(identifier: "save") }
        #expect(throws: TouchSynthesisError.notInWindow(view: "<UIControl 'save'; frame = (20 0; 100 44)>")) {
            try host.tap(save)
        }
        #expect(trace.events == [])
    }

    @Test func swipe_advancesTheClock_soPanVelocityIsReal() throws {
        let (host, root, _) = scene()
        let surface = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        surface.accessibilityIdentifier = "surface"
        root.addSubview(surface)
        let pan = UIPanGestureRecognizer()
        var seen: [String] = []
        pan.addAction { r in
            let p = r as! UIPanGestureRecognizer
            seen.append("\(r.state) \(p.translation(in: nil).x) \(p.velocity(in: nil).x)")
        }
        surface.addGestureRecognizer(pan)
        let start = host.clock.now
        try host.swipe(identifier: "surface", direction: .left, distance: 100, duration: 0.25, steps: 4)
        #expect(host.clock.now - start == 0.25)
        // 25 pt every 0.0625 s: 400 pt/s to the left.
        #expect(seen == ["began -25.0 -400.0", "changed -50.0 -400.0", "changed -75.0 -400.0",
                         "changed -100.0 -400.0", "ended -100.0 -400.0"])
    }

    @Test func edgeSwipe_drivesAScreenEdgeRecognizer() {
        let (host, root, _) = scene()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        var states: [String] = []
        edge.addAction { states.append("\($0.state)") }
        root.addGestureRecognizer(edge)
        host.edgeSwipe(from: .left, steps: 3)
        #expect(states == ["began", "changed", "changed", "ended"])
    }

    @Test func primitives_twoFingers() {
        let (host, root, _) = scene()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        var states: [String] = []
        pan.addAction { states.append("\($0.state) \($0.numberOfTouches)") }
        root.addGestureRecognizer(pan)
        let a = host.touchDown(at: CGPoint(x: 100, y: 300))
        let b = host.touchDown(at: CGPoint(x: 200, y: 300))
        host.advance(by: 0.1)
        host.touchMove(a, to: CGPoint(x: 100, y: 330))
        host.touchMove(b, to: CGPoint(x: 200, y: 330))
        host.touchUp(a)
        host.touchUp(b)
        #expect(states == ["began 2", "changed 2", "ended 1"])
    }

    @Test func tappingAViewUnderAFrontWindow_failsNamingTheFrontView() {
        let (host, root, trace) = scene()
        _ = control("save", CGRect(x: 20, y: 100, width: 100, height: 44), in: root, trace: trace)
        let alertWindow = UIWindow(frame: host.screen.bounds)
        alertWindow.windowLevel = .alert
        alertWindow.rootViewController = UIViewController()
        alertWindow.rootViewController!.view.accessibilityIdentifier = "dimming"
        alertWindow.isHidden = false
        host.runUntilIdle()
        #expect(throws: TouchSynthesisError.covered(
            view: "<UIControl 'save'; frame = (20 100; 100 44)>", point: CGPoint(x: 70, y: 122),
            hitView: "<UIView 'dimming'; frame = (0 0; 390 844)>")) {
            try host.tap(identifier: "save")
        }
        alertWindow.isHidden = true
        #expect(throws: Never.self) { try host.tap(identifier: "save") }
        #expect(trace.events == ["save.touchUpInside"])
    }
}
