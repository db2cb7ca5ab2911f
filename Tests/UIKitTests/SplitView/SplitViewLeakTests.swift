import Testing
import UIKitTesting

/// A split view controller and its children are freed once nothing holds them.
@Suite @MainActor struct SplitViewLeakTests {
    @Test func expandedSplitLeavingTheWindow_deallocatesEverything() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        weak var weakSplit: UISplitViewController?
        weak var weakPrimary: UIViewController?
        weak var weakSecondary: UIViewController?
        weak var weakReplaced: UIViewController?
        weak var weakDelegate: TracingSplitDelegate?
        do {
            let split = UISplitViewController()
            let delegate = TracingSplitDelegate(trace: TraceRecorder())
            split.delegate = delegate
            let replaced = UIViewController()
            split.viewControllers = [UINavigationController(rootViewController: UIViewController()), replaced]
            host.show(split)
            let secondary = UIViewController()
            split.showDetailViewController(secondary, sender: nil)
            host.runUntilIdle()
            weakSplit = split
            weakPrimary = split.viewControllers.first
            weakSecondary = secondary
            weakReplaced = replaced
            weakDelegate = delegate
            host.window.rootViewController = UIViewController()
            host.runUntilIdle()
        }
        #expect(weakReplaced == nil)
        #expect(weakSplit == nil && weakPrimary == nil && weakSecondary == nil)
        #expect(weakDelegate == nil)   // held weakly
    }

    @Test func collapsedAndExpandedAgain_deallocatesEverything() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        weak var weakSplit: UISplitViewController?
        weak var weakNav: UINavigationController?
        weak var weakSecondary: UIViewController?
        do {
            let split = UISplitViewController()
            let nav = UINavigationController(rootViewController: UIViewController())
            let secondary = UIViewController()
            split.viewControllers = [nav, secondary]
            let parent = embed(split, in: host)
            setWidthClass(.compact, of: split, in: parent)
            host.runUntilIdle()
            setWidthClass(.regular, of: split, in: parent)
            host.runUntilIdle()
            setWidthClass(.compact, of: split, in: parent)
            host.runUntilIdle()
            weakSplit = split
            weakNav = nav
            weakSecondary = secondary
            host.window.rootViewController = UIViewController()
            host.runUntilIdle()
        }
        #expect(weakSplit == nil && weakNav == nil && weakSecondary == nil)
    }
}
