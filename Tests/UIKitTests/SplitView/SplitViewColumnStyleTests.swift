import Testing
@testable import UIKit
import UIKitTesting

/// The column-style split (`init(style:)`): columns wrapped in navigation controllers,
/// layout by display mode and split behaviour, column widths, showing and hiding columns
/// on the transition engine, collapsing onto one stack and expanding back
/// (UIKIT-SEMANTICS 8.1, 8.2, 8.5, 8.6, 8.7).
@Suite @MainActor struct SplitViewColumnStyleTests {
    @MainActor
    struct Fixture {
        let host: HeadlessHost
        let trace = TraceRecorder()
        let split: UISplitViewController
        let sidebar: TracingViewController
        let list: TracingViewController
        let detail: TracingViewController
        let delegate: ColumnTracingDelegate

        init(style: UISplitViewController.Style, device: ViewControllerKit.DeviceProfile = .iPadAir,
             orientation: UIInterfaceOrientation = .landscapeLeft, show: Bool = true) {
            host = HeadlessHost(device: device, orientation: orientation)
            split = UISplitViewController(style: style)
            sidebar = TracingViewController("Sidebar", trace: trace)
            list = TracingViewController("List", trace: trace)
            detail = TracingViewController("Detail", trace: trace)
            delegate = ColumnTracingDelegate(trace: trace)
            split.delegate = delegate
            split.setViewController(sidebar, for: .primary)
            if style == .tripleColumn { split.setViewController(list, for: .supplementary) }
            split.setViewController(detail, for: .secondary)
            if show {
                host.show(split)
                host.runUntilIdle()
            }
            trace.take()
        }

        func nav(_ column: UISplitViewController.Column) -> UINavigationController? {
            split.viewController(for: column)?.navigationController
        }
    }

    @Test func columnsAreWrappedInNavigationControllers_realChildren_rule8_1_rule8_7() throws {
        let f = Fixture(style: .doubleColumn)
        #expect(f.split.style == .doubleColumn)
        #expect(UISplitViewController().style == .unspecified)
        #expect(f.split.viewController(for: .primary) === f.sidebar)
        #expect(f.split.viewController(for: .secondary) === f.detail)
        let primary = try #require(f.nav(.primary))
        let secondary = try #require(f.nav(.secondary))
        #expect(primary.viewControllers == [f.sidebar] && secondary.viewControllers == [f.detail])
        #expect(f.split.viewControllers == [primary, secondary])
        #expect(f.split.children == [primary, secondary])
        #expect(primary.parent === f.split && f.sidebar.splitViewController === f.split)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        // A navigation controller is used as given.
        let given = UINavigationController(rootViewController: UIViewController())
        f.split.setViewController(given, for: .primary)
        #expect(f.split.viewController(for: .primary) === given)
        #expect(f.split.viewControllers == [given, secondary])
        #expect(primary.parent == nil)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func aSecondNonNavigationSecondary_isPushedOntoItsWrapper() throws {
        let f = Fixture(style: .doubleColumn)
        let secondary = try #require(f.nav(.secondary))
        let other = UIViewController()
        f.split.setViewController(other, for: .secondary)
        #expect(secondary.viewControllers == [f.detail, other])
        #expect(f.split.viewController(for: .secondary) === other)
        f.host.runUntilIdle()
        f.split.setViewController(nil, for: .secondary)
        #expect(f.split.viewController(for: .secondary) == nil)
        f.split.setViewController(UIViewController(), for: .secondary)
        #expect(f.nav(.secondary) !== secondary)
    }

