import Testing
import UIKitTesting

/// Regression: a navigation controller installing its top view inside its own
/// `viewWillAppear` used to run the top's whole appearance cycle at once, so the top's
/// `viewDidAppear` came before the container's (UIKIT-SEMANTICS 3.5: container first, phase
/// by phase).
@Suite @MainActor struct NavigationLaunchOrderTests {
    final class Nav: UINavigationController {
        var trace: TraceRecorder?
        override func viewWillAppear(_ animated: Bool) {
            trace?.record("Nav.viewWillAppear")
            super.viewWillAppear(animated)
        }
        override func viewDidAppear(_ animated: Bool) {
            trace?.record("Nav.viewDidAppear")
            super.viewDidAppear(animated)
        }
    }

    @Test func rootOfANavigationControllerShownAsWindowRoot_appearsAfterItsContainer_rule3_5() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let root = TracingViewController("Root", trace: trace)
        let nav = Nav(rootViewController: root)
        nav.trace = trace
        host.show(nav)
        #expect(trace.events == [
            "Root.willMove(toParent: Nav)", "Root.didMove(toParent: Nav)",
            "Nav.viewWillAppear",
            "Root.loadView", "Root.viewDidLoad",
            "Root.viewWillAppear(false) movingToParent",
            "Root.viewIsAppearing(false)",
            "Nav.viewDidAppear",
            "Root.viewDidAppear(false) movingToParent",
        ])
        #expect(host.diagnostics.isEmpty)
    }
}
