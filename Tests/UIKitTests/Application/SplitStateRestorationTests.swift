import Foundation
import Testing
import UIKit
import UIKitTesting

/// A split's children and preferred display mode across a simulated relaunch
/// (UIKIT-SEMANTICS 12.1–12.3; see docs/DifferencesFromIOS.md "State restoration").
@Suite(.serialized) @MainActor struct SplitStateRestorationTests {
    static func newRuntime() -> ViewControllerKit.Runtime {
        ViewControllerKit.Runtime(screen: UIScreen(profile: .iPadAir), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
    }

    /// Launches an app whose window `makeWindow` builds, lets `change` act on the running app,
    /// relaunches it with the same window builder, and returns the new delegate and runtime
    /// with the trace of the relaunch.
    static func relaunch(makeWindow: @escaping (SRAppDelegate) -> Void,
                         change: (SRAppDelegate) -> Void) -> (SRAppDelegate, ViewControllerKit.Runtime, [String]) {
        RestorationTrace.recorder = TraceRecorder()
        let runtime1 = newRuntime()
        let delegate1 = SRAppDelegate()
        delegate1.makeWindow = makeWindow
        _ = runtime1.withCurrent { UIApplicationMain(runtime: runtime1, delegate: delegate1) }
        runtime1.withCurrent {
            change(delegate1)
            runtime1.runLoop.runTurn()
        }
        RestorationTrace.recorder.take()
        let delegate2 = SRAppDelegate()
        delegate2.makeWindow = makeWindow
        let runtime2 = runtime1.relaunchPreservingState { UIApplicationMain(runtime: $0, delegate: delegate2) }
        return (delegate2, runtime2, RestorationTrace.recorder.take())
    }

    static func names(_ controllers: [UIViewController]) -> [String] {
        controllers.map { "\(type(of: $0)):\($0.restorationIdentifier ?? "-")" }
    }

    // UIKIT-SEMANTICS 12.1, 12.2, 12.3: the split decodes before its children and puts the
    // restored secondary back; the display mode comes back too.
    @Test func aClassicSplitGetsItsSecondaryAndDisplayModeBack() throws {
        let (delegate, runtime, trace) = Self.relaunch(makeWindow: { app in
            // The app's launch state: a split with only its list.
            let split = SRSplitViewController()
            split.restorationIdentifier = "split"
            let list = SRListViewController()
            list.restorationIdentifier = "list"
            split.viewControllers = [list]
            app.window = UIWindow(frame: ViewControllerKit.Runtime.current.screen.bounds)
            app.window?.rootViewController = split
        }, change: { app in
            let split = app.window?.rootViewController as? UISplitViewController
            split?.viewControllers.append(SRSplitDetailRestorer.make(identifier: "detail", title: "Ada"))
            split?.preferredDisplayMode = .oneOverSecondary
        })
        defer { runtime.detach() }
        #expect(trace == [
            "App.willEncode", "SRSplit.encode", "SRList.encode", "SRSplitDetail.encode",
            "App.willFinishLaunching",
            "App.viewController(split)", "App.viewController(split/list)", "SRSplitDetailRestorer.viewController(split/detail)",
            "SRSplit.decode", "SRList.decode", "SRSplitDetail.decode title: Ada",
            "SRSplit.finishedRestoring", "SRList.finishedRestoring", "SRSplitDetail.finishedRestoring",
            "App.didDecode(version: 7)", "App.didFinishLaunching",
        ])
        try runtime.withCurrent {
            let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
            #expect(Self.names(split.viewControllers) == ["SRListViewController:list", "SRSplitDetailViewController:detail"])
            #expect(split.children.map { $0 as AnyObject === split.viewControllers[0] } == [true, false])
            #expect((split.viewControllers[1] as? SRSplitDetailViewController)?.title == "Ada")
            #expect(split.preferredDisplayMode == .oneOverSecondary)
            #expect(split.isCollapsed == false)
            // Over the secondary: both views on screen, the primary 320 wide over it.
            #expect(split.viewControllers.map { $0.viewIfLoaded?.window != nil } == [true, true])
            #expect(split.viewControllers[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        }
    }

