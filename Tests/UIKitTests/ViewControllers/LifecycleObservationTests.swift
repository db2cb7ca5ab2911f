import Testing
import UIKitTesting

/// The project's lifecycle observation hook (`ViewControllerKit.Runtime.lifecycleObservers`): plain
/// controllers, not subclassed for tracing, are observed with the flags and clock time
/// their callbacks see (UIKIT-SEMANTICS 2.6, 3.10, 6.17, 10.1).
@Suite @MainActor struct LifecycleObservationTests {
    /// A controller as an app writes it: no tracing, a title to tell instances apart.
    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    /// Overrides that skip `super`: appearance callbacks are observed where UIKit sends
    /// them, so they are still seen.
    final class NoSuper: UIViewController {
        override func viewWillAppear(_ animated: Bool) {}
        override func viewDidAppear(_ animated: Bool) {}
    }

    /// Records events as `"<title or type>.<callback>(<args>) <flags> @<time>"`.
    @MainActor final class Log {
        var lines: [String] = []
        var includesLayout = false
        let token: ViewControllerKit.LifecycleObservers.Token
        let observers: ViewControllerKit.LifecycleObservers

        init(_ host: HeadlessHost, includesLayout: Bool = false) {
            observers = host.runtime.lifecycleObservers
            let box = Box()
            token = observers.add { box.log?.record($0) }
            self.includesLayout = includesLayout
            box.log = self
        }

        @MainActor final class Box { weak var log: Log? }

        static func label(_ controller: UIViewController?) -> String {
            guard let controller else { return "nil" }
            return controller.title ?? String(describing: type(of: controller))
        }

        func record(_ event: ViewControllerKit.LifecycleEvent) {
            guard includesLayout || !event.callback.isLayout else { return }
            var line = Self.label(event.controller) + "." + event.callback.name
            switch event.callback {
            case .willMove(let parent), .didMove(let parent): line += "(\(Self.label(parent)))"
            case .viewWillTransition(let size): line += "(\(NSCoder.string(for: size)))"
            case .willTransition(let traits): line += "(\(traits.horizontalSizeClass == .compact ? "wC" : "wR"))"
            case .preferredContentSizeDidChange(let child): line += "(\(Self.label(child)))"
            default: if let animated = event.callback.animated { line += "(\(animated))" }
            }
            if event.isMovingToParent { line += " movingToParent" }
            if event.isMovingFromParent { line += " movingFromParent" }
            if event.isBeingPresented { line += " beingPresented" }
            if event.isBeingDismissed { line += " beingDismissed" }
            lines.append(line + " @\(event.time)")
        }

        func take() -> [String] {
            defer { lines.removeAll() }
            return lines
        }
    }

    /// A window root's events at launch, all at time 0 (2.2).
    static func launch(_ name: String) -> [String] {
        ["loadView", "viewDidLoad", "viewWillAppear(false)", "viewIsAppearing(false)", "viewDidAppear(false)"]
            .map { "\(name).\($0) @0.0" }
    }

    @Test func showingAPlainController_reportsLoadingAndAppearance_rule2_2() {
        let host = HeadlessHost()
        let log = Log(host)
        host.show(Screen("A"))
        #expect(log.take() == Self.launch("A"))
    }

    @Test func appearanceOverridesWithoutSuper_areStillObserved() {
        let host = HeadlessHost()
        let log = Log(host)
        host.show(NoSuper())
        #expect(log.take() == Self.launch("NoSuper"))
    }

