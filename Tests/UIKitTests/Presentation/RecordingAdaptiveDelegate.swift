import Testing
import UIKitTesting

/// An adaptive-presentation delegate that records every call (the adapted style asked, the
/// one chosen, and the pull-to-dismiss questions); the popover and sheet delegates add their
/// own calls.
///
/// Every adaptive requirement is implemented here, even where it only repeats UIKit's default,
/// because a subclass can override only what its superclass implements: the witness of an
/// inherited requirement is chosen where the superclass conforms.
@MainActor
class RecordingAdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    let trace: TraceRecorder
    var adaptiveStyle: UIModalPresentationStyle = .automatic
    var allowsDismissal = true
    init(trace: TraceRecorder) { self.trace = trace }

    /// What the dismissal entries add after their name: nothing here; a subclass recording
    /// calls about more than one controller names the one it was told about.
    func subject(_ controller: UIPresentationController) -> String { "" }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        trace.record("adaptivePresentationStyle(\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"))")
        return adaptiveStyle
    }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController) {}
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        trace.record("willPresentWithAdaptiveStyle(\(style.rawValue))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        trace.record("shouldDismiss\(subject(presentationController))")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        trace.record("willDismiss\(subject(presentationController))")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        trace.record("didAttemptToDismiss\(subject(presentationController))")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        trace.record("didDismiss\(subject(presentationController))")
    }
}
