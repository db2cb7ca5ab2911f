import Testing
import UIKitMigration

/// Objective-C attributes, the InterfaceBuilder registration they imply, entry points and
/// imports.
@Suite struct AttributeRewriteTests {
    @Test func outletsAndActionsAreKeptForIOSAndRegisteredForTheStoryboardLoader() {
        let input = """
            class RevealViewController: UIViewController {
                @IBOutlet private weak var rootStackView: UIStackView!
                @IBOutlet var fields: [UITextField]!
                @IBAction func revealAction(_ sender: UISwitch) {}
                @IBAction
                func reset() {}
                @IBAction func tapped(sender: UIButton) {}
                @IBAction func unwindToReveal(_ segue: UIStoryboardSegue) {}
                @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            }
            """
        let migration = Migrator.migrate(input, file: "Reveal.swift")
        #expect(migration.text == """
            class RevealViewController: UIViewController {
                #if canImport(ObjectiveC)
                @IBOutlet
                #endif
                private weak var rootStackView: UIStackView!
                #if canImport(ObjectiveC)
                @IBOutlet
                #endif
                var fields: [UITextField]!
                #if canImport(ObjectiveC)
                @IBAction
                #endif
                func revealAction(_ sender: UISwitch) {}
                #if canImport(ObjectiveC)
                @IBAction
                #endif
                func reset() {}
                #if canImport(ObjectiveC)
                @IBAction
                #endif
                func tapped(sender: UIButton) {}
                #if canImport(ObjectiveC)
                @IBAction
                #endif
                func unwindToReveal(_ segue: UIStoryboardSegue) {}
                #if canImport(ObjectiveC)
                @IBSegueAction
                #endif
                func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            }

            #if !canImport(ObjectiveC)
            /// The storyboard connections `@IBOutlet`/`@IBAction` declare on iOS (written by vck-migrate).
            extension RevealViewController {
                enum InterfaceBuilderConnections: ViewControllerKit.InterfaceBuilderConnecting {
                    static func register() {
                        ViewControllerKit.InterfaceBuilder.register(RevealViewController.self) {
                            $0.outlet("rootStackView", \\.rootStackView)
                            $0.outletCollection("fields", \\.fields)
                            $0.action("revealAction:") { $0.revealAction($1) }
                            $0.action("reset") { $0.reset() }
                            $0.action("tappedWithSender:") { $0.tapped(sender: $1) }
                            $0.action("unwindToReveal:") { $0.unwindToReveal($1) }
                            $0.segueAction("makeDetail:sender:") { root, coder, sender, identifier in root.makeDetail(coder, sender: sender) }
                        }
                    }
                }
            }
            #endif

            """)
        #expect(migration.rewrites.count == 7)
        #expect(migration.leftAlone.isEmpty)
    }

    @Test func severalObjectiveCAttributesOnOneDeclarationShareOneCondition() {
        let input = """
            @objc(RSVPView) @IBDesignable @MainActor final class RSVPView: UIView {
              @IBInspectable @objc dynamic var radius: CGFloat = 0
            }
            """
        let migration = Migrator.migrate(input, file: "R.swift")
        #expect(migration.text == """
            #if canImport(ObjectiveC)
            @objc(RSVPView) @IBDesignable
            #endif
            @MainActor final class RSVPView: UIView {
              #if canImport(ObjectiveC)
              @IBInspectable @objc
              #endif
              dynamic var radius: CGFloat = 0
            }
            """)
    }

    @Test func applicationMainAndAppleOnlyImportsAreConditional() {
        let input = """
            import UIKit
            import MapKit
            import UIKit.UIGestureRecognizerSubclass
            import Alamofire

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """
        let migration = Migrator.migrate(input, file: "AppDelegate.swift")
        #expect(migration.text == """
            import UIKit
            #if canImport(MapKit)
            import MapKit
            #endif
            #if canImport(UIKit.UIGestureRecognizerSubclass)
            import UIKit.UIGestureRecognizerSubclass
            #endif
            import Alamofire

            #if canImport(ObjectiveC)
            @UIApplicationMain
            #endif
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)
        #expect(migration.findings.map(\.description) == [
            "AppDelegate.swift:2:1: rewrote import MapKit: under #if canImport(MapKit)",
            "AppDelegate.swift:3:1: rewrote import UIKit.UIGestureRecognizerSubclass: under #if canImport(UIKit.UIGestureRecognizerSubclass)",
            "AppDelegate.swift:6:1: rewrote @UIApplicationMain: kept for iOS under #if canImport(ObjectiveC); launch with UIApplicationMain(runtime:delegate:) here",
        ])
    }

    @Test func optionalRequirementsReturningValuesAndNonOptionalOutletsAreReported() {
        let input = """
            @objc protocol Picker {
                @objc optional func pickerHeight() -> CGFloat
            }
            class V: UIViewController {
                @IBOutlet var label: UILabel
            }
            """
        let migration = Migrator.migrate(input, file: "P.swift")
        #expect(migration.leftAlone.map(\.description) == [
            "P.swift:2:11: left alone optional protocol requirement: pickerHeight returns a value; a default would replace the nil its callers fall back on",
            "P.swift:5:5: left alone @IBOutlet: label is not optional; the loader sets optional outlets only",
        ])
    }

    @Test func overridesInExtensionsOfAnotherFilesClassAreReported() {
        let input = """
            extension LibraryViewController: SegueHandler {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
                func other() {}
            }
            extension Base where Self: AnyObject {
                override func viewDidLoad() {}
            }
            class Base: UIViewController {}
            """
        let migration = Migrator.migrate(input, file: "L.swift")
        #expect(migration.text == input)
        #expect(migration.findings.map(\.description) == [
            "L.swift:2:5: left alone override in an extension: needs the Objective-C runtime and LibraryViewController is not declared in this file; move it into the class body",
            "L.swift:6:5: left alone override in an extension: the extension has a where clause; move it into the class body by hand",
        ])
    }

    @Test func overridesInExtensionsOfThisFilesClassMoveIntoTheClassBody() {
        let input = """
            final class LibraryViewController: UIViewController {
                private var list: [String] = []
            }

            extension LibraryViewController: SegueHandler {
                enum SegueIdentifier: String { case embed }

                /// Configures the embedded list.
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    list = ["a"]
                }
                @objc override func viewDidLoad() {
                    super.viewDidLoad()
                }
                func other() {}
            }
            """
        let migration = Migrator.migrate(input, file: "L.swift")
        #expect(migration.text == """
            final class LibraryViewController: UIViewController {
                private var list: [String] = []

                #if !canImport(ObjectiveC)
                // Moved from an extension by vck-migrate: only @objc members can be overridden there.
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    list = ["a"]
                }
                #endif

                #if !canImport(ObjectiveC)
                // Moved from an extension by vck-migrate: only @objc members can be overridden there.
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
                #endif
            }

            extension LibraryViewController: SegueHandler {
                enum SegueIdentifier: String { case embed }

                /// Configures the embedded list.
                #if canImport(ObjectiveC)
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    list = ["a"]
                }
                #endif
                #if canImport(ObjectiveC)
                @objc override func viewDidLoad() {
                    super.viewDidLoad()
                }
                #endif
                func other() {}
            }
            """)
        #expect(migration.findings.map(\.description) == [
            "L.swift:9:5: rewrote override in an extension: kept for iOS under #if canImport(ObjectiveC), repeated in the body of LibraryViewController for Linux",
            "L.swift:12:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
            "L.swift:12:11: rewrote override in an extension: kept for iOS under #if canImport(ObjectiveC), repeated in the body of LibraryViewController for Linux",
        ])
        #expect(Migrator.migrate(migration.text, file: "L.swift").text == migration.text)
        #expect(Migrator.migrate(migration.text, file: "L.swift").findings.isEmpty)
    }

    @Test func objectiveCSelectorNamesFollowSwiftsRules() {
        #expect(Migrator.objectiveCSelector("refresh", labels: []) == "refresh")
        #expect(Migrator.objectiveCSelector("save", labels: ["_"]) == "save:")
        #expect(Migrator.objectiveCSelector("tapped", labels: ["sender"]) == "tappedWithSender:")
        #expect(Migrator.objectiveCSelector("make", labels: ["_", "sender", "segueIdentifier"]) == "make:sender:segueIdentifier:")
        #expect(Migrator.objectiveCSelector("move", labels: ["_", "_"]) == "move::")
    }
}
