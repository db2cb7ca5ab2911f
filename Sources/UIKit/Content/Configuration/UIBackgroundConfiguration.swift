import Foundation

/// Describes a cell's (or header's) background as a value: a colour, corner radius, insets,
/// a stroke and an optional custom view. A cell shows it behind its content view and passes
/// it through `updated(for:)` whenever its state changes (while
/// `automaticallyUpdatesBackgroundConfiguration` is true), so list presets darken when
/// selected or highlighted.
public struct UIBackgroundConfiguration {
    enum Preset: Sendable { case clear, plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, header }

    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// nil: the view's tint colour.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    var preset: Preset = .clear

    init(_ preset: Preset, _ color: UIColor?) {
        self.preset = preset
        backgroundColor = color
    }

    /// No background.
    public static func clear() -> UIBackgroundConfiguration { .init(.clear, .clear) }
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(.plainCell, .systemBackground) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(.header, .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(.groupedCell, .secondarySystemGroupedBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(.header, .clear) }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(.header, .clear) }
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(.sidebarCell, .clear)
        c.cornerRadius = 10
        return c
    }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(.accompaniedSidebarCell, .clear)
        c.cornerRadius = 10
        return c
    }

    /// The colour drawn: `backgroundColor` (or `tintColor` when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// The list presets in a selected or highlighted cell: plain and grouped rows turn
    /// `systemGray4`, a sidebar row fills with the tint colour (nil background), an
    /// accompanied sidebar row `systemFill`. Other presets and states are unchanged.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var copy = self
        switch preset {
        case .plainCell, .groupedCell: copy.backgroundColor = .systemGray4
        case .sidebarCell: copy.backgroundColor = nil
        case .accompaniedSidebarCell: copy.backgroundColor = .systemFill
        case .clear, .header: break
        }
        return copy
    }
}

/// The view a cell puts behind its content for a background configuration.
@MainActor
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        apply()
    }

    required init?(coder: NSCoder) { fatalError("created by cells only") }

    /// The frame in a cell of `bounds`, after `backgroundInsets` (plus margins on the edges
    /// that add them).
    func frame(in bounds: CGRect, margins: NSDirectionalEdgeInsets) -> CGRect {
        var i = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { i.top += margins.top }
        if edges.contains(.leading) { i.leading += margins.leading }
        if edges.contains(.bottom) { i.bottom += margins.bottom }
        if edges.contains(.trailing) { i.trailing += margins.trailing }
        return CGRect(x: bounds.minX + i.leading, y: bounds.minY + i.top,
                      width: max(0, bounds.width - i.leading - i.trailing), height: max(0, bounds.height - i.top - i.bottom))
    }

    private func apply() {
        let c = configuration
        backgroundColor = c.resolvedBackgroundColor(for: superview?.tintColor ?? .systemBlue)
        layer.cornerRadius = c.cornerRadius
        layer.borderWidth = c.strokeWidth
        layer.borderColor = c.strokeWidth > 0 ? c.resolvedStrokeColor(for: superview?.tintColor ?? .systemBlue).cgColor : nil
        if c.customView?.superview !== self {
            subviews.forEach { $0.removeFromSuperview() }
            if let custom = c.customView { addSubview(custom) }
        }
        setNeedsLayout()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        apply()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configuration.customView?.frame = bounds
    }
}
