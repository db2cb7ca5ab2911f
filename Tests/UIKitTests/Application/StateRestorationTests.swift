import Foundation
import Testing
import UIKit
import UIKitTesting

/// State preservation and restoration across a simulated relaunch (UIKIT-SEMANTICS 12.1–12.3;
/// see docs/DifferencesFromIOS.md "State restoration").
@Suite(.serialized) @MainActor struct StateRestorationTests {
    static func newRuntime() -> ViewControllerKit.Runtime {
        ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhone14), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
    }

    static func launchFromStoryboard(_ runtime: ViewControllerKit.Runtime, _ delegate: SRAppDelegate) {
        UIApplicationMain(runtime: runtime, delegate: delegate, infoDictionary: ["UIMainStoryboardFile": "Restore"], bundle: .module)
    }

    /// Launches the storyboard app, pushes a detail (from the storyboard) and presents a
    /// modal made in code; returns the runtime.
    static func launchAndNavigate(optsIn: Bool = true) throws -> ViewControllerKit.Runtime {
        RestorationTrace.recorder = TraceRecorder()
        let runtime = newRuntime()
        let delegate = SRAppDelegate()
        delegate.optsIn = optsIn
        runtime.withCurrent { launchFromStoryboard(runtime, delegate) }
        try runtime.withCurrent {
            let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
            let detail = try #require(navigation.storyboard?.instantiateViewController(withIdentifier: "detail") as? SRDetailViewController)
            detail.item = "Grace"
            navigation.pushViewController(detail, animated: false)
            let modal = SRModalViewController()
            modal.restorationIdentifier = "modal"
            modal.restorationClass = SRModalRestorer.self
            modal.note = "draft"
            navigation.present(modal, animated: false)
            runtime.runLoop.runTurn()
        }
        return runtime
    }

    // UIKIT-SEMANTICS 12.1, 12.2, 12.3.
    @Test func theNavigationStackAndThePresentedControllerComeBackInUIKitsOrder() throws {
        let old = try Self.launchAndNavigate()
        RestorationTrace.recorder.take()
        let delegate = SRAppDelegate()
        let runtime = old.relaunchPreservingState { Self.launchFromStoryboard($0, delegate) }
        defer { runtime.detach() }
        #expect(RestorationTrace.recorder.take() == [
            // Preservation, as the old app enters the background: the app first, then each
            // controller with a restoration path from the root (the navigation controller
            // records nothing here), its children, then what it presents.
            "App.willEncode", "SRHome.encode", "SRDetail.encode", "SRModal.encode",
            // The relaunch: the main storyboard's initial controllers exist before restoring.
            "App.willFinishLaunching", "SRHome.init(coder:)",
            // Creation, in preservation order: the app delegate is asked first; the existing
            // navigation and home controllers are used; the detail comes from its storyboard;
            // the modal from its restoration class (the delegate is not asked for it).
            "App.viewController(nav)", "App.viewController(nav/home)", "App.viewController(nav/detail)",
            "SRDetail.init(coder:)", "SRModalRestorer.viewController(modal)",
            // Decoding, then applicationFinishedRestoringState, then the app's own state.
            "SRHome.decode", "SRDetail.decode item: Grace storyboard: true", "SRDetail.decode", "SRModal.decode",
            "SRHome.finishedRestoring", "SRDetail.finishedRestoring", "SRModal.finishedRestoring",
            "App.didDecode(version: 7)",
            "App.didFinishLaunching",
        ])
        try runtime.withCurrent {
            let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
            #expect(navigation.viewControllers.map { String(describing: type(of: $0)) } == ["SRHomeViewController", "SRDetailViewController"])
            #expect((navigation.topViewController as? SRDetailViewController)?.item == "Grace")
            let modal = try #require(navigation.presentedViewController as? SRModalViewController)
            #expect(modal.note == "draft")
            #expect(delegate.window?.isKeyWindow == true)
        }
    }

    @Test func anAppThatDoesNotOptInRelaunchesFresh() throws {
        let old = try Self.launchAndNavigate(optsIn: false)
        RestorationTrace.recorder.take()
        #expect(old.stateRestorationArchive == nil)
        let delegate = SRAppDelegate()
        delegate.optsIn = false
        let runtime = old.relaunchPreservingState { Self.launchFromStoryboard($0, delegate) }
        defer { runtime.detach() }
        #expect(RestorationTrace.recorder.take() == ["App.willFinishLaunching", "SRHome.init(coder:)", "App.didFinishLaunching"])
        try runtime.withCurrent {
            let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.presentedViewController == nil)
        }
    }

    // UIKIT-SEMANTICS 12.2: a restoration class returning nil leaves its controller out.
    @Test func theSelectedTabComesBackAndADecliningRestorationClassLeavesItsControllerOut() throws {
        RestorationTrace.recorder = TraceRecorder()
        func makeTabs(_ app: SRAppDelegate) {
            let tabs = UITabBarController()
            tabs.restorationIdentifier = "tabs"
            let first = UIViewController(), second = UIViewController()
            first.restorationIdentifier = "first"
            second.restorationIdentifier = "second"
            let extra = UIViewController()
            extra.restorationIdentifier = "extra"
            extra.restorationClass = SRDecliningRestorer.self
            tabs.setViewControllers([first, second, extra], animated: false)
            app.window = UIWindow(frame: ViewControllerKit.Runtime.current.screen.bounds)
            app.window?.rootViewController = tabs
        }
        let runtime1 = Self.newRuntime()
        let delegate1 = SRAppDelegate()
        delegate1.makeWindow = makeTabs
        _ = runtime1.withCurrent { UIApplicationMain(runtime: runtime1, delegate: delegate1) }
        runtime1.withCurrent { (delegate1.window?.rootViewController as? UITabBarController)?.selectedIndex = 1 }
        let delegate2 = SRAppDelegate()
        delegate2.makeWindow = makeTabs
        RestorationTrace.recorder.take()
        let runtime2 = runtime1.relaunchPreservingState { UIApplicationMain(runtime: $0, delegate: delegate2) }
        defer { runtime2.detach() }
        let trace = RestorationTrace.recorder.take()
        #expect(trace.contains("SRDecliningRestorer.viewController(tabs/extra)"))
        #expect(!trace.contains("App.viewController(tabs/extra)"))
        try runtime2.withCurrent {
            let tabs = try #require(delegate2.window?.rootViewController as? UITabBarController)
            // The tabs the archive names that were restored: "extra" was declined.
            #expect(tabs.viewControllers?.map(\.restorationIdentifier) == ["first", "second"])
            #expect(tabs.selectedIndex == 1)
        }
    }

    @Test func theOldAppIsFreedAfterTheRelaunch() throws {
        weak var oldDetail: UIViewController?
        weak var oldWindow: UIWindow?
        var runtime: ViewControllerKit.Runtime?
        do {
            let old = try Self.launchAndNavigate()
            old.withCurrent {
                let navigation = old.application.delegate?.window?.rootViewController as? UINavigationController
                oldDetail = navigation?.topViewController
                oldWindow = old.application.delegate?.window
            }
            #expect(oldDetail != nil)
            runtime = old.relaunchPreservingState { Self.launchFromStoryboard($0, SRAppDelegate()) }
        }
        #expect(oldDetail == nil)
        #expect(oldWindow == nil)
        runtime?.detach()
    }
}
