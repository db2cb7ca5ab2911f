import Foundation

/// A bar of bar button items, at the bottom of a navigation controller (its `toolbar`,
/// showing the top controller's `toolbarItems`) or anywhere else.
///
/// Each item is a real tappable view (see `UIBarButtonItem`); spaces are not views:
/// `.fixedSpace` items take their `width`, `.flexibleSpace` items share the width left
/// over equally. Items run from the leading margin (16 points inside the safe area in a
/// compact width, 20 in a regular one), 8 points apart; with flexible spaces the last item
/// ends at the trailing margin. Items fill the bar's height, so the bar is as tall as the
/// row (49 points on an iPhone with a home indicator, 44 on one with a home button, 32 in
/// compact height, 50 on an iPad — set by the navigation controller that shows it).
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemObserving {
    // The appearance properties record themselves on an appearance proxy (Views/Appearance/).
    open var barStyle: UIBarStyle = .default {
        didSet { appearancePropertyDidSet(\.barStyle) }
    }
    open var isTranslucent = true {
        didSet { appearancePropertyDidSet(\.isTranslucent) }
    }
    /// The legacy background colour: it becomes the standard appearance's background colour.
    open var barTintColor: UIColor? {
        didSet {
            appearanceSlots.standard?.backgroundColor = barTintColor
            appearancePropertyDidSet(\.barTintColor)
        }
    }
    /// The appearances assigned to the bar (see UIToolbar+Appearance.swift).
    let appearanceSlots = BarAppearanceSlots<UIToolbarAppearance>()
    /// Answers whether the content the toolbar sits over is at its bottom edge (set by a
    /// managing navigation controller); nil: never at one.
    var scrollEdgeProvider: (() -> Bool)?

    private var storedItems: [UIBarButtonItem]?
    private var itemViews = BarItemViews()
    private var shownViews: [ObjectIdentifier: UIView] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items and their views; the new views are laid out on the next pass.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items
        updateItemViews()
    }

    /// The bar's size for a width: the row height for the bar's traits (without a home
    /// indicator: a toolbar on its own does not know what is below it).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.toolbarHeight(for: traitCollection, hasHomeIndicator: false))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    func barButtonItemDidChange(_ item: UIBarButtonItem) { updateItemViews() }

    private func updateItemViews() {
        let shown = itemViews.update(storedItems ?? [], in: self)
        shownViews = Dictionary(shown.map { (ObjectIdentifier($0.item), $0.view) }, uniquingKeysWith: { first, _ in first })
        setNeedsLayout()
    }

    /// Frames the item views: fixed widths first, flexible spaces share what is left.
    private func layoutItems() {
        let traits = traitCollection
        let scale = traits.displayScale > 0 ? traits.displayScale : 1
        let safe = safeAreaInsets
        let margin = BarMetrics.edgeMargin(for: traits)
        let leadingEdge = safe.left + margin
        let available = bounds.width - safe.right - margin - leadingEdge
        let rowHeight = bounds.height

        // One slot per shown view or space; the spacing goes between neighbouring views.
        enum Slot { case view(UIBarButtonItem, UIView, CGFloat), fixed(CGFloat), flexible }
        var slots: [Slot] = []
        for item in storedItems ?? [] where !item.isHidden {
            switch item.systemItem {
            case .flexibleSpace: slots.append(.flexible)
            case .fixedSpace: slots.append(.fixed(item.width))
            default:
                guard let view = shownViews[ObjectIdentifier(item)] else { continue }
                if case .view(_, let previous, _)? = slots.last, previous !== view { slots.append(.fixed(BarMetrics.interitemSpacing)) }
                slots.append(.view(item, view, BarItemViews.naturalSize(of: view, item: item).width))
            }
        }
        let fixedWidth = slots.reduce(CGFloat(0)) { total, slot in
            switch slot {
            case .view(_, _, let width), .fixed(let width): total + width
            case .flexible: total
            }
        }
        let flexibleCount = slots.filter { if case .flexible = $0 { true } else { false } }.count
        let flexibleWidth = flexibleCount > 0 ? max(0, available - fixedWidth) / CGFloat(flexibleCount) : 0
        var x = leadingEdge
        for slot in slots {
            switch slot {
            case .view(let item, let view, let width):
                BarItemViews.place(view, item: item, x: x.pixelRounded(scale), width: width,
                                   rowTop: 0, rowHeight: rowHeight, scale: scale)
                x += width
            case .fixed(let width): x += width
            case .flexible: x += flexibleWidth
            }
        }
    }
}

extension UIToolbar: AppearanceItemShowing {
    func applyAppearanceToShownItems() { applyAppearance(toItems: items ?? []) }
}
