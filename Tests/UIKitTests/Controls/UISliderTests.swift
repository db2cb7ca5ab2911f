import Foundation
import Testing
import UIKitTesting

/// A slider 228 points wide at (20, 200): the thumb (28 pt) travels 200 points, so at the
/// default value 0.5 it spans x 120...148 in the window, centred on 134.
@Suite @MainActor struct UISliderTests {
    private func scene(continuous: Bool = true) -> (HeadlessHost, UISlider, TraceRecorder) {
        let slider = UISlider()
        slider.isContinuous = continuous
        let host = hostShowing(slider, at: CGRect(x: 20, y: 200, width: 228, height: 31))
        let trace = TraceRecorder()
        recordEvents(of: slider, into: trace) { "\(slider.value)" }
        return (host, slider, trace)
    }

    @Test func defaults_andIntrinsicHeight31() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let slider = UISlider()
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test func valueClampsToRange_andRangeChangesPullItIn() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let slider = UISlider()
        slider.value = 7
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.value == 6 && slider.maximumValue == 6)
    }

    @Test func thumbSitsAtTheValuesFractionOfTheTravel() {
        let (host, slider, _) = scene()
        defer { withExtendedLifetime(host) {} }
        #expect(slider.subviews[0].frame == CGRect(x: 100, y: 5.0 / 3, width: 28, height: 28))
        slider.value = 0.25
        #expect(slider.subviews[0].frame.minX == 50)
    }

    @Test func continuousDrag_sendsValueChangedBeforeEachDragEvent() {
        let (host, slider, trace) = scene()
        defer { withExtendedLifetime(host) {} }
        let finger = host.touchDown(at: CGPoint(x: 134, y: 215))
        host.touchMove(finger, to: CGPoint(x: 184, y: 215))   // +50 of 200 → +0.25
        host.touchMove(finger, to: CGPoint(x: 534, y: 215))   // past the end, and outside the 70-pt slop
        host.touchUp(finger)
        #expect(trace.events == ["touchDown", "valueChanged 0.75", "touchDragInside",
                                 "valueChanged 1.0", "touchDragOutside", "touchDragExit", "touchUpOutside"])
        #expect(slider.value == 1)
    }

    @Test func nonContinuousDrag_sendsOneValueChangedWhenTheTouchLifts() {
        let (host, slider, trace) = scene(continuous: false)
        defer { withExtendedLifetime(host) {} }
        let finger = host.touchDown(at: CGPoint(x: 134, y: 215))
        host.touchMove(finger, to: CGPoint(x: 114, y: 215))
        host.touchMove(finger, to: CGPoint(x: 94, y: 215))     // −40 of 200 → −0.2
        host.touchUp(finger)
        #expect(trace.events == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged 0.3", "touchUpInside"])
        #expect(abs(slider.value - 0.3) < 0.0001)
    }

    @Test func touchOnTheTrackAwayFromTheThumb_doesNotTrack() {
        let (host, slider, trace) = scene()
        defer { withExtendedLifetime(host) {} }
        let finger = host.touchDown(at: CGPoint(x: 30, y: 215))
        host.touchMove(finger, to: CGPoint(x: 80, y: 215))
        host.touchUp(finger)
        #expect(trace.events == [])
        #expect(slider.value == 0.5)
    }

    @Test func accessibilityValue_isTheRoundedPercentageOfTheRange() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let slider = UISlider()
        #expect(slider.accessibilityValue == "50%")
        slider.maximumValue = 10
        slider.value = 2.504
        #expect(slider.accessibilityValue == "25%")
        slider.accessibilityValue = "loud"
        #expect(slider.accessibilityValue == "loud")
    }
}
