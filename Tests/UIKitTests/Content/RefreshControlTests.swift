import Foundation
import Testing
import UIKitTesting

/// `UIRefreshControl` on a scroll view: pulling, programmatic refresh, insets.
@Suite @MainActor struct RefreshControlTests {
    /// A 300 × 400 scroll view at (0, 100) with 1,000 pt of content and a refresh control
    /// that records its `.valueChanged` events.
    @MainActor private struct Scene {
        let host = HeadlessHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        let refresh = UIRefreshControl()
        let trace = TraceRecorder()
        init() {
            host.show(UIViewController())
            scroll.contentSize = CGSize(width: 300, height: 1000)
            scroll.refreshControl = refresh
            refresh.addAction(UIAction { [trace, weak scroll] _ in
                trace.record("valueChanged dragging=\(scroll?.isDragging == true) refreshing=\(scroll?.refreshControl?.isRefreshing == true)")
            }, for: .valueChanged)
            host.window.rootViewController!.view.addSubview(scroll)
            host.pump()
        }

        /// Drags down by `distance` in 10 steps over 0.5 s, leaving the finger down.
        func pull(_ distance: CGFloat) -> SyntheticTouch {
            let touch = host.touchDown(at: CGPoint(x: 150, y: 150))
            for step in 1...10 {
                host.advance(by: 0.05)
                host.touchMove(touch, to: CGPoint(x: 150, y: 150 + distance * CGFloat(step) / 10))
            }
            return touch
        }
    }

    @Test func pullingFarEnough_sendsValueChangedOnce_whileTheFingerIsDown() {
        let s = Scene()
        defer { withExtendedLifetime(s.host) {} }
        #expect(s.refresh.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        let touch = s.pull(400)
        #expect(s.trace.take() == ["valueChanged dragging=true refreshing=true"])
        #expect(s.scroll.adjustedContentInset.top == 60)
        #expect(s.refresh.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        s.host.touchUp(touch)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [])
        // The content settles below the spinner.
        #expect(s.scroll.contentOffset == CGPoint(x: 0, y: -60))
        s.refresh.endRefreshing()
        #expect(!s.refresh.isRefreshing)
        #expect(s.scroll.adjustedContentInset.top == 0)
        #expect(s.scroll.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test func aShortPull_doesNotRefresh_andSpringsBack() {
        let s = Scene()
        defer { withExtendedLifetime(s.host) {} }
        let touch = s.pull(120)                 // rubber-banded to well under 100 pt
        #expect(s.scroll.contentOffset.y > -100)
        s.host.touchUp(touch)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [])
        #expect(!s.refresh.isRefreshing)
        #expect(s.scroll.contentOffset == .zero)
    }

    @Test func beginRefreshing_fromCode_sendsNoEvent_butMakesRoomAboveTheContent() {
        let s = Scene()
        defer { withExtendedLifetime(s.host) {} }
        s.refresh.beginRefreshing()
        #expect(s.refresh.isRefreshing)
        #expect(s.trace.take() == [])
        #expect(s.scroll.adjustedContentInset.top == 60)
        #expect(s.scroll.contentOffset == CGPoint(x: 0, y: -60))   // resting at the top edge, it stays there
        s.refresh.beginRefreshing()
        #expect(s.scroll.adjustedContentInset.top == 60)
    }

    @Test func aDisabledControl_ignoresPulls() {
        let s = Scene()
        defer { withExtendedLifetime(s.host) {} }
        s.refresh.isEnabled = false
        let touch = s.pull(400)
        s.host.touchUp(touch)
        s.host.runUntilIdle()
        #expect(s.trace.take() == [])
    }

    @Test func tableViewController_forwardsItsRefreshControl() {
        let controller = UITableViewController(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(refresh.superview === controller.tableView)
    }

    @Test func refreshControl_isReleasedWithItsScrollView_andWhenReplaced() {
        weak var weakRefresh: UIRefreshControl?
        weak var weakReplaced: UIRefreshControl?
        do {
            let s = Scene()
            weakRefresh = s.refresh
            let other = UIRefreshControl()
            weakReplaced = other
            s.scroll.refreshControl = other
            s.scroll.refreshControl = s.refresh
            s.scroll.removeFromSuperview()
        }
        #expect(weakRefresh == nil)
        #expect(weakReplaced == nil)
    }
}
