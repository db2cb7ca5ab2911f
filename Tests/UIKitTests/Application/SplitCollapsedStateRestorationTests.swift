import Foundation
import Testing
import UIKit
import UIKitTesting

/// A split's collapsed state and the column it showed, across a simulated relaunch
/// (UIKIT-SEMANTICS 12.1–12.3 for the restoration order, 8.2–8.4 for collapsing and
/// expanding; see docs/DifferencesFromIOS.md "State restoration"). Compact launches put the
/// split in a compact width with `traitOverrides` (an iPad app in Slide Over), so one launch
/// can be compact and the next regular.
@Suite(.serialized) @MainActor struct SplitCollapsedStateRestorationTests {
    /// Launches with the split compact when `compactFirst`, lets `change` act, relaunches
    /// compact when `compactAgain`, and returns the relaunched split and runtime with the
    /// trace of the relaunch.
    static func relaunch(compactFirst: Bool, compactAgain: Bool, makeSplit: @escaping () -> UISplitViewController,
                         change: (UISplitViewController) -> Void) -> (UISplitViewController?, ViewControllerKit.Runtime, [String]) {
        var launches = 0
        let (delegate, runtime, trace) = SplitStateRestorationTests.relaunch(makeWindow: { app in
            launches += 1
            let split = makeSplit()
            if launches == 1 ? compactFirst : compactAgain { split.traitOverrides.horizontalSizeClass = .compact }
            app.window = UIWindow(frame: ViewControllerKit.Runtime.current.screen.bounds)
            app.window?.rootViewController = split
        }, change: { app in
            if let split = app.window?.rootViewController as? UISplitViewController { change(split) }
        })
        return (delegate.window?.rootViewController as? UISplitViewController, runtime, trace)
    }

    /// Runs the clock until running transitions (an animated pop) have finished.
    static func finishTransitions() {
        let runtime = ViewControllerKit.Runtime.current
        for _ in 0..<4 {
            (runtime.clock as? ViewControllerKit.ManualClock)?.advance(by: 1)
            runtime.runLoop.runTurn()
        }
    }

    /// A classic split "split" whose primary is a navigation controller "nav" holding "list".
    static func classicSplit() -> UISplitViewController {
        let split = SRCollapsingSplitViewController()
        split.restorationIdentifier = "split"
        let list = SRListViewController()
        list.restorationIdentifier = "list"
        let navigation = UINavigationController(rootViewController: list)
        navigation.restorationIdentifier = "nav"
        split.viewControllers = [navigation]
        return split
    }

    /// Shows the detail "Ada" (collapsed: pushed on the primary's stack) and lets it settle.
    static func showDetail(in split: UISplitViewController) {
        split.showDetailViewController(SRSplitDetailRestorer.make(identifier: "detail", title: "Ada"), sender: nil)
        finishTransitions()
    }

    static func columnSplit(secondary: UIViewController?) -> UISplitViewController {
        let split = SRCollapsingSplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "columns"
        let list = SRListViewController()
        list.restorationIdentifier = "list"
        split.setViewController(list, for: .primary)
        if let secondary { split.setViewController(secondary, for: .secondary) }
        return split
    }

