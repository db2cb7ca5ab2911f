import Foundation
import Testing
import UIKitTesting

/// The migrated stored-selector screen (MigratedStoredSelectorScreen.swift, vck-migrate's
/// output for an iOS file that keeps its selectors in constants and properties) compiles, and
/// its buttons and bar items call the methods the stored selectors named.
@Suite @MainActor struct MigratedStoredSelectorScreenTests {
    @Test func buttonsAndBarItemsCallTheMethodsTheirStoredSelectorsNamed() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = MigratedStoredSelectorViewController()
        host.show(UINavigationController(rootViewController: screen))
        try host.tap(screen.saveButton)
        try host.tap(screen.resetButton)
        try host.tap(label: "Close")
        try host.tap(label: "Save")
        screen.stopSaving()
        try host.tap(screen.saveButton)   // its target's actions are gone
        #expect(screen.log == ["save", "reset", "close", "save"])
        #expect(host.takeDiagnostics().isEmpty)
    }
}
