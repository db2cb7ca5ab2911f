import Foundation
import Testing
import UIKitTesting

@Suite @MainActor struct UISwitchTests {
    @Test func intrinsicSize_is51By31_andFrameSizeIsFixed() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
    }

    @Test func tap_flipsOn_sendsValueChangedAndPrimaryBeforeTouchUpInside() throws {
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "toggle"
        let host = hostShowing(toggle, at: CGRect(x: 100, y: 200, width: 51, height: 31))
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        recordEvents(of: toggle, into: trace) { "\(toggle.isOn)" }
        try host.tap(identifier: "toggle")
        #expect(trace.take() == ["touchDown", "valueChanged true", "primaryActionTriggered", "touchUpInside"])
        #expect(toggle.isOn)
        host.advance(by: 1)   // not a double tap
        try host.tap(identifier: "toggle")
        #expect(trace.take() == ["touchDown", "valueChanged false", "primaryActionTriggered", "touchUpInside"])
        #expect(!toggle.isOn)
    }

    @Test func primaryActionInit_runsOnEachFlip() throws {
        var seen: [Bool] = []
        var toggle: UISwitch!
        toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in seen.append(toggle.isOn) })
        toggle.accessibilityIdentifier = "toggle"
        let host = hostShowing(toggle, at: CGRect(x: 100, y: 200, width: 51, height: 31))
        defer { withExtendedLifetime(host) {} }
        try host.tap(identifier: "toggle")
        try host.tap(identifier: "toggle")
        #expect(seen == [true, false])
    }

    @Test func settingFromCode_sendsNothing_andDisabledSwitchIgnoresTaps() throws {
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "toggle"
        let host = hostShowing(toggle, at: CGRect(x: 100, y: 200, width: 51, height: 31))
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        recordEvents(of: toggle, into: trace)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        host.runUntilIdle()
        toggle.isEnabled = false
        try host.tap(identifier: "toggle")
        #expect(trace.events == [])
        #expect(!toggle.isOn)
    }

    @Test func setOnAnimated_slidesTheThumbOnTheClock() {
        let toggle = UISwitch()
        let host = hostShowing(toggle, at: CGRect(x: 100, y: 200, width: 51, height: 31))
        defer { withExtendedLifetime(host) {} }
        let thumb = toggle.subviews[0]
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        // The model frame is final at once; the presented frame moves with the clock.
        #expect(thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        host.advance(by: 0.125)
        let midway = thumb.layer.presentation()?.frame.minX ?? -1
        #expect(midway > 2 && midway < 22)
        host.runUntilIdle()
        #expect(thumb.layer.presentation()?.frame.minX ?? 22 == 22)
    }

    @Test func accessibilityValue_isOneOrZero() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test func switchInsideTappableView_claimsTheTap() throws {
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "toggle"
        let host = hostShowing(toggle, at: CGRect(x: 100, y: 200, width: 51, height: 31))
        defer { withExtendedLifetime(host) {} }
        var backgroundTaps = 0
        let tap = UITapGestureRecognizer { _ in backgroundTaps += 1 }
        host.window.rootViewController!.view.addGestureRecognizer(tap)
        try host.tap(identifier: "toggle")
        #expect(toggle.isOn)
        #expect(backgroundTaps == 0)
    }
}
