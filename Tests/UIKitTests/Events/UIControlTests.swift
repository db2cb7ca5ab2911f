import Testing
@testable import UIKit
import UIKitTesting

/// UIControl: state mask, actions per control event, and touch tracking (UIControl docs:
/// "The target-action mechanism", `beginTracking(_:with:)` …; `UIControl.Event`).
@Suite @MainActor struct UIControlTests {
    /// A control that records its tracking callbacks and, like UIButton, claims taps.
    final class Knob: UIControl {
        var log: [String] = []
        var claims = false
        override var claimsAncestorSingleTaps: Bool { claims }
        override func controlStateDidChange() { log.append("state \(state.rawValue)") }
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("beginTracking"); return super.beginTracking(touch, with: event)
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log.append("continueTracking inside=\(isTouchInside)"); return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("endTracking") }
        override func cancelTracking(with event: UIEvent?) { log.append("cancelTracking") }
    }

    private func scene() -> (HeadlessHost, Knob, TraceRecorder) {
        let host = HeadlessHost()
        host.show(UIViewController())
        let knob = Knob(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        knob.accessibilityIdentifier = "knob"
        host.window.rootViewController!.view.addSubview(knob)
        let trace = TraceRecorder()
        knob.addAction(UIAction(identifier: .init("all")) { [trace] action in
            trace.record("action from \((action.sender as? UIView)?.accessibilityIdentifier ?? "?")")
        }, for: .touchUpInside)
        return (host, knob, trace)
    }

    /// Records each named event as it fires.
    private func recordEvents(of control: UIControl, into trace: TraceRecorder) {
        let named: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in named {
            control.addAction(UIAction(identifier: .init(name)) { [trace] _ in trace.record(name) }, for: event)
        }
    }

    @Test func eventAndStateRawValues_matchUIKit() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        let control = UIControl(frame: .zero)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.disabled, .selected])
        #expect(UIControl.Event([.touchDragInside, .touchDragEnter]).description == "[touchDragInside, touchDragEnter]")
    }

    @Test func tapInside_touchDownThenTouchUpInside_withTrackingAndHighlight() throws {
        let (host, knob, trace) = scene()
        recordEvents(of: knob, into: trace)
        let finger = host.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(knob.isHighlighted && knob.isTracking && knob.isTouchInside)
        host.touchUp(finger)
        #expect(trace.events == ["touchDown", "action from knob", "upInside"])
        #expect(knob.log == ["beginTracking", "state 1", "state 0", "endTracking"])   // unhighlight, then endTracking
        #expect(!knob.isHighlighted && !knob.isTracking)
    }

    @Test func dragOutAndReleaseOutside_usesBoundsGrownBySeventyPoints() {
        let (host, knob, trace) = scene()
        recordEvents(of: knob, into: trace)
        let finger = host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchMove(finger, to: CGPoint(x: 160, y: 125))   // inside
        host.touchMove(finger, to: CGPoint(x: 150, y: 219))   // 69 pt below the bottom edge: still inside
        host.touchMove(finger, to: CGPoint(x: 150, y: 220))   // 70 pt: the grown rectangle's edge, outside
        host.touchMove(finger, to: CGPoint(x: 150, y: 300))   // outside
        host.touchUp(finger)
        #expect(trace.events == [
            "touchDown", "dragInside", "dragInside", "dragOutside", "dragExit", "dragOutside", "upOutside",
        ])
        #expect(knob.log == [
            "beginTracking", "state 1", "continueTracking inside=true", "continueTracking inside=true",
            "state 0", "continueTracking inside=false", "continueTracking inside=false", "endTracking",
        ])
    }

    @Test func dragBackIn_sendsDragEnter_andReleaseInsideCounts() {
        let (host, knob, trace) = scene()
        recordEvents(of: knob, into: trace)
        let finger = host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchMove(finger, to: CGPoint(x: 150, y: 400))
        host.touchMove(finger, to: CGPoint(x: 150, y: 180))
        host.touchUp(finger)
        #expect(trace.events == ["touchDown", "dragOutside", "dragExit", "dragInside", "dragEnter", "action from knob",
                                 "upInside"])
        #expect(knob.log.filter { $0.hasPrefix("state") } == ["state 1", "state 0", "state 1", "state 0"])
    }

    @Test func cancelledTouch_sendsTouchCancel() {
        let (host, knob, trace) = scene()
        recordEvents(of: knob, into: trace)
        let finger = host.touchDown(at: CGPoint(x: 150, y: 125))
        host.touchCancel(finger)
        #expect(trace.events == ["touchDown", "cancel"])
        #expect(knob.log == ["beginTracking", "state 1", "state 0", "cancelTracking"])
    }

    @Test func secondQuickTap_sendsTouchDownRepeat() {
        let (host, knob, trace) = scene()
        recordEvents(of: knob, into: trace)
        host.tap(at: CGPoint(x: 150, y: 125))
        host.tap(at: CGPoint(x: 150, y: 125))
        #expect(trace.events(containing: "touchDown") == ["touchDown", "touchDown", "touchDownRepeat"]
)
    }

    @Test func disabledControl_sendsNothing_andPassesTouchesUpTheChain() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        host.show(UIViewController())
        let parent = TracingView("parent", trace: trace, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.rootViewController!.view.addSubview(parent)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        recordEvents(of: control, into: trace)
        control.isEnabled = false
        #expect(host.window.hitTest(CGPoint(x: 150, y: 125), with: nil) === control)   // still hit-tested
        host.tap(at: CGPoint(x: 150, y: 125))
        #expect(trace.events == ["parent.touchesBegan {150, 125}", "parent.touchesEnded {150, 125}"])
    }

    @Test func multipleActions_runInOrder_sameIdentifierReplaces_removeActionStopsThem() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("a") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("b")) { _ in log.append("b") }, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("a2") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a2", "b", "a2", "b"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])

        log.removeAll()
        control.removeAction(identifiedBy: .init("a"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.removeAction(UIAction(identifier: .init("b")) { _ in }, for: .allEvents)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["b", "a2"])
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func primaryAction_runsOnPrimaryActionTriggered_withTheControlAsSender() {
        var senders: [String] = []
        let control = UIControl(frame: .zero, primaryAction: UIAction { action in
            senders.append((action.sender as? UIView)?.accessibilityIdentifier ?? "nil")
        })
        control.accessibilityIdentifier = "c"
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .primaryActionTriggered)
        #expect(senders == ["c"])
    }

    @Test func ancestorSingleTap_doesNotStealTheTapOfAControlThatClaimsTaps() {
        let (host, knob, trace) = scene()
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in trace.record("parent tap") }
        host.window.rootViewController!.view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 150, y: 125))
        #expect(trace.take() == ["parent tap"])                 // a plain control: the tap wins, control cancelled
        knob.claims = true                                      // as UIButton, UISwitch, UIStepper … do
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 150, y: 125))
        #expect(trace.take() == ["action from knob"])
        tap.numberOfTapsRequired = 2                            // only single taps yield: a double tap wins
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 150, y: 125))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 150, y: 125))
        #expect(trace.take() == ["parent tap"])
    }

    @Test func parentDoubleTap_delaysTheControlsTouchUp_untilItFails_delaysTouchesEnded() {
        let (host, _, trace) = scene()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        host.window.rootViewController!.view.addGestureRecognizer(doubleTap)
        host.tap(at: CGPoint(x: 150, y: 125))
        host.advance(by: 0.25)
        #expect(trace.events == [])                              // the end is held while the double tap may come
        host.advance(by: 0.1)                                    // 0.35 s after the tap: the double tap fails
        #expect(trace.events == ["action from knob"])
        doubleTap.delaysTouchesEnded = false
        host.tap(at: CGPoint(x: 150, y: 125))
        #expect(trace.events == ["action from knob", "action from knob"])
    }

    @Test func panOnAncestor_cancelsTheControlsTracking() {
        let (host, knob, trace) = scene()
        recordEvents(of: knob, into: trace)
        host.window.rootViewController!.view.addGestureRecognizer(UIPanGestureRecognizer())
        host.swipe(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 175), duration: 0.2, steps: 2)
        #expect(trace.events == ["touchDown", "cancel"])
    }

    final class ButtonLike: UIControl {
        override var sendsPrimaryActionOnTouchUpInside: Bool { true }
    }

    @Test func buttonLikeControl_sendsPrimaryActionTriggeredWithTouchUpInside_inOneSendActionsCall() {
        let host = HeadlessHost()
        host.show(UIViewController())
        var log: [String] = []
        let button = ButtonLike(frame: CGRect(x: 0, y: 0, width: 100, height: 100), primaryAction: UIAction { _ in
            log.append("primary")
        })
        button.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("either (once)") }, for: [.touchUpInside, .primaryActionTriggered])
        host.window.rootViewController!.view.addSubview(button)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log == ["primary", "upInside", "either (once)"])
        log.removeAll()
        let plain = UIControl(frame: CGRect(x: 200, y: 0, width: 100, height: 100), primaryAction: UIAction { _ in
            log.append("primary")
        })
        host.window.rootViewController!.view.addSubview(plain)
        host.tap(at: CGPoint(x: 250, y: 50))
        #expect(log == [])   // a plain UIControl does not trigger its primary action on touch-up
    }
}
