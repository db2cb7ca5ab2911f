import Foundation

// The application-wide status bar and system notices of iOS before scenes (deprecated in
// iOS 13, still in much code). They read the key window, as UIKit does for an app with one
// scene (the scene's status bar manager reads the same window).
extension UIApplication {
    private var statusBarWindow: UIWindow? { keyWindow ?? windows.first }

    /// The status bar's frame in screen coordinates (zero while it is hidden).
    public var statusBarFrame: CGRect {
        guard let window = statusBarWindow, !window.isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: window.screen.bounds.width, height: window.screenMetrics.statusBarHeight)
    }
    /// Whether the key window's top controller hides the status bar.
    public var isStatusBarHidden: Bool { statusBarWindow?.isStatusBarHidden ?? false }
    /// The key window's status bar style.
    public var statusBarStyle: UIStatusBarStyle { statusBarWindow?.statusBarStyle ?? .default }
    /// The key window's interface orientation (`.portrait` without a window).
    public var statusBarOrientation: UIInterfaceOrientation {
        statusBarWindow?.screen.interfaceOrientation ?? .portrait
    }
    /// Whether the app declares several scenes: false (one scene per host here).
    public var supportsMultipleScenes: Bool { false }

    /// Posted by iOS when the status bar's frame is about to change; not posted here (read
    /// `statusBarFrame`, or hear the size transition).
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted by iOS after the status bar's frame changed; not posted here.
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted by iOS at midnight or a time-zone change; not posted here (no system clock events).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted by iOS after the user took a screenshot; never here.
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

extension UIScreen {
    /// Whether the screen is being recorded or mirrored: never here.
    public var isCaptured: Bool { false }
    /// Posted by iOS when `isCaptured` changes; never here.
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// The screen's brightness, 0…1: 0.5 here, and setting it does nothing (said once).
    public var brightness: CGFloat {
        get { 0.5 }
        set { ViewControllerKit.Runtime.current.diagnostics.unsupported("UIScreen.brightness", "there is no backlight to dim") }
    }
    /// Whether dimming is simulated in software beyond the hardware's range: false.
    public var wantsSoftwareDimming: Bool {
        get { false }
        set {}
    }
}

extension ProcessInfo {
    /// Whether Low Power Mode is on (iOS): never here.
    public var isLowPowerModeEnabled: Bool { false }
}

extension Notification.Name {
    /// Posted by iOS when Low Power Mode changes; never here.
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
