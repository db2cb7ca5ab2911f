import Testing
import UIKit
import UIKitTesting

/// `show`/`showDetailViewController` without a navigation or split view controller
/// present modally from the window's root (UIKIT-SEMANTICS 7.1, 7.4).
@Suite @MainActor struct ShowRoutingTests {
    @Test func show_fromAChild_presentsFromTheRoot_rule7_1() {
        let (host, root, child) = PresentationFixture.rootWithEmbeddedChild()
        let b = UIViewController()
        child.show(b, sender: nil)
        host.runUntilIdle()
        #expect(b.presentingViewController === root)
        #expect(b.view.window === host.window)
    }

    @Test func showDetail_withNoSplit_presents_rule7_4() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let b = UIViewController()
        root.showDetailViewController(b, sender: nil)
        host.runUntilIdle()
        #expect(root.presentedViewController === b)
    }

    @Test func show_whileRootPresents_stacksOnTheTopPresented_rule7_1() {
        let (host, root, child) = PresentationFixture.rootWithEmbeddedChild()
        let b = UIViewController()
        root.present(b, animated: false)
        host.runUntilIdle()
        let c = UIViewController()
        child.show(c, sender: nil)
        host.runUntilIdle()
        #expect(c.presentingViewController === b)
        #expect(host.takeDiagnostics().isEmpty)
    }
}
