import Foundation

extension UIControl {
    /// Registers `action` for `controlEvents`. Actions are unique by identifier: adding
    /// one whose identifier is already registered replaces that action and adds the
    /// events to it. Actions run in the order they were first added.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index].action = action
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append((action, controlEvents))
        }
    }

    /// Unregisters `action` (matched by identifier) from `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Unregisters the action with `actionIdentifier` from `controlEvents`; it is
    /// forgotten once no events are left.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        guard let index = registrations.firstIndex(where: { $0.action.identifier == actionIdentifier }) else { return }
        registrations[index].events.subtract(controlEvents)
        if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }

    /// Every event some action is registered for.
    public var allControlEvents: UIControl.Event {
        registrations.reduce([]) { $0.union($1.events) }
    }
}
