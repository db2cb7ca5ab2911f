import Foundation

/// The device the app runs on: its idiom, model, system and physical orientation.
///
/// One per runtime (each host models its own device from its ``ViewControllerKit/DeviceProfile``);
/// `UIDevice.current` is the device of the runtime in use. Hardware this host does not have
/// reads as iOS reports it on a device without it: battery state unknown, no proximity sensor.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device of the runtime in use by the caller.
    public static var current: UIDevice { ViewControllerKit.Runtime.current.screen.device }

    private unowned let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
        orientation = UIDeviceOrientation(screen.interfaceOrientation)
    }

    /// The generic device name: since iOS 16 apps without a special entitlement read the
    /// model ("iPhone", "iPad"), not the name its owner gave it.
    public var name: String { model }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS version whose behaviour this UIKit follows.
    public var systemVersion: String { "18.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { screen.profile.idiom }
    /// Stable for the life of the runtime, as it is for an app's vendor on one device.
    public let identifierForVendor: UUID? = UUID()
    public var isMultitaskingSupported: Bool { true }

    /// The physical orientation. Changes when the host turns the device, whether or not
    /// the interface follows.
    public private(set) var orientation: UIDeviceOrientation
    private var orientationNotificationRequests = 0

    /// Whether `orientationDidChangeNotification` is posted: after
    /// `beginGeneratingDeviceOrientationNotifications()` (UIKit's own launch calls it once).
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Turns the device (the host does, before the interface is asked to rotate), posting
    /// `orientationDidChangeNotification` when notifications are being generated.
    func setOrientation(_ newValue: UIDeviceOrientation) {
        guard newValue != orientation else { return }
        orientation = newValue
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    /// The battery's state, which a host has no battery to report.
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }

    public var isBatteryMonitoringEnabled = false
    /// -1 as on iOS when the level is unknown.
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    /// Stays false: the host has no proximity sensor (as on an iPad or the simulator).
    public var isProximityMonitoringEnabled: Bool {
        get { false }
        set { _ = newValue }
    }
    public var proximityState: Bool { false }

    /// Plays the keyboard click (on iOS, when a visible input view adopts
    /// ``UIInputViewAudioFeedback`` and enables clicks). There is no sound here: the first
    /// call says so through the diagnostics channel.
    public func playInputClick() {
        ViewControllerKit.Runtime.current.diagnostics.unsupported("UIDevice.playInputClick()", "there is no sound output")
    }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// Adopted by a custom input view (`inputView` of a text field) that wants
/// ``UIDevice/playInputClick()`` to click while it is on screen. UIKit's requirement is
/// optional; here it has a default of `false`, as a view that does not implement it gets.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: AnyObject {
    /// Whether input clicks play while the adopting input view is visible.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}
