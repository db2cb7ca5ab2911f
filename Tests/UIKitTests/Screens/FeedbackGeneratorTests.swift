import Testing
import UIKitTesting

/// Haptics do nothing here and say so once per runtime (issue: "unsupported is loud").
@Suite @MainActor struct FeedbackGeneratorTests {
    @Test func generators_warnOncePerAPI_andOtherwiseDoNothing() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIImpactFeedbackGenerator.impactOccurred() does nothing here: there is no haptic engine off Apple hardware.",
            "ViewControllerKit: UISelectionFeedbackGenerator.selectionChanged() does nothing here: there is no haptic engine off Apple hardware.",
            "ViewControllerKit: UINotificationFeedbackGenerator.notificationOccurred(_:) does nothing here: there is no haptic engine off Apple hardware.",
        ])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
