import Foundation

/// Opening URLs in other apps. There are no other apps here: unless the host installs
/// ``ViewControllerKit/Runtime/openURLHandler`` (a test simulating Safari or Settings),
/// `canOpenURL(_:)` answers false and `open(_:options:completionHandler:)` completes with
/// false, on the next run-loop turn as on iOS, saying once through the diagnostics channel
/// that nothing opened.
extension UIApplication {
    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link an installed app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The keys of the options an app delegate's `application(_:open:options:)` receives.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The URL of the app's page in Settings.
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings (iOS 16).
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Whether some app could open `url`: the host's ``ViewControllerKit/Runtime/openURLHandler``
    /// decides; without one, none can.
    public func canOpenURL(_ url: URL) -> Bool {
        runtime.openURLHandler?(url) ?? false
    }

    /// Asks the system to open `url`; `completion` hears whether it opened, on the next
    /// run-loop turn.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let opened: Bool
        if let handler = runtime.openURLHandler {
            opened = handler(url)
        } else {
            opened = false
            runtime.diagnostics.unsupported("UIApplication.open(_:options:completionHandler:)",
                                            "there are no other apps to open URLs; it completes with false")
        }
        guard let completion else { return }
        runtime.runLoop.perform { completion(opened) }
    }
}
