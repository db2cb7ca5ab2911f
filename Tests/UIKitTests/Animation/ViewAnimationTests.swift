import Testing
import UIKitTesting

/// `UIView.animate`: model values at once, presentation values frame by frame (issue 7,
/// item 7; Apple: UIView.animate(withDuration:delay:options:animations:completion:),
/// CALayer.presentation()).
@Suite @MainActor struct ViewAnimationTests {
    @Test func linearAlpha_modelAtOnce_presentationMovesEachFrame_completionAtTheEnd() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 },
                       completion: { completions.append($0) })
        #expect(view.alpha == 0)
        #expect(opacity(view) == 1)
        for n in 1...59 {
            host.advance(by: frame)
            #expect(close(opacity(view), 1 - Double(n) / 60, within: 1e-6), "frame \(n)")
        }
        #expect(completions.isEmpty)
        host.advance(by: frame)
        #expect(completions == [true])
        #expect(view.layer.presentation() == nil)
    }

    @Test func defaultCurve_isEaseInOut_withCoreAnimationsControlPoints() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 50) }
        for n in [12, 30, 60, 90, 108] {
            host.advance(by: frame * Double(n) - host.clock.now)
            let y = bezierY(atX: Double(n) / 120, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            #expect(close(view.layer.presentation()?.position.x, 50 + 200 * y, within: 1e-6), "frame \(n)")
        }
    }

    @Test func curveOptions_followTheirControlPoints() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let curves: [(UIView.AnimationOptions, CGPoint, CGPoint)] = [
            (.curveEaseIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            (.curveEaseOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
            (.curveEaseInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        ]
        let views = curves.map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach(host.window.addSubview)
        for (view, curve) in zip(views, curves) {
            UIView.animate(withDuration: 0.25, delay: 0, options: curve.0, animations: { view.alpha = 0 })
        }
        host.advance(by: frame * 9)
        for (view, curve) in zip(views, curves) {
            #expect(close(opacity(view), 1 - bezierY(atX: 9.0 / 30, curve.1, curve.2), within: 1e-6))
        }
    }

    @Test func frameChange_animatesBoundsAndCenter_presentationFrameInterpolates() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 200, width: 200, height: 50)
        })
        #expect(view.frame == CGRect(x: 100, y: 200, width: 200, height: 50))
        host.advance(by: frame * 15)
        let shown = view.layer.presentation()!.frame
        #expect(close(shown.origin.x, 50, within: 1e-6) && close(shown.origin.y, 100, within: 1e-6))
        #expect(close(shown.width, 150, within: 1e-6) && close(shown.height, 75, within: 1e-6))
        host.runUntilIdle()
        #expect(view.layer.presentation() == nil)
    }

    @Test func layerProperties_animate_cornerBorderShadowAndColours() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            view.layer.cornerRadius = 20
            view.layer.borderWidth = 4
            view.layer.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = 13
            view.layer.shadowOffset = CGSize(width: 10, height: 7)
            view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        host.advance(by: 0.25)
        let shown = view.layer.presentation()!
        #expect(close(shown.cornerRadius, 10) && close(shown.borderWidth, 2))
        #expect(shown.borderColor == CGColor(red: 0, green: 0, blue: 0.5, alpha: 0.5))   // from no colour
        #expect(close(CGFloat(shown.shadowOpacity), 0.5) && close(shown.shadowRadius, 8))
        #expect(shown.shadowOffset == CGSize(width: 5, height: 2))
        #expect(shown.backgroundColor == CGColor(red: 0.5, green: 0.5, blue: 0, alpha: 1))
        #expect(shown.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.layer.cornerRadius == 20)
    }

    @Test func layoutIfNeeded_insideTheBlock_animatesTheFramesConstraintsProduce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: host.window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
        ])
        host.runUntilIdle()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        leading.constant = 200
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { host.window.layoutIfNeeded() })
        #expect(box.frame.origin.x == 200)
        host.advance(by: 0.125)
        #expect(close(box.layer.presentation()?.frame.origin.x, 50, within: 1e-6))
    }

    @Test func layoutSubviewsOption_animatesTheSubviewsLayoutTheChangeCauses() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        final class Panel: UIView {
            let inner = UIView()
            override func layoutSubviews() { inner.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.addSubview(panel.inner)
        host.window.addSubview(panel)
        host.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews],
                       animations: { panel.frame.size.width = 300 })
        #expect(panel.inner.frame.width == 280)
        host.advance(by: 0.5)
        #expect(close(panel.inner.layer.presentation()?.bounds.width, 180, within: 1e-6))
    }

    @Test func completions_runInTheOrderTheAnimationsStarted_whenTheyEndTogether() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let views = (0..<3).map { _ in UIView() }
        views.forEach(host.window.addSubview)
        var log: [String] = []
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: { views[0].alpha = 0 },
                       completion: { log.append("A \($0)") })
        host.advance(by: 0.25)
        UIView.animate(withDuration: 0.5, animations: { views[1].alpha = 0 }, completion: { log.append("B \($0)") })
        UIView.animate(withDuration: 0.25, delay: 0.25, options: [], animations: { views[2].alpha = 0 },
                       completion: { log.append("C \($0)") })
        host.advance(by: 0.5 - frame)
        #expect(log.isEmpty)
        host.advance(by: frame)
        #expect(log == ["A true", "B true", "C true"])
    }

    @Test func eachFrame_runsTheDisplayPass_whileSomethingMoves_andNotAfter() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView()
        host.window.addSubview(view)
        host.runUntilIdle()
        var displayed: [Double] = []
        host.runtime.displayHandlers.append { displayed.append(host.clock.now) }
        UIView.animate(withDuration: 4 * frame, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        host.advance(by: 10 * frame)
        // The turn of the animate call, then frames 1–4 (the last one ends the animation).
        #expect(displayed.count == 5)
        #expect(zip(displayed.dropFirst(), 1...4).allSatisfy { abs($0 - Double($1) * frame) < 1e-9 })
    }

    @Test func zeroDuration_completesOnALaterTurn_withTrue() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView()
        host.window.addSubview(view)
        var completed: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        host.pump()
        #expect(completed == [true])
    }

    @Test func anAnimationThatChangesNothing_completesAfterItsDuration() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var completed = false
        UIView.animate(withDuration: 0.3, animations: {}, completion: { completed = $0 })
        host.advance(by: 0.3 - frame)
        #expect(!completed)
        host.advance(by: frame)
        #expect(completed)
    }

    @Test func runUntilIdle_waitsForRunningAnimations_butNotForRepeatingOnes() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView()
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 })
        host.runUntilIdle()
        #expect(host.clock.now == 0)
        host.advance(by: 0.1)
        #expect(close(opacity(view), 0.75, within: 1e-6))
        host.advance(by: 0.4)
        #expect(close(opacity(view), 0.25, within: 1e-6))   // on the way back
        host.advance(by: 0.4)
        #expect(close(opacity(view), 0.75, within: 1e-6))   // the next cycle
        var done = false
        UIView.animate(withDuration: 1, animations: {}, completion: { _ in done = true })
        host.runUntilIdle()
        #expect(done)
        #expect(close(host.clock.now, 1.9, within: 1e-9))
    }

    @Test func aViewIsReleasedWhenItsAnimationEnds() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        weak var released: UIView?
        do {
            let view = UIView()
            released = view
            host.window.addSubview(view)
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { _ in view.removeFromSuperview() })
        }
        #expect(released != nil)
        host.runUntilIdle()
        #expect(released == nil)
    }
}