    // UIKIT-SEMANTICS 12.3: the columns' controllers come back inside the split's own
    // navigation controllers (which have no identifier and are not in the paths), with the
    // secondary column's pushed controller.
    @Test func aColumnStyleSplitGetsItsColumnsAndStacksBack() throws {
        let (delegate, runtime, trace) = Self.relaunch(makeWindow: { app in
            let split = SRSplitViewController(style: .doubleColumn)
            split.restorationIdentifier = "columns"
            let list = SRListViewController()
            list.restorationIdentifier = "list"
            split.setViewController(list, for: .primary)
            split.setViewController(SRListViewController(), for: .secondary)  // a placeholder, not preserved
            app.window = UIWindow(frame: ViewControllerKit.Runtime.current.screen.bounds)
            app.window?.rootViewController = split
        }, change: { app in
            let split = app.window?.rootViewController as? UISplitViewController
            split?.setViewController(nil, for: .secondary)
            split?.setViewController(SRSplitDetailRestorer.make(identifier: "detail", title: "Ada"), for: .secondary)
            split?.setViewController(SRSplitDetailRestorer.make(identifier: "more", title: "Lovelace"), for: .secondary)
            split?.preferredDisplayMode = .secondaryOnly
        })
        defer { runtime.detach() }
        #expect(trace == [
            "App.willEncode", "SRSplit.encode", "SRList.encode", "SRSplitDetail.encode", "SRSplitDetail.encode",
            "App.willFinishLaunching",
            "App.viewController(columns)", "App.viewController(columns/list)",
            "SRSplitDetailRestorer.viewController(columns/detail)", "SRSplitDetailRestorer.viewController(columns/more)",
            "SRSplit.decode", "SRList.decode", "SRSplitDetail.decode title: Ada", "SRSplitDetail.decode title: Lovelace",
            "SRSplit.finishedRestoring", "SRList.finishedRestoring", "SRSplitDetail.finishedRestoring", "SRSplitDetail.finishedRestoring",
            "App.didDecode(version: 7)", "App.didFinishLaunching",
        ])
        try runtime.withCurrent {
            let split = try #require(delegate.window?.rootViewController as? UISplitViewController)
            #expect(split.viewController(for: .primary)?.restorationIdentifier == "list")
            #expect(split.viewController(for: .secondary)?.restorationIdentifier == "detail")
            let columns = split.viewControllers.compactMap { $0 as? UINavigationController }
            #expect(columns.count == 2)
            #expect(columns.map { Self.names($0.viewControllers) } == [
                ["SRListViewController:list"],
                ["SRSplitDetailViewController:detail", "SRSplitDetailViewController:more"],
            ])
            #expect(split.preferredDisplayMode == .secondaryOnly)
            #expect(split.displayMode == .secondaryOnly)
            #expect(columns.map { $0.viewIfLoaded?.window != nil } == [false, true])
        }
    }

    @Test func theOldSplitAndItsChildrenAreFreed() {
        weak var oldDetail: UIViewController?
        weak var oldSplit: UIViewController?
        let (_, runtime, _) = Self.relaunch(makeWindow: { app in
            let split = SRSplitViewController(style: .doubleColumn)
            split.restorationIdentifier = "columns"
            app.window = UIWindow(frame: ViewControllerKit.Runtime.current.screen.bounds)
            app.window?.rootViewController = split
        }, change: { app in
            let split = app.window?.rootViewController as? UISplitViewController
            let detail = SRSplitDetailRestorer.make(identifier: "detail", title: "Ada")
            split?.setViewController(detail, for: .secondary)
            oldDetail = detail
            oldSplit = split
        })
        runtime.detach()
        #expect(oldDetail == nil)
        #expect(oldSplit == nil)
    }
}

final class SRSplitViewController: UISplitViewController {
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        RestorationTrace.record("SRSplit.encode")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        RestorationTrace.record("SRSplit.decode")
    }
    override func applicationFinishedRestoringState() { RestorationTrace.record("SRSplit.finishedRestoring") }
}

final class SRListViewController: SRRecordingController {}

/// A detail made in code, recreated by `SRSplitDetailRestorer`; saves its title.
final class SRSplitDetailViewController: SRRecordingController {
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(title, forKey: "title")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        title = coder.decodeObject(forKey: "title") as? String
        RestorationTrace.record("SRSplitDetail.decode title: \(title ?? "nil")")
    }
}

final class SRSplitDetailRestorer: UIViewControllerRestoration {
    static func make(identifier: String, title: String?) -> SRSplitDetailViewController {
        let detail = SRSplitDetailViewController()
        detail.restorationIdentifier = identifier
        detail.restorationClass = SRSplitDetailRestorer.self
        detail.title = title
        return detail
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        RestorationTrace.record("SRSplitDetailRestorer.viewController(\(identifierComponents.joined(separator: "/")))")
        return make(identifier: identifierComponents.last ?? "", title: nil)
    }
}
