import Foundation
import Testing
import UIKitTesting

/// The migrated settings screen (MigratedSettingsScreen.swift, vck-migrate's output for an
/// iOS file using target–action and Interface Builder) compiles and its actions run.
@Suite @MainActor struct MigratedSettingsScreenTests {
    @Test func everyRewrittenTargetActionRuns() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = MigratedSettingsViewController()
        host.show(UINavigationController(rootViewController: screen))
        try host.tap(label: "Help")
        try host.tap(label: "Done")
        screen.soundSwitch.isOn = true
        screen.soundSwitch.sendActions(for: .valueChanged)
        screen.resetButton.sendActions(for: .touchUpInside)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        #expect(screen.log == ["help", "done", "sound true", "reset", "active"])
    }

    @Test func theGeneratedRegistrationDeclaresTheOutletsAndActions() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = MigratedSettingsViewController()
        #expect(screen.canPerformUnwindSegueAction(Selector("toggleChanged:"), from: screen, sender: nil))
        #expect(!screen.canPerformUnwindSegueAction(Selector("showHelp"), from: screen, sender: nil))
    }
}
