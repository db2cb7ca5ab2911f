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
        if image?.images != nil { playAnimatedImage() }
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        if image?.images != nil { playAnimatedImage() }
    }

    /// The image shown. An animated image (``UIImage/images``) plays at once, repeating,
    /// unless ``animationImages`` are set.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            invalidateIntrinsicContentSize()
            if animationImages == nil, image?.images != nil || oldValue?.images != nil { playAnimatedImage() }
        }
    }

    /// The configuration symbol images are shown with (point size, weight, scale); stored.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue, isHighlighted { invalidateIntrinsicContentSize() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }

    /// The image shown now: the frame of a running image animation, else the highlighted
    /// image while highlighted (when there is one), else ``image``.
    public var displayedImage: UIImage? { animationFrame ?? stillImage }

    /// The image shown when no image animation runs (an animated image's first frame); it
    /// alone gives the view its size.
    var stillImage: UIImage? {
        (isHighlighted ? highlightedImage ?? image : image).map { $0.images?.first ?? $0 }
    }

    // MARK: Image animation (see UIImageView+Animation.swift)

    /// The frames ``startAnimating()`` cycles through; `nil` by default. Setting them stops
    /// a running animation, as in UIKit.
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { stopAnimating() } }
    }
    /// The frames shown instead while the view ``isHighlighted``.
    open var highlightedAnimationImages: [UIImage]?
    /// Seconds one cycle through the frames takes; 0 (the default) means 1/30 s a frame.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to show; 0 (the default) repeats until ``stopAnimating()``.
    open var animationRepeatCount = 0
    /// The running animation: its frames, the frame shown and the timer that moves it on.
    var imageAnimation: ImageAnimation?

    /// The intrinsic size of the still image (never of an animation frame), or no intrinsic
    /// metric in either axis without one.
    open override var intrinsicContentSize: CGSize {
        guard let size = stillImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The still image's size; without an image, the current size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        stillImage?.size ?? bounds.size
    }

    override var debugProperties: [String] {
        guard let image = displayedImage else { return [] }
        return ["image = \(image.name ?? image.size.uikitDescription)"]
    }
}
