import Foundation

/// Rotation policy: which controller UIKit asks, and turning the interface. Application-level
/// behaviour, so it lives above presentation (it reads the top-most full-screen presented
/// controller), not in the runtime's core.
extension ViewControllerKit.Runtime {
    /// Turns the device to show the interface in `orientation`, and rotates the interface.
    /// The device's orientation (`UIDevice.orientation`) always changes; the interface's
    /// rotation is refused (returns false, the interface is unchanged) when the orientation is not in the intersection of the app's supported
    /// orientations and those of the controller UIKit asks — the key window's root (or
    /// its top-most full-screen presented controller) — or when that controller's
    /// `shouldAutorotate` is false (UIKIT-SEMANTICS 10.9).
    @discardableResult
    public func rotate(to orientation: UIInterfaceOrientation) -> Bool {
        // The device turns whether or not the interface follows it.
        withCurrent { screen.device.setOrientation(UIDeviceOrientation(orientation)) }
        guard orientation != .unknown, orientation != screen.interfaceOrientation else { return false }
        guard supportedOrientations().contains(orientation.mask) else { return false }
        if let asked = orientationAuthority(), !asked.shouldAutorotate { return false }
        let angle = Self.rotationAngle(from: screen.interfaceOrientation, to: orientation)
        screen.setInterfaceOrientation(orientation)
        for window in allWindows { window.transitionToScreen(rotationAngle: angle) }
        return true
    }

    /// The orientations allowed now: the app's, intersected with the asked controller's.
    public func supportedOrientations() -> UIInterfaceOrientationMask {
        let window = application.keyWindow
        var mask = application.delegate?.application(application, supportedInterfaceOrientationsFor: window)
            ?? screen.profile.defaultSupportedOrientations
        if let asked = orientationAuthority() { mask.formIntersection(asked.supportedInterfaceOrientations) }
        return mask
    }

    private func orientationAuthority() -> UIViewController? {
        application.keyWindow?.statusBarAppearanceRoot
    }

    private static func rotationAngle(from: UIInterfaceOrientation, to: UIInterfaceOrientation) -> CGFloat {
        func angle(_ o: UIInterfaceOrientation) -> CGFloat {
            switch o {
            case .portrait, .unknown: 0
            case .landscapeLeft: .pi / 2
            case .portraitUpsideDown: .pi
            case .landscapeRight: -.pi / 2
            }
        }
        return angle(to) - angle(from)
    }
}
