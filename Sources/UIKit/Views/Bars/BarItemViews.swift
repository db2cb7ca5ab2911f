import Foundation

/// The views one bar shows for its bar button items: a ``BarButton`` per item, or the
/// item's `customView`. A view is kept while its item stays on the bar, so a reference a
/// test holds stays valid across unrelated changes; views of items that leave are removed
/// from the bar (and freed with them).
@MainActor
struct BarItemViews {
    private var views: [ObjectIdentifier: UIView] = [:]
    /// Every item listed last time, shown or not: the bar observes them all, so a hidden
    /// item that is shown again is noticed.
    private var observed: [ObjectIdentifier: UIBarButtonItem] = [:]

    /// The view for each item of `items` that the bar shows (not hidden, not a space), in
    /// order; `bar` observes exactly the items listed and holds exactly these views.
    mutating func update(_ items: [UIBarButtonItem], in bar: UIView & BarItemObserving) -> [(item: UIBarButtonItem, view: UIView)] {
        var newViews: [ObjectIdentifier: UIView] = [:]
        var newObserved: [ObjectIdentifier: UIBarButtonItem] = [:]
        var result: [(item: UIBarButtonItem, view: UIView)] = []
        for item in items {
            let key = ObjectIdentifier(item)
            newObserved[key] = item
            item.addObserver(bar)
            guard !item.isHidden, !item.isSpace, newViews[key] == nil else { continue }
            let view: UIView
            if let customView = item.customView {
                view = customView
            } else if let existing = views[key] as? BarButton {
                existing.refresh()
                view = existing
            } else {
                view = BarButton(item: item)
            }
            newViews[key] = view
            if view.superview !== bar { bar.addSubview(view) }
            result.append((item, view))
        }
        for (key, view) in views where newViews[key] !== view && view.superview === bar {
            view.removeFromSuperview()
        }
        for (key, item) in observed where newObserved[key] == nil { item.removeObserver(bar) }
        views = newViews
        observed = newObserved
        bar.applyAppearance(toItems: items)
        return result
    }

    /// A shown view's natural size: a button's content width (or the item's `width`), a
    /// custom view's intrinsic size, else its frame size.
    static func naturalSize(of view: UIView, item: UIBarButtonItem) -> CGSize {
        if let button = view as? BarButton { return CGSize(width: button.contentWidth, height: 0) }
        let intrinsic = view.intrinsicContentSize
        let width = intrinsic.width >= 0 ? intrinsic.width : view.bounds.width
        let height = intrinsic.height >= 0 ? intrinsic.height : view.bounds.height
        return CGSize(width: max(width, item.width), height: height)
    }

    /// Frames `view` at `x` in a row from `rowTop`, `rowHeight` tall: buttons take the
    /// whole row height, custom views keep their height (at most the row's), centred.
    static func place(_ view: UIView, item: UIBarButtonItem, x: CGFloat, width: CGFloat,
                      rowTop: CGFloat, rowHeight: CGFloat, scale: CGFloat) {
        let frame: CGRect
        if view is BarButton {
            frame = CGRect(x: x, y: rowTop, width: width, height: rowHeight)
        } else {
            let height = min(naturalSize(of: view, item: item).height, rowHeight)
            frame = CGRect(x: x, y: rowTop + ((rowHeight - height) / 2).pixelRounded(scale), width: width, height: height)
        }
        if view.frame != frame { view.frame = frame }
    }
}
