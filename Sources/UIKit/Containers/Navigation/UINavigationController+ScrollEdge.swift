import Foundation

/// The navigation controller follows its top controller's content scroll view: the bar's
/// scroll-edge look depends on whether that content is at its top edge, and a large title
/// (and a search row that hides when scrolling) collapses as the content scrolls up.
extension UINavigationController: ContentScrollObserving {
    func contentScrollViewDidScroll(_ scrollView: UIScrollView, in controller: UIViewController) {
        guard controller === topViewController else { return }
        navigationBar.contentScrollDidChange()
        followCollapse(of: scrollView)
    }

    /// Whether the top controller's content is scrolled to `edge` (no content: at it).
    func topContentIsAtEdge(_ edge: UIRectEdge) -> Bool {
        topViewController?.contentIsAtEdge(edge) ?? true
    }
}

extension UINavigationBar {
    /// The top content scrolled: the title's colours may follow another appearance.
    func contentScrollDidChange() {
        setNeedsLayout()
    }
}
