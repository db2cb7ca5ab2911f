import Foundation

/// Something a menu lists: an action (``UIAction``) or a submenu (``UIMenu``).
@preconcurrency @MainActor
open class UIMenuElement {
    public init() {}
}

/// A menu: a title and its elements, for bar button items and buttons.
///
/// Stored only: menus are not presented yet (a long press or a tap on an item whose
/// only content is a menu does nothing). See docs/FeatureCoverage.md.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identity; system menus have fixed ones.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its elements.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let title: String
    public let subtitle: String?
    public let image: UIImage?
    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               children: newChildren)
    }
}
