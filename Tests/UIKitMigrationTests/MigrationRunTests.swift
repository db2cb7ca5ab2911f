import Foundation
import Testing
import UIKitMigration

/// Whole-file properties: a second run changes nothing, the dry-run diff, untouched code.
@Suite struct MigrationRunTests {
    static let screen = """
        import UIKit
        import CoreLocation

        class MapScreen: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            lazy var refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reload))

            override func viewDidLoad() {
                super.viewDidLoad()
                let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                view.addGestureRecognizer(tap)
            }

            @objc func reload() {}
            @objc private func tapped(_ recognizer: UITapGestureRecognizer) {}
            @IBAction func close(_ sender: Any) { dismiss(animated: true) }
        }

        """

    @Test func aSecondRunChangesNothingAndReportsNothing() {
        let once = Migrator.migrate(Self.screen, file: "MapScreen.swift")
        #expect(once.rewrites.count == 7)
        let twice = Migrator.migrate(once.text, file: "MapScreen.swift")
        #expect(twice.text == once.text)
        #expect(twice.findings.isEmpty)
    }

    @Test func codeWithoutObjectiveCConstructsIsLeftByteForByte() {
        let plain = "import UIKit\n\nfinal class Plain: UIViewController {\n\toverride func viewDidLoad() { super.viewDidLoad() } // #selector in a comment\n}\n"
        let migration = Migrator.migrate(plain, file: "Plain.swift")
        #expect(migration.text == plain)
        #expect(migration.findings.isEmpty)
    }

    @Test func theDryRunDiffShowsEachChangeWithThreeLinesOfContext() {
        let old = "import UIKit\nimport MapKit\n\nclass A {\n    @objc func f() {}\n}\n"
        let new = Migrator.migrate(old, file: "A.swift").text
        #expect(UnifiedDiff.make(old: old, new: new, path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,6 +1,11 @@
             import UIKit
            +#if canImport(MapKit)
             import MapKit
            +#endif
             
             class A {
            -    @objc func f() {}
            +    #if canImport(ObjectiveC)
            +    @objc
            +    #endif
            +    func f() {}
             }

            """)
        #expect(UnifiedDiff.make(old: old, new: old, path: "A.swift") == "")
    }

    @Test func distantChangesAreSeparateHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "changed 2"
        lines[17] = "changed 18"
        let new = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.make(old: old, new: new, path: "L") == """
            --- a/L
            +++ b/L
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
             line 5
            @@ -15,6 +15,6 @@
             line 15
             line 16
             line 17
            -line 18
            +changed 18
             line 19
             line 20

            """)
    }
}

/// The fixture's migration is the file the UIKit tests compile and run
/// (Tests/UIKitTests/SourceCompatibility/MigratedSettingsScreen.swift): what the tool writes
/// builds against our UIKit.
@Suite struct MigratedFixtureTests {
    @Test func theSettingsScreenMigratesToTheCompiledSourceCompatibilityFile() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let input = try String(contentsOf: tests.appendingPathComponent("UIKitMigrationTests/Fixtures/SettingsScreen.swift.txt"), encoding: .utf8)
        let expected = try String(contentsOf: tests.appendingPathComponent("UIKitTests/SourceCompatibility/MigratedSettingsScreen.swift"), encoding: .utf8)
        let migration = Migrator.migrate(input, file: "SettingsScreen.swift")
        #expect(migration.text == expected)
        #expect(migration.leftAlone.isEmpty)
        #expect(migration.rewrites.count == 16)
    }
}

/// The card screen's migration (delayed performs, selector timers, optional delegate
/// methods) is the file the UIKit tests compile and run
/// (Tests/UIKitTests/SourceCompatibility/MigratedCardScreen.swift).
@Suite struct MigratedCardFixtureTests {
    @Test func theCardScreenMigratesToTheCompiledSourceCompatibilityFile() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let input = try String(contentsOf: tests.appendingPathComponent("UIKitMigrationTests/Fixtures/CardScreen.swift.txt"), encoding: .utf8)
        let expected = try String(contentsOf: tests.appendingPathComponent("UIKitTests/SourceCompatibility/MigratedCardScreen.swift"), encoding: .utf8)
        let migration = Migrator.migrate(input, file: "CardScreen.swift")
        #expect(migration.text == expected)
        #expect(migration.leftAlone.isEmpty)
        #expect(migration.rewrites.count == 16)
    }
}

/// The stored-selector screen's migration (selectors kept in constants and properties, then
/// used as target–action arguments) is the file the UIKit tests compile and run
/// (Tests/UIKitTests/SourceCompatibility/MigratedStoredSelectorScreen.swift); a second run
/// changes nothing.
@Suite struct MigratedStoredSelectorFixtureTests {
    @Test func theStoredSelectorScreenMigratesToTheCompiledSourceCompatibilityFile() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let input = try String(contentsOf: tests.appendingPathComponent("UIKitMigrationTests/Fixtures/StoredSelectorScreen.swift.txt"), encoding: .utf8)
        let expected = try String(contentsOf: tests.appendingPathComponent("UIKitTests/SourceCompatibility/MigratedStoredSelectorScreen.swift"), encoding: .utf8)
        let migration = Migrator.migrate(input, file: "StoredSelectorScreen.swift")
        #expect(migration.text == expected)
        #expect(migration.leftAlone.isEmpty)
        #expect(migration.rewrites.count == 10)
        let again = Migrator.migrate(migration.text, file: "StoredSelectorScreen.swift")
        #expect(again.text == migration.text)
        #expect(again.findings.isEmpty)
    }
}
