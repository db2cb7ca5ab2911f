import Foundation

/// Manages one modal presentation: where the presented view goes inside the container
/// view, whether the presenter's view leaves, and the chrome around it (a dimming view, say)
/// added from the four transition callbacks.
///
/// Every presentation has one. For `.custom` it is the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` (or this base class), and its
/// ``containerView`` is a view of its own that fills the window; the built-in styles use
/// one describing their placement (see DifferencesFromIOS "Presentation").
///
/// Order of calls during a presentation: the will-callbacks, the presented view placed at
/// ``frameOfPresentedViewInContainerView``, ``presentationTransitionWillBegin()`` (the
/// transition coordinator is there: `presentedViewController.transitionCoordinator`), the
/// animation, then ``presentationTransitionDidEnd(_:)`` — `false` when an interactive
/// presentation was cancelled — before the did-callbacks. Dismissal mirrors it with
/// ``dismissalTransitionWillBegin()`` and ``dismissalTransitionDidEnd(_:)``.
///
/// ```swift
/// final class DimmingPresentationController: UIPresentationController {
///     let dimming = UIView()
///     override func presentationTransitionWillBegin() {
///         containerView?.insertSubview(dimming, at: 0)
///         presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIPresentationController: UIContentContainer {
    /// The presented controller owns its presentation controller; this is not a strong
    /// reference back.
    public unowned let presentedViewController: UIViewController
    private weak var storedPresentingViewController: UIViewController?
    /// The style the presentation uses (`.custom` for a delegate's controller).
    var style: UIModalPresentationStyle = .custom
    /// A built-in style's container (the window, or the context's superview): not owned.
    weak var storedContainerView: UIView?
    /// A `.custom` presentation's own container view, owned as on iOS.
    var ownedContainerView: UIView?
    /// The controller shown in place of ``presentedViewController`` while the presentation
    /// is adapted: the delegate's `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
    /// Weak: the presentation record it holds owns this controller.
    weak var adaptedViewController: UIViewController?

    /// Told about adaptation and asked about dismissals by the user (popovers, sheets).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Traits laid over the presenting environment's for the presented controller and its
    /// views (a custom presentation giving its content a compact width, say). Setting it
    /// while presented delivers `traitCollectionDidChange(_:)` where traits changed.
    open var overrideTraitCollection: UITraitCollection? {
        didSet {
            if let view = shownViewController.storedView, view.window != nil { TraitPropagation.update(subtree: view) }
        }
    }

    /// The presented content's environment: the presenting controller's traits with
    /// ``overrideTraitCollection`` applied.
    open var traitCollection: UITraitCollection {
        let base = presentingViewController === presentedViewController
            ? ViewControllerKit.Runtime.current.screen.traitCollection : presentingViewController.traitCollection
        return overrideTraitCollection.map { base.applying($0) } ?? base
    }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresentingViewController = presentingViewController
    }

    /// The controller doing the presenting: the actual presenter once the presentation
    /// starts (6.2, 6.3), else the one given to the initialiser.
    open var presentingViewController: UIViewController {
        shownViewController.storedPresentingViewController ?? storedPresentingViewController ?? presentedViewController
    }

    /// The controller actually presented: the adaptive replacement while there is one, else
    /// ``presentedViewController``. It holds the presentation's record and relationships.
    var shownViewController: UIViewController { adaptedViewController ?? presentedViewController }

    open var presentationStyle: UIModalPresentationStyle { style }

    /// The view the presentation happens in; nil before the presentation starts.
    open var containerView: UIView? { ownedContainerView ?? storedContainerView }

    /// The view the transition animates; by default the presented controller's view (the
    /// delegate's replacement's while the presentation is adapted).
    open var presentedView: UIView? { shownViewController.viewIfLoaded }

    /// Where the presented view goes in ``containerView``; the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the hierarchy once presented (and so gets
    /// disappear/appear callbacks, 6.8); false by default.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style this presentation takes in a horizontally compact environment: the
    /// delegate's `adaptivePresentationStyle(for:)` answer, or `.none` (not adapted) without
    /// a delegate or a usable answer, as on iOS.
    ///
    /// Popovers and page/form sheets adapt (6.10) and override it with their rules — see
    /// `UIPopoverPresentationController` and `UISheetPresentationController`, which consult
    /// ``adaptivePresentationStyle(for:)`` when presented, and again when the width's size
    /// class changes while a popover is up. The other styles, `.custom` included, are not
    /// adapted (DifferencesFromIOS "Presentation").
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        Self.usableAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self))
    }

    /// The style this presentation takes in `traitCollection`: the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)` answer, or `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        Self.usableAdaptiveStyle(delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection))
    }

    /// A delegate's answer UIKit can adapt to; anything else (`.automatic`, the default
    /// answer) means no adaptation.
    static func usableAdaptiveStyle(_ answer: UIModalPresentationStyle?) -> UIModalPresentationStyle {
        switch answer {
        case .fullScreen?, .overFullScreen?, .formSheet?, .pageSheet?: answer ?? .none
        default: .none
        }
    }

    /// Called after the will-callbacks and the presented view's placement, before the
    /// animation starts.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ends, before the did-callbacks; `completed` is false
    /// when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called after the dismissal's will-callbacks, before its animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ends, before the did-callbacks; false when cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called from the container view's `layoutSubviews`, before its subviews are laid out.
    open func containerViewWillLayoutSubviews() {}
    /// Called from the container view's `layoutSubviews`, after.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size the presented controller gets when the container is `parentSize`: asked by
    /// ``viewWillTransition(to:with:)`` for the size it passes on. The container's size by
    /// default (10.11); the built-in styles answer their own frame's size (a sheet's at its
    /// detent, a form sheet's 540 × 620). A subclass with a smaller
    /// ``frameOfPresentedViewInContainerView`` overrides both, as Apple's custom-presentation
    /// sample does.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }

    /// The container's size once the change under way is done, its presenter getting
    /// `presenterSize`: a current-context presentation's container is the context's, so its
    /// size; the others fill the window, whose new size the rotation's coordinator knows.
    func containerSize(forPresenterSize presenterSize: CGSize,
                       with coordinator: UIViewControllerTransitionCoordinator) -> CGSize {
        if style.usesCurrentContext { return presenterSize }
        return (coordinator as? SizeTransitionCoordinator)?.windowSize ?? presenterSize
    }

    /// Called before the container view changes size (a rotation), with its new size, while
    /// the old size and traits still hold. The default passes the change on to the
    /// presented controller at ``size(forChildContentContainer:withParentContainerSize:)``
    /// for that size — so an override must call super (10.3).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let shown = shownViewController
        // A sheet standing in for a popover hears the change from the popover, which passes it on.
        guard shown.presentationRecord?.presentationController === self else { return }
        let childSize = self.size(forChildContentContainer: shown, withParentContainerSize: size)
        shown.reportLifecycle(.viewWillTransition(to: childSize))
        shown.viewWillTransition(to: childSize, with: coordinator)
    }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
}

