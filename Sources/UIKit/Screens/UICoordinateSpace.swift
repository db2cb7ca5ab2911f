import Foundation

/// A coordinate space with bounds: a screen's (and its window scene's) fixed, portrait-up
/// space or, on iOS, a view's. Here screens adopt it; views keep their own
/// `convert(_:to:)`/`convert(_:from:)` methods.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds, in points.
    var bounds: CGRect { get }
}

extension UIScreen: UICoordinateSpace {
    /// The screen's space as the current interface orientation sees it.
    public var coordinateSpace: any UICoordinateSpace { self }
    /// The screen's space in portrait-up orientation, as iOS's `fixedCoordinateSpace`:
    /// its bounds are the portrait bounds whatever the rotation.
    public var fixedCoordinateSpace: any UICoordinateSpace { FixedScreenSpace(screen: self) }
}

/// A screen's portrait-up space.
@MainActor
final class FixedScreenSpace: UICoordinateSpace {
    let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }
    var bounds: CGRect {
        let size = screen.bounds.size
        return CGRect(x: 0, y: 0, width: min(size.width, size.height), height: max(size.width, size.height))
    }
}