    // UIKIT-SEMANTICS 12.3, 8.4: a detail shown while collapsed is recorded as the secondary
    // column's, so a regular relaunch puts it in the secondary column, not on the list's stack.
    @Test func aDetailShownWhileCollapsedComesBackInTheSecondaryColumn() throws {
        let (restored, runtime, trace) = Self.relaunch(compactFirst: true, compactAgain: false, makeSplit: {
            Self.columnSplit(secondary: nil)
        }, change: { split in
            split.showDetailViewController(SRSplitDetailRestorer.make(identifier: "detail", title: "Ada"), sender: nil)
        })
        defer { runtime.detach() }
        #expect(trace == [
            "App.willEncode", "SRCollapsingSplit.encode", "SRList.encode", "SRSplitDetail.encode",
            "App.willFinishLaunching",
            "App.viewController(columns)", "App.viewController(columns/list)", "SRSplitDetailRestorer.viewController(columns/detail)",
            "SRCollapsingSplit.decode", "SRList.decode", "SRSplitDetail.decode title: Ada",
            "SRCollapsingSplit.finishedRestoring", "SRList.finishedRestoring", "SRSplitDetail.finishedRestoring",
            "App.didDecode(version: 7)", "App.didFinishLaunching",
        ])
        try runtime.withCurrent {
            let split = try #require(restored)
            #expect(split.isCollapsed == false)
            let columns = split.viewControllers.compactMap { $0 as? UINavigationController }
            #expect(columns.map { SplitStateRestorationTests.names($0.viewControllers) } == [
                ["SRListViewController:list"], ["SRSplitDetailViewController:detail"],
            ])
            #expect(split.viewController(for: .secondary)?.restorationIdentifier == "detail")
            #expect((split.viewController(for: .secondary) as? SRSplitDetailViewController)?.title == "Ada")
        }
    }

    // UIKIT-SEMANTICS 12.3, 8.2: collapsed on the list (the user went back from the detail),
    // the relaunched split collapses with the primary on top — the delegate is proposed the
    // recorded column, not `.secondary` — so the list shows, not the empty detail.
    @Test func collapsedOnTheListComesBackOnTheList() throws {
        let (restored, runtime, trace) = Self.relaunch(compactFirst: true, compactAgain: true, makeSplit: {
            let empty = SRListViewController()
            empty.restorationIdentifier = "empty"
            return Self.columnSplit(secondary: empty)
        }, change: { split in
            split.show(.primary)
            Self.finishTransitions()
        })
        defer { runtime.detach() }
        #expect(trace == [
            "App.willEncode", "SRCollapsingSplit.encode", "SRList.encode",
            // The window loads the split's view: it collapses before restoring, as launched.
            "App.willFinishLaunching",
            "SRCollapsingSplit.topColumnForCollapsing(proposed: secondary) -> secondary", "SRCollapsingSplit.didCollapse",
            "App.viewController(columns)", "App.viewController(columns/list)",
            "SRCollapsingSplit.decode", "SRList.decode",
            // Restored apart, then collapsed again with the recorded column on top.
            "SRCollapsingSplit.topColumnForCollapsing(proposed: primary) -> primary", "SRCollapsingSplit.didCollapse",
            "SRCollapsingSplit.finishedRestoring", "SRList.finishedRestoring",
            "App.didDecode(version: 7)", "App.didFinishLaunching",
        ])
        try runtime.withCurrent {
            let split = try #require(restored)
            #expect(split.isCollapsed)
            let shown = try #require(split.viewControllers.first as? UINavigationController)
            #expect(split.viewControllers.count == 1)
            #expect(SplitStateRestorationTests.names(shown.viewControllers) == ["SRListViewController:list"])
            // Expanding later gives the secondary column its own controller back.
            split.traitOverrides.horizontalSizeClass = .regular
            runtime.runLoop.runTurn()
            #expect(split.isCollapsed == false)
            #expect(split.viewController(for: .secondary)?.restorationIdentifier == "empty")
            #expect(SplitStateRestorationTests.names(shown.viewControllers) == ["SRListViewController:list"])
        }
    }

    // UIKIT-SEMANTICS 12.3, 8.4: a classic split saved collapsed (its detail pushed on the
    // navigation primary) and relaunched regular expands as a split does: the navigation
    // primary pops the detail, which becomes the secondary again.
    @Test func aClassicSplitSavedCollapsedExpandsOnARegularRelaunch() throws {
        let (restored, runtime, trace) = Self.relaunch(compactFirst: true, compactAgain: false, makeSplit: Self.classicSplit, change: Self.showDetail)
        defer { runtime.detach() }
        #expect(trace == [
            "App.willEncode", "SRCollapsingSplit.encode", "SRList.encode", "SRSplitDetail.encode",
            "App.willFinishLaunching",
            "App.viewController(split)", "App.viewController(split/nav)", "App.viewController(split/nav/list)",
            "SRSplitDetailRestorer.viewController(split/nav/detail)",
            "SRCollapsingSplit.decode", "SRList.decode", "SRSplitDetail.decode title: Ada",
            // Every controller decoded (the navigation primary has its stack back): it expands.
            "SRCollapsingSplit.separateSecondary(from: UINavigationController) -> nil",
            "SRCollapsingSplit.finishedRestoring", "SRList.finishedRestoring", "SRSplitDetail.finishedRestoring",
            "App.didDecode(version: 7)", "App.didFinishLaunching",
        ])
        try runtime.withCurrent {
            let split = try #require(restored)
            #expect(split.isCollapsed == false)
            #expect(SplitStateRestorationTests.names(split.viewControllers) == [
                "UINavigationController:nav", "SRSplitDetailViewController:detail",
            ])
            let navigation = try #require(split.viewControllers.first as? UINavigationController)
            #expect(SplitStateRestorationTests.names(navigation.viewControllers) == ["SRListViewController:list"])
            #expect((split.viewControllers.last as? SRSplitDetailViewController)?.title == "Ada")
        }
    }

    // UIKIT-SEMANTICS 12.3: saved collapsed and relaunched compact, the classic split stays
    // collapsed with the detail on its navigation primary; no expand or collapse runs.
    @Test func aClassicSplitSavedCollapsedStaysCollapsedOnACompactRelaunch() throws {
        let (restored, runtime, trace) = Self.relaunch(compactFirst: true, compactAgain: true, makeSplit: Self.classicSplit, change: Self.showDetail)
        defer { runtime.detach() }
        #expect(trace.suffix(2) == ["App.didDecode(version: 7)", "App.didFinishLaunching"])
        try runtime.withCurrent {
            let split = try #require(restored)
            #expect(split.isCollapsed)
            let navigation = try #require(split.viewControllers.first as? UINavigationController)
            #expect(split.viewControllers.count == 1)
            #expect(SplitStateRestorationTests.names(navigation.viewControllers) == [
                "SRListViewController:list", "SRSplitDetailViewController:detail",
            ])
        }
    }
}

/// A split that is its own delegate, recording the collapse and expand questions it is asked.
final class SRCollapsingSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    override init(style: UISplitViewController.Style) {
        super.init(style: style)
        delegate = self
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        delegate = self
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        RestorationTrace.record("SRCollapsingSplit.encode")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        RestorationTrace.record("SRCollapsingSplit.decode")
    }
    override func applicationFinishedRestoringState() { RestorationTrace.record("SRCollapsingSplit.finishedRestoring") }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        RestorationTrace.record("SRCollapsingSplit.topColumnForCollapsing(proposed: \(proposedTopColumn)) -> \(proposedTopColumn)")
        return proposedTopColumn
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        RestorationTrace.record("SRCollapsingSplit.separateSecondary(from: \(type(of: primaryViewController))) -> nil")
        return nil
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { RestorationTrace.record("SRCollapsingSplit.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { RestorationTrace.record("SRCollapsingSplit.didExpand") }
}
