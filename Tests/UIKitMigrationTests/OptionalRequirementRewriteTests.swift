import Testing
import UIKitMigration

/// `@objc optional` requirements of the app's protocols: plain requirements with defaults
/// in a protocol extension for Linux, and `delegate?.method?(…)` calls without the second `?`.
@Suite struct OptionalRequirementRewriteTests {
    static let input = """
        import UIKit

        @objc protocol CardViewControllerDelegate: AnyObject {
            func cardTapped(_ card: CardViewController)
            @objc optional func cardDidFlip(_ card: CardViewController, faceUp: Bool)
            @objc optional func titleForCard(at index: Int) -> String?
        }

        final class CardViewController: UIViewController {
            weak var delegate: CardViewControllerDelegate?
            func flip() {
                delegate?.cardDidFlip?(self, faceUp: true)
                title = delegate?.titleForCard?(at: 0) ?? "Card"
                delegate?.cardTapped(self)
            }
        }

        """

    @Test func optionalMethodsGetDefaultsAndTheirCallsLoseTheSecondQuestionMark() {
        let migration = Migrator.migrate(Self.input, file: "Card.swift")
        #expect(migration.text == """
            import UIKit

            #if canImport(ObjectiveC)
            @objc
            #endif
            protocol CardViewControllerDelegate: AnyObject {
                func cardTapped(_ card: CardViewController)
                #if canImport(ObjectiveC)
                @objc optional func cardDidFlip(_ card: CardViewController, faceUp: Bool)
                #else
                func cardDidFlip(_ card: CardViewController, faceUp: Bool)
                #endif
                #if canImport(ObjectiveC)
                @objc optional func titleForCard(at index: Int) -> String?
                #else
                func titleForCard(at index: Int) -> String?
                #endif
            }

            #if !canImport(ObjectiveC)
            extension CardViewControllerDelegate {
                func cardDidFlip(_ card: CardViewController, faceUp: Bool) {}
                func titleForCard(at index: Int) -> String? { nil }
            }
            #endif

            final class CardViewController: UIViewController {
                weak var delegate: CardViewControllerDelegate?
                func flip() {
                    #if canImport(ObjectiveC)
                    delegate?.cardDidFlip?(self, faceUp: true)
                    #else
                    delegate?.cardDidFlip(self, faceUp: true)
                    #endif
                    #if canImport(ObjectiveC)
                    title = delegate?.titleForCard?(at: 0) ?? "Card"
                    #else
                    title = delegate?.titleForCard(at: 0) ?? "Card"
                    #endif
                    delegate?.cardTapped(self)
                }
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Card.swift:3:1: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
            "Card.swift:5:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
            "Card.swift:5:11: rewrote optional protocol requirement: cardDidFlip is a requirement with a default ({}) in an extension for Linux",
            "Card.swift:6:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
            "Card.swift:6:11: rewrote optional protocol requirement: titleForCard is a requirement with a default ({ nil }) in an extension for Linux",
            "Card.swift:12:30: rewrote optional requirement call: cardDidFlip(…) calls the requirement's default when the method is not implemented",
            "Card.swift:13:39: rewrote optional requirement call: titleForCard(…) calls the requirement's default when the method is not implemented",
        ])
    }

    @Test func aSecondRunChangesNothing() {
        let once = Migrator.migrate(Self.input, file: "Card.swift")
        let twice = Migrator.migrate(once.text, file: "Card.swift")
        #expect(twice.text == once.text)
        #expect(twice.findings.isEmpty)
    }

    @Test func aPublicProtocolGetsAPublicExtension_andCallsInAnotherFileAreFoundThroughTheIndex() {
        let declaration = """
            @objc public protocol Pager {
                @objc optional func pagerDidScroll()
            }
            """
        let caller = "func scrolled(_ pager: Pager) {\n    pager.pagerDidScroll?()\n}\n"
        let index = MethodIndex(sources: [declaration, caller])
        #expect(Migrator.migrate(declaration, file: "Pager.swift", index: index).text == """
            #if canImport(ObjectiveC)
            @objc
            #endif
            public protocol Pager {
                #if canImport(ObjectiveC)
                @objc optional func pagerDidScroll()
                #else
                func pagerDidScroll()
                #endif
            }

            #if !canImport(ObjectiveC)
            public extension Pager {
                func pagerDidScroll() {}
            }
            #endif
            """)
        #expect(Migrator.migrate(caller, file: "Scroll.swift", index: index).text == """
            func scrolled(_ pager: Pager) {
                #if canImport(ObjectiveC)
                pager.pagerDidScroll?()
                #else
                pager.pagerDidScroll()
                #endif
            }

            """)
    }

    @Test func optionalPropertiesAreLeftAlone() {
        let input = """
            @objc protocol Source {
                @objc optional var title: String { get }
            }
            """
        let migration = Migrator.migrate(input, file: "S.swift")
        #expect(migration.leftAlone.map(\.description) == [
            "S.swift:2:11: left alone optional protocol requirement: an optional property has no default that reads as nil; make it a requirement by hand",
        ])
    }
}
