import Foundation

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)` without selectors: `selector` is a closure of
    /// the observer and the notification (`{ $0.keyboardWillShow($1) }`, what `vck-migrate`
    /// writes for `#selector(keyboardWillShow(_:))`). It runs on the posting thread, which
    /// must be the main thread, and only while the observer is alive: as on iOS 9 and
    /// later, a deallocated observer is simply no longer called.
    ///
    /// Differs from iOS: `removeObserver(observer)` does not reach these registrations (they
    /// are kept under a token the center returns to nobody); an observer that must stop
    /// hearing a notification while alive should use `addObserver(forName:object:queue:using:)`
    /// and remove its token.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer, Notification) -> Void,
        name aName: Notification.Name?, object anObject: Any?
    ) {
        let box = WeakObserver(observer)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            // Delivered on the posting thread, which `assumeIsolated` checks is the main one,
            // so the notification is not shared across threads.
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                guard let observer = box.value as? Observer else { return }
                selector(observer, notification)
            }
        }
    }

    /// `addObserver(_:selector:name:object:)` for a method that takes no notification.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> Void,
        name aName: Notification.Name?, object anObject: Any?
    ) {
        addObserver(observer, selector: { observer, _ in selector(observer) }, name: aName, object: anObject)
    }
}

/// Holds a selector-form observer weakly; main-actor isolated, so the center's `@Sendable`
/// block may carry it.
@MainActor
private final class WeakObserver {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
