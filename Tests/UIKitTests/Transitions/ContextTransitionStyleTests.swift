import Testing
import UIKitTesting

/// `providesPresentationContextTransitionStyle` (UIKIT-SEMANTICS 6.18): the controller that
/// defines a current-context presentation's context imposes its own `modalTransitionStyle`,
/// both ways; otherwise the presented controller's is used.
@Suite @MainActor struct ContextTransitionStyleTests {
    private func present(style: UIModalPresentationStyle, provides: Bool) -> (HeadlessHost, UIViewController, UIViewController) {
        let host = HeadlessHost()
        let context = UIViewController()
        context.definesPresentationContext = true
        context.providesPresentationContextTransitionStyle = provides
        context.modalTransitionStyle = .crossDissolve
        host.show(context)
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = .coverVertical
        context.present(presented, animated: true)
        host.advance(by: 0.5)
        return (host, context, presented)
    }

    @Test func theContextsStyle_replacesThePresentedControllers_rule6_18() {
        let (host, context, presented) = present(style: .currentContext, provides: true)
        defer { withExtendedLifetime(host) {} }
        context.dismiss(animated: true)
        // Cross dissolve: the view fades where it is instead of sliding down.
        #expect(presented.view.alpha == 0)
        #expect(presented.view.transform == .identity)
        host.runUntilIdle()
        #expect(presented.view.superview == nil)
    }

    @Test func withoutTheFlag_orOutsideACurrentContextPresentation_thePresentedStyleIsUsed_rule6_18() {
        for (style, provides) in [(UIModalPresentationStyle.currentContext, false), (.fullScreen, true)] {
            let (host, context, presented) = present(style: style, provides: provides)
            context.dismiss(animated: true)
            #expect(presented.view.alpha == 1)
            #expect(presented.view.transform == CGAffineTransform(translationX: 0, y: 844))
            host.runUntilIdle()
        }
    }
}
