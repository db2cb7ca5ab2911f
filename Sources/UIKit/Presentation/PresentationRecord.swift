import Foundation

/// What UIKit remembers about one modal presentation, kept by the presented controller
/// from `present` until its dismissal finishes.
///
/// Each presentation runs this small state machine; requests that arrive while it is in
/// a transitional phase are refused (UIKIT-SEMANTICS 6.12):
///
/// ```
///   present(_:animated:)          animation done
///  ──────────────▶ ┌────────────┐ ─────────────▶ ┌───────────┐
///                  │ presenting │                │ presented │
///                  └────────────┘                └───────────┘
///                                                      │ dismiss(animated:)
///     relationships torn down    animation done        ▼
///  ◀──────────────────────────────────────────── ┌────────────┐
///   (record discarded)                           │ dismissing │
///                                                └────────────┘
/// ```
/// The relationship (`presentedViewController`/`presentingViewController`) exists from
/// the moment `present` is accepted (6.1) until the dismissal's animation ends (6.16).
@MainActor
final class PresentationRecord {
    enum Phase: Equatable, Sendable { case presenting, presented, dismissing }

    var phase: Phase = .presenting
    /// The style actually used: `.automatic` already resolved (6.9); a popover's changes
    /// when a trait change adapts it (6.10).
    var style: UIModalPresentationStyle
    /// The controller whose view this presentation removes once it has finished
    /// (`.fullScreen`: the presenter; `.currentContext`: the context controller), and
    /// where that view goes back on dismissal. Nil for styles that keep the presenter (6.8).
    let covered: CoveredView?
    /// The presentation's controller (the delegate's for `.custom`), kept until dismissal ends.
    let presentationController: UIPresentationController
    /// The transition style both ways: the presented controller's `modalTransitionStyle`, or
    /// the context controller's when it provides its own (6.18).
    let transitionStyle: UIModalTransitionStyle

    init(style: UIModalPresentationStyle, covered: CoveredView?, presentationController: UIPresentationController,
         transitionStyle: UIModalTransitionStyle = .coverVertical) {
        self.style = style
        self.covered = covered
        self.presentationController = presentationController
        self.transitionStyle = transitionStyle
    }

    /// Whether a new presentation or a dismissal must wait for this one.
    var isTransitioning: Bool { phase != .presented }
}

/// A controller's view taken out of the hierarchy while something covers it, with the
/// place it came from so dismissal can put it back where it was.
@MainActor
struct CoveredView {
    weak var controller: UIViewController?
    weak var superview: UIView?
    /// The view's index among its superview's subviews when the presentation began.
    let index: Int
    /// A window root's view is resized with the window (rotation while covered): it goes
    /// back at the window's bounds rather than at its old frame.
    let fillsWindow: Bool
}

extension UIModalPresentationStyle {
    /// `.automatic` as UIKit resolves it for ordinary controllers on iOS 13–17 (6.9);
    /// `.none` is not a presentation style and is treated as `.fullScreen`.
    var resolvedForPresentation: UIModalPresentationStyle {
        switch self {
        case .automatic: .pageSheet
        case .none: .fullScreen
        default: self
        }
    }

    /// Styles whose presenter is the controller defining the presentation context (6.3).
    var usesCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Styles that take the presenter's (context's) view away once presented, and so send
    /// it disappear/appear callbacks (6.8).
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}

/// The transition's fixed duration on the clock when `animated` is true. UIKit's
/// cover-vertical spring settles in about half a second; tests advance time by it.
enum PresentationTiming {
    static let duration: TimeInterval = 0.5
}
