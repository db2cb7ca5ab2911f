import Testing
import UIKit
import UIKitTesting

/// `targetViewController(forAction:sender:)` finds the controller that handles an action,
/// from the receiver up the parents and then the presenting controller (Apple's
/// documentation of the method; the show actions route as UIKIT-SEMANTICS 7.3–7.5 say), and
/// `UIResponder.target(forAction:withSender:)` walks the responder chain asking
/// `canPerformAction(_:withSender:)`.
@Suite @MainActor struct TargetViewControllerTests {
    final class RefreshingController: UIViewController {
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("refresh:")
        }
    }

    @Test func showActions_findTheNavigationAndSplitControllers_rule7_3_rule7_5() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let detailRoot = UIViewController()
        let primaryRoot = UIViewController()
        let primary = UINavigationController(rootViewController: primaryRoot)
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: detailRoot)]
        host.show(split)
        let show = Selector("showViewController:sender:")
        let showDetail = Selector("showDetailViewController:sender:")
        #expect(primaryRoot.targetViewController(forAction: show, sender: nil) === primary)
        #expect(primaryRoot.targetViewController(forAction: showDetail, sender: nil) === split)
        #expect(split.targetViewController(forAction: show, sender: nil) === split)
        // Swift spellings name the same actions.
        #expect(primaryRoot.targetViewController(forAction: Selector("show(_:sender:)"), sender: nil) === primary)
    }

    @Test func withoutAHandler_theAnswerIsNil_andAPresentedControllerAsksItsPresenter_rule7_1() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.show(navigation)
        let presented = UIViewController()
        root.present(presented, animated: false)
        host.runUntilIdle()
        #expect(presented.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === navigation)
        #expect(presented.targetViewController(forAction: Selector("showDetailViewController:sender:"), sender: nil) == nil)
        #expect(presented.targetViewController(forAction: Selector("refresh:"), sender: nil) == nil)
    }

    @Test func anyAction_isHandledByAControllerThatCanPerformIt_andTheResponderChainFindsIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let refreshing = RefreshingController()
        let child = UIViewController()
        refreshing.addChild(child)
        refreshing.view.addSubview(child.view)
        child.didMove(toParent: refreshing)
        host.show(refreshing)
        let refresh = Selector("refresh:")
        #expect(child.targetViewController(forAction: refresh, sender: nil) === refreshing)
        let button = UIButton()
        child.view.addSubview(button)
        #expect(button.target(forAction: refresh, withSender: nil) as AnyObject? === refreshing)
        #expect(button.target(forAction: Selector("other:"), withSender: nil) == nil)
        #expect(!UIViewController().canPerformAction(refresh, withSender: nil))
    }
}
