import Foundation

/// Asked before, and told after, a navigation bar pushes or pops an item. Every method
/// is optional.
///
/// A bar a `UINavigationController` manages has the navigation controller as its
/// delegate, and its delegate cannot be set. A navigation controller *subclass* that
/// adopts this protocol is asked `navigationBar(_:shouldPop:)` when the user taps the
/// back button, before it pops (the iOS 13+ behaviour: returning true pops, animated;
/// false leaves the stack as it is):
///
/// ```swift
/// final class GuardedNavigationController: UINavigationController, UINavigationBarDelegate {
///     func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
///         !hasUnsavedChanges
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Called by ``UINavigationBar/pushItem(_:animated:)`` before the item is pushed.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// Called after `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Called when the top item is about to be popped (by the back button or `popItem`).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// Called after `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