    @Test func transitionBetweenChildren_reportsContainmentFlagsAndTimes_rule3_10() {
        let host = HeadlessHost()
        let container = Screen("P")
        let old = Screen("Old")
        host.show(container)
        container.addChild(old)
        container.view.addSubview(old.view)
        old.didMove(toParent: container)
        let log = Log(host)
        let new = Screen("New")
        old.willMove(toParent: nil)
        container.addChild(new)
        container.transition(from: old, to: new, duration: 0.25, options: [], animations: {}) { _ in
            old.removeFromParent()
            new.didMove(toParent: container)
        }
        host.runUntilIdle()
        #expect(log.take() == [
            "Old.willMove(nil) @0.0", "New.willMove(P) @0.0", "New.loadView @0.0", "New.viewDidLoad @0.0",
            "New.viewWillAppear(true) movingToParent @0.0", "Old.viewWillDisappear(true) movingFromParent @0.0",
            "Old.viewDidDisappear(true) movingFromParent @0.25", "New.viewIsAppearing(true) movingToParent @0.25",
            "New.viewDidAppear(true) movingToParent @0.25",
            "Old.didMove(nil) @0.25", "New.didMove(P) @0.25",
        ])
    }

    @Test func presentAndDismiss_reportBeingPresentedAndDismissed_rule6_17() {
        let host = HeadlessHost()
        let home = Screen("Home")
        host.show(home)
        let log = Log(host)
        let cover = Screen("Cover")
        cover.modalPresentationStyle = .overFullScreen
        home.present(cover, animated: false)
        host.runUntilIdle()
        home.dismiss(animated: false)
        host.runUntilIdle()
        #expect(log.take() == [
            "Cover.loadView @0.0", "Cover.viewDidLoad @0.0", "Cover.viewWillAppear(false) beingPresented @0.0",
            "Cover.viewIsAppearing(false) beingPresented @0.0", "Cover.viewDidAppear(false) beingPresented @0.0",
            "Cover.viewWillDisappear(false) beingDismissed @0.0", "Cover.viewDidDisappear(false) beingDismissed @0.0",
        ])
    }

    @Test func rotation_reportsResizingEventsInOrder_toParentAndChild_rule10_1() {
        let host = HeadlessHost()
        let parent = Screen("P")
        let child = Screen("C")
        host.show(parent)
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.runUntilIdle()
        let log = Log(host, includesLayout: true)
        host.rotate(to: .landscapeLeft)
        #expect(log.take() == [
            "P.willTransition(wC) @0.0", "C.willTransition(wC) @0.0",
            "P.viewWillTransition({844, 390}) @0.0", "C.viewWillTransition({844, 390}) @0.0",
            "P.updateViewConstraints @0.0", "P.traitCollectionDidChange @0.0", "C.traitCollectionDidChange @0.0",
            "P.viewSafeAreaInsetsDidChange @0.0", "P.viewLayoutMarginsDidChange @0.0",
            "P.viewWillLayoutSubviews @0.0", "P.viewDidLayoutSubviews @0.0",
            "C.viewSafeAreaInsetsDidChange @0.0", "C.viewLayoutMarginsDidChange @0.0",
            "C.viewWillLayoutSubviews @0.0", "C.viewDidLayoutSubviews @0.0",
        ])
    }

    @Test func preferredContentSize_reportsTheParentsCallback_rule3_12() {
        let host = HeadlessHost()
        let parent = Screen("P")
        let child = Screen("C")
        parent.addChild(child)
        let log = Log(host)
        child.preferredContentSize = CGSize(width: 320, height: 480)
        #expect(log.take() == ["P.preferredContentSizeDidChange(C) @0.0"])
    }

    @Test func removedObserver_hearsNothing() {
        let host = HeadlessHost()
        let log = Log(host)
        log.observers.remove(log.token)
        host.show(Screen("A"))
        #expect(log.take() == [])
    }

    @Test func eachHostsObservers_hearOnlyThatHostsControllers() {
        let first = HeadlessHost()
        let second = HeadlessHost(device: .iPadAir)
        let firstLog = Log(first)
        let secondLog = Log(second)
        first.show(Screen("One"))
        second.show(Screen("Two"))
        #expect(firstLog.take() == Self.launch("One"))
        #expect(secondLog.take() == Self.launch("Two"))
    }
}
