import Foundation

/// Lays out a row or column of views with Auto Layout constraints it generates itself.
///
/// Arranged subviews get `translatesAutoresizingMaskIntoConstraints = false`; the stack
/// view regenerates its `UISV-*` constraints on the update-constraints pass after any
/// change (axis, distribution, alignment, spacing, arranged views, or an arranged view
/// being hidden, which collapses it). The recipe is UIKit's, from WWDC 2015 "Mysteries of
/// Auto Layout, Part 1" (see `UIStackView+Arrangement.swift`).
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [icon, title])
/// stack.axis = .horizontal
/// stack.spacing = 8
/// stack.alignment = .center
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the space along the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` answers this when no custom spacing was set.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Pass as a spacing to use the system spacing (8 pt).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsArrangement() } }
    open var distribution: Distribution = .fill { didSet { setNeedsArrangement() } }
    open var alignment: Alignment = .fill { didSet { setNeedsArrangement() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsArrangement() } }
    /// Kept for compatibility; views without text have no baselines to measure spacing from.
    open var isBaselineRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// Lay out within the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }

    public internal(set) var arrangedSubviews: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The `UISV-*` constraints and spacer guides of the current arrangement.
    var generatedConstraints: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []
    var needsArrangement = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setNeedsUpdateConstraints()
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Regenerates the arrangement constraints when something changed, then updates as a view does.
    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// A hidden arranged subview collapses; shown again, it comes back.
    override func subviewVisibilityDidChange(_ subview: UIView) {
        arrangedSubviewVisibilityDidChange(subview)
    }

    /// An arranged view removed from the stack view's subviews leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }
}
