import Testing
import UIKitTesting

/// The layout pass: coalesced `setNeedsLayout`, parents before children, `layoutIfNeeded`
/// synchronously, run-loop turns otherwise (DESIGN "Time").
@Suite @MainActor struct ViewLayoutPassTests {
    @Test func setNeedsLayout_isCoalescedIntoOneLayoutOnTheNextTurn() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let view = HookRecordingView("V", trace: trace)
        host.window.addSubview(view)
        host.runUntilIdle()
        trace.take()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(trace.events.isEmpty)
        host.pump()
        #expect(trace.take() == ["V.layoutSubviews"])
        host.pump()
        #expect(trace.events.isEmpty)
    }

    @Test func layoutIfNeeded_laysOutNow_parentsBeforeChildren() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let parent = HookRecordingView("P", trace: trace)
        let child = HookRecordingView("C", trace: trace)
        let grandchild = HookRecordingView("G", trace: trace)
        parent.addSubview(child)
        child.addSubview(grandchild)
        host.window.addSubview(parent)
        trace.take()
        grandchild.setNeedsLayout()
        parent.setNeedsLayout()
        grandchild.layoutIfNeeded()
        #expect(trace.take() == ["P.layoutSubviews", "C.layoutSubviews", "G.layoutSubviews"])
        child.layoutIfNeeded()
        #expect(trace.events.isEmpty)
    }

    @Test func resizingAView_laysOutItAndItsSuperview() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let parent = HookRecordingView("P", trace: trace)
        let child = HookRecordingView("C", trace: trace)
        let sibling = HookRecordingView("S", trace: trace)
        parent.addSubview(child)
        parent.addSubview(sibling)
        host.window.addSubview(parent)
        host.window.layoutIfNeeded()
        trace.take()
        child.frame.size = CGSize(width: 10, height: 10)
        host.window.layoutIfNeeded()
        #expect(trace.take() == ["P.layoutSubviews", "C.layoutSubviews"])
        child.center = CGPoint(x: 40, y: 40)  // a move is not a resize
        host.window.layoutIfNeeded()
        #expect(trace.events.isEmpty)
    }

    @Test func aHiddenWindow_isNotLaidOutByTheRunLoop() {
        let host = HeadlessHost()
        host.window.isHidden = true
        let trace = TraceRecorder()
        let view = HookRecordingView("V", trace: trace)
        host.window.addSubview(view)
        trace.take()
        host.runUntilIdle()
        #expect(trace.events.isEmpty)
        host.window.makeKeyAndVisible()
        host.runUntilIdle()
        #expect(trace.events == ["V.layoutSubviews"])
    }
}
