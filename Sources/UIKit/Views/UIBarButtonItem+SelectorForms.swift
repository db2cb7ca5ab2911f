import Foundation

/// UIKit's target–action initialisers with a `Selector`, for the forms that need no
/// Objective-C runtime: an item with no action (`target: nil, action: nil`) — a flexible
/// or fixed space in a toolbar, a back button with an empty title — compiles unchanged and
/// works as on iOS. A non-nil selector cannot be sent here: the item is created without an
/// action and the first such item says so through the diagnostics channel (`vck-migrate`
/// rewrites `#selector(…)` actions into the closure forms of
/// UIBarButtonItem+TargetAction.swift, which do run).
extension UIBarButtonItem {
    /// An item titled `title` in `style`; with a nil `action`, an item that does nothing when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title)
        self.style = style
        keepSelectorTarget(target, action)
    }

    /// An item showing `image` in `style`; with a nil `action`, an item that does nothing when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image)
        self.style = style
        keepSelectorTarget(target, action)
    }

    /// A system item (a `.flexibleSpace` or `.fixedSpace` usually); with a nil `action`, one
    /// that does nothing when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        keepSelectorTarget(target, action)
    }

    private func keepSelectorTarget(_ target: Any?, _ action: Selector?) {
        self.target = target.map { $0 as AnyObject }
        guard let action else { return }
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIBarButtonItem(…target:action: Selector)",
            "a selector (here \(action)) cannot be sent without the Objective-C runtime; run vck-migrate to turn #selector actions into closures")
    }
}
