import Testing
import UIKitTesting

/// An adaptive-presentation delegate that records every call (the adapted style asked, the
/// one chosen, and the pull-to-dismiss questions); the popover and sheet delegates add their
/// own calls.
@MainActor
class RecordingAdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    let trace: TraceRecorder
    var adaptiveStyle: UIModalPresentationStyle = .automatic
    var allowsDismissal = true
    init(trace: TraceRecorder) { self.trace = trace }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        trace.record("adaptivePresentationStyle(\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"))")
        return adaptiveStyle
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        trace.record("willPresentWithAdaptiveStyle(\(style.rawValue))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        trace.record("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { trace.record("willDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        trace.record("didAttemptToDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { trace.record("didDismiss") }
}
