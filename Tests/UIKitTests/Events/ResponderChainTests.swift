import Testing
import UIKitTesting

/// The responder chain and first responder (UIResponder docs: "Using responders and the
/// responder chain to handle events"; becomeFirstResponder / resignFirstResponder).
@Suite @MainActor struct ResponderChainTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    final class Field: UIView {
        var refusesToResign = false
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refusesToResign }
        override func resignFirstResponder() -> Bool {
            log.append("resignFirstResponder")
            return super.resignFirstResponder()
        }
    }

    private func chain(from responder: UIResponder) -> [String] {
        var names: [String] = []
        var current: UIResponder? = responder
        while let r = current {
            names.append((r as? UIView)?.accessibilityIdentifier ?? String(describing: type(of: r)))
            current = r.next
        }
        return names
    }

    @Test func chain_viewToControllerToSuperviewToWindowToApplicationToDelegate() {
        let host = HeadlessHost()
        let delegate = AppDelegate()
        host.application.delegate = delegate
        let parent = UIViewController()
        let child = UIViewController()
        host.show(parent)
        parent.view.accessibilityIdentifier = "parentRoot"
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.accessibilityIdentifier = "container"
        parent.view.addSubview(container)
        parent.addChild(child)
        child.view.accessibilityIdentifier = "childRoot"
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = UIView()
        leaf.accessibilityIdentifier = "leaf"
        child.view.addSubview(leaf)

        // A controller's root view → the controller; a controller → its view's superview;
        // the root controller → the window; the window → the application → its delegate.
        #expect(chain(from: leaf) == [
            "leaf", "childRoot", "UIViewController", "container", "parentRoot", "UIViewController",
            "UIWindow", "UIApplication", "AppDelegate",
        ])
        #expect(child.next === container)
        #expect(parent.next === host.window)
    }

    @Test func chain_applicationEndsWhenDelegateIsNotAResponder() {
        let host = HeadlessHost()
        #expect(host.window.next === host.application)
        #expect(host.application.next == nil)
    }

    @Test func becomeFirstResponder_refusedOutsideWindow_andWhenNotAllowed() {
        let host = HeadlessHost()
        host.show(UIViewController())
        let field = Field()
        #expect(field.becomeFirstResponder() == false)   // not in a window
        #expect(field.isFirstResponder == false)
        let plain = UIView()
        host.window.rootViewController!.view.addSubview(plain)
        #expect(plain.becomeFirstResponder() == false)   // canBecomeFirstResponder is false
        host.window.rootViewController!.view.addSubview(field)
        #expect(field.becomeFirstResponder() == true)
        #expect(field.isFirstResponder)
    }

    @Test func becomeFirstResponder_movesStatus_unlessCurrentRefusesToResign() {
        let host = HeadlessHost()
        host.show(UIViewController())
        let root = host.window.rootViewController!.view!
        let a = Field(), b = Field()
        root.addSubview(a)
        root.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.log == ["resignFirstResponder"])
        #expect(!a.isFirstResponder && b.isFirstResponder)
        b.refusesToResign = true
        #expect(a.becomeFirstResponder() == false)
        #expect(b.isFirstResponder)
    }

    @Test func removingFirstResponderFromWindow_resignsIt() {
        let host = HeadlessHost()
        host.show(UIViewController())
        let container = UIView()
        let field = Field()
        container.addSubview(field)
        host.window.rootViewController!.view.addSubview(container)
        #expect(field.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(field.log == ["resignFirstResponder"])
        #expect(field.isFirstResponder == false)
    }
}
