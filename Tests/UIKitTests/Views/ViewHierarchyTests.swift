import Testing
import UIKitTesting

/// A view that records its hierarchy hooks.
@MainActor final class HookRecordingView: UIView {
    let name: String
    let trace: TraceRecorder
    init(_ name: String, trace: TraceRecorder) {
        self.name = name
        self.trace = trace
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not decoded") }
    override func willMove(toSuperview newSuperview: UIView?) {
        trace.record("\(name).willMove(toSuperview: \(Self.label(newSuperview)))")
    }
    override func didMoveToSuperview() { trace.record("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        trace.record("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { trace.record("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { trace.record("\(name).didAddSubview(\(Self.label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { trace.record("\(name).willRemoveSubview(\(Self.label(subview)))") }
    override func layoutSubviews() {
        trace.record("\(name).layoutSubviews")
        super.layoutSubviews()
    }
    static func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? HookRecordingView)?.name ?? String(describing: type(of: view))
    }
}

@Suite @MainActor struct ViewHierarchyTests {
    @Test func addSubview_setsSuperviewAndOrder() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        #expect(a.superview === parent)
        parent.insertSubview(c, aboveSubview: b)
        #expect(parent.subviews == [a, b, c])
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews == [c, a, b])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [a, b, c])
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, a, c])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, a, b])
        b.removeFromSuperview()
        #expect(parent.subviews == [c, a])
        #expect(b.superview == nil)
    }

    @Test func addingToAnotherSuperview_removesFromTheOldOne() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
    }

    @Test func hooks_fireInUIKitOrder_whenMovingIntoAWindow() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let parent = HookRecordingView("P", trace: trace)
        let child = HookRecordingView("C", trace: trace)
        parent.addSubview(child)
        #expect(trace.take() == ["C.willMove(toSuperview: P)", "C.didMoveToSuperview", "P.didAddSubview(C)"])
        host.window.addSubview(parent)
        #expect(trace.take() == [
            "P.willMove(toSuperview: UIWindow)",
            "P.willMove(toWindow: window)", "C.willMove(toWindow: window)",
            "P.didMoveToWindow", "C.didMoveToWindow",
            "P.didMoveToSuperview",
        ])
        parent.removeFromSuperview()
        #expect(trace.take() == [
            "P.willMove(toSuperview: nil)",
            "P.willMove(toWindow: nil)", "C.willMove(toWindow: nil)",
            "P.didMoveToWindow", "C.didMoveToWindow",
            "P.didMoveToSuperview",
        ])
        #expect(child.window == nil)
    }

    @Test func removingASubview_tellsTheSuperviewFirst() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let parent = HookRecordingView("P", trace: trace)
        let child = HookRecordingView("C", trace: trace)
        parent.addSubview(child)
        trace.take()
        child.removeFromSuperview()
        #expect(trace.take() == ["C.willMove(toSuperview: nil)", "P.willRemoveSubview(C)", "C.didMoveToSuperview"])
    }

    @Test func reorderingWithinTheSameSuperview_sendsNoHooks() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let parent = HookRecordingView("P", trace: trace)
        let a = HookRecordingView("A", trace: trace), b = HookRecordingView("B", trace: trace)
        parent.addSubview(a)
        parent.addSubview(b)
        trace.take()
        parent.addSubview(a)
        #expect(parent.subviews == [b, a])
        #expect(trace.events.isEmpty)
    }

    @Test func addingSelfOrAnAncestor_isAnInvalidArgumentException_andChangesNothing() {
        let host = HeadlessHost()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        host.expectException(containing: "Can't add self as subview") { parent.addSubview(parent) }
        host.expectException(containing: "Can't add an ancestor as a subview") { child.addSubview(parent) }
        #expect(host.diagnostics == [
            ViewControllerKit.Diagnostic(kind: .exception(.invalidArgumentException), message: "Can't add self as subview"),
            ViewControllerKit.Diagnostic(kind: .exception(.invalidArgumentException), message: "Can't add an ancestor as a subview"),
        ])
        #expect(parent.subviews == [child])
        #expect(child.subviews.isEmpty)
        #expect(parent.superview == nil)
    }

    @Test func windowAndTags_areFoundThroughTheTree() {
        let host = HeadlessHost()
        let parent = UIView(), child = UIView()
        child.tag = 7
        parent.addSubview(child)
        #expect(child.window == nil)
        host.window.addSubview(parent)
        #expect(child.window === host.window)
        #expect(host.window.viewWithTag(7) === child)
        #expect(host.window.viewWithTag(8) == nil)
        #expect(child.isDescendant(of: host.window))
        #expect(!parent.isDescendant(of: child))
    }
}
