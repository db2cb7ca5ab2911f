import Foundation

/// The nearest container ancestors (UIKIT-SEMANTICS 3.11): each walks up `parent`.
extension UIViewController {
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }
}

