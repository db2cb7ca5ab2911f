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
        guard !root.constraints.isEmpty || root.subviews.contains(where: { !$0.constraints.isEmpty }) else { return size }
        return root.systemLayoutSizeFitting(size, withHorizontalFittingPriority: .fittingSizeLevel,
                                            verticalFittingPriority: .fittingSizeLevel)
    }

    var sizingRoot: UIView { self }

    /// How a collection view creates a registered class.
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Applies attributes: frame first (so `apply(_:)` sees it), then the rest.
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
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
    var selectionSegueTrigger: (@MainActor (UICollectionViewCell) -> Void)?

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
    open var isSelected = false { didSet { updateSelectedBackground() } }
    /// Set while a finger is down on the item.
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    /// The content configuration; setting one replaces the content view's subviews with its view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            guard let contentConfiguration else { return }
            let view = contentConfiguration.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            contentConfigurationView = view
        }
    }
    var contentConfigurationView: (any UIView & UIContentView)?

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
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    override var sizingRoot: UIView { contentView }

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
