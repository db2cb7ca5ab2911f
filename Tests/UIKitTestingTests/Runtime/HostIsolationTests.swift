import Testing
import UIKitTesting

/// One runtime per host: every test sees its own screen, application and diagnostics,
/// whether tests run in parallel, serialized, alone or in any order.
@Suite @MainActor struct HostIsolationTests {
    static let devices: [(ViewControllerKit.DeviceProfile, CGSize)] = [
        (.iPhone14, CGSize(width: 390, height: 844)),
        (.iPadAir, CGSize(width: 820, height: 1180)),
        (.iPhoneSE, CGSize(width: 375, height: 667)),
    ]

    /// Parameterised async tests run in parallel, each in its own task; they interleave at
    /// every `await`, and each must still see its own device.
    @Test(arguments: [0, 1, 2, 0, 1, 2])
    func asyncTestsWithDifferentDevices_eachSeeTheirOwnScreen(_ index: Int) async {
        await Self.checkOwnScreen(index)
    }

    @Test func concurrentChildTasks_eachWithAHost_neverSeeTheOthers() async {
        await withTaskGroup(of: Void.self) { group in
            for index in Self.devices.indices {
                group.addTask { await Self.checkOwnScreen(index) }
            }
        }
    }

    static func checkOwnScreen(_ index: Int) async {
        let (device, size) = devices[index]
        let host = HeadlessHost(device: device)
        for _ in 0..<20 {
            #expect(UIScreen.main.bounds.size == size)
            #expect(UIApplication.shared === host.application)
            await Task.yield()
        }
    }

    @Test func aHostThatIsGone_isNoLongerInUse() {
        let app = ViewControllerKit.Runtime.current
        do {
            let host = HeadlessHost(device: .iPadAir)
            #expect(ViewControllerKit.Runtime.current === host.runtime)
        }
        #expect(ViewControllerKit.Runtime.current === app)
        #expect(UIScreen.main.profile == .iPhone14)
    }

    @Test func objectsInAWindow_reachTheirHostThroughTheGraph() {
        let phone = HeadlessHost(device: .iPhone14)
        let pad = HeadlessHost(device: .iPadAir)
        // The phone's window is on the phone's screen even though the pad is in use now.
        #expect(ViewControllerKit.Runtime.current === pad.runtime)
        #expect(phone.window.screen.profile == .iPhone14)
        let controller = UIViewController()
        phone.show(controller)
        #expect(controller.view.frame.size == CGSize(width: 390, height: 844))
        #expect(controller.traitCollection.userInterfaceIdiom == .phone)
        withExtendedLifetime((phone, pad)) {}
    }

    /// With no host, a UIKit exception ends the process with UIKit's message, as an
    /// uncaught exception ends an iOS app — also right after another host went away
    /// (it used to be silently dropped by the earlier host's handler).
    @Test func anExceptionWithNoHost_afterAnEarlierHost_trapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                do {
                    let earlier = HeadlessHost(
                        device: .iPadAir, createdAt: HostSourceLocation(fileID: "", filePath: "", line: 0, column: 0),
                        reportingFailures: { _ in })
                    earlier.show(UIViewController())
                }
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(nav, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains(
            "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', "
                + "reason: 'Pushing a navigation controller is not supported'"))
    }
}
