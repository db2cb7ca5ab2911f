import Testing
import UIKitMigration

/// `target: self` in a non-lazy stored property initializer (NSObject's `self()` method there,
/// not the instance) is rewritten like any other target: the Linux copy calls UIKit's
/// overloads that take that method (Events/TargetAction+NSObjectSelf.swift), which the
/// compiled Tests/UIKitTests/SourceCompatibility/TypicalSurveyedSampleCode.swift exercises.
@Suite struct StoredPropertySelfRewriteTests {
    @Test func aStoredPropertyButtonAndRecognizerWithTargetSelfBecomeClosures() {
        let input = """
            class ScoreViewController: UIViewController {
                let addButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(addPoint), for: .touchUpInside)
                    return button
                }()
                let resetTap = UITapGestureRecognizer(target: self, action: #selector(resetScore))
                func addPoint() {}
                func resetScore() {}
            }

            """
        let migration = Migrator.migrate(input, file: "Score.swift")
        #expect(migration.text == """
            class ScoreViewController: UIViewController {
                let addButton: UIButton = {
                    let button = UIButton(type: .system)
                    #if canImport(ObjectiveC)
                    button.addTarget(self, action: #selector(addPoint), for: .touchUpInside)
                    #else
                    button.addTarget(self, action: { $0.addPoint() }, for: .touchUpInside)
                    #endif
                    return button
                }()
                #if canImport(ObjectiveC)
                let resetTap = UITapGestureRecognizer(target: self, action: #selector(resetScore))
                #else
                let resetTap = UITapGestureRecognizer(target: self, action: { $0.resetScore() })
                #endif
                func addPoint() {}
                func resetScore() {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Score.swift:4:40: rewrote #selector: { $0.addPoint() }",
            "Score.swift:7:65: rewrote #selector: { $0.resetScore() }",
        ])
        #expect(Migrator.migrate(migration.text, file: "Score.swift").text == migration.text)
    }
}
