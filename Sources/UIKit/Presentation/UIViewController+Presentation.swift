import Foundation

/// `present(_:animated:completion:)`: validating the request, choosing the actual
/// presenter (UIKIT-SEMANTICS 6.2, 6.3, 6.21) and starting the transition.
///
/// Every refused request reports through the diagnostics channel and leaves the
/// relationships, the views and every controller's appearance state as they were.
extension UIViewController {
    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // 6.22: programming errors raise before anything else is looked at.
        if let presenter = presented.storedPresentingViewController {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                "Application tried to present modally a view controller \(presented.debugName) "
                    + "that is already being presented by \(presenter.debugName).")
            return
        }
        if let parent = presented.storedParent {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                "Application tried to present modally a view controller \(presented.debugName) "
                    + "that has a parent view controller \(parent.debugName).")
            return
        }
        // A controller already on screen, presenting, or below which the receiver sits
        // (a window's root, the presenter or one of its ancestors) cannot also be presented.
        if presented.storedView?.window != nil || presented.storedPresentedViewController != nil
            || isInPresentationAncestry(presented) {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                "Application tried to present modally an active controller \(presented.debugName).")
            return
        }
        let style = presented.modalPresentationStyle.resolvedForPresentation
        let presenter = presentationHost(for: style)
        let attempt = "Attempt to present \(presented.debugName) on \(presenter.debugName) (from \(debugName))"
        // 6.12: one transition at a time per window.
        if let window = presenter.storedView?.window, window.hasPresentationTransitionInProgress {
            runtimeInUse.diagnostics.warn("\(attempt) while a presentation is in progress.")
            return
        }
        // 6.11: a presenter presents one controller; further ones go on top of it.
        if let current = presenter.storedPresentedViewController {
            runtimeInUse.diagnostics.warn("\(attempt) which is already presenting \(current.debugName).")
            return
        }
        // 6.13: the presenter must be on screen.
        guard let presenterView = presenter.storedView, let window = presenterView.window else {
            runtimeInUse.diagnostics.warn("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        var adapted = style
        var adaptingController: UIPresentationController?
        if style == .popover, let popover = presented.popoverPresentationController {
            adapted = popover.adaptedStyle(for: window.traitCollection)   // 6.10
            if popover.adaptiveStyle != .none { adaptingController = popover }
        } else if style == .pageSheet || style == .formSheet, let sheet = presented.sheetPresentationController {
            adapted = sheet.adaptedStyle(for: style, traits: window.traitCollection)   // 6.10
            if sheet.adaptiveStyle != .none { adaptingController = sheet }
        }
        // 6.10: an adapted presentation may show the delegate's replacement (the content in a
        // navigation controller, typically) instead; the presentation controller stays.
        var shown = presented
        if let adaptingController, let replacement = adaptingController.adaptiveReplacement(for: adapted) {
            if replacement.isPresentableAsReplacement(in: window) {
                adaptingController.adaptedViewController = replacement
                replacement.storedPresentationController = adaptingController
                shown = replacement
            } else {
                runtimeInUse.diagnostics.warn(
                    "\(attempt): the adaptive replacement \(replacement.debugName) is already shown; presenting "
                        + "\(presented.debugName) itself.")
            }
        }
        // A popover adapting to a sheet: the delegate prepares the adaptive sheet (iOS 15).
        (adaptingController as? UIPopoverPresentationController)?.prepareAdaptiveSheet()
        PresentationTransition.present(shown, from: presenter, source: self, style: adapted, in: window,
                                       animated: animated, completion: completion)
    }

    /// The controller that actually presents for `style` when `present` is sent to self.
    ///
    /// Context styles (6.3): the first controller from self upwards that defines the
    /// presentation context; without one, the top of the parent chain. Every other style
    /// (6.2, 6.21): the top of the parent chain — the window's root, or the presented
    /// controller self sits in — since only a controller that fills the window presents.
    ///
    /// A receiver inside a context that a current-context presentation covers presents
    /// on top of that presentation's chain instead (6.21); the receiver's own
    /// presentation is not skipped this way, so presenting twice still meets 6.11.
    func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        var ancestor = storedParent
        while let current = ancestor {
            if let covering = current.storedPresentedViewController,
               covering.presentationRecord?.style.usesCurrentContext == true {
                var top = covering
                while let next = top.storedPresentedViewController { top = next }
                return top.presentationHost(for: style)
            }
            ancestor = current.storedParent
        }
        var controller = self
        if style.usesCurrentContext {
            while !controller.definesPresentationContext, let parent = controller.storedParent { controller = parent }
            return controller
        }
        while let parent = controller.storedParent { controller = parent }
        return controller
    }
}

extension UIViewController {
    /// Whether `controller` is self or above self through parents and presenters.
    fileprivate func isInPresentationAncestry(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.storedParent ?? candidate.storedPresentingViewController
        }
        return false
    }
}

extension UIWindow {
    /// Whether any presentation or dismissal in this window is still animating (6.12).
    var hasPresentationTransitionInProgress: Bool {
        guard let root = storedRootViewController else { return false }
        return root.presentationSubtreeIsTransitioning()
    }
}

extension UIViewController {
    /// Walks children and presented controllers below self looking for a presentation
    /// that has not settled.
    fileprivate func presentationSubtreeIsTransitioning() -> Bool {
        if let presented = storedPresentedViewController {
            if presented.presentationRecord?.isTransitioning == true { return true }
            if presented.presentationSubtreeIsTransitioning() { return true }
        }
        return storedChildren.contains { $0.presentationSubtreeIsTransitioning() }
    }
}
