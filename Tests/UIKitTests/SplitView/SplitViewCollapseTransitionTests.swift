import Testing
@testable import UIKit
import UIKitTesting

/// A controller that, in each will-callback, joins its `transitionCoordinator` and records
/// when the coordinator's blocks run (split collapse, page turns).
@MainActor
final class CoordinatedController: TracingViewController {
    /// The coordinators seen, weakly (leak checks).
    private(set) var seen: [WeakCoordinator] = []
    /// Records `coordinator(phase, interactive:)` and the interaction's changes instead of
    /// an alongside animation.
    var watchesInteraction = false

    struct WeakCoordinator {
        weak var coordinator: AnyObject?
    }

    private func join(_ phase: String) {
        guard let coordinator = transitionCoordinator else {
            trace.record("\(name).\(phase): no coordinator")
            return
        }
        seen.append(WeakCoordinator(coordinator: coordinator))
        let (name, trace) = (name, trace)
        var alongside: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = { context in
            trace.record("\(name).alongside(\(phase), animated: \(context.isAnimated), inAnimation: \(UIView.inheritedAnimationDuration > 0))")
        }
        if watchesInteraction {
            alongside = nil
            trace.record("\(name).coordinator(\(phase), interactive: \(coordinator.isInteractive))")
            coordinator.notifyWhenInteractionChanges { context in
                trace.record("\(name).interactionChanged(cancelled: \(context.isCancelled), percent: \(context.percentComplete))")
            }
        }
        coordinator.animate(alongsideTransition: alongside) { context in
            trace.record("\(name).completion(\(phase), cancelled: \(context.isCancelled))")
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        join("appear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        join("disappear")
    }
}

/// A split delegate that records whether the split answers a coordinator while it asks.
@MainActor
final class CoordinatorCheckingSplitDelegate: UISplitViewControllerDelegate {
    let trace: TraceRecorder
    var collapseHandled = false
    init(trace: TraceRecorder) { self.trace = trace }

    private func note(_ call: String, _ split: UISplitViewController) {
        let coordinator = split.transitionCoordinator
        trace.record("delegate.\(call) coordinator: \(coordinator == nil ? "none" : "yes")")
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        note("collapse", splitViewController)
        return collapseHandled
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        note("separate", splitViewController)
        return nil
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { note("didCollapse", svc) }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { note("didExpand", svc) }
}

/// Collapse and expand as one transition on the shared engine: the split and every child
/// answer its `transitionCoordinator`, alongside blocks run with it and completions after
/// it, and the hidden or revealed column gets its appearance callbacks in order
/// (UIKIT-SEMANTICS 8.2–8.4, 2.1).
@Suite @MainActor struct SplitViewCollapseTransitionTests {
    /// Expanded `[nav(A), B]` inside a plain parent on an iPad Air in landscape, settled.
    @MainActor
    struct Fixture {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let a: CoordinatedController
        let b: CoordinatedController
        let nav: UINavigationController
        let parent: UIViewController
        let delegate: CoordinatorCheckingSplitDelegate

        init() {
            a = CoordinatedController("A", trace: trace)
            b = CoordinatedController("B", trace: trace)
            nav = UINavigationController(rootViewController: a)
            delegate = CoordinatorCheckingSplitDelegate(trace: trace)
            split.viewControllers = [nav, b]
            parent = embed(split, in: host)
            host.runUntilIdle()
            split.delegate = delegate
            trace.take()
        }

        /// The trace without trait and layout noise.
        func take() -> [String] {
            trace.take().filter { !$0.contains("traitCollection") && !$0.contains("willTransition") }
        }
    }

    @Test func compact_collapseIsOneTransition_everyChildSharesItsCoordinator_completionsAfter_rule8_3_rule2_1() throws {
        let f = Fixture()
        setWidthClass(.compact, of: f.split, in: f.parent)
        let coordinator = try #require(f.split.transitionCoordinator)
        #expect(!coordinator.isAnimated && !coordinator.isInteractive)
        #expect(coordinator.viewController(forKey: .from) === f.b)
        #expect(coordinator.viewController(forKey: .to) === f.nav)
        #expect(f.a.transitionCoordinator === coordinator && f.b.transitionCoordinator === coordinator)
        #expect(f.nav.transitionCoordinator === coordinator)
        #expect(f.take() == [
            // The secondary leaves the split, then is pushed over the primary's top, which
            // is hidden (will-disappear); all inside the one transition.
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(false) movingFromParent",
            "B.viewDidDisappear(false) movingFromParent",
            "B.didMove(toParent: nil)",
            "delegate.collapse coordinator: yes",
            "B.willMove(toParent: UINavigationController)",
            "A.viewWillDisappear(false)",
            "B.viewWillAppear(false) movingToParent",
            "B.viewIsAppearing(false)",
            // The transition's animation (unanimated: no animation block) runs the blocks.
            "B.alongside(disappear, animated: false, inAnimation: false)",
            "A.alongside(disappear, animated: false, inAnimation: false)",
            "B.alongside(appear, animated: false, inAnimation: false)",
        ])
        f.host.runUntilIdle()
        #expect(f.take() == [
            "A.viewDidDisappear(false)",
            "B.viewDidAppear(false) movingToParent",
            "B.didMove(toParent: UINavigationController)",
            "B.completion(disappear, cancelled: false)",
            "A.completion(disappear, cancelled: false)",
            "B.completion(appear, cancelled: false)",
        ])
        #expect(f.split.transitionCoordinator == nil && f.b.transitionCoordinator == nil)
        #expect(f.split.activeCollapseTransition == nil)
        #expect(f.nav.viewControllers == [f.a, f.b])
        #expect(f.nav.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func regular_expandRevealsThePrimaryColumn_inOrder_withTheCoordinator_rule8_4_rule2_1() throws {
        let f = Fixture()
        setWidthClass(.compact, of: f.split, in: f.parent)
        f.host.runUntilIdle()
        _ = f.take()
        setWidthClass(.regular, of: f.split, in: f.parent)
        let coordinator = try #require(f.split.transitionCoordinator)
        #expect(coordinator.viewController(forKey: .from) === f.nav)
        #expect(f.a.transitionCoordinator === coordinator && f.b.transitionCoordinator === coordinator)
        #expect(f.take() == [
            "delegate.separate coordinator: yes",
            // The navigation primary pops B at once: the revealed A appears.
            "B.willMove(toParent: nil)",
            "B.viewWillDisappear(false) movingFromParent",
            "A.viewWillAppear(false)",
            "A.viewIsAppearing(false)",
            "B.viewDidDisappear(false) movingFromParent",
            "A.viewDidAppear(false)",
            "B.didMove(toParent: nil)",
            // Then B takes the secondary column.
            "B.willMove(toParent: UISplitViewController)",
            "B.viewWillAppear(false) movingToParent",
            "B.viewIsAppearing(false)",
            "B.viewDidAppear(false) movingToParent",
            "B.didMove(toParent: UISplitViewController)",
            "B.alongside(disappear, animated: false, inAnimation: false)",
            "A.alongside(appear, animated: false, inAnimation: false)",
            "B.alongside(appear, animated: false, inAnimation: false)",
        ])
        f.host.runUntilIdle()
        #expect(f.take() == [
            "B.completion(disappear, cancelled: false)",
            "A.completion(appear, cancelled: false)",
            "B.completion(appear, cancelled: false)",
        ])
        #expect(f.split.viewControllers == [f.nav, f.b])
        #expect(f.nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(f.b.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(f.split.transitionCoordinator == nil)
        #expect(f.host.diagnostics.isEmpty)
    }

    /// A phone whose landscape is horizontally regular (as the Plus and Max iPhones).
    private static let regularLandscapePhone: ViewControllerKit.DeviceProfile = {
        var profile = ViewControllerKit.DeviceProfile.iPhone14
        profile.name = "iPhone (regular landscape)"
        profile.landscape.horizontalSizeClass = .regular
        return profile
    }()

    @Test func rotationToRegular_expandsAlongsideTheRotation_midFlight_completionAtItsEnd_rule8_4() throws {
        let host = HeadlessHost(device: Self.regularLandscapePhone, orientation: .portrait)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let a = CoordinatedController("A", trace: trace)
        let b = CoordinatedController("B", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        split.viewControllers = [nav, b]
        host.show(split)
        host.runUntilIdle()
        #expect(split.isCollapsed && nav.viewControllers == [a, b])
        trace.take()

        #expect(host.runtime.rotate(to: .landscapeLeft))
        #expect(!split.isCollapsed)
        let coordinator = try #require(a.transitionCoordinator)
        // The collapse's own coordinator, timed as the rotation.
        #expect(coordinator.viewController(forKey: .from) === nav)
        #expect(coordinator.isAnimated && coordinator.transitionDuration == 0.4)
        #expect(trace.events(containing: "alongside") == [
            "B.alongside(disappear, animated: true, inAnimation: true)",
            "A.alongside(appear, animated: true, inAnimation: true)",
            "B.alongside(appear, animated: true, inAnimation: true)",
        ])
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 390))
        host.advance(by: 0.2)
        // Mid-flight the primary column narrows from the portrait width (390) to 320.
        let width = try #require(nav.view.layer.presentation()).frame.width
        #expect(width > 320 && width < 390)
        #expect(trace.events(containing: "completion") == [])
        #expect(split.transitionCoordinator != nil)
        host.advance(by: 0.2)
        #expect(trace.events(containing: "completion") == [
            "B.completion(disappear, cancelled: false)",
            "A.completion(appear, cancelled: false)",
            "B.completion(appear, cancelled: false)",
        ])
        #expect(split.transitionCoordinator == nil)
        #expect(b.view.frame == CGRect(x: 320, y: 0, width: 524, height: 390))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func columnStyle_collapseAndExpand_runOneTransitionEach_delegateSeesTheCoordinator_rule8_2() throws {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = CoordinatedController("Sidebar", trace: trace)
        let detail = CoordinatedController("Detail", trace: trace)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        let delegate = CoordinatorCheckingSplitDelegate(trace: trace)
        split.delegate = delegate
        let parent = embed(split, in: host)
        host.runUntilIdle()
        trace.take()

        setWidthClass(.compact, of: split, in: parent)
        #expect(split.isCollapsed)
        let collapse = try #require(split.transitionCoordinator)
        #expect(sidebar.transitionCoordinator === collapse && detail.transitionCoordinator === collapse)
        #expect(trace.events(containing: "delegate") == ["delegate.didCollapse coordinator: yes"])
        host.runUntilIdle()
        // The hidden sidebar column and the detail moved onto its stack joined the collapse.
        #expect(trace.events(containing: "completion") == [
            "Detail.completion(disappear, cancelled: false)", "Sidebar.completion(disappear, cancelled: false)",
            "Detail.completion(appear, cancelled: false)",
        ])
        #expect(split.transitionCoordinator == nil)
        trace.take()

        setWidthClass(.regular, of: split, in: parent)
        #expect(!split.isCollapsed)
        #expect(split.transitionCoordinator != nil)
        #expect(trace.events(containing: "delegate") == ["delegate.didExpand coordinator: yes"])
        host.runUntilIdle()
        #expect(split.transitionCoordinator == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aSecondChangeMidTransition_finishesTheFirstBeforeItStarts_rule8_2() {
        let f = Fixture()
        setWidthClass(.compact, of: f.split, in: f.parent)
        _ = f.take()
        setWidthClass(.regular, of: f.split, in: f.parent)
        let events = f.take()
        // The collapse ended (its did-callbacks and completions) before the expand asked.
        let separate = events.firstIndex(of: "delegate.separate coordinator: yes")
        let completion = events.firstIndex(of: "A.completion(disappear, cancelled: false)")
        #expect(separate != nil && completion != nil)
        #expect((completion ?? .max) < (separate ?? .min))
        f.host.runUntilIdle()
        #expect(f.split.viewControllers == [f.nav, f.b])
        #expect(f.split.transitionCoordinator == nil)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func leaks_collapseTransitionAndDiscardedSecondaryAreReleased_rule8_3() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        let trace = TraceRecorder()
        let split = UISplitViewController()
        let a = CoordinatedController("A", trace: trace)
        let nav = UINavigationController(rootViewController: a)
        let delegate = CoordinatorCheckingSplitDelegate(trace: trace)
        delegate.collapseHandled = true
        weak var weakB: CoordinatedController?
        weak var weakCoordinator: AnyObject?
        let parent: UIViewController
        do {
            let b = CoordinatedController("B", trace: trace)
            weakB = b
            split.viewControllers = [nav, b]
            parent = embed(split, in: host)
            host.runUntilIdle()
            split.delegate = delegate
            setWidthClass(.compact, of: split, in: parent)
            weakCoordinator = split.transitionCoordinator
        }
        #expect(weakCoordinator != nil)
        host.runUntilIdle()
        #expect(split.viewControllers == [nav] && nav.viewControllers == [a])
        #expect(split.activeCollapseTransition == nil)
        #expect(weakCoordinator == nil)
        #expect(weakB == nil)
        setWidthClass(.regular, of: split, in: parent)
        weakCoordinator = split.transitionCoordinator
        #expect(weakCoordinator != nil)
        host.runUntilIdle()
        #expect(weakCoordinator == nil)
        #expect(a.seen.allSatisfy { $0.coordinator == nil })
        #expect(host.diagnostics.isEmpty)
    }
}
