import Foundation

/// Told before and after a navigation controller shows a new top controller (4.13).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
