import Testing
import UIKitTesting

/// A window's root controller: loading, appearing, replacement (UIKIT-SEMANTICS 2.2–2.4, 2.6).
@Suite @MainActor struct WindowRootAppearanceTests {
    @Test func showingRoot_loadsThenAppears_withLayoutBetween_rule2_2() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let root = TracingViewController("A", trace: trace)
        root.recordsLayout = true
        host.show(root)
        #expect(trace.events == [
            "A.loadView", "A.viewDidLoad",
            "A.viewWillAppear(false)",
            "A.updateViewConstraints",
            "A.viewSafeAreaInsetsDidChange {47, 0, 34, 0}",
            "A.viewLayoutMarginsDidChange",
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
            "A.viewIsAppearing(false)",
            "A.viewDidAppear(false)",
        ])
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.diagnostics.isEmpty)
    }
}
