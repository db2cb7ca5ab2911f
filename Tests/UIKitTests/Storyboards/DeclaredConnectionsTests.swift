import Testing
import UIKitTesting

// Classes declaring their connections the way `vck-migrate` writes them for
// `@IBOutlet`/`@IBAction`: a nested `InterfaceBuilderConnections` type, found by name the
// first time the loader asks about an instance (no launch code lists the classes).
final class DeclaringInboxController: UIViewController {
    var log: [String] = []
    func unwindToInbox(_ segue: UIStoryboardSegue) { log.append("unwind") }
}

extension DeclaringInboxController {
    enum InterfaceBuilderConnections: ViewControllerKit.InterfaceBuilderConnecting {
        static func register() {
            ViewControllerKit.InterfaceBuilder.register(DeclaringInboxController.self) {
                $0.action("unwindToInbox:") { $0.unwindToInbox($1) }
            }
        }
    }
}

/// Declares its own connections only.
final class DeclaringSubInboxController: UIViewController {
    func unwindToSub(_ segue: UIStoryboardSegue) {}
}

extension DeclaringSubInboxController {
    enum InterfaceBuilderConnections: ViewControllerKit.InterfaceBuilderConnecting {
        static func register() {
            ViewControllerKit.InterfaceBuilder.register(DeclaringSubInboxController.self) {
                $0.action("unwindToSub:") { $0.unwindToSub($1) }
            }
        }
    }
}

final class UndeclaringController: UIViewController {}

@Suite(.serialized) @MainActor struct DeclaredConnectionsTests {
    @Test func aNestedConnectionsTypeRegistersItsClassOnFirstUse() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        Self.forgetDeclaringClasses()
        defer { Self.forgetDeclaringClasses() }
        let inbox = DeclaringInboxController(), sub = DeclaringSubInboxController(), plain = UndeclaringController()
        #expect(inbox.canPerformUnwindSegueAction(Selector("unwindToInbox:"), from: plain, sender: nil))
        #expect(!inbox.canPerformUnwindSegueAction(Selector("unwindToSub:"), from: plain, sender: nil))
        #expect(sub.canPerformUnwindSegueAction(Selector("unwindToSub:"), from: plain, sender: nil))
        #expect(!sub.canPerformUnwindSegueAction(Selector("unwindToInbox:"), from: plain, sender: nil))
        #expect(!plain.canPerformUnwindSegueAction(Selector("unwindToInbox:"), from: inbox, sender: nil))
    }

    @Test func anExplicitRegistrationWins() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        Self.forgetDeclaringClasses()
        defer { Self.forgetDeclaringClasses() }
        ViewControllerKit.InterfaceBuilder.register(DeclaringInboxController.self) { $0.action("other") { _ in } }
        let inbox = DeclaringInboxController()
        #expect(inbox.canPerformUnwindSegueAction(Selector("other"), from: inbox, sender: nil))
        #expect(!inbox.canPerformUnwindSegueAction(Selector("unwindToInbox:"), from: inbox, sender: nil))
    }

    /// Only the classes this suite looks at are unregistered (under a host, for that host's
    /// runtime only: other suites' registrations survive).
    static func forgetDeclaringClasses() {
        for type in [DeclaringInboxController.self, DeclaringSubInboxController.self, UndeclaringController.self] as [AnyClass] {
            ViewControllerKit.InterfaceBuilder.removeRegistration(of: type)
        }
    }
}
