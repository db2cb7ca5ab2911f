import Foundation

/// A tappable button: a title label and an image view laid out inside content insets,
/// styled per control state, or by a ``Configuration`` (iOS 15's button system).
///
/// Sizing follows UIKit, measured with the real font (DejaVu Sans):
/// - Without a configuration the title font is the system font at 15 pt; the intrinsic
///   size is image width + title width, by the taller of the two, plus `contentEdgeInsets`.
///   With zero insets and a title UIKit adds 6 pt above and below the title (its title
///   label is inset 6 pt vertically: a 15 pt SF title gives the familiar 30 pt button).
///   A button with neither title nor image is 30 × 34, as on iOS.
/// - With a configuration the title font is the body style (17 pt at `.medium`), the
///   content is image + `imagePadding` + title/subtitle block, plus `contentInsets`.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Save", for: .normal)
/// button.addAction(UIAction { _ in save() }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button, and not enabled while disabled.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .button : [.button, .notEnabled] }

    /// The kind of button, fixed at creation.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        public static var roundedRect: ButtonType { .system }
    }

    public private(set) var buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// Per-state legacy content (see UIButton+LegacyState.swift).
    var backgroundImages: [UInt: UIImage] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    /// Shows the background image behind the content, filling the bounds (a subview once set).
    let backgroundImageView = UIImageView()
    /// Insets of the title's and the image's rectangles (deprecated in iOS 15); stored.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { reportLegacyInsets(titleEdgeInsets) } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { reportLegacyInsets(imageEdgeInsets) } }
    /// Whether the image darkens while highlighted / disabled (true by default); stored.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    /// Whether a tap glows (false by default); stored, and setting it says so (no glow is drawn).
    open var showsTouchWhenHighlighted = false { didSet { if showsTouchWhenHighlighted { reportNoGlow() } } }
    /// Whether the title's shadow flips while highlighted (false by default); stored.
    open var reversesTitleShadowWhenHighlighted = false
    let titleLabelView = UILabel()
    let imageViewView = UIImageView()
    var subtitleLabelView: UILabel?

    // MARK: Creating

    /// A button of `buttonType`. A convenience initializer, so that a subclass that declares
    /// no initializers inherits `init()`, `init(frame:)` and `init(type:)` (Swift inherits
    /// convenience initializers only when every designated one is visible to the subclass).
    convenience init(buttonType: ButtonType, frame: CGRect) {
        self.init(frame: frame)
        guard buttonType != .custom else { return }
        self.buttonType = buttonType
        setUpContent()
    }

    /// A custom-type button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpContent()
    }

    /// Decodes a button; its type is the keyed coder's `UIButtonType` (a storyboard's
    /// `buttonType`), `.custom` when absent. Storyboards set its content afterwards.
    public required init?(coder: NSCoder) {
        buttonType = coder.allowsKeyedCoding ? ButtonType(rawValue: coder.decodeInteger(forKey: "UIButtonType")) ?? .custom : .custom
        super.init(coder: coder)
        setUpContent()
    }

    private func setUpContent() {
        titleLabelView.font = .systemFont(ofSize: 15)
        titleLabelView.lineBreakMode = .byTruncatingMiddle
        if let symbol = Self.builtInImage(for: buttonType) { images[State.normal.rawValue] = symbol }
        updateContent()
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(buttonType: buttonType, frame: .zero)
    }

    /// A button that runs `primaryAction` when tapped, titled with the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(buttonType: buttonType, frame: .zero)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button drawn from `configuration` (type `.plain`).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(buttonType: .plain, frame: .zero)
        self.configuration = configuration
        updateContent()  // observers do not run for assignments inside the class's own initialisers
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The symbol images of the built-in types (sizes approximate iOS's).
    private static func builtInImage(for type: ButtonType) -> UIImage? {
        switch type {
        case .close: UIImage(size: CGSize(width: 30, height: 30), name: "symbol:xmark.circle.fill")
        case .detailDisclosure, .infoLight, .infoDark: UIImage(size: CGSize(width: 22, height: 22), name: "symbol:info.circle")
        case .contactAdd: UIImage(size: CGSize(width: 22, height: 22), name: "symbol:plus.circle")
        default: nil
        }
    }

    // MARK: Per-state content

    /// Sets the title shown in `state` (states without one show the `.normal` title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title set for `state`, falling back to the `.normal` title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: the one set, else the `.normal` one, else the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    public var currentTitle: String? { configuration?.title ?? title(for: state) }

    /// Defaults to the current title, as UIKit's buttons do.
    open override var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? currentTitle }
        set { storedAccessibilityLabel = newValue }
    }
    public var currentTitleColor: UIColor {
        configuration.map { $0.foregroundColor(tint: tintColor) } ?? titleColor(for: state) ?? .label
    }
    public var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    /// The label showing the title (a subview once there is a title).
    public var titleLabel: UILabel? { titleLabelView }
    /// The view showing the image (a subview once there is an image).
    public var imageView: UIImageView? { imageViewView }
    /// The label showing a configuration's subtitle.
    public var subtitleLabel: UILabel? { subtitleLabelView }

    /// Space around the title and image. With a configuration it is ignored (deprecated in iOS 15).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }

    /// The configuration the button is drawn from; nil for a classic button.
    open var configuration: Configuration? {
        didSet { if configuration != oldValue { updateContent() } }
    }

    /// Called by a button to refresh its configuration; calls the handler when set.
    public var configurationUpdateHandler: ((UIButton) -> Void)?
    /// The menu the button offers (iOS 14), shown by a tap when ``showsMenuAsPrimaryAction``.
    open var menu: UIMenu?
    /// Whether a tap shows ``menu`` (below the button; ``ViewControllerKit/MenuPresenter``)
    /// instead of sending `.touchUpInside` and `.primaryActionTriggered` (iOS 14). A chosen
    /// item's handler runs with the button as its `sender`.
    open var showsMenuAsPrimaryAction = false
    /// Whether choosing a menu item makes it the button's selected item (iOS 15 pop-up buttons).
    open var changesSelectionAsPrimaryAction = false

    /// Asks the button to refresh its configuration for its current state.
    public func setNeedsUpdateConfiguration() {
        configurationUpdateHandler?(self)
        updateContent()
    }

    private func defaultTitleColor(for state: State) -> UIColor {
        switch buttonType {
        case .custom: return state.contains(.disabled) ? UIColor(white: 1, alpha: 0.35) : .white
        default:
            if state.contains(.disabled) { return .systemGray }
            return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
        }
    }

    // MARK: State

    override func controlStateDidChange() {
        updateContent()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A tap on a button that shows its menu as its primary action shows the menu instead of
    /// sending `.touchUpInside` and `.primaryActionTriggered`.
    open override func sendActions(for controlEvents: UIControl.Event) {
        guard showsMenuAsPrimaryAction, let menu, controlEvents.contains(.touchUpInside), let window else {
            return super.sendActions(for: controlEvents)
        }
        let rest = controlEvents.subtracting([.touchUpInside, .primaryActionTriggered])
        if !rest.isEmpty { super.sendActions(for: rest) }
        ViewControllerKit.MenuPresenter.present(menu, in: window, from: convert(bounds, to: nil), sender: self)
    }
    override var claimsAncestorSingleTaps: Bool { true }

    /// Puts the current state's title, colour and image into the subviews.
    func updateContent() {
        let title = currentTitle
        if let configuration {
            titleLabelView.font = configuration.titleFont
            updateSubtitle(configuration)
            backgroundColor = configuration.backgroundColor(tint: tintColor)
        }
        titleLabelView.text = title
        titleLabelView.textColor = currentTitleColor
        // An attributed title, when one is set, is shown instead of the plain one (UIKit's rule).
        let attributedTitle = configuration == nil ? currentAttributedTitle : nil
        if let attributedTitle { titleLabelView.attributedText = attributedTitle }
        let hasTitle = !(attributedTitle?.string ?? title ?? "").isEmpty
        if hasTitle, titleLabelView.superview !== self { addSubview(titleLabelView) }
        titleLabelView.isHidden = !hasTitle
        updateBackgroundImage()
        let image = currentImage
        imageViewView.image = image
        // The image view sits below the title, as in UIKit's button.
        if image != nil, imageViewView.superview !== self {
            insertSubview(imageViewView, at: backgroundImageView.superview === self ? 1 : 0)
        }
        imageViewView.isHidden = image == nil
        contentDidChange()
    }

    private func updateSubtitle(_ configuration: Configuration) {
        guard let subtitle = configuration.subtitle, !subtitle.isEmpty else {
            subtitleLabelView?.removeFromSuperview()
            subtitleLabelView = nil
            return
        }
        let label = subtitleLabelView ?? UILabel()
        label.font = configuration.subtitleFont
        label.text = subtitle
        label.textColor = configuration.foregroundColor(tint: tintColor)
        if label.superview !== self { addSubview(label) }
        subtitleLabelView = label
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Sizing and layout (see UIButton+Layout.swift)

    open override var intrinsicContentSize: CGSize { contentLayout().size }

    /// The button's natural size (its intrinsic size), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentLayout().size }

    /// Places the image and title (and subtitle) centred inside the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = contentLayout()
        let frames = layout.frames(in: bounds)
        if !imageViewView.isHidden { imageViewView.frame = frames.image }
        if !titleLabelView.isHidden { titleLabelView.frame = frames.title }
        subtitleLabelView?.frame = frames.subtitle
        if backgroundImageView.superview === self { backgroundImageView.frame = bounds }
    }
}
