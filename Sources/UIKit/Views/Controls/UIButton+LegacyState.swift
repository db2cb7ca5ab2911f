import Foundation

/// The per-state button content of UIKit before `UIButton.Configuration`: background
/// images, attributed titles and title shadow colours. As with titles and images, a state
/// with none set uses the `.normal` one.
///
/// The background image is drawn (stretched over the bounds, behind the image and title),
/// and with no title and no image the button takes its size. An attributed title is shown
/// instead of the plain title. Title shadow colours are stored only: labels draw no shadows
/// here, and the first one set says so through the diagnostics channel.
extension UIButton {
    /// Sets the image drawn behind the content in `state`, stretched to the bounds.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        updateContent()
    }

    /// The background image set for `state`, falling back to the `.normal` one.
    public func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The background image for the current state.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Sets the styled title shown in `state`; it wins over a plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
    }

    /// The styled title set for `state`, falling back to the `.normal` one.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The styled title for the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the title's shadow colour in `state`. Stored: no shadow is drawn.
    public func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        if color != nil {
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "UIButton.setTitleShadowColor(_:for:)", "text shadows are stored, not drawn")
        }
    }

    /// The title shadow colour set for `state`, falling back to the `.normal` one.
    public func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    /// The title shadow colour for the current state.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Puts the current background image behind everything else, or takes it away.
    func updateBackgroundImage() {
        let image = currentBackgroundImage
        backgroundImageView.image = image
        if image != nil, backgroundImageView.superview !== self {
            insertSubview(backgroundImageView, at: 0)
            backgroundImageView.frame = bounds
        } else if image == nil, backgroundImageView.superview === self {
            backgroundImageView.removeFromSuperview()
        }
    }

    func reportLegacyInsets(_ insets: UIEdgeInsets) {
        guard insets != .zero else { return }
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIButton.titleEdgeInsets/imageEdgeInsets", "they are stored, not applied to the button's layout")
    }

    func reportNoGlow() {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIButton.showsTouchWhenHighlighted", "no glow is drawn")
    }
}
