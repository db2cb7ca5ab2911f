import Foundation

/// What a bar looks like behind its items: background (effect, colour, image) and the
/// shadow line along the edge facing the content. The base of the navigation bar, tab bar
/// and toolbar appearances.
///
/// Bars copy an appearance when it is assigned (`standardAppearance` is a copying
/// property on iOS), so changing the object afterwards does not change the bar; assign it
/// again. Bars draw: the effect as the system chrome material's colour, then
/// ``backgroundColor`` over it, and a one-pixel line of ``shadowColor`` (none when nil or
/// clear). Background and shadow images are stored only.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationBar.standardAppearance = appearance
/// navigationBar.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The idiom the appearance is for (the device's by default).
    public let idiom: UIUserInterfaceIdiom
    /// A blur behind the bar; the default background's is the system chrome material.
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the effect.
    open var backgroundColor: UIColor?
    /// An image over the colour. Stored, not drawn.
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline along the edge facing the content; nil or clear: none.
    open var shadowColor: UIColor?
    /// An image instead of the hairline. Stored, not drawn.
    open var shadowImage: UIImage?

    /// A default-background appearance for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// A default-background appearance for the current device.
    public convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// A copy of `barAppearance`'s background and shadow (subclasses copy their own parts
    /// when `barAppearance` is of their kind).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// An independent copy.
    open func copy() -> Self { Self(barAppearance: self) }

    /// The system's translucent look: the chrome material and a hairline (black at 30%).
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the theme's background colour, and a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    nonisolated static let defaultShadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
}
