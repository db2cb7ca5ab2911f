/// A linear gradient filling a node's rounded bounds (a `CAGradientLayer`), drawn over its
/// background: colours at locations (0…1) along the line from (`x1`, `y1`) to (`x2`, `y2`),
/// in unit coordinates of the node's bounds (SVG's `objectBoundingBox` units, which are
/// Core Animation's too).
public struct RenderGradient: Sendable, Hashable, Codable {
    public var colors: [RenderColor]
    public var locations: [Double]
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(colors: [RenderColor], locations: [Double], x1: Double, y1: Double, x2: Double, y2: Double) {
        self.colors = colors; self.locations = locations
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
}
