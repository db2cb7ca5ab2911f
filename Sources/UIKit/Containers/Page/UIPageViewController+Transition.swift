import Foundation

extension ViewControllerKit {
    /// Timing and thresholds of page turns on the runtime clock.
    public enum PageTiming {
        /// 0.3 s for an animated `setViewControllers` and for a released swipe to settle
        /// (chosen: UIKit documents no length; its scroll-view paging settles in about 0.3 s).
        public static let duration: TimeInterval = 0.3
        /// A release faster than this (points per second, along the navigation axis, in the
        /// turn's direction) completes the turn whatever the distance; a release past half
        /// the page completes it unless flicked back this fast.
        public static let flickVelocity: CGFloat = 500
    }
}

/// The page view controller's root view: lays out the pages and the page indicator.
@MainActor
final class PageContainerView: UIView {
    weak var pageViewController: UIPageViewController?

    override func layoutSubviews() {
        pageViewController?.layoutPages()
        super.layoutSubviews()
    }
}

/// The page indicator's dots (UIKit uses a `UIPageControl`; this is a plain view that
/// records what it shows).
@MainActor
final class PageIndicatorView: UIView {
    /// Height of the strip at the bottom of the page view controller's view.
    static let height: CGFloat = 26
    var numberOfPages = 0
    var currentPage = 0
}

extension UIPageViewController {
    // MARK: Views

    /// Puts the pages' views in place when the page view controller is about to appear:
    /// containers load lazily, so this is when the pages' views load (1.10).
    func installPagesIfNeeded() {
        for page in pages { page.loadViewIfNeeded() }
        for page in displayedPages where !pages.contains(where: { $0 === page }) { removeView(of: page) }
        displayedPages = pages
        for page in pages where page.storedView?.superview !== storedView { install(page) }
        layoutPages()
    }

    /// Inserts the page's view below the indicator. In a transition the page is already
    /// driven explicitly; from `viewWillAppear` it follows the page view controller's own
    /// appearance (container first, 3.5), as any child installed then does.
    func install(_ page: UIViewController) {
        guard let container = storedView else { return }
        let view = page.view!
        guard view.superview !== container else { return }
        container.insertSubview(view, belowSubview: pageIndicator)
    }

    func removeView(of page: UIViewController) {
        if let view = page.storedView, view.superview === storedView { view.removeFromSuperview() }
    }

    /// Frames of the displayed pages: the whole bounds, or two halves for a mid spine.
    /// Left alone while a gesture moves the pages.
    func layoutPages() {
        guard let container = storedView else { return }
        let bounds = container.bounds
        pageIndicator.frame = CGRect(x: 0, y: bounds.height - container.safeAreaInsets.bottom - PageIndicatorView.height,
                                     width: bounds.width, height: PageIndicatorView.height)
        guard interactiveTurn == nil else { return }
        for (page, frame) in zip(displayedPages, pageFrames(count: displayedPages.count)) {
            if let view = page.storedView, view.superview === container { view.frame = frame }
        }
    }

    /// The frames of `count` displayed pages: the whole bounds, or two halves for a mid spine.
    func pageFrames(count: Int) -> [CGRect] {
        let bounds = storedView?.bounds ?? .zero
        guard count == 2 else { return [bounds] }
        return navigationOrientation == .horizontal
            ? [CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height),
               CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)]
            : [CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2),
               CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)]
    }

    // MARK: Page indicator (9.3)

    /// Shows the indicator only for the scroll style when the data source implements both
    /// `presentationCount(for:)` and `presentationIndex(for:)`; asks them again after each change.
    func updatePageIndicator() {
        guard transitionStyle == .scroll, let dataSource else {
            pageIndicator.isHidden = true
            return
        }
        optionalMethodAnsweredByDefault = false
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        let implemented = !optionalMethodAnsweredByDefault
        optionalMethodAnsweredByDefault = false
        pageIndicator.isHidden = !implemented
        pageIndicator.numberOfPages = implemented ? count : 0
        pageIndicator.currentPage = implemented ? index : 0
    }
}
