import Foundation
import Testing
import UIKitTesting

/// `UIDevice` per host and its orientation notifications.
@Suite @MainActor struct DeviceTests {
    @Test func theDevice_isTheHostsProfile() {
        let phone = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(phone) {} }
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone" && UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.batteryLevel == -1 && UIDevice.current.batteryState == .unknown)
        let pad = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        defer { withExtendedLifetime(pad) {} }
        pad.runtime.withCurrent {
            #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad")
            // Interface landscape-left is device landscape-right.
            #expect(UIDevice.current.orientation == .landscapeRight)
        }
        #expect(phone.runtime.withCurrent { UIDevice.current } !== pad.runtime.withCurrent { UIDevice.current })
    }

    /// The device turns even when the interface refuses to (UIKIT-SEMANTICS 10.9); the
    /// notification is posted once notifications are being generated, with the device as
    /// its object. The centre is Foundation's process-wide one, so a test keeps its own
    /// host's device's notifications (parallel tests post too).
    @Test func turningTheDevice_postsOrientationNotifications() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        host.show(PortraitOnly())
        var posted: [UIDeviceOrientation] = []
        let device = UIDevice.current
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) { note in
            let fromDevice = (note.object as AnyObject?) === device
            guard fromDevice else { return }
            MainActor.assumeIsolated { posted.append(device.orientation) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(host.runtime.rotate(to: .landscapeRight) == false)
        #expect(device.orientation == .landscapeLeft && posted.isEmpty)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(host.runtime.rotate(to: .portraitUpsideDown) == false)
        #expect(host.runtime.rotate(to: .portrait) == false)
        #expect(posted == [.portraitUpsideDown, .portrait])
        #expect(host.screen.interfaceOrientation == .portrait)
    }
}
