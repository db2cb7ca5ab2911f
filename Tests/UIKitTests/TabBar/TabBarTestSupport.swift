import Testing
import UIKitTesting

/// A tab bar controller that records its own appearance callbacks as `T.<callback>`.
@MainActor
final class TracingTabBarController: UITabBarController {
    let trace: TraceRecorder

    init(trace: TraceRecorder) {
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        trace = TraceRecorder()
        super.init(coder: coder)
    }

    override func viewWillAppear(_ animated: Bool) { trace.record("T.viewWillAppear(\(animated))"); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { trace.record("T.viewDidAppear(\(animated))"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) {
        trace.record("T.viewWillDisappear(\(animated))")
        super.viewWillDisappear(animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        trace.record("T.viewDidDisappear(\(animated))")
        super.viewDidDisappear(animated)
    }
}

/// Records delegate calls into the same trace as the controllers, as
/// `delegate.shouldSelect(B)` / `delegate.didSelect(B)`.
@MainActor
final class RecordingTabBarDelegate: UITabBarControllerDelegate {
    let trace: TraceRecorder
    var allows: (UIViewController) -> Bool = { _ in true }

    init(trace: TraceRecorder) { self.trace = trace }

    private func name(_ controller: UIViewController) -> String {
        (controller as? TracingViewController)?.name ?? String(describing: type(of: controller))
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        trace.record("delegate.shouldSelect(\(name(viewController)))")
        return allows(viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        trace.record("delegate.didSelect(\(name(viewController)))")
    }
}

/// A tab bar controller with tracing tabs named `names`, shown in a host; the trace is empty.
@MainActor
struct TabFixture {
    let host: HeadlessHost
    let trace: TraceRecorder
    let tabBarController: TracingTabBarController
    let tabs: [TracingViewController]

    init(_ names: [String] = ["A", "B", "C"], show: Bool = true) {
        host = HeadlessHost()
        let trace = TraceRecorder()
        self.trace = trace
        tabBarController = TracingTabBarController(trace: trace)
        tabs = names.map { TracingViewController($0, trace: trace) }
        tabBarController.viewControllers = tabs
        if show { host.show(tabBarController) }
        trace.take()
    }

    subscript(_ name: String) -> TracingViewController { tabs.first { $0.name == name }! }
}
