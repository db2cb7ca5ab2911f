import Foundation

/// Adapting a controller's content to size and trait changes; view controllers and
/// presentation controllers adopt it.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
