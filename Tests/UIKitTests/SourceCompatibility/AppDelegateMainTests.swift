import Foundation
import Testing
import UIKit
import UIKitTesting

// What `@main` on an app delegate calls: `main()` from the protocol, as on iOS 14 and later.
// (A test target cannot carry `@main`; the real-code set's case 09 does.)
final class MainAttributedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@Suite @MainActor struct AppDelegateMainTests {
    @Test func mainOnAnAppDelegateCompilesAndSaysOnceHowAHostLaunchesTheApp() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        MainAttributedAppDelegate.main()
        MainAttributedAppDelegate.main()
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UIApplicationDelegate.main() does nothing here: @main on MainAttributedAppDelegate: "
                + "launch the app from its host with UIApplicationMain(runtime:delegate:) and an instance of MainAttributedAppDelegate.",
        ])
    }
}

// A full-screen player as iOS apps write it: system-gesture preferences compile and the
// update calls say, once each, that there is nothing here to update.
final class FullScreenPlayerViewController: UIViewController {
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
}

@Suite @MainActor struct SystemGesturePreferenceTests {
    @Test func theUpdateCallsWarnOnceEachThatNothingReadsThePreferences() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let player = FullScreenPlayerViewController()
        host.show(player)
        #expect(player.preferredScreenEdgesDeferringSystemGestures == .bottom)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: setNeedsUpdateOfScreenEdgesDeferringSystemGestures() does nothing here: there are no system edge gestures to defer.",
            "ViewControllerKit: setNeedsUpdateOfHomeIndicatorAutoHidden() does nothing here: there is no Home indicator.",
        ])
    }
}
