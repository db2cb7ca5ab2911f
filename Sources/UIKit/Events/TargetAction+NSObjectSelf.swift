import Foundation

// Target–action with NSObject's `self()` method as the target: what a bare `self` is in a
// non-lazy stored property initializer (NSObjectSelfMethod.swift), after `vck-migrate` turned
// the selector into a closure:
//
//     let button: UIButton = { … button.addTarget(self, action: { $0.tapped() }, for: .touchUpInside) … }()
//
// On iOS that target is a boxed function the control holds weakly, so it is nil by the time
// the control sends the action. A control then sends the action up the responder chain (the
// window's first responder, or the control itself when there is none, and on through
// `next`), where the controller that declared the property usually is: the closure runs on
// the first responder of the chain that is of its target type. A gesture recognizer with a
// nil target sends nothing, on iOS too; a bar button item's nil-target search is not made
// here (its item is in a bar, outside the controller's chain): both say so once.

extension UIControl {
    /// `addTarget(_:action:for:)` with the stored-property `self`: `action` runs on the
    /// first responder of the chain (from the window's first responder, else this control)
    /// that is a `Target`, and on nothing when none is, as iOS sends an action whose target
    /// is nil.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: (Target) -> () -> Target, action: @escaping @MainActor (Target, Sender) -> Void,
        for controlEvents: UIControl.Event
    ) {
        addResponderChainAction(Target.self, { ViewControllerKit.TargetAction.bind($0, action)($1) }, for: controlEvents)
    }

    /// The same for an action method without a sender (`{ $0.tapped() }`).
    public func addTarget<Target: AnyObject>(
        _ target: (Target) -> () -> Target, action: @escaping @MainActor (Target) -> Void,
        for controlEvents: UIControl.Event
    ) {
        addResponderChainAction(Target.self, { found, _ in action(found) }, for: controlEvents)
    }

    private func addResponderChainAction<Target: AnyObject>(
        _ type: Target.Type, _ run: @escaping @MainActor (Target, Any?) -> Void, for controlEvents: UIControl.Event
    ) {
        // Under the prefix `removeTarget(nil, action:for:)` removes, as it removes nil-target actions on iOS.
        let identifier = UIAction.Identifier("vck.target-action.responder-chain." + UUID().uuidString)
        addAction(UIAction(identifier: identifier) { [weak self] action in
            guard let self else { return }
            let start: UIResponder = window?.firstResponder ?? self
            guard let found = sequence(first: start, next: { $0.next }).lazy.compactMap({ $0 as? Target }).first else { return }
            run(found, action.sender)
        }, for: controlEvents)
    }
}

extension UIGestureRecognizer {
    /// `init(target:action:)` with the stored-property `self`: a recognizer with no target,
    /// whose action never runs (as on iOS, where the target is nil); the first one says so
    /// through the diagnostics channel. Declare the property `lazy` to target the instance.
    public convenience init<Target: AnyObject, Sender>(
        target: (Target) -> () -> Target, action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        self.init()
        Self.reportMethodTarget()
    }

    /// The same for an action method without a sender.
    public convenience init<Target: AnyObject>(target: (Target) -> () -> Target, action: @escaping @MainActor (Target) -> Void) {
        self.init()
        Self.reportMethodTarget()
    }

    /// `addTarget(_:action:)` with the stored-property `self`: adds nothing (see `init(target:action:)` above).
    public func addTarget<Target: AnyObject, Sender>(
        _ target: (Target) -> () -> Target, action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        Self.reportMethodTarget()
    }

    /// The same for an action method without a sender.
    public func addTarget<Target: AnyObject>(_ target: (Target) -> () -> Target, action: @escaping @MainActor (Target) -> Void) {
        Self.reportMethodTarget()
    }

    private static func reportMethodTarget() {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIGestureRecognizer(target: self, action:) in a stored property initializer",
            "there self is NSObject's self() method, not the instance, so the action has no target and is never sent (nor is it on iOS); declare the property lazy")
    }
}

extension UIBarButtonItem {
    /// `init(title:style:target:action:)` with the stored-property `self`: an item whose tap
    /// sends nothing; the first such item says so through the diagnostics channel. Differs
    /// from iOS, which sends a nil-target item's action up the first responder's chain.
    /// Declare the property `lazy` to target the instance.
    public convenience init<Target: AnyObject, Sender>(
        title: String?, style: Style, target: (Target) -> () -> Target, action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        self.init(title: title)
        self.style = style
        Self.reportMethodTarget()
    }

    /// The same for an action method without a sender.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: (Target) -> () -> Target, action: @escaping @MainActor (Target) -> Void
    ) {
        self.init(title: title)
        self.style = style
        Self.reportMethodTarget()
    }

    /// `init(image:style:target:action:)` with the stored-property `self` (see above).
    public convenience init<Target: AnyObject, Sender>(
        image: UIImage?, style: Style, target: (Target) -> () -> Target, action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        self.init(image: image)
        self.style = style
        Self.reportMethodTarget()
    }

    /// The same for an action method without a sender.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: (Target) -> () -> Target, action: @escaping @MainActor (Target) -> Void
    ) {
        self.init(image: image)
        self.style = style
        Self.reportMethodTarget()
    }

    /// `init(barButtonSystemItem:target:action:)` with the stored-property `self` (see above).
    public convenience init<Target: AnyObject, Sender>(
        barButtonSystemItem systemItem: SystemItem, target: (Target) -> () -> Target,
        action: @escaping @MainActor (Target, Sender) -> Void
    ) {
        self.init(systemItem: systemItem)
        Self.reportMethodTarget()
    }

    /// The same for an action method without a sender.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: (Target) -> () -> Target, action: @escaping @MainActor (Target) -> Void
    ) {
        self.init(systemItem: systemItem)
        Self.reportMethodTarget()
    }

    private static func reportMethodTarget() {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIBarButtonItem(…target: self, action:) in a stored property initializer",
            "there self is NSObject's self() method, not the instance, so the item has no target, and a tap sends nothing (iOS searches the responder chain); declare the property lazy")
    }
}
