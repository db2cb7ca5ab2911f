import Foundation

/// How bar button items of one style look in one state: their title's text attributes and
/// offsets. Only ``titleTextAttributes``' colour and font are drawn.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment: UIOffset = .zero
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}

/// How bar button items look in each state (`normal`, `highlighted`, `disabled`, `focused`),
/// for a bar appearance's `buttonAppearance`, `doneButtonAppearance` or `backButtonAppearance`.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    public let style: UIBarButtonItem.Style
    public private(set) var normal = UIBarButtonItemStateAppearance()
    public private(set) var highlighted = UIBarButtonItemStateAppearance()
    public private(set) var disabled = UIBarButtonItemStateAppearance()
    public private(set) var focused = UIBarButtonItemStateAppearance()

    public required init(style: UIBarButtonItem.Style = .plain) {
        self.style = style
    }

    /// Back to the system look for `style`: no attributes in any state.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    open func copy() -> Self {
        let copy = Self(style: style)
        copy.normal = normal.copy()
        copy.highlighted = highlighted.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}
