import Foundation

/// The identifier of a background task (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` returns when it cannot begin one.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The result an app reports for a background fetch or a remote notification.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}

/// App services that need an operating system behind the app: background execution and
/// push notifications. Background tasks are bookkept (a host's app never gets suspended,
/// so none expires and no expiration handler runs); registering for remote notifications
/// fails, as on a device without a push service.
extension UIApplication {
    /// Starts a task the app wants to finish if it goes to the background; end it with
    /// ``endBackgroundTask(_:)``. The expiration handler never runs here.
    public func beginBackgroundTask(withName taskName: String?,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        let identifier = nextBackgroundTask
        nextBackgroundTask += 1
        backgroundTasks[identifier] = taskName ?? ""
        return UIBackgroundTaskIdentifier(rawValue: identifier)
    }

    /// Starts a task; see ``beginBackgroundTask(withName:expirationHandler:)``.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a task. Ending one that is not running logs UIKit's warning.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard backgroundTasks.removeValue(forKey: identifier.rawValue) != nil else {
            runtime.diagnostics.warn("Can't end BackgroundTask: no background task exists with identifier \(identifier.rawValue), or it may have already been ended.")
            return
        }
    }

    /// How long the app may keep running in the background: unlimited while it is not in
    /// the background, as on iOS.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Asks for a device token. There is no push service here: the delegate's
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is called on the
    /// next run-loop turn (and the first call says so through the diagnostics channel).
    public func registerForRemoteNotifications() {
        wantsRemoteNotifications = true
        runtime.diagnostics.unsupported("UIApplication.registerForRemoteNotifications()",
                                        "there is no push notification service; registration fails")
        runtime.runLoop.perform { [weak self] in
            guard let self else { return }
            let error = NSError(domain: NSCocoaErrorDomain, code: 3010,
                                userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported here"])
            self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
        }
    }

    /// Stops asking for remote notifications.
    public func unregisterForRemoteNotifications() { wantsRemoteNotifications = false }

    /// Whether the app asked for remote notifications (false here until it does; it never
    /// gets a token).
    public var isRegisteredForRemoteNotifications: Bool { false }
}
