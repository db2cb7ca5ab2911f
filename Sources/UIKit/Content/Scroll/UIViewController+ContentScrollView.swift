import Foundation

/// Which scroll view a controller's bars watch: the one whose scrolling decides whether a
/// navigation bar or tab bar is at its scroll edge (their scroll-edge appearance) and how far
/// a large title has collapsed. As UIKit's default `contentScrollView(for:)` guesses it: the
/// controller's view when it is a scroll view, else the first of its direct subviews that is.
extension UIViewController {
    var barContentScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }

    /// Whether the content is scrolled to `edge` (`.top` or `.bottom`): no scroll view counts
    /// as at both edges, as on iOS 15, where bars over plain views show their scroll-edge look.
    func contentIsAtEdge(_ edge: UIRectEdge) -> Bool {
        guard let scrollView = barContentScrollView else { return true }
        let inset = scrollView.adjustedContentInset
        if edge == .bottom {
            let maxOffset = scrollView.contentSize.height + inset.bottom - scrollView.bounds.height
            return scrollView.contentOffset.y >= max(maxOffset, -inset.top)
        }
        return scrollView.contentOffset.y <= -inset.top
    }
}

/// A container that follows the scrolling of its children's content scroll views (the
/// navigation controller: its bar's scroll-edge look and collapsing large title).
@MainActor
protocol ContentScrollObserving: AnyObject {
    func contentScrollViewDidScroll(_ scrollView: UIScrollView, in controller: UIViewController)
}

extension UIScrollView {
    /// Tells the container of the controller whose content scroll view this is.
    func notifyContainerOfScrolling() {
        guard let controller = owningViewController ?? superview?.owningViewController,
              controller.barContentScrollView === self,
              let container = controller.storedParent as? ContentScrollObserving else { return }
        container.contentScrollViewDidScroll(self, in: controller)
    }
}
