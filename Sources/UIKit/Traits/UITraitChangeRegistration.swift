import Foundation

/// A registration made by `registerForTraitChanges(_:handler:)`: pass it to
/// `unregisterForTraitChanges(_:)` to stop hearing changes.
public struct UITraitChangeRegistration: Hashable, Sendable {
    let id: UInt64
}

/// The handler of a trait change registration: the object whose traits changed and its
/// collection before the change.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// Something that can be registered with for changes of particular traits (iOS 17): views,
/// view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Calls `handler` with the object and its previous collection each time one of
    /// `traits` changes, just after `traitCollectionDidChange(_:)` (the order UIKit documents
    /// none of; chosen here). The object is not retained by the registration.
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>) -> UITraitChangeRegistration
    /// Stops a registration; unknown registrations are ignored.
    func unregisterForTraitChanges(_ registration: UITraitChangeRegistration)
}

/// The trait change registrations of one view or controller.
struct TraitChangeRegistrations {
    private var entries: [(registration: UITraitChangeRegistration, traits: [UITrait], handler: (UITraitCollection) -> Void)] = []
    private var nextID: UInt64 = 0

    /// Registers `handler` for `owner` (held weakly): it is called with the owner as
    /// `Environment` (skipped if the owner is not one) and the previous collection.
    @MainActor
    mutating func add<Environment: UITraitEnvironment>(_ traits: [UITrait], for owner: AnyObject,
                                                       handler: @escaping UITraitChangeHandler<Environment>) -> UITraitChangeRegistration {
        add(traits) { [weak owner] previous in
            guard let environment = owner as? Environment else { return }
            handler(environment, previous)
        }
    }

    private mutating func add(_ traits: [UITrait], handler: @escaping (UITraitCollection) -> Void) -> UITraitChangeRegistration {
        nextID += 1
        let registration = UITraitChangeRegistration(id: nextID)
        entries.append((registration, traits, handler))
        return registration
    }

    mutating func remove(_ registration: UITraitChangeRegistration) {
        entries.removeAll { $0.registration == registration }
    }

    /// Calls, in registration order, the handlers for which one of their traits changed.
    func notify(previous: UITraitCollection, current: UITraitCollection) {
        for entry in entries where entry.traits.contains(where: { $0.differs(previous, current) }) {
            entry.handler(previous)
        }
    }
}
