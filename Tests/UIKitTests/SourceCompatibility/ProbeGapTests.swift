import Testing
import UIKitTesting

/// Gaps a probe of common view-controller statements found (issue 10, eighth pass): each
/// compiles as on iOS and does what UIKit does, or says once that it does nothing here.
@Suite @MainActor struct GestureRecognizerSelectorFormTests {
    /// A custom recognizer written for iOS overrides the designated `init(target:action:)`.
    final class DoubleTouch: UIPanGestureRecognizer {
        private(set) var configured = false
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            minimumNumberOfTouches = 2
            configured = true
        }
    }

    @Test func aNilActionMakesARecognizerWithoutActions_thatTakesClosureTargetsLater() {
        let scene = GestureScene()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        final class Counter { var taps = 0; func tapped() { taps += 1 } }
        let counter = Counter()
        tap.addTarget(counter) { $0.tapped() }
        scene.attach(tap, as: "tap")
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(counter.taps == 1)
        #expect(scene.trace.events.last == "tap.ended")
        #expect(scene.host.takeDiagnostics().isEmpty)
    }

    @Test func aSubclassOverridingInitTargetAction_isBuiltThroughIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let recognizer = DoubleTouch(target: nil, action: nil)
        #expect(recognizer.configured)
        #expect(recognizer.minimumNumberOfTouches == 2)
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        swipe.direction = [.left, .right]
        #expect(swipe.direction == [.left, .right])
    }

    @Test func aSelectorActionCannotBeSent_andSaysSoOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        _ = UITapGestureRecognizer(target: UIView(), action: Selector("handleTap:"))
        _ = UILongPressGestureRecognizer(target: nil, action: Selector("press:"))
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIGestureRecognizer(target:action: Selector) does nothing here: a selector (here handleTap:) cannot be sent without the Objective-C runtime; run vck-migrate to turn #selector actions into closures.",
        ])
    }
}

@Suite @MainActor struct InteractionIgnoringTests {
    /// `beginIgnoringInteractionEvents()` (deprecated in iOS 13, still in older transition
    /// code): fingers that come down meanwhile are not delivered; the calls nest.
    @Test func touchesThatBeginWhileIgnoring_areNotDelivered_untilEveryBeginIsBalanced() {
        let scene = GestureScene()
        let app = UIApplication.shared
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.events.isEmpty)
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()   // unbalanced: nothing
        #expect(!app.isIgnoringInteractionEvents)
        scene.host.tap(at: CGPoint(x: 50, y: 150))
        #expect(scene.trace.events == ["view.touchesBegan {50, 50}", "view.touchesEnded {50, 50}"])
    }

    @Test func theAppReadsLeftToRight_unlessTheScreenSaysOtherwise() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        UIScreen.main.systemOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    }
}

@Suite @MainActor struct ColorAppearanceAndMaskTests {
    @Test func onlyTheInterfaceStyleChangesColorAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compactLight = UITraitCollection(traitsFrom: [light, UITraitCollection(horizontalSizeClass: .compact)])
        #expect(dark.hasDifferentColorAppearance(comparedTo: light))
        #expect(!compactLight.hasDifferentColorAppearance(comparedTo: light))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    /// A mask view stays outside the hierarchy, as on iOS, and is not drawn (loud once).
    @Test func aMaskViewIsKeptOutsideTheHierarchy_andSaysItIsNotDrawn() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = UIView(frame: view.bounds)
        view.mask = mask
        view.mask = UIView()
        #expect(mask.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIView.mask does nothing here: masks are kept but not drawn; the view shows unmasked.",
        ])
    }

    /// iOS 17's spring animation takes a non-escaping block, so `self` may be implicit.
    @Test func theSpringDurationBlockDoesNotEscape() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let view = UIView()
        host.show(UIViewController())
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.5, bounce: 0.2) { view.alpha = 0.5 } completion: { finished.append($0) }
        #expect(view.alpha == 0.5)
        host.advance(by: 2)
        #expect(finished == [true])
    }
}
