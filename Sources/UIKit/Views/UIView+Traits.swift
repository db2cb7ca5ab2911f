import Foundation

extension UIView {
    /// Inherited from the controller (for its root view) or the superview, with this
    /// view's `traitOverrides` applied. A window takes its screen's traits.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let window = self as? UIWindow {
            inherited = window.screenTraits
        } else if let controller = owningViewController {
            inherited = controller.traitCollection
        } else if let superview {
            inherited = superview.traitCollection
        } else {
            inherited = ViewControllerKit.Runtime.current.screen.traitCollection
        }
        return storedTraitOverrides.isEmpty ? inherited : inherited.applying(storedTraitOverrides.collection)
    }

    /// Traits this view overrides for itself and its subtree (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            storedTraitOverrides = newValue
            if window != nil { TraitPropagation.update(subtree: self) }
        }
    }

    /// iOS 13's light/dark override: sets the `userInterfaceStyle` trait override.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedTraitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
}
