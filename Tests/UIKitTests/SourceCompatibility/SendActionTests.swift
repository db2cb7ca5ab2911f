import Foundation
import Testing
import UIKitTesting

/// `UIApplication.sendAction(_:to:from:for:)` with `resignFirstResponder` (the keyboard-
/// dismissing idiom, after `vck-migrate`); other actions are reported, not sent.
@Suite @MainActor struct SendActionTests {
    @Test func resignFirstResponderWithANilTargetEndsEditingOfTheFirstResponder() {
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        let host = hostShowing([field])
        defer { withExtendedLifetime(host) {} }
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func anyOtherActionIsReportedAndNotSent() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        #expect(!UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
        #expect(host.diagnostics.map(\.message) == [
            "sendAction(_:to:from:for:) cannot call copy: without the Objective-C runtime; only resignFirstResponder is sent",
        ])
    }
}
