import Foundation

/// Supplies the pages next to the displayed one for gesture-driven navigation
/// (UIKIT-SEMANTICS 9.2) and, optionally, the page indicator's count and index (9.3).
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are optional, as in UIKit: the
/// protocol extension answers 0 and records that the default answered, so the page view
/// controller shows its indicator only when the conforming type implements both. As with
/// any Swift protocol default, the implementation must be in the conforming type itself
/// (a subclass-only override is not a witness).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows (scroll style only).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is selected.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.optionalMethodAnsweredByDefault = true
        return 0
    }

    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.optionalMethodAnsweredByDefault = true
        return 0
    }
}

/// Told about gesture-driven page turns only; `setViewControllers` does not call it (as in UIKit).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture is about to turn to `pendingViewControllers`; their `viewWillAppear` follows.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// The gesture-driven turn ended: `completed` is false when it was cancelled and
    /// `previousViewControllers` are still displayed. Called after the did-callbacks.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
