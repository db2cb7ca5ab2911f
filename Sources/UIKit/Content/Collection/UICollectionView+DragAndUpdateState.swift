import Foundation

// Updates apply at once and there is no drag and drop here.
extension UICollectionView {
    /// Whether updates are waiting to be applied: false here (updates apply at once).
    public var hasUncommittedUpdates: Bool { false }
    /// Whether a drag from the collection view is under way: never (no drag and drop here).
    public var hasActiveDrag: Bool { false }
    /// Whether a drop onto the collection view is under way: never.
    public var hasActiveDrop: Bool { false }
}
