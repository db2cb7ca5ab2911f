import Foundation

extension UIScrollView {
    /// The range `contentOffset` rests in: from `-adjustedContentInset.top/left` to the
    /// offset that shows the end of the content above the bottom/right inset.
    var contentOffsetLimits: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset, size = bounds.size
        let minimum = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - size.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - size.height))
        return (minimum, maximum)
    }

    /// Whether the content is larger than the view along an axis (insets included).
    var contentExceedsHorizontally: Bool {
        contentSize.width + contentInset.left + contentInset.right > bounds.width
    }
    var contentExceedsVertically: Bool {
        contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Whether panning moves the content along an axis: it is larger than the view, or the
    /// app asked for a bounce regardless.
    var scrollsHorizontally: Bool { contentExceedsHorizontally || alwaysBounceHorizontal }
    var scrollsVertically: Bool { contentExceedsVertically || alwaysBounceVertical }

    /// The safe-area edges the adjustment behaviour adds (UIKit's documented rules).
    func adjustedEdges() -> (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsHorizontally, scrollsVertically)
        case .automatic:
            if let controller = owningViewController {
                // The legacy switch turns the automatic adjustment off for the controller's view.
                if !controller.automaticallyAdjustsScrollViewInsets { return (false, false) }
                // A controller's view shown by a navigation or tab bar controller is always
                // adjusted vertically ("Content is always adjusted vertically when…").
                if controller.parent is ContainerBarInsetProviding { return (scrollsHorizontally, true) }
            }
            return (scrollsHorizontally, scrollsVertically)
        }
    }

    /// Recomputes ``adjustedContentInset``; on a change tells the view and the delegate, and
    /// keeps a content offset resting at the top-left edge resting there.
    func updateAdjustedContentInset() {
        let safe = safeAreaInsets
        let edges = adjustedEdges()
        var inset = contentInset
        if edges.vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        if edges.horizontal { inset.left += safe.left; inset.right += safe.right }
        // A refreshing control keeps its height shown above the content.
        if let refreshControl, refreshControl.isRefreshing { inset.top += UIRefreshControl.height }
        let old = adjustedContentInset
        defer { refreshControl?.place() }
        guard inset != old else { return }
        adjustedContentInset = inset
        // UIKit keeps content that rested at the top (or left) edge at the new edge.
        var offset = contentOffset
        if motion == nil, !isDragging {
            if offset.y == 0 - old.top { offset.y = 0 - inset.top }
            if offset.x == 0 - old.left { offset.x = 0 - inset.left }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        contentOffset = offset
    }

    /// Content size or insets changed: the adjusted inset may follow (scrollable axes).
    func contentGeometryDidChange() {
        updateAdjustedContentInset()
    }
}

extension UIScrollView {
    /// Whether the content rests at (or is pulled past) its top edge: a sheet around it may
    /// take a vertical drag from here (see `SheetPullGesture`).
    var isAtTopEdge: Bool { contentOffset.y <= contentOffsetLimits.min.y + 0.5 }
}
