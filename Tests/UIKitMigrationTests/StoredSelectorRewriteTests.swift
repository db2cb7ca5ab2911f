import Testing
import UIKitMigration

/// A selector kept in a constant or property, then used as a target–action argument: the
/// use's Linux copy calls the closure the inline `#selector` would have become; a stored
/// selector that cannot be resolved is reported with its position, never silently left.
@Suite struct StoredSelectorRewriteTests {
    @Test func aLocalConstantUsedByAddTarget_isKeptForIOSOnly_andTheUseCallsTheMethod() {
        let input = """
            final class Form: UIViewController {
                let save = UIButton()
                override func viewDidLoad() {
                    let action = #selector(saveTapped(_:))
                    save.addTarget(self, action: action, for: .touchUpInside)
                }
                func saveTapped(_ sender: UIButton) {}
            }

            """
        let migration = Migrator.migrate(input, file: "Form.swift")
        #expect(migration.text == """
            final class Form: UIViewController {
                let save = UIButton()
                override func viewDidLoad() {
                    #if canImport(ObjectiveC)
                    let action = #selector(saveTapped(_:))
                    #endif
                    #if canImport(ObjectiveC)
                    save.addTarget(self, action: action, for: .touchUpInside)
                    #else
                    save.addTarget(self, action: { $0.saveTapped($1) }, for: .touchUpInside)
                    #endif
                }
                func saveTapped(_ sender: UIButton) {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Form.swift:4:22: rewrote #selector: kept for iOS under #if canImport(ObjectiveC) (every use of action calls the method)",
            "Form.swift:5:38: rewrote stored selector: { $0.saveTapped($1) } (the #selector stored in action at line 4)",
        ])
        #expect(Migrator.migrate(migration.text, file: "Form.swift").text == migration.text)
        #expect(Migrator.migrate(migration.text, file: "Form.swift").findings.isEmpty)
    }

    @Test func aPropertyUsedByABarButtonItem_storesTheSelectorsName_andTheUseCallsTheMethod() {
        let input = """
            class Editor: UIViewController {
                let doneAction = #selector(done)
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: doneAction)
                }
                func done() {}
            }

            """
        let migration = Migrator.migrate(input, file: "Editor.swift")
        #expect(migration.text == """
            class Editor: UIViewController {
                #if canImport(ObjectiveC)
                let doneAction = #selector(done)
                #else
                let doneAction = Selector("done")
                #endif
                override func viewDidLoad() {
                    #if canImport(ObjectiveC)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: doneAction)
                    #else
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: { $0.done() })
                    #endif
                }
                func done() {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Editor.swift:2:22: rewrote #selector: Selector(\"done\") (stored in doneAction; its target–action uses call the method)",
            "Editor.swift:4:112: rewrote stored selector: { $0.done() } (the #selector stored in doneAction at line 2)",
        ])
        #expect(Migrator.migrate(migration.text, file: "Editor.swift").text == migration.text)
    }

    @Test func aLocalWithAnotherUse_keepsALinuxCopyStoringTheName() {
        let input = """
            func wire(_ button: UIButton) {
                let action = #selector(Screen.refresh)
                button.addTarget(screen, action: action, for: .valueChanged)
                print(action)
            }
            """
        let migration = Migrator.migrate(input, file: "W.swift")
        #expect(migration.text.contains("""
                #if canImport(ObjectiveC)
                let action = #selector(Screen.refresh)
                #else
                let action = Selector("refresh")
                #endif
            """))
        #expect(migration.text.contains("    button.addTarget(screen, action: { $0.refresh() }, for: .valueChanged)\n"))
        #expect(migration.leftAlone.isEmpty)
    }

    @Test func storedSelectorsThatCannotBeResolved_areReportedWithTheirPosition() {
        let input = """
            class Wiring: UIViewController {
                var current = #selector(first)
                let handler: (Wiring) -> Void = { _ in }
                func wire(_ button: UIButton, _ action: Selector) {
                    button.addTarget(self, action: action, for: .touchUpInside)
                    current = #selector(second)
                    button.addTarget(self, action: current, for: .touchUpInside)
                    button.addTarget(self, action: elsewhere, for: .touchUpInside)
                    button.addTarget(self, action: handler, for: .touchUpInside)
                }
                func first() {}
                func second() {}
            }
            """
        let migration = Migrator.migrate(input, file: "Wiring.swift")
        #expect(migration.leftAlone.map(\.description) == [
            "Wiring.swift:5:40: left alone stored selector: action: not a #selector stored in this file (a parameter, or another file's); write the #selector in the call",
            "Wiring.swift:6:19: left alone #selector: not an argument of a target–action call",
            "Wiring.swift:7:40: left alone stored selector: current: current is assigned another value after its declaration; write the #selector in the call",
            "Wiring.swift:8:40: left alone stored selector: elsewhere: not a #selector stored in this file (a parameter, or another file's); write the #selector in the call",
        ])
    }
}
