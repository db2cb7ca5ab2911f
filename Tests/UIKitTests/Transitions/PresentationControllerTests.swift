import Testing
import UIKitTesting

/// `UIPresentationController`: the delegate's controller for `.custom`, its container
/// view, frame and presenter-removal decision, and the order of its four callbacks
/// (UIKIT-SEMANTICS 6.6, 6.8, 6.16, 6.20, 2.1).
@Suite @MainActor struct PresentationControllerTests {
    final class CardPresentationController: UIPresentationController {
        let trace: TraceRecorder
        var removesPresenter = false
        init(presented: UIViewController, presenting: UIViewController?, trace: TraceRecorder) {
            self.trace = trace
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override var shouldRemovePresentersView: Bool { removesPresenter }
        override func presentationTransitionWillBegin() {
            let coordinated = presentedViewController.transitionCoordinator != nil
            trace.record("pc.presentationTransitionWillBegin(coordinator: \(coordinated))")
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { trace.record("pc.presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { trace.record("pc.dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { trace.record("pc.dismissalTransitionDidEnd(\(completed))") }
        override func containerViewWillLayoutSubviews() { trace.record("pc.containerViewWillLayoutSubviews") }
    }

    final class CardDelegate: UIViewControllerTransitioningDelegate {
        let trace: TraceRecorder
        var removesPresenter = false
        weak var made: CardPresentationController?
        init(trace: TraceRecorder) { self.trace = trace }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = CardPresentationController(presented: presented, presenting: presenting, trace: trace)
            controller.removesPresenter = removesPresenter
            made = controller
            return controller
        }
    }

    /// A host showing A, and B set to be presented `.custom` through a `CardDelegate`; the
    /// trace emptied.
    @MainActor struct CardScene {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a: TracingViewController
        let b: TracingViewController
        let delegate: CardDelegate

        init(removesPresenter: Bool = false) {
            a = TracingViewController("A", trace: trace)
            host.show(a)
            b = TracingViewController("B", trace: trace)
            b.modalPresentationStyle = .custom
            delegate = CardDelegate(trace: trace)
            delegate.removesPresenter = removesPresenter
            b.transitioningDelegate = delegate
            trace.take()
        }
    }

    @Test func custom_usesTheDelegatesController_inAContainerViewOfItsOwn_rules6_8_6_20() {
        let s = CardScene()
        let (host, trace, a, b, delegate) = (s.host, s.trace, s.a, s.b, s.delegate)
        defer { withExtendedLifetime(host) {} }

        a.present(b, animated: true) { trace.record("present completion") }
        host.advance(by: 0.5)
        let events = trace.take().filter { $0 != "pc.containerViewWillLayoutSubviews" }
        #expect(events == [
            "B.loadView", "B.viewDidLoad",
            "B.viewWillAppear(true) beingPresented",
            "pc.presentationTransitionWillBegin(coordinator: true)",
            "B.viewIsAppearing(true)",
            "pc.presentationTransitionDidEnd(true)",
            "B.viewDidAppear(true) beingPresented",
            "present completion",
        ])
        let controller = delegate.made
        #expect(b.presentationController === controller)
        #expect(controller?.presentingViewController === a)
        #expect(controller?.presentationStyle == .custom)
        #expect(controller?.containerView?.superview === host.window)
        #expect(controller?.containerView?.frame == host.window.bounds)
        #expect(b.view.superview === controller?.containerView)
        #expect(b.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(a.view.window === host.window)   // 6.8: the presenter's view stays

        b.dismiss(animated: true) { trace.record("dismiss completion") }
        host.advance(by: 0.5)
        #expect(trace.take().filter { $0 != "pc.containerViewWillLayoutSubviews" } == [
            "B.viewWillDisappear(true) beingDismissed",
            "pc.dismissalTransitionWillBegin",
            "pc.dismissalTransitionDidEnd(true)",
            "B.viewDidDisappear(true) beingDismissed",
            "dismiss completion",
        ])
        #expect(b.view.superview == nil)
        #expect(host.window.subviews.count == 1 && host.window.subviews.first === a.view)
    }

    @Test func custom_controllerThatRemovesThePresentersView_givesThePresenterCallbacks_rule6_8() {
        let s = CardScene(removesPresenter: true)
        let (host, trace, a, b) = (s.host, s.trace, s.a, s.b)
        defer { withExtendedLifetime(host) {} }
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(trace.take().filter { !$0.hasPrefix("pc.") } == [
            "B.loadView", "B.viewDidLoad",
            "A.viewWillDisappear(false)",
            "B.viewWillAppear(false) beingPresented",
            "B.viewIsAppearing(false)",
            "B.viewDidAppear(false) beingPresented",
            "A.viewDidDisappear(false)",
        ])
        #expect(a.view.superview == nil)
    }

    @Test func containerLayout_callsTheControllersLayoutHooks() {
        let s = CardScene()
        let (host, trace, a, b, delegate) = (s.host, s.trace, s.a, s.b, s.delegate)
        defer { withExtendedLifetime(host) {} }
        a.present(b, animated: false)
        host.runUntilIdle()
        trace.take()
        delegate.made?.containerView?.setNeedsLayout()
        delegate.made?.containerView?.layoutIfNeeded()
        #expect(trace.take() == ["pc.containerViewWillLayoutSubviews"])
    }

    @Test func builtInStyles_haveAPresentationControllerDescribingThem_rule6_8() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let a = UIViewController()
        host.show(a)
        let b = UIViewController()
        let early = b.presentationController
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(b.presentationController === early)   // read before, used by the presentation
        #expect(b.presentationController?.presentationStyle == .pageSheet)
        #expect(b.presentationController?.shouldRemovePresentersView == false)
        #expect(b.presentationController?.frameOfPresentedViewInContainerView == b.view.frame)
        #expect(b.presentationController?.containerView === host.window)
        let c = UIViewController()
        c.modalPresentationStyle = .fullScreen
        b.present(c, animated: false)
        host.runUntilIdle()
        #expect(c.presentationController?.shouldRemovePresentersView == true)
    }

    @Test func presentationController_isReleasedWithTheDismissedController() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let a = UIViewController()
        host.show(a)
        weak var weakController: UIPresentationController?
        weak var weakPresented: UIViewController?
        weak var weakContainer: UIView?
        do {
            let b = UIViewController()
            b.modalPresentationStyle = .custom
            let delegate = CardDelegate(trace: trace)
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            host.runUntilIdle()
            weakController = b.presentationController
            weakContainer = b.presentationController?.containerView
            weakPresented = b
            a.dismiss(animated: true)
            host.runUntilIdle()
        }
        #expect(weakController == nil)
        #expect(weakPresented == nil)
        #expect(weakContainer == nil)
    }
}
