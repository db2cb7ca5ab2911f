import Testing
import UIKitTesting

/// The built-in presentation animation follows `modalTransitionStyle` (UIKIT-SEMANTICS
/// 6.19): model values are the end state at once; a dismissed view is put back as it was.
@Suite @MainActor struct PresentationMotionTests {
    private func presented(_ style: UIModalTransitionStyle) -> (HeadlessHost, UIViewController, UIViewController) {
        let host = HeadlessHost()
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = style
        a.present(b, animated: true)
        return (host, a, b)
    }

    @Test func coverVertical_presentedViewEndsInPlace_dismissalSlidesItDown_rule6_19() {
        let (host, a, b) = presented(.coverVertical)
        defer { withExtendedLifetime(host) {} }
        #expect(b.view.transform == .identity)
        host.advance(by: 0.5)
        a.dismiss(animated: true)
        #expect(b.view.transform == CGAffineTransform(translationX: 0, y: 844))
        #expect(b.view.frame.size == CGSize(width: 390, height: 844))
        host.advance(by: 0.5)
        #expect(b.view.superview == nil)
        #expect(b.view.transform == .identity)
    }

    @Test func crossDissolve_dismissalFadesTheViewOut_thenRestoresIt() {
        let (host, a, b) = presented(.crossDissolve)
        defer { withExtendedLifetime(host) {} }
        #expect(b.view.alpha == 1)
        host.advance(by: 0.5)
        a.dismiss(animated: true)
        #expect(b.view.alpha == 0)
        host.advance(by: 0.5)
        #expect(b.view.alpha == 1 && b.view.superview == nil)
    }

    @Test func partialCurl_leavesThePresentedViewAlone_andUnanimatedMovesNothing() {
        let (host, a, b) = presented(.partialCurl)
        defer { withExtendedLifetime(host) {} }
        host.advance(by: 0.5)
        a.dismiss(animated: true)
        #expect(b.view.transform == .identity && b.view.alpha == 1)
        host.runUntilIdle()
        b.modalTransitionStyle = .coverVertical
        a.present(b, animated: false)
        host.runUntilIdle()
        a.dismiss(animated: false)
        #expect(b.view.transform == .identity)
        host.runUntilIdle()
    }

    @Test func partialCurl_presenterLiftsOffUpwards_thenComesBackDown_rule6_19() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .partialCurl
        a.present(b, animated: true)
        // Folded onto its top edge (centre 422: ty = −422 × 0.999), turned over b.
        #expect(a.view.transform == CGAffineTransform(a: 1, b: 0, c: 0, d: 0.001, tx: 0, ty: -422 * 0.999))
        #expect(a.view.superview?.subviews.last === a.view)
        #expect(b.view.transform == .identity)
        host.advance(by: 0.25)                                   // half way
        let mid = try #require(a.view.layer.presentation()).affineTransform()
        #expect(abs(mid.d - 0.5005) < 0.001)
        #expect(abs(mid.ty + 210.79) < 0.1)
        host.runUntilIdle()
        #expect(a.view.window == nil && a.view.transform == .identity)
        #expect(b.presentingViewController === a)
        a.dismiss(animated: true)
        #expect(a.view.transform == .identity)
        #expect(a.view.superview?.subviews.last === a.view)       // it comes down over b
        host.advance(by: 0.25)
        #expect(abs(try #require(a.view.layer.presentation()).affineTransform().d - 0.5005) < 0.001)
        host.runUntilIdle()
        #expect(b.view.superview == nil && a.presentedViewController == nil)
        #expect(a.view.transform == .identity && a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// The horizontal scale of `view`'s presentation transform now.
    private func scale(_ view: UIView) throws -> CGFloat {
        try #require(view.layer.presentation()).affineTransform().a
    }

    @Test func flipHorizontal_presenterTurnsAwayFirst_thenThePresentedTurnsIn_rule6_19() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .flipHorizontal
        a.present(b, animated: true)
        #expect(b.view.transform == .identity && a.view.transform == CGAffineTransform(scaleX: 0.001, y: 1))
        host.advance(by: 0.125)                                  // a quarter: a half-turned, b edge-on
        #expect(abs(try scale(a.view) - 0.5005) < 0.001)
        #expect(abs(try scale(b.view) - 0.001) < 0.001)
        host.advance(by: 0.25)                                   // three quarters: b half-turned
        #expect(abs(try scale(b.view) - 0.5005) < 0.001)
        host.runUntilIdle()
        #expect(b.presentingViewController === a)
        #expect(a.view.transform == .identity && a.viewIfLoaded?.window == nil)
        a.dismiss(animated: true)
        #expect(b.view.transform == CGAffineTransform(scaleX: 0.001, y: 1))
        host.advance(by: 0.375)
        #expect(abs(try scale(a.view) - 0.5005) < 0.001)
        host.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(a.view.transform == .identity && b.view.transform == .identity)
    }

    @Test func flipHorizontal_presentedControllerIsReleasedAfterDismissal() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        weak var weakPresented: UIViewController?
        do {
            let b = UIViewController()
            weakPresented = b
            b.modalPresentationStyle = .fullScreen
            b.modalTransitionStyle = .flipHorizontal
            a.present(b, animated: true)
            host.runUntilIdle()
            a.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(weakPresented == nil)
        #expect(a.view.window === host.window && a.view.transform == .identity)
    }
}
