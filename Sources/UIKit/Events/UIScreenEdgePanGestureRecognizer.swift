import Foundation

/// A pan that starts at an edge of the screen (the interactive-pop gesture).
///
/// Behaves as ``UIPanGestureRecognizer`` but fails at once unless the touches come
/// down within ``edgeRegionWidth`` (20 points, chosen) of one of ``edges`` of the window.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The window edges the gesture may start from.
    open var edges: UIRectEdge = []

    /// How close (points) to the edge the first touch must come down.
    public static let edgeRegionWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, activeTouches.count == touches.count,
           !touches.allSatisfy({ startsAtEdge($0) }) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let p = touch.windowLocation, b = window.bounds, w = Self.edgeRegionWidth
        return (edges.contains(.left) && p.x - b.minX <= w)
            || (edges.contains(.right) && b.maxX - p.x <= w)
            || (edges.contains(.top) && p.y - b.minY <= w)
            || (edges.contains(.bottom) && b.maxY - p.y <= w)
    }
}
