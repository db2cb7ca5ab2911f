import Testing
import UIKitTesting

/// Accessibility traits default to the kind of view, as UIKit's do, until the app sets them.
@Suite @MainActor struct AccessibilityTraitsTests {
    @Test func defaultsFollowTheViewKind_andTheAppsValueWins() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let button = UIButton(type: .system)
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(UILabel().accessibilityTraits == .staticText)
        #expect(UIImageView().accessibilityTraits == .image)
        #expect(UISlider().accessibilityTraits == .adjustable)
        #expect(UIView().accessibilityTraits == [])
        let title = UILabel()
        title.accessibilityTraits = [.staticText, .header]
        #expect(title.accessibilityTraits.contains(.header))
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIAccessibility.post(notification:argument:) does nothing here: no assistive technology runs off Apple platforms.",
        ])
    }
}
