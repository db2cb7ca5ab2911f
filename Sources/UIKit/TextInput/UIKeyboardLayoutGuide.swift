import Foundation

/// The layout guide of the area the keyboard covers in its owning view (`keyboardLayoutGuide`).
///
/// While the keyboard is shown, the guide spans the owning view's width from the
/// keyboard's top edge (in the view's coordinates) to the view's bottom; while it is
/// hidden, it is the bottom safe area (`usesBottomSafeArea`, the default) or an empty strip
/// at the bottom edge. It moves when the keyboard starts moving, inside the keyboard's
/// 0.25-second animation, so views constrained to it slide with the keyboard:
///
/// ```swift
/// inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
/// ```
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    init(owningView: UIView) {
        super.init(kind: .keyboard, identifier: "UIViewKeyboardLayoutGuide", owningView: owningView)
    }

    /// Whether the hidden keyboard's guide stands on the bottom safe area (default true).
    public var usesBottomSafeArea: Bool {
        get { keyboardGuideUsesBottomSafeArea }
        set {
            keyboardGuideUsesBottomSafeArea = newValue
            owningView?.refreshSystemGuideRows()
            owningView?.setNeedsLayout()
        }
    }

    /// Stored only: there is no floating or undocked keyboard here.
    public var followsUndockedKeyboard = false
}

extension UIView {
    /// The guide that tracks the keyboard in this view (see ``UIKeyboardLayoutGuide``),
    /// made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = storedLayoutState?.keyboardLayoutGuide as? UIKeyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owningView: self)
        layoutState.keyboardLayoutGuide = guide
        runtimeInUse.softwareKeyboard.register(guide)
        return guide
    }
}
