import Testing
import UIKitTesting

/// A window showing `UINavigationController(rootViewController: A)`, settled, trace emptied.
@MainActor
struct NavigationFixture {
    let host: HeadlessHost
    let trace: TraceRecorder
    let nav: UINavigationController
    let a: TracingViewController

    init(show: Bool = true) {
        host = HeadlessHost()
        trace = TraceRecorder()
        a = TracingViewController("A", trace: trace)
        nav = UINavigationController(rootViewController: a)
        if show {
            host.show(nav)
            trace.take()
        }
    }

    func make(_ name: String) -> TracingViewController { TracingViewController(name, trace: trace) }

    /// Controllers whose views are direct subviews of the navigation controller's view.
    var installedControllers: [String] {
        nav.view.subviews.compactMap { view in
            nav.children.first { $0.viewIfLoaded === view }.map { ($0 as? TracingViewController)?.name ?? "?" }
        }
    }
}

/// Records the delegate's calls into the same trace as the controllers.
@MainActor
final class TracingNavigationDelegate: UINavigationControllerDelegate {
    let trace: TraceRecorder
    init(trace: TraceRecorder) { self.trace = trace }

    private func name(_ vc: UIViewController) -> String { (vc as? TracingViewController)?.name ?? "?" }

    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool) {
        trace.record("delegate.willShow(\(name(viewController)), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        trace.record("delegate.didShow(\(name(viewController)), \(animated))")
    }
}
