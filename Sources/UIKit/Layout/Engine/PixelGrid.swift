import Foundation

/// The screen's pixel grid as Auto Layout snaps frames to it, seen from one layout space
/// (the superview whose bounds an item's frame is measured in).
///
/// **The rule.** UIKit places every frame the engine solves on the pixel grid of the
/// screen the view is on: each *edge* of the item's alignment rect — min and max, per
/// axis — is rounded to the nearest pixel (1/scale pt; halves away from zero) in the
/// **window's** coordinate space; the size is the distance between the rounded edges.
/// So a whole-pixel length stays exact wherever it sits (`height == 50` is 50), a third
/// of 100 pt is 33⅓ on a 3× screen and 33.5, 33, 33.5 on a 2× one, and neighbours that
/// share an edge before rounding share a pixel after it (no gaps, no overlaps).
/// (This implementation has no alignment-rect insets, so the alignment rect is the frame.)
///
/// Apple documents only that Auto Layout produces pixel-aligned frames; the precise rule
/// is from observation, not from Apple:
/// - square/Blueprint pull request 34 (2019), a layout-framework maintainer on why rounding
///   in the parent's coordinates differs from UIKit's: "AutoLayout & SwiftUI round based
///   on the global, window-relative coordinates of each view".
/// - Stack Overflow 19349072 ("Why does iOS auto layout lead to apparent rounding errors
///   on pre-Retina displays"): on a 2× screen y 950.25 becomes 950.5 and 950.2 becomes
///   950 — nearest pixel, not floor or ceiling.
/// - SnapKit/Masonry issue 303 (2016): a 35.7 pt height becomes 35.5 pt on a 2× screen.
///
/// **The numbers.** An edge is its pixel index divided by the scale and a size is the
/// pixel count divided by the scale, each the nearest `Double` to the exact value. On a
/// 3× screen `minX + width` can then differ from the neighbour's `minX` in the last bit
/// (100/3 + 50 ≠ 250/3 in binary floating point): the same pixel, not the same `Double`.
/// On 1× and 2× screens every such sum is exact.
///
/// The scale is that of the screen of the layout space's window (the object graph); a
/// tree in no window uses the current runtime's screen, as UIKit uses the main screen.
struct PixelGrid {
    /// Pixels per point.
    let scale: CGFloat
    /// How far the layout space's origin lies from the window's pixel grid, per axis, in
    /// pixels (−½…½); zero for a superview that is itself on the grid (the usual case).
    private let phase: CGPoint

    /// Offsets closer than this to a whole pixel count as on the grid: summing the
    /// origins of nested frames such as 100/3 leaves noise far below a pixel.
    private static let noise: CGFloat = 1e-6

    /// The grid seen from `space`'s bounds coordinates.
    @MainActor
    init(layoutSpace space: UIView?) {
        let screenScale = space?.screenScale ?? ViewControllerKit.Runtime.current.screen.scale
        let scale = screenScale > 0 ? screenScale : 1
        let origin = space?.boundsOriginInWindow ?? .zero
        func offGrid(_ value: CGFloat) -> CGFloat {
            let pixels = value * scale
            let fraction = pixels - pixels.rounded()
            return abs(fraction) < Self.noise ? 0 : fraction
        }
        self.scale = scale
        phase = CGPoint(x: offGrid(origin.x), y: offGrid(origin.y))
    }

    /// The frame whose edges are the solved edges rounded to the grid.
    func frame(minX: Double, minY: Double, width: Double, height: Double) -> CGRect {
        let (x, w) = snap(min: CGFloat(minX), length: CGFloat(width), phase: phase.x)
        let (y, h) = snap(min: CGFloat(minY), length: CGFloat(height), phase: phase.y)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// One axis: both edges to the nearest pixel in window space, then back to the
    /// layout space. The size comes from the pixel count, so it is exact.
    private func snap(min: CGFloat, length: CGFloat, phase: CGFloat) -> (CGFloat, CGFloat) {
        let start = (min * scale + phase).rounded()
        let end = ((min + length) * scale + phase).rounded()
        return ((start - phase) / scale, (end - start) / scale)
    }
}
