import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The simulated keyboard: its frame per device, the notifications with UIKit's userInfo
/// and timing on the host clock, `keyboardLayoutGuide`, `inputAccessoryView`.
@Suite @MainActor struct SoftwareKeyboardTests {
    private func focusedField(on host: HeadlessHost) throws -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "field"
        host.window.rootViewController!.view.addSubview(field)
        host.pump()
        try host.tap(identifier: "field")
        return field
    }

    @Test func show_postsWillNotificationsAtOnce_andDidNotificationsAfterQuarterSecond_withUserInfo() throws {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        let tokens = observeKeyboard(of: host, into: trace, details: true)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let field = try focusedField(on: host)
        let show = "(0 844 390 336) -> (0 508 390 336) 0.25 curve 7 local true"
        #expect(trace.take() == ["keyboardWillChangeFrame \(show)", "keyboardWillShow \(show)"])
        #expect(host.keyboard.phase == .showing && host.keyboard.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
        host.advance(by: 0.24)
        #expect(trace.take() == [])
        host.advance(by: 0.02)
        #expect(trace.take() == ["keyboardDidChangeFrame \(show)", "keyboardDidShow \(show)"])
        #expect(host.keyboard.phase == .shown)

        field.resignFirstResponder()
        let hide = "(0 508 390 336) -> (0 844 390 336) 0.25 curve 7 local true"
        #expect(trace.take() == ["keyboardWillChangeFrame \(hide)", "keyboardWillHide \(hide)"])
        host.runUntilIdle()
        #expect(trace.take() == ["keyboardDidChangeFrame \(hide)", "keyboardDidHide \(hide)"])
        #expect(host.keyboard.phase == .hidden)
    }

    @Test func hideDuringShow_dropsTheInterruptedDidNotifications() throws {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        let field = try focusedField(on: host)
        let trace = TraceRecorder()
        let tokens = observeKeyboard(of: host, into: trace)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        host.advance(by: 0.1)
        field.resignFirstResponder()
        host.runUntilIdle()
        #expect(trace.take() == ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
    }

    @Test(arguments: [
        (ViewControllerKit.DeviceProfile.iPhone14, UIInterfaceOrientation.portrait, CGRect(x: 0, y: 508, width: 390, height: 336)),
        (.iPhone14, .landscapeLeft, CGRect(x: 0, y: 181, width: 844, height: 209)),
        (.iPhoneSE, .portrait, CGRect(x: 0, y: 407, width: 375, height: 260)),
        (.iPadAir, .portrait, CGRect(x: 0, y: 860, width: 820, height: 320)),
    ])
    func frame_perDeviceAndOrientation(device: ViewControllerKit.DeviceProfile, orientation: UIInterfaceOrientation,
                                       expected: CGRect) throws {
        let host = HeadlessHost(device: device, orientation: orientation)
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        _ = try focusedField(on: host)
        #expect(host.keyboard.frame == expected)
    }

    @Test func keyboardLayoutGuide_standsOnSafeAreaWhenHidden_followsKeyboard_andBack() throws {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        let root = host.window.rootViewController!.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
        host.pump()
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        let field = try focusedField(on: host)
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(bar.frame == CGRect(x: 0, y: 464, width: 390, height: 44))
        host.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 464, width: 390, height: 44))
        root.endEditing(true)
        host.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        host.pump()
        #expect(bar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        withExtendedLifetime(field) {}
    }

    @Test func viewPinnedToKeyboardGuide_slidesWithTheKeyboard_onTheClock() throws {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        let root = host.window.rootViewController!.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 390),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
        host.pump()
        _ = try focusedField(on: host)
        // Model value at once; the presentation value moves from 788 (centre y) to 486.
        #expect(bar.center.y == 486)
        host.advance(by: 0.125)
        let midway = try #require(bar.layer.presentation()?.position.y)
        #expect(midway < 788 && midway > 486)
        host.runUntilIdle()
        #expect(bar.layer.presentation() == nil && bar.center.y == 486)   // no animation left
    }

    @Test func keyboardLayoutGuide_inAViewAboveTheBottom_coversOnlyTheOverlap() throws {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        let panel = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
        host.window.rootViewController!.view.addSubview(panel)
        _ = panel.keyboardLayoutGuide
        _ = try focusedField(on: host)
        #expect(panel.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 208, width: 390, height: 92))
    }

    @Test func inputAccessoryView_addsItsHeight_andSitsOnTopOfTheKeyboard_untilHidden() throws {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityIdentifier = "field"
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        field.inputAccessoryView = accessory
        host.window.rootViewController!.view.addSubview(field)
        host.pump()
        try host.tap(identifier: "field")
        #expect(host.keyboard.frame == CGRect(x: 0, y: 464, width: 390, height: 380))
        #expect(accessory.window === host.window)
        #expect(accessory.frame == CGRect(x: 0, y: 464, width: 390, height: 44))
        field.resignFirstResponder()
        host.runUntilIdle()
        #expect(accessory.superview == nil && host.keyboard.accessoryView == nil)
    }

    @Test func typingWithoutKeyboard_throws() {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        #expect(throws: KeyboardSynthesisError.keyboardNotShown) { try host.type("a") }
        #expect(throws: KeyboardSynthesisError.keyboardNotShown) { try host.tapReturn() }
        #expect(throws: KeyboardSynthesisError.keyboardNotShown) { try host.tapDelete() }
    }

    @Test func keyboardLayoutGuide_isNotRetainedByTheKeyboard() {
        let host = hostShowing([])
        defer { withExtendedLifetime(host) {} }
        weak var weakView: UIView?
        weak var weakGuide: UIKeyboardLayoutGuide?
        do {
            let view = UIView()
            weakView = view
            weakGuide = view.keyboardLayoutGuide
        }
        #expect(weakView == nil && weakGuide == nil)
    }
}
