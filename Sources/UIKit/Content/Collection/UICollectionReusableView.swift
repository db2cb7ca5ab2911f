import Foundation

/// A view a collection view reuses: the base of cells and of supplementary views
/// (headers, footers). The collection view creates registered classes through
/// `init(frame:)` (a subclass overriding `init(frame:)` and `init?(coder:)`, or declaring no
/// initializer, works unchanged), hands them out from `dequeue…`, and when their element
/// leaves the visible bounds takes them back into the reuse queue; the next dequeue calls
/// `prepareForReuse()` first.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Whether the transform it has came from its layout attributes.
    var hasLayoutTransform = false

    /// Called by a dequeue before the view is handed out again: reset state here.
    open func prepareForReuse() {}

    /// Called with the layout's attributes before the view is shown (after the frame is set).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Self-sizing: the attributes the view would like. Default: `layoutAttributes` with
    /// the Auto Layout fitting size (both dimensions at fitting priority, starting from the
    /// estimated size) when the content has constraints; the same size otherwise.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = fittingSize(for: layoutAttributes.size)
        return preferred
    }

    /// The constrained size of the view's content, or `size` when nothing is constrained.
    func fittingSize(for size: CGSize) -> CGSize {
        let root = sizingRoot
        if let configured = configuredContentHeight(forWidth: size.width) { return CGSize(width: size.width, height: configured) }
        guard !root.constraints.isEmpty || root.subviews.contains(where: { !$0.constraints.isEmpty }) else { return size }
        return root.systemLayoutSizeFitting(size, withHorizontalFittingPriority: .fittingSizeLevel,
                                            verticalFittingPriority: .fittingSizeLevel)
    }

    var sizingRoot: UIView { self }

    /// The height a content configuration needs at `width` when it alone decides the
    /// content (no constraints in the content view); nil otherwise.
    func configuredContentHeight(forWidth width: CGFloat) -> CGFloat? { nil }

    /// How a collection view creates a registered class.
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Applies attributes: frame first (so `apply(_:)` sees it), then the rest.
    /// Takes on the layout's attributes; `offset` moves the frame into the coordinates of
    /// the container the view is in (an orthogonal section's scroller).
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, offsetBy offset: CGPoint = .zero) {
        let placed = attributes.frame.offsetBy(dx: offset.x, dy: offset.y)
        // A layout's transform turns the view about the centre of its frame (UIKit sets centre,
        // bounds, then transform); a view that never had one keeps whatever transform it has.
        let transform3D = attributes.transform3D
        let isTransformed = !CATransform3DIsIdentity(transform3D)
        if isTransformed || hasLayoutTransform {
            transform = .identity
            frame = placed
            layer.transform = transform3D
            hasLayoutTransform = isTransformed
        } else {
            frame = placed
        }
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        if let list = self as? UICollectionViewListCell, let appearance = attributes.listAppearance {
            list.listAppearance = appearance
            // A list cell reused from an inset-grouped section into another kind squares up.
            if attributes.listCardCorners != nil || list.isRoundedAsCard {
                SectionCard.round(list, corners: attributes.listCardCorners ?? [])
                list.isRoundedAsCard = attributes.listCardCorners != nil
            }
        }
        // A list cell reused outside a list section loses its separators.
        (self as? UICollectionViewListCell)?.separators = attributes.listSeparators
        apply(attributes)
    }
}

/// One item of a collection view: a `contentView` for the app's subviews, optional
/// background and selected-background views, and selection and highlight state.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the app adds its subviews to; it fills the cell.
    public let contentView = UIView()
    /// A storyboard segue from the cell's selection (`sender` is the cell), run by the
    /// collection view between the selection and `didSelectItemAt` (UIKIT-SEMANTICS 11.7).
    final var selectionSegueTrigger: (@MainActor (UICollectionViewCell) -> Void)?

    /// Behind the content; fills the cell.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, below: selectedBackgroundView ?? contentView) }
    }

    /// Shown above `backgroundView` while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView, below: contentView)
            updateSelectedBackground()
        }
    }

    /// Set by the collection view when the item is selected (and by the app).
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if oldValue != isSelected { setNeedsUpdateConfiguration() }
        }
    }
    /// Set while a finger is down on the item.
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if oldValue != isHighlighted { setNeedsUpdateConfiguration() }
        }
    }

    /// Called with the cell and its state after `updateConfiguration(using:)`, whenever the
    /// state changes and before the cell is first shown; setting it asks for an update.
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Override to restyle for `state`; called before the cell is first shown and after each
    /// state change, before `configurationUpdateHandler`. The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The state now; a list cell adds editing and expansion.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    lazy var configurator = CellConfigurator(cell: self, contentView: contentView)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateConfigurationIfNeeded()
        layoutContentView()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configurator.layout(in: bounds, margins: .zero)
    }

    /// Sizes the content view: the whole cell here; a list cell leaves room for accessories.
    func layoutContentView() { contentView.frame = bounds }

    override var sizingRoot: UIView { contentView }

    override func configuredContentHeight(forWidth width: CGFloat) -> CGFloat? {
        guard let view = contentConfigurationView, contentView.constraints.isEmpty else { return nil }
        return view.sizeThatFits(CGSize(width: contentWidth(forCellWidth: width), height: 0)).height
    }

    /// The content view's width in a cell `width` wide (a list cell subtracts its accessories).
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat { width }

    private func replaceBackground(_ old: UIView?, with new: UIView?, below: UIView) {
        if old !== new { old?.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        insertSubview(new, belowSubview: below.superview === self ? below : contentView)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