/// The presentation controller of a built-in style: its placement (see
/// `PresentationPlacement`), in the window (or the context's superview), and whether it
/// removes the presenter's view (6.8).
@MainActor
final class StylePresentationController: UIPresentationController {
    var placement: PresentationPlacement?

    override var frameOfPresentedViewInContainerView: CGRect { placement?.currentFrame ?? super.frameOfPresentedViewInContainerView }
    override var shouldRemovePresentersView: Bool { style.removesPresenterView }
    override var shouldPresentInFullscreen: Bool { !style.usesCurrentContext }
}

/// The container view of a `.custom` presentation: fills the window and tells its
/// presentation controller when it lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

extension UIViewController {
    /// The presentation controller of the presentation this controller is shown by — or,
    /// before it is presented, the one it will use for its `modalPresentationStyle` (made
    /// on first read, so a delegate can be set on it). A `.custom` presentation replaces
    /// it with the transitioning delegate's.
    public var presentationController: UIPresentationController? {
        if let current = presentationRecord?.presentationController { return current }
        if let made = storedPresentationController { return made }
        let made: UIPresentationController = switch modalPresentationStyle {
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self, presenting: nil)
        default: StylePresentationController(presentedViewController: self, presenting: nil)
        }
        storedPresentationController = made
        return made
    }

    /// The popover presentation controller when `modalPresentationStyle` is `.popover`
    /// (made on first read, so it can be given a source before presenting); else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let current = presentationRecord?.presentationController { return current as? UIPopoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}

extension UIViewController {
    /// The sheet presentation controller when this controller is (or will be) presented as
    /// a sheet — `modalPresentationStyle` `.pageSheet`, `.formSheet` or `.automatic` — so its
    /// detents can be set before presenting; else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        if let current = presentationRecord?.presentationController { return current as? UISheetPresentationController }
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: return presentationController as? UISheetPresentationController
        default: return nil
        }
    }
}

/// A presentation controller is an appearance container on iOS; here no view is ever
/// matched against one (its presented views are contained in their controllers).
extension UIPresentationController: UIAppearanceContainer {}