    @Test func classicSplit_ignoresTheColumnAPI_withAWarning_rule8_6() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let split = UISplitViewController()
        split.setViewController(UIViewController(), for: .primary)
        #expect(split.children.isEmpty)
        #expect(split.viewController(for: .primary) == nil)
        #expect(host.diagnostics.map(\.message) == [
            "setViewController(_:for:) does nothing on a classic split view controller (style .unspecified); use viewControllers",
        ])
    }

    @Test func tripleColumn_landscapeShowsSupplementaryBesideSecondary_showPrimaryTiles_rule8_5() throws {
        let f = Fixture(style: .tripleColumn)
        let primary = try #require(f.nav(.primary)), supplementary = try #require(f.nav(.supplementary))
        let secondary = try #require(f.nav(.secondary))
        #expect(f.split.viewControllers == [primary, supplementary, secondary])
        #expect(f.split.displayMode == .oneBesideSecondary && f.split.splitBehavior == .tile)
        #expect(primary.viewIfLoaded?.superview == nil)
        #expect(supplementary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondary.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))

        f.split.show(.primary)
        #expect(f.trace.take() == [
            "delegate.willChangeTo(twoBesideSecondary)", "delegate.willShow(primary)",
            "Sidebar.loadView", "Sidebar.viewDidLoad",
            "Sidebar.viewWillAppear(true) movingToParent", "Sidebar.viewIsAppearing(true)",
        ])
        #expect(f.split.displayMode == .twoBesideSecondary)
        #expect(primary.view.transform == .identity)
        f.host.advance(by: 0.175)
        #expect(abs(try #require(primary.view.layer.presentation()).affineTransform().tx + 160) < 1)
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["Sidebar.viewDidAppear(true) movingToParent"])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(supplementary.view.frame == CGRect(x: 320, y: 0, width: 320, height: 820))
        #expect(secondary.view.frame == CGRect(x: 640, y: 0, width: 540, height: 820))

        f.split.hide(.supplementary)
        #expect(f.trace.take() == [
            "delegate.willChangeTo(secondaryOnly)", "delegate.willHide(primary)", "delegate.willHide(supplementary)",
            "Sidebar.viewWillDisappear(true)", "List.viewWillDisappear(true)",
        ])
        f.host.runUntilIdle()
        #expect(f.trace.take() == ["Sidebar.viewDidDisappear(true)", "List.viewDidDisappear(true)"])
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        f.split.hide(.primary)                                  // already hidden: nothing
        #expect(f.trace.take() == [])
    }

    @Test func portrait_overlayBehaviour_showPrimaryComesOver_rule8_5() throws {
        let f = Fixture(style: .doubleColumn, orientation: .portrait)
        #expect(f.split.displayMode == .secondaryOnly && f.split.splitBehavior == .overlay)
        f.split.show(.primary)
        f.host.runUntilIdle()
        #expect(f.split.displayMode == .oneOverSecondary)
        let primary = try #require(f.nav(.primary)), secondary = try #require(f.nav(.secondary))
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 820, height: 1180))
        #expect(f.split.view.subviews.last === primary.view)
        f.split.preferredSplitBehavior = .displace
        #expect(f.split.splitBehavior == .displace)
        f.split.hide(.primary)
        f.host.runUntilIdle()
        #expect(f.split.displayMode == .secondaryOnly)
        #expect(primary.view.superview == nil)
    }

    @Test func primaryColumnWidth_fractionPointsMinimumMaximum() {
        let f = Fixture(style: .doubleColumn)
        #expect(f.split.primaryColumnWidth == 320)
        #expect(f.split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
        f.split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(f.split.primaryColumnWidth == 320)               // capped by the automatic maximum
        f.split.maximumPrimaryColumnWidth = 500
        #expect(f.split.primaryColumnWidth == 472)
        f.split.preferredPrimaryColumnWidth = 250
        #expect(f.split.primaryColumnWidth == 250)               // points win over the fraction
        f.split.minimumPrimaryColumnWidth = 300
        #expect(f.split.primaryColumnWidth == 300)
        f.host.runUntilIdle()
        #expect(f.nav(.primary)?.view.frame == CGRect(x: 0, y: 0, width: 300, height: 820))
        #expect(f.nav(.secondary)?.view.frame == CGRect(x: 300, y: 0, width: 880, height: 820))
    }

    @Test func classicSplit_usesTheWidthPreferencesToo() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        let split = UISplitViewController()
        let a = UIViewController(), b = UIViewController()
        split.viewControllers = [a, b]
        split.preferredPrimaryColumnWidth = 280
        host.show(split)
        host.runUntilIdle()
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 280, height: 820))
        #expect(b.view.frame == CGRect(x: 280, y: 0, width: 900, height: 820))
    }

    @Test func collapsedOnAnIPhone_theSecondaryIsOnThePrimaryStack_rule8_1_rule8_2() throws {
        let f = Fixture(style: .doubleColumn, device: .iPhone14, orientation: .portrait, show: false)
        f.host.show(f.split)
        f.host.runUntilIdle()
        #expect(f.split.isCollapsed)
        let primary = try #require(f.nav(.primary))
        #expect(f.split.viewControllers == [primary])
        #expect(primary.viewControllers == [f.sidebar, f.detail])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(f.trace.take().filter { $0.hasPrefix("delegate") } == [
            "delegate.topColumnForCollapsing(proposed: secondary)", "delegate.didCollapse",
        ])
        f.split.show(.primary)                                   // pops back to the sidebar
        f.host.runUntilIdle()
        #expect(primary.viewControllers == [f.sidebar])
        let pushed = UIViewController()
        f.split.showDetailViewController(pushed, sender: nil)
        f.host.runUntilIdle()
        #expect(primary.viewControllers == [f.sidebar, pushed])
    }

    @Test func delegateKeepsThePrimaryOnTop_whenCollapsing() throws {
        let f = Fixture(style: .tripleColumn, device: .iPhone14, orientation: .portrait, show: false)
        f.delegate.topColumn = .primary
        f.host.show(f.split)
        f.host.runUntilIdle()
        #expect(f.nav(.primary)?.viewControllers == [f.sidebar])
        #expect(f.nav(.supplementary)?.viewControllers == [f.list])
    }

    @Test func compactColumn_isShownWhileCollapsed_rule8_1() throws {
        let f = Fixture(style: .doubleColumn, device: .iPhone14, orientation: .portrait, show: false)
        let compact = TracingViewController("Compact", trace: f.trace)
        f.split.setViewController(compact, for: .compact)
        f.host.show(f.split)
        f.host.runUntilIdle()
        let compactNav = try #require(compact.navigationController)
        #expect(f.split.viewControllers == [compactNav])
        #expect(f.split.viewController(for: .compact) === compact)
        #expect(compactNav.view.superview === f.split.view)
        #expect(f.nav(.primary)?.viewControllers == [f.sidebar])
        #expect(f.trace.take().filter { !$0.hasPrefix("delegate") && !$0.contains("load") && !$0.contains("Load") } == [
            "Compact.willMove(toParent: UINavigationController)", "Compact.didMove(toParent: UINavigationController)",
            "Compact.viewWillAppear(false) movingToParent", "Compact.viewIsAppearing(false)",
            "Compact.viewDidAppear(false) movingToParent",
        ])
    }

    @Test func expandingAgain_givesTheStacksBack_andAsksForTheDisplayMode_rule8_2() throws {
        let f = Fixture(style: .doubleColumn, show: false)
        let parent = embed(f.split, in: f.host)
        f.host.runUntilIdle()
        let primary = try #require(f.nav(.primary)), secondary = try #require(f.nav(.secondary))
        setWidthClass(.compact, of: f.split, in: parent)
        f.host.runUntilIdle()
        #expect(primary.viewControllers == [f.sidebar, f.detail])
        #expect(secondary.viewControllers.isEmpty)
        let more = UIViewController()
        primary.pushViewController(more, animated: false)
        f.host.runUntilIdle()
        f.delegate.expandingMode = .oneOverSecondary
        f.trace.take()
        setWidthClass(.regular, of: f.split, in: parent)
        f.host.runUntilIdle()
        #expect(!f.split.isCollapsed)
        #expect(primary.viewControllers == [f.sidebar])
        #expect(secondary.viewControllers == [f.detail, more])
        #expect(f.split.viewControllers == [primary, secondary])
        #expect(f.split.displayMode == .oneOverSecondary)
        #expect(f.trace.take().filter { $0.hasPrefix("delegate") } == [
            "delegate.displayModeForExpanding(proposed: oneBesideSecondary)",
            "delegate.willChangeTo(oneOverSecondary)", "delegate.willShow(secondary)", "delegate.didExpand",
        ])
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
    }

    @Test func columnStyleSplit_leavingTheWindow_deallocatesEverything() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        weak var weakSplit: UISplitViewController?
        weak var weakWrapper: UINavigationController?
        weak var weakSidebar: UIViewController?
        do {
            let split = UISplitViewController(style: .tripleColumn)
            let sidebar = UIViewController()
            split.setViewController(sidebar, for: .primary)
            split.setViewController(UIViewController(), for: .supplementary)
            split.setViewController(UIViewController(), for: .secondary)
            weakSplit = split
            weakSidebar = sidebar
            weakWrapper = sidebar.navigationController
            host.show(split)
            split.show(.primary)
            host.runUntilIdle()
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        #expect(weakSplit == nil && weakWrapper == nil && weakSidebar == nil)
    }
}
