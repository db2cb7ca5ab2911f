import Foundation

/// The tab bar controller's More navigation controller (iOS's private class has the same
/// name). Its root is the ``UIMoreListController``; an overflow tab the user picks is
/// pushed on top of it and is the More navigation controller's child while it is on the
/// stack (UIKIT-SEMANTICS 5.7).
@MainActor
final class UIMoreNavigationController: UINavigationController {
    weak var owner: UITabBarController?
    let moreList = UIMoreListController()

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(rootViewController: moreList)
        moreList.owner = owner
    }

    required init?(coder: NSCoder) { fatalError("UIMoreNavigationController is created by UITabBarController only") }

    /// An overflow tab left the stack: it goes back to being the tab bar controller's child.
    override func stackMemberDidLeave(_ controller: UIViewController) {
        owner?.moreStackDidRelease(controller)
    }
}
