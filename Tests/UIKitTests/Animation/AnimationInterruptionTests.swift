import Testing
import UIKitTesting

/// A later animation of a property takes it over; blocks without animation; nesting
/// (Apple: UIView.AnimationOptions.beginFromCurrentState, performWithoutAnimation(_:),
/// setAnimationsEnabled(_:), inheritedAnimationDuration).
@Suite @MainActor struct AnimationInterruptionTests {
    private func makeHost() -> (HeadlessHost, UIView) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runUntilIdle()
        return (host, view)
    }

    @Test func aLaterAnimation_takesThePropertyOver_theFirstCompletesWithFalse() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                       completion: { log.append("first \($0)") })
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
                       completion: { log.append("second \($0)") })
        // Without beginFromCurrentState the new animation starts from the old model value (0).
        #expect(opacity(view) == 0)
        #expect(log.isEmpty)
        host.pump()
        #expect(log == ["first false"])
        host.advance(by: 0.25)
        #expect(close(opacity(view), 0.25, within: 1e-6))
        host.runUntilIdle()
        #expect(log == ["first false", "second true"])
    }

    @Test func beginFromCurrentState_startsFromTheValueOnScreen() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        host.advance(by: 0.5)
        #expect(close(view.layer.presentation()?.position.x, 100, within: 1e-6))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.center.x = 0 })
        #expect(close(view.layer.presentation()?.position.x, 100, within: 1e-6))
        host.advance(by: 0.5)
        #expect(close(view.layer.presentation()?.position.x, 50, within: 1e-6))
    }

    @Test func aGroupKeepsRunningWhenOnlySomeOfItsPropertiesAreTakenOver_andCompletesWithFalse() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.alpha = 0; view.layer.cornerRadius = 10 },
                       completion: { log.append("first \($0)") })
        host.advance(by: 0.25)
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 1 }, completion: { log.append("second \($0)") })
        host.advance(by: 0.5)
        #expect(log == ["second true"])
        #expect(close(view.layer.presentation()?.cornerRadius, 7.5, within: 1e-6))
        host.advance(by: 0.25)
        #expect(log == ["second true", "first false"])
    }

    @Test func performWithoutAnimation_insideABlock_appliesAtOnce() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation { view.layer.cornerRadius = 8 }
        }
        host.advance(by: 0.5)
        let shown = view.layer.presentation()
        #expect(shown?.cornerRadius == 8)
        #expect(opacity(view) != 0.5)
    }

    @Test func anAnimationInsidePerformWithoutAnimation_appliesAtOnce() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        var enabledInside: Bool?
        var completed: [Bool] = []
        UIView.performWithoutAnimation {
            enabledInside = UIView.areAnimationsEnabled
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { completed.append($0) })
        }
        #expect(enabledInside == false && UIView.areAnimationsEnabled)
        #expect(view.alpha == 0 && view.layer.presentation() == nil)
        host.pump()
        #expect(completed == [true])
    }

    @Test func animationsDisabled_applyAtOnce_andCompleteOnTheNextTurn() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var completed: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { completed.append($0) })
        #expect(view.layer.presentation() == nil)
        host.pump()
        #expect(completed == [true])
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func nestedBlocks_inheritTheOuterDuration_unlessOverridden() {
        let (host, view) = makeHost()
        defer { withExtendedLifetime(host) {} }
        #expect(UIView.inheritedAnimationDuration == 0)
        var inner: [TimeInterval] = []
        var log: [String] = []
        UIView.animate(withDuration: 0.5, animations: {
            inner.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { _ in log.append("inherited") })
            UIView.animate(withDuration: 2, delay: 0, options: .overrideInheritedDuration,
                           animations: { view.layer.cornerRadius = 4 }, completion: { _ in log.append("overridden") })
        })
        #expect(inner == [0.5])
        host.advance(by: 0.5)
        #expect(log == ["inherited"])
        host.advance(by: 1.5)
        #expect(log == ["inherited", "overridden"])
    }
}
