import Foundation

extension ViewControllerKit {
    /// UIKit's target–action without selectors: the action is a closure of the target and
    /// the sender, called only while the target is alive (UIKit does not retain targets).
    ///
    /// `vck-migrate` writes `#selector(save(_:))` as `{ $0.save($1) }` and
    /// `#selector(refresh)` as `{ $0.refresh() }`; the sender is cast to the type the
    /// method takes, and a sender of another type is reported and the action not called
    /// (Swift's cast would trap where the Objective-C runtime passes it along).
    @MainActor
    enum TargetAction {
        /// `body` as a closure of the sender, holding `target` weakly.
        static func bind<Target: AnyObject, Sender>(
            _ target: Target, _ body: @escaping @MainActor (Target, Sender) -> Void
        ) -> @MainActor (Any?) -> Void {
            { [weak target] sender in
                guard let target else { return }
                guard let typed = sender as? Sender else {
                    ViewControllerKit.Runtime.current.diagnostics.warn(
                        "Action of \(Target.self) expects a \(Sender.self) sender, not \(sender.map { "\(type(of: $0))" } ?? "nil")")
                    return
                }
                body(target, typed)
            }
        }

        /// `body` as a closure of the sender (ignored), holding `target` weakly.
        static func bind<Target: AnyObject>(
            _ target: Target, _ body: @escaping @MainActor (Target) -> Void
        ) -> @MainActor (Any?) -> Void {
            { [weak target] _ in
                guard let target else { return }
                body(target)
            }
        }

        /// The identifier prefix of the `UIAction`s a control keeps for `target`.
        static func identifierPrefix(for target: AnyObject) -> String {
            "vck.target-action.\(UInt(bitPattern: ObjectIdentifier(target)))."
        }
    }
}

extension UIControl {
    /// UIKit's `addTarget(_:action:for:)`: calls `action` with the target and this control
    /// when one of `controlEvents` occurs, after the actions added before it. The target is
    /// held weakly. Differs from iOS: `action` is a closure (`{ $0.save($1) }`), not a selector.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping @MainActor (Target, Sender) -> Void, for controlEvents: UIControl.Event
    ) {
        addTargetAction(target, ViewControllerKit.TargetAction.bind(target, action), for: controlEvents)
    }

    /// `addTarget(_:action:for:)` for an action method without a sender (`{ $0.refresh() }`).
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> Void, for controlEvents: UIControl.Event
    ) {
        addTargetAction(target, ViewControllerKit.TargetAction.bind(target, action), for: controlEvents)
    }

    /// Removes `target`'s actions for `controlEvents` (every target's when `target` is nil).
    /// Differs from iOS: actions are closures, so `action` cannot pick one of them; all of
    /// the target's actions for those events are removed, as UIKit does for a nil action.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let prefix = (target as AnyObject?).map(ViewControllerKit.TargetAction.identifierPrefix) ?? "vck.target-action."
        for registration in registrations where registration.action.identifier.rawValue.hasPrefix(prefix) {
            removeAction(registration.action, for: controlEvents)
        }
    }

    private func addTargetAction(_ target: AnyObject, _ run: @escaping @MainActor (Any?) -> Void, for controlEvents: UIControl.Event) {
        let identifier = ViewControllerKit.TargetAction.identifierPrefix(for: target) + UUID().uuidString
        addAction(UIAction(identifier: UIAction.Identifier(identifier)) { run($0.sender) }, for: controlEvents)
    }
}

extension UIGestureRecognizer {
    /// UIKit's `init(target:action:)`: `action` runs with the target and this recognizer on
    /// every action-sending state change; the target is held weakly. Differs from iOS:
    /// `action` is a closure (`{ $0.handlePan($1) }`), not a selector.
    public convenience init<Target: AnyObject, Sender>(target: Target, action: @escaping @MainActor (Target, Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `init(target:action:)` for an action method without a sender.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// UIKit's `addTarget(_:action:)`, run after the actions added before it.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping @MainActor (Target, Sender) -> Void) {
        let run = ViewControllerKit.TargetAction.bind(target, action)
        actions.append((ObjectIdentifier(target), { run($0) }))
    }

    /// `addTarget(_:action:)` for an action method without a sender.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> Void) {
        let run = ViewControllerKit.TargetAction.bind(target, action)
        actions.append((ObjectIdentifier(target), { run($0) }))
    }

    /// Removes `target`'s actions (every target's when `target` is nil); closures added with
    /// `addAction(_:)` stay. Differs from iOS: `action` cannot pick one closure, so all of the
    /// target's actions go, as UIKit does for a nil action.
    public func removeTarget(_ target: Any?, action: Selector?) {
        if let target = target as AnyObject? {
            actions.removeAll { $0.target == ObjectIdentifier(target) }
        } else {
            actions.removeAll { $0.target != nil }
        }
    }
}
