import Foundation

/// How a collection-view list section draws its row separators: set one section-wide as
/// `UICollectionLayoutListConfiguration.separatorConfiguration`, or per item from its
/// `itemSeparatorHandler`. It takes effect only while the list's `showsSeparators` is true.
///
/// `.automatic` visibility and `automaticInsets` edges are resolved by the list section
/// (see `ListSeparators` for the rules); `multipleSelectionColor` and `visualEffect` are
/// stored, not drawn (docs/DifferencesFromIOS.md).
public struct UIListSeparatorConfiguration: Equatable, Hashable {
    /// Whether a separator shows: `.automatic` leaves it to the list section.
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    /// The edges of this value stand for "the list section decides" (each edge on its own).
    public static var automaticInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: automaticEdge, leading: automaticEdge, bottom: automaticEdge, trailing: automaticEdge)
    }

    /// The value of an automatic edge (a length no real inset has).
    static let automaticEdge = CGFloat.greatestFiniteMagnitude

    /// The separator along the item's top edge; a list resolves `.automatic` to hidden.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator along the item's bottom edge; `.automatic`: the list's rule for the row.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Only `leading` and `trailing` are used; default `automaticInsets`.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// Only `leading` and `trailing` are used; default `automaticInsets`.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour (default the system separator colour).
    public var color: UIColor = .separator
    /// Stored (multiple selection draws no separators of its own here).
    public var multipleSelectionColor: UIColor = .separator
    /// Stored, not drawn.
    public var visualEffect: UIVisualEffect?

    /// The defaults for a list of `listAppearance` (the same for every appearance here).
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor
            && lhs.visualEffect === rhs.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(topSeparatorInsets)
        hasher.combine(bottomSeparatorInsets)
        hasher.combine(color)
        hasher.combine(visualEffect.map(ObjectIdentifier.init))
    }
}
