import Foundation

/// An inset-grouped section — a table's (`.insetGrouped`) or a collection-view list's
/// (`UICollectionLayoutListConfiguration(appearance: .insetGrouped)`) — is drawn as one
/// rounded card: its first row's top corners and its last row's bottom corners are rounded
/// (all four for a single row), the rows between are square. The cell clips to that shape,
/// so its background, selection and revealed swipe actions follow it.
enum SectionCard {
    /// The corner radius of a card's ends.
    static let cornerRadius: CGFloat = 10

    /// The rounded corners of row `row` in a section of `rows` rows (empty: square).
    static func corners(row: Int, of rows: Int) -> CACornerMask {
        var corners: CACornerMask = []
        if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if row == rows - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }

    /// Rounds `corners` of `view` (none: square, not clipping, the mask back to all four).
    @MainActor static func round(_ view: UIView, corners: CACornerMask) {
        view.layer.cornerRadius = corners.isEmpty ? 0 : cornerRadius
        view.layer.maskedCorners = corners.isEmpty
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        view.clipsToBounds = !corners.isEmpty
    }
}
