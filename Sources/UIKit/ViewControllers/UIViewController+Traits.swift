import Foundation

extension UIViewController {
    /// The parent's collection with the parent's override for this child applied; for a
    /// root or presented controller, the window's (or the presenter's); then this
    /// controller's own `traitOverrides`.
    public var traitCollection: UITraitCollection {
        var inherited: UITraitCollection
        if let parent = storedParent {
            inherited = parent.traitCollection
            if let override = parent.childTraitOverrides[ObjectIdentifier(self)] { inherited = inherited.applying(override) }
        } else if let window = storedView?.window {
            inherited = window.traitCollection
        } else if let presenter = storedPresentingViewController {
            inherited = presenter.traitCollection
        } else {
            inherited = ViewControllerKit.Runtime.current.screen.traitCollection
        }
        // A presented controller: its presentation controller's overrides on top.
        if storedParent == nil, storedPresentingViewController != nil,
           let override = presentationRecord?.presentationController.overrideTraitCollection {
            inherited = inherited.applying(override)
        }
        return storedTraitOverrides.isEmpty ? inherited : inherited.applying(storedTraitOverrides.collection)
    }

    /// Overrides traits for one child, e.g. to give a child a regular width in a compact
    /// window. Passing nil removes the override.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.storedParent === self else { return }
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        if let childView = childViewController.storedView, childView.window != nil {
            TraitPropagation.update(subtree: childView)
        }
    }

    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Traits this controller overrides for itself and its descendants (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            storedTraitOverrides = newValue
            if let view = storedView, view.window != nil { TraitPropagation.update(subtree: view) }
        }
    }

    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedTraitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
}

/// Delivers `traitCollectionDidChange(_:)` to the controllers and views of a subtree
/// whose collection actually changed since it was last reported, parents first, a
/// controller before its root view.
///
/// The first report after entering a window is recorded without a callback, as on
/// iOS 17 and later (earlier systems sent one with a nil previous collection,
/// UIKIT-SEMANTICS 10.2).
@MainActor
enum TraitPropagation {
    static func update(subtree view: UIView) {
        // Before the callbacks, as UIKit applies a nib's trait storage first: a
        // `traitCollectionDidChange` override sees the size class's constraints installed.
        if let configuration = view.traitDependentConfiguration { configuration.apply(for: view.traitCollection) }
        // Before the callbacks too: an override of `traitCollectionDidChange` sees the font
        // already at the new content size category, as on iOS.
        if let adjusting = view as? ContentSizeCategoryFontAdjusting { adjusting.adjustFont(for: view.traitCollection) }
        if let controller = view.owningViewController {
            let traits = controller.traitCollection
            report(traits, previous: &controller.reportedTraitCollection) { previous in
                traits.performAsCurrent {
                    controller.reportLifecycle(.traitCollectionDidChange(previous: previous))
                    controller.traitCollectionDidChange(previous)
                    if let previous { controller.traitChangeRegistrations.notify(previous: previous, current: traits) }
                }
            }
        }
        let traits = view.traitCollection
        report(traits, previous: &view.reportedTraitCollection) { previous in
            view.traitsDidChangeForDrawing(from: previous)
            traits.performAsCurrent {
                view.traitCollectionDidChange(previous)
                if let previous { view.traitChangeRegistrations.notify(previous: previous, current: traits) }
            }
        }
        for subview in view.storedSubviews { update(subtree: subview) }
    }

    private static func report(_ current: UITraitCollection, previous: inout UITraitCollection?,
                               notify: (UITraitCollection?) -> Void) {
        guard let old = previous else {
            previous = current
            return
        }
        guard old != current else { return }
        previous = current
        notify(old)
    }
}
