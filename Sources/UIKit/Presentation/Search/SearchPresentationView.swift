import Foundation

/// The search controller's view while the search is active: it fills the presentation
/// context, but everything it shows starts below the search bar — the obscuring view (when
/// `obscuresBackgroundDuringPresentation`) and the results controller's view (when
/// `showsSearchResultsController`). Above that line it is see-through: touches there reach
/// the search bar and the bar holding it, as on iOS, where the bar stays usable.
@MainActor
final class SearchPresentationView: UIView {
    weak var searchController: UISearchController?
    /// Obscures the content below the search bar; a tap on it ends the search.
    let dimmingView = SearchDimmingView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.accessibilityIdentifier = "SearchDimmingView"
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(dimmingView)
    }

    /// Where the search bar ends, in this view's coordinates (0 when the bar is elsewhere).
    var contentTop: CGFloat {
        guard let bar = searchController?.searchBar, let window, bar.window === window else { return 0 }
        let bottom = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: self).y
        return min(max(0, bottom), bounds.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let searchController else { return }
        let top = contentTop
        let below = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        dimmingView.frame = below
        dimmingView.isHidden = !searchController.obscuresBackgroundDuringPresentation
        if let results = searchController.searchResultsController?.viewIfLoaded, results.superview === self {
            if results.frame != below { results.frame = below }
            results.isHidden = !searchController.showsSearchResultsController
        }
    }

    /// See-through where nothing is shown.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The obscuring view: a control so that a tap on it ends the search.
@MainActor
final class SearchDimmingView: UIControl {}
