import Testing
import UIKitTesting

/// Safe area and layout margins (UIKIT-SEMANTICS 10.6; issue items 1 and 10).
@Suite @MainActor struct SafeAreaAndMarginsTests {
    @Test func rootView_getsTheDeviceInsets_andSubviewsTheirOverlap() {
        let host = HeadlessHost(device: .iPhone14)
        let controller = UIViewController()
        host.show(controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        let bottom = UIView(frame: CGRect(x: 20, y: 800, width: 100, height: 44))
        [top, middle, bottom].forEach(controller.view.addSubview)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(UIView().safeAreaInsets == .zero)
    }

    @Test func additionalSafeAreaInsets_addToTheRootViewsInsets_andNotify_rule10_6() {
        let host = HeadlessHost(device: .iPhone14)
        let trace = TraceRecorder()
        let controller = TracingViewController("A", trace: trace)
        controller.recordsLayout = true
        host.show(controller)
        trace.take()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        host.pump()
        #expect(trace.take() == [
            "A.viewSafeAreaInsetsDidChange {91, 0, 83, 0}",
            "A.viewLayoutMarginsDidChange",
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
    }

    @Test func iPadAndOlderIPhones_takeTheStatusBarAsSafeArea() {
        let pad = HeadlessHost(device: .iPadAir)
        let padRoot = UIViewController()
        pad.show(padRoot)
        #expect(padRoot.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let se = HeadlessHost(device: .iPhoneSE)
        let seRoot = UIViewController()
        se.show(seRoot)
        #expect(seRoot.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func layoutMargins_defaultsAndSystemMinimumsForRootViews() {
        let host = HeadlessHost(device: .iPhone14)
        let controller = UIViewController()
        host.show(controller)
        // Root view: 16-pt system minimum in compact width, inset from the safe area.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 55, left: 16, bottom: 42, right: 16))
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 55, leading: 16, bottom: 42, trailing: 16))
        let plain = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        controller.view.addSubview(plain)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let pad = HeadlessHost(device: .iPadAir)
        let padRoot = UIViewController()
        pad.show(padRoot)
        #expect(padRoot.view.layoutMargins == UIEdgeInsets(top: 32, left: 20, bottom: 28, right: 20))
    }

    @Test func preservesSuperviewLayoutMargins_takesTheLargerOverlappingMargin() {
        let host = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 50))
        parent.addSubview(child)
        host.window.addSubview(parent)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        child.preservesSuperviewLayoutMargins = true
        #expect(child.layoutMargins == UIEdgeInsets(top: 30, left: 20, bottom: 8, right: 20))
    }

    @Test func directionalMargins_flipInRightToLeft() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        host.window.addSubview(view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }
}
