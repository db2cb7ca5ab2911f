import Foundation
import Testing
import UIKitTesting

/// A stepper at (100, 200): its − half spans window x 100...147, its + half 147...194.
@Suite @MainActor struct UIStepperTests {
    private func scene() -> (HeadlessHost, UIStepper, TraceRecorder) {
        let stepper = UIStepper()
        let host = hostShowing(stepper, at: CGRect(x: 100, y: 200, width: 94, height: 32))
        let trace = TraceRecorder()
        recordEvents(of: stepper, into: trace) { "\(stepper.value)" }
        return (host, stepper, trace)
    }

    @Test func defaults_andSize94By32() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let stepper = UIStepper(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(stepper.frame == CGRect(x: 5, y: 5, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    }

    @Test func tapPlusThenMinus_stepsOnTouchDown_valueChangedAfterTouchDown() {
        let (host, stepper, trace) = scene()
        defer { withExtendedLifetime(host) {} }
        host.tap(at: CGPoint(x: 170, y: 216))
        host.tap(at: CGPoint(x: 170, y: 216))
        host.tap(at: CGPoint(x: 120, y: 216))
        #expect(trace.events == ["touchDown", "valueChanged 1.0", "touchUpInside",
                                 "touchDown", "touchDownRepeat", "valueChanged 2.0", "touchUpInside",
                                 "touchDown", "valueChanged 1.0", "touchUpInside"])
        #expect(stepper.value == 1)
    }

    @Test func atTheEnd_doesNothing_unlessItWraps() {
        let (host, stepper, trace) = scene()
        defer { withExtendedLifetime(host) {} }
        stepper.maximumValue = 3
        stepper.stepValue = 2
        stepper.value = 2
        host.tap(at: CGPoint(x: 170, y: 216))           // 2 + 2 > 3: clamps to 3
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 170, y: 216))           // at the end: nothing
        #expect(trace.take() == ["touchDown", "valueChanged 3.0", "touchUpInside", "touchDown", "touchUpInside"])
        stepper.wraps = true
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 170, y: 216))
        #expect(trace.take() == ["touchDown", "valueChanged 0.0", "touchUpInside"])
    }

    @Test func nonContinuous_sendsValueChangedWhenTheTouchLifts() {
        let (host, stepper, trace) = scene()
        defer { withExtendedLifetime(host) {} }
        stepper.isContinuous = false
        let finger = host.touchDown(at: CGPoint(x: 170, y: 216))
        #expect(stepper.value == 1)
        host.touchUp(finger)
        #expect(trace.events == ["touchDown", "valueChanged 1.0", "touchUpInside"])
    }

    @Test func nonPositiveStepValue_raisesInvalidArgument_andKeepsTheOldStep() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let stepper = UIStepper()
        host.expectException(containing: "stepValue must be greater than 0") { stepper.stepValue = 0 }
        #expect(stepper.stepValue == 1)
    }
}
