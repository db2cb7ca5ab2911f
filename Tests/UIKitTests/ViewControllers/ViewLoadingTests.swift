import Testing
import UIKitTesting

/// View loading (UIKIT-SEMANTICS 1.1–1.7).
@Suite @MainActor struct ViewLoadingTests {
    @Test func creatingAController_doesNotLoadItsView_rule1_1() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let controller = TracingViewController("A", trace: trace)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(trace.events.isEmpty)
    }

    @Test func readingView_loadsThenCallsViewDidLoadOnce_rules1_1_1_4() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let controller = TracingViewController("A", trace: trace)
        let view = controller.view
        #expect(trace.take() == ["A.loadView", "A.viewDidLoad"])
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(trace.events.isEmpty)
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
    }

    @Test func defaultLoadView_makesAPlainUIViewTheSizeOfTheScreen_rule1_2() {
        let host = HeadlessHost(device: .iPadAir, orientation: .landscapeLeft)
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        #expect(type(of: controller.view!) == UIView.self)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
    }

    @Test func customLoadView_isInPlaceBeforeViewDidLoad_rule1_3() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        final class Custom: UIViewController {
            var seenInViewDidLoad: UIView?
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func loadView() { view = custom }
            override func viewDidLoad() { seenInViewDidLoad = view }
        }
        let controller = Custom()
        #expect(controller.view === controller.custom)
        #expect(controller.seenInViewDidLoad === controller.custom)
        #expect(controller.custom.next === controller)
    }

    @Test func loadViewIfNeeded_loadsOnlyOnce_rule1_7() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let controller = TracingViewController("A", trace: trace)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(trace.events == ["A.loadView", "A.viewDidLoad"])
    }

    @Test func viewDidLoad_runsBeforeTheViewIsInAWindow_rule1_9() {
        let host = HeadlessHost()
        final class Probe: UIViewController {
            var windowInViewDidLoad: UIWindow?? = .none
            override func viewDidLoad() { windowInViewDidLoad = view.window }
        }
        let controller = Probe()
        host.show(controller)
        #expect(controller.windowInViewDidLoad == .some(nil))
    }

    @Test func loadViewThatSetsNoView_isReported_andRecoversWithAPlainView() {
        let host = HeadlessHost()
        final class Broken: UIViewController {
            override func loadView() {}
        }
        let controller = Broken()
        host.expectException(containing: "did not set the view") { #expect(controller.view != nil) }
        #expect(host.diagnostics == [ViewControllerKit.Diagnostic(
            kind: .exception(.internalInconsistencyException),
            message: "-[Broken loadView] did not set the view; an overriding loadView must assign self.view")])
    }

    @Test func assigningAViewOwnedByAnotherController_movesIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController(), b = UIViewController()
        let shared = a.view!
        b.view = shared
        #expect(!a.isViewLoaded)
        #expect(shared.next === b)
    }
}
