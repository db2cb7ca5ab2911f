import Foundation
import Testing
import UIKitTesting

/// NSObject's `self()` method as a value, of the type a bare `self` has in a stored property
/// initializer of `Owner` (see below).
@MainActor func nsObjectSelfMethod<Owner: UIResponder>(of owner: Owner.Type) -> (Owner) -> () -> Owner {
    { instance in { instance } }
}

/// iOS code's NSObject `self` idiom: in a non-lazy stored property initializer `self` is
/// NSObject's `self()` method, not the instance, so a target–action set up there has a nil
/// target on iOS. A control then sends its action up the responder chain (`addTarget(_:action:for:)`
/// docs: "If you specify nil for the target object, the control searches the responder chain
/// for an object that defines the specified action method"); a gesture recognizer sends nothing.
/// Swift warns "'self' refers to the method …" at each such `self`, here as on iOS (the
/// warning has no group to silence), so these tests pass `nsObjectSelfMethod(of:)`, a value
/// of exactly that method's type, where iOS code writes the bare `self`; the bare form is
/// what StoredPropertySelfRewriteTests feeds vck-migrate.
@Suite @MainActor struct StoredPropertySelfTargetTests {
    final class CounterViewController: UIViewController {
        let button: UIButton = {
            let button = UIButton(type: .system)
            button.setTitle("Count", for: .normal)
            button.addTarget(nsObjectSelfMethod(of: CounterViewController.self), action: { $0.count($1) }, for: .touchUpInside)
            button.addTarget(nsObjectSelfMethod(of: CounterViewController.self), action: { $0.countedAgain() }, for: .touchUpInside)
            return button
        }()
        let card = UIView()
        let cardTap = UITapGestureRecognizer(target: nsObjectSelfMethod(of: CounterViewController.self), action: { $0.cardTapped($1) })
        let cardSecondTap = UITapGestureRecognizer(target: nsObjectSelfMethod(of: CounterViewController.self), action: { $0.cardTapped() })
        lazy var lazyTap = UITapGestureRecognizer(target: self, action: { $0.cardTapped($1) })
        let done = UIBarButtonItem(title: "Done", style: .done, target: nsObjectSelfMethod(of: CounterViewController.self), action: { $0.finish() })
        private(set) var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
            card.frame = CGRect(x: 20, y: 200, width: 200, height: 100)
            view.addSubview(button)
            view.addSubview(card)
            card.addGestureRecognizer(cardTap)
            navigationItem.rightBarButtonItem = done
        }

        func count(_ sender: UIButton) { log.append("count \(sender.currentTitle ?? "-")") }
        func countedAgain() { log.append("again") }
        func cardTapped(_ recognizer: UITapGestureRecognizer) { log.append("card \(recognizer.state)") }
        func cardTapped() { log.append("card") }
        func finish() { log.append("finish") }
        /// Inside a method `self` is still the instance.
        func instance() -> CounterViewController { self }
    }

    @Test func tappingAStoredPropertyButton_sendsItsActionsUpTheResponderChainToTheController() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = CounterViewController()
        host.show(UINavigationController(rootViewController: screen))
        try host.tap(screen.button)
        #expect(screen.log == ["count Count", "again"])
        #expect(screen.instance() === screen)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIGestureRecognizer(target: self, action:) in a stored property initializer does nothing here: there self is NSObject's self() method, not the instance, so the action has no target and is never sent (nor is it on iOS); declare the property lazy.",
            "ViewControllerKit: UIBarButtonItem(…target: self, action:) in a stored property initializer does nothing here: there self is NSObject's self() method, not the instance, so the item has no target, and a tap sends nothing (iOS searches the responder chain); declare the property lazy.",
        ])
    }

    @Test func aButtonOutsideAnyControllersChain_sendsNothing_asANilTargetFindsNoResponder() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = CounterViewController()
        screen.button.sendActions(for: .touchUpInside)   // not in a window: its chain ends at the button
        #expect(screen.log == [])
        let other = UIViewController()
        host.show(other)
        other.view.addSubview(screen.button)
        screen.button.sendActions(for: .touchUpInside)   // a chain without a CounterViewController
        #expect(screen.log == [])
    }

    @Test func removeTargetNil_removesTheResponderChainActions() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = CounterViewController()
        host.show(screen)
        screen.button.removeTarget(nil, action: nil, for: .touchUpInside)
        screen.button.sendActions(for: .touchUpInside)
        #expect(screen.log == [])
        #expect(screen.button.allControlEvents == [])
    }

    @Test func storedPropertyGestureRecognizersAndBarItemsSendNothing_aLazyOneTargetsTheInstance() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = CounterViewController()
        host.show(UINavigationController(rootViewController: screen))
        try host.tap(screen.card)
        try host.tap(label: "Done")
        #expect(screen.log == [])
        screen.card.removeGestureRecognizer(screen.cardTap)
        screen.card.addGestureRecognizer(screen.lazyTap)
        try host.tap(screen.card)
        host.runUntilIdle()
        #expect(screen.log == ["card ended"])
        #expect(host.takeDiagnostics().count == 2)
    }
}
