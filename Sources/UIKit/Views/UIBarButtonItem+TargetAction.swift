import Foundation

/// UIKit's target–action initialisers of bar button items. Differs from iOS: `action` is a
/// closure of the target and the item (`{ $0.save($1) }`) or of the target alone
/// (`{ $0.refresh() }`), not a selector, and `target` cannot be nil (there is no responder
/// chain search by selector). `vck-migrate` writes these from the selector forms. A tap
/// runs the action when the item has no `primaryAction`; the item holds the target weakly.
extension UIBarButtonItem {
    /// An item titled `title` in `style`.
    public convenience init<Target: AnyObject, Sender>(
        title: String?, style: Style, target: Target, action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        self.init(title: title)
        self.style = style
        setTargetAction(target, ViewControllerKit.TargetAction.bind(target, action))
    }

    /// An item titled `title` in `style`, whose action method takes no sender.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target, action: @escaping @MainActor (Target) -> Void
    ) {
        self.init(title: title)
        self.style = style
        setTargetAction(target, ViewControllerKit.TargetAction.bind(target, action))
    }

    /// An item showing `image` in `style`.
    public convenience init<Target: AnyObject, Sender>(
        image: UIImage?, style: Style, target: Target, action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        self.init(image: image)
        self.style = style
        setTargetAction(target, ViewControllerKit.TargetAction.bind(target, action))
    }

    /// An item showing `image` in `style`, whose action method takes no sender.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target, action: @escaping @MainActor (Target) -> Void
    ) {
        self.init(image: image)
        self.style = style
        setTargetAction(target, ViewControllerKit.TargetAction.bind(target, action))
    }

    /// A system item (titled and styled as `init(systemItem:primaryAction:menu:)` says).
    public convenience init<Target: AnyObject, Sender>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        self.init(systemItem: systemItem)
        setTargetAction(target, ViewControllerKit.TargetAction.bind(target, action))
    }

    /// A system item whose action method takes no sender.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target, action: @escaping @MainActor (Target) -> Void
    ) {
        self.init(systemItem: systemItem)
        setTargetAction(target, ViewControllerKit.TargetAction.bind(target, action))
    }

    private func setTargetAction(_ target: AnyObject, _ action: @escaping @MainActor (Any?) -> Void) {
        self.target = target
        targetAction = action
    }
}
