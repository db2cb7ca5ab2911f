import Foundation
import Testing
import UIKitTesting

/// A controller whose view is a scroll view.
@MainActor
final class ScrollingViewController: UIViewController {
    var scrollView: UIScrollView { view as! UIScrollView }
    override func loadView() { view = UIScrollView() }
}

/// `adjustedContentInset` for each `contentInsetAdjustmentBehavior`, under a navigation
/// bar, with `contentOffset` kept at the top edge (UIKIT-SEMANTICS 10.6 for the safe area).
@Suite @MainActor struct ScrollViewInsetTests {
    /// iPhone 14 portrait under a navigation bar: status bar 47 + bar 44 on top, 34 below.
    private func showInNavigation(_ configure: (UIScrollView) -> Void = { _ in }) -> (HeadlessHost, ScrollingViewController) {
        let host = HeadlessHost()
        let content = ScrollingViewController()
        content.loadViewIfNeeded()
        configure(content.scrollView)
        host.show(UINavigationController(rootViewController: content))
        return (host, content)
    }

    @Test func automatic_underANavigationBar_insetsTheContentBelowTheBar_UIKIT_SEMANTICS_10_6() {
        let (host, content) = showInNavigation()
        defer { withExtendedLifetime(host) {} }
        // Short content: still adjusted vertically, as the controller is in a navigation controller.
        #expect(content.scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: -91))
        #expect(content.scrollView.contentInset == .zero)
    }

    @Test func automatic_addsTheAppsContentInset() {
        let (host, content) = showInNavigation { $0.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0) }
        defer { withExtendedLifetime(host) {} }
        #expect(content.scrollView.adjustedContentInset == UIEdgeInsets(top: 101, left: 0, bottom: 39, right: 0))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: -101))
    }

    @Test func never_ignoresTheSafeArea() {
        let (host, content) = showInNavigation { $0.contentInsetAdjustmentBehavior = .never }
        defer { withExtendedLifetime(host) {} }
        #expect(content.scrollView.adjustedContentInset == .zero)
        #expect(content.scrollView.contentOffset == .zero)
    }

    @Test func legacyAutomaticallyAdjustsScrollViewInsetsOff_turnsAutomaticOff() {
        let host = HeadlessHost()
        let content = ScrollingViewController()
        content.automaticallyAdjustsScrollViewInsets = false
        host.show(UINavigationController(rootViewController: content))
        #expect(content.scrollView.adjustedContentInset == .zero)
    }

    @Test func scrollableAxes_adjustsOnlyAnAxisThatScrolls() {
        let (host, content) = showInNavigation { $0.contentInsetAdjustmentBehavior = .scrollableAxes }
        #expect(content.scrollView.adjustedContentInset == .zero)           // 0 × 0 content: nothing scrolls
        content.scrollView.contentSize = CGSize(width: 390, height: 2000)   // taller than the view
        #expect(content.scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: -91))
        host.rotate(to: .landscapeLeft)
        // Landscape: status bar hidden, compact bar 32; the sensor housing's 47 at the sides,
        // which are not adjusted because the content does not scroll sideways.
        #expect(content.scrollView.adjustedContentInset == UIEdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: -32))
    }

    @Test func always_addsEveryEdge() {
        let (host, content) = showInNavigation { $0.contentInsetAdjustmentBehavior = .always }
        host.rotate(to: .landscapeLeft)
        #expect(content.scrollView.adjustedContentInset == UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
    }

    @Test func adjustedInsetChange_tellsTheDelegate() {
        let trace = TraceRecorder()
        let recorder = ScrollDelegateRecorder(trace: trace)
        recorder.recordsDidScroll = true
        let (host, content) = showInNavigation { $0.delegate = recorder }
        defer { withExtendedLifetime(host) {} }
        #expect(trace.take() == [
            "didChangeAdjustedContentInset {91, 0, 34, 0}",
            "didScroll (0.000, -91.000)",
        ])
        content.scrollView.contentInsetAdjustmentBehavior = .never
        #expect(trace.take() == ["didChangeAdjustedContentInset {0, 0, 0, 0}", "didScroll (0.000, 0.000)"])
    }

    @Test func scrolledContent_keepsItsOffset_whenTheInsetChanges() {
        let (host, content) = showInNavigation { $0.contentSize = CGSize(width: 390, height: 3000) }
        defer { withExtendedLifetime(host) {} }
        content.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        content.scrollView.contentInsetAdjustmentBehavior = .never
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: 500))
    }
}
