import Foundation

/// Shows an image; its intrinsic size is the image's size in points.
///
/// Like UIKit, an image view ignores touches by default (`isUserInteractionEnabled` is
/// false) and `init(image:)` sizes the view to the image.
@preconcurrency @MainActor
open class UIImageView: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A view the size of `image`, at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The configuration symbol images are shown with (point size, weight, scale); stored.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue, isHighlighted { invalidateIntrinsicContentSize() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }

    /// The image shown now: the highlighted image while highlighted (when there is one).
    public var displayedImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// The displayed image's size, or no intrinsic metric in either axis without an image.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The displayed image's size; without an image, the current size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? bounds.size
    }

    override var debugProperties: [String] {
        guard let image = displayedImage else { return [] }
        return ["image = \(image.name ?? image.size.uikitDescription)"]
    }
}
