import Testing
import UIKitTesting

/// Keyframes, springs and view transitions (Apple: UIView.animateKeyframes(withDuration:…),
/// addKeyframe(withRelativeStartTime:relativeDuration:animations:),
/// animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…),
/// transition(with:…), transition(from:to:…)).
@Suite @MainActor struct KeyframeAndTransitionTests {
    private func makeHost() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        return (host, view)
    }

    @Test func keyframes_moveThroughEachValueInTheirSlot() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        var completed: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 50 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: { completed.append($0) })
        #expect(view.center.x == 50 && view.alpha == 0)
        let expected: [(Double, Double, Double)] = [   // time, position.x, opacity
            (0.25, 100, 1), (0.5, 150, 0.5), (0.625, 100, 0.25), (0.75, 50, 0), (0.9, 50, 0),
        ]
        for (time, x, alpha) in expected {
            host.advance(by: time - host.clock.now)
            #expect(close(view.layer.presentation()?.position.x, x, within: 1e-6), "at \(time)")
            #expect(close(opacity(view), alpha, within: 1e-6), "at \(time)")
        }
        host.runUntilIdle()
        #expect(completed == [true])
        #expect(view.layer.presentation() == nil)
    }

    @Test func discreteKeyframes_jumpAtTheirStart() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
        })
        host.advance(by: 0.25)
        #expect(opacity(view) == 1)
        host.advance(by: 0.25)
        #expect(close(opacity(view), 0.2, within: 1e-6))
    }

    @Test func spring_underDamped_overshoots_thenSettlesOnTheTargetAtTheDuration() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        var completed = false
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 150 }, completion: { completed = $0 })
        var shown: [CGFloat] = []
        for _ in 0..<119 {
            host.advance(by: frame)
            shown.append(view.layer.presentation()!.position.x)
        }
        #expect(shown.max()! > 150 + 10)         // overshoot past the target
        #expect(abs(shown.last! - 150) < 0.2)   // settling: within 0.1 % of the distance at the end
        #expect(!completed)
        host.advance(by: frame)
        #expect(completed)
    }

    @Test func spring_criticallyDamped_neverOvershoots() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: { view.center.x = 150 })
        var previous: CGFloat = 50
        for _ in 0..<59 {
            host.advance(by: frame)
            let x = view.layer.presentation()!.position.x
            #expect(x >= previous && x <= 150)
            previous = x
        }
    }

    @Test func transitionWith_appliesTheChangeAtOnce_andCompletesAfterTheDuration() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let label = UIView()
        var completed = false
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {
            view.addSubview(label)
            view.alpha = 0.5
        }, completion: { completed = $0 })
        #expect(label.superview === view)
        #expect(view.layer.presentation() == nil)   // no property animation without .allowAnimatedContent
        host.advance(by: 0.25)
        #expect(!completed)
        host.advance(by: 0.05)
        #expect(completed)
    }

    @Test func transitionFromTo_swapsTheViews_orHidesAndShowsThem() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        let first = UIView(), second = UIView(), third = UIView()
        view.addSubview(first)
        var log: [String] = []
        UIView.transition(from: first, to: second, duration: 0.2, options: .transitionFlipFromLeft) { log.append("swap \($0)") }
        #expect(first.superview == nil && second.superview === view)
        view.addSubview(third)
        third.isHidden = true
        UIView.transition(from: second, to: third, duration: 0.2, options: [.showHideTransitionViews]) { log.append("show \($0)") }
        #expect(second.isHidden && !third.isHidden && second.superview === view)
        host.runUntilIdle()
        #expect(log == ["swap true", "show true"])
    }
}
