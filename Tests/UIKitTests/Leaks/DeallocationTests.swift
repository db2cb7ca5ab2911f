import Testing
import UIKitTesting

/// Every controller and view that leaves the hierarchy is deallocated (issue "Done when").
@Suite @MainActor struct DeallocationTests {
    @Test func replacedRoot_isDeallocated_withItsView() {
        let host = HeadlessHost()
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let controller = UIViewController()
            weakController = controller
            weakView = controller.view
            host.show(controller)
            host.window.rootViewController = UIViewController()
            host.runUntilIdle()
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
    }

    @Test func removedChild_isDeallocated() {
        let host = HeadlessHost()
        let parent = UIViewController()
        host.show(parent)
        weak var weakChild: UIViewController?
        weak var weakChildView: UIView?
        do {
            let child = UIViewController()
            weakChild = child
            ContainmentTests.embed(child, in: parent)
            weakChildView = child.view
            parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
            ContainmentTests.unembed(child)
        }
        #expect(weakChild == nil)
        #expect(weakChildView == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func transitionedAwayChild_isDeallocated() {
        let host = HeadlessHost()
        let parent = UIViewController()
        host.show(parent)
        weak var weakOld: UIViewController?
        do {
            let old = UIViewController()
            weakOld = old
            ContainmentTests.embed(old, in: parent)
            let new = UIViewController()
            old.willMove(toParent: nil)
            parent.addChild(new)
            parent.transition(from: old, to: new, duration: 0.3, options: [], animations: {}) { _ in
                old.removeFromParent()
                new.didMove(toParent: parent)
            }
            host.runUntilIdle()
        }
        #expect(weakOld == nil)
    }

    @Test func windowAndItsTreeAreDeallocated_withTheHost() {
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIViewController?
        do {
            let host = HeadlessHost()
            let root = UIViewController()
            host.show(root)
            weakWindow = host.window
            weakRoot = root
            host.window.rootViewController = nil
        }
        #expect(weakRoot == nil)
        #expect(weakWindow == nil)
    }

    @Test func removedSubviewsAndRecognizers_areDeallocated() {
        let host = HeadlessHost()
        weak var weakView: UIView?
        weak var weakRecognizer: UIGestureRecognizer?
        do {
            let view = UIView()
            let recognizer = UIGestureRecognizer()
            view.addGestureRecognizer(recognizer)
            weakView = view
            weakRecognizer = recognizer
            host.window.addSubview(view)
            host.runUntilIdle()
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
        #expect(weakRecognizer == nil)
    }

    @Test func rotatingWithCoordinatorBlocks_leaksNothing() {
        let host = HeadlessHost()
        weak var weakRoot: UIViewController?
        do {
            final class Probe: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    coordinator.animate(alongsideTransition: { _ in _ = self.view }, completion: nil)
                }
            }
            let root = Probe()
            weakRoot = root
            host.show(root)
            host.rotate(to: .landscapeLeft)
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        #expect(weakRoot == nil)
    }
}
