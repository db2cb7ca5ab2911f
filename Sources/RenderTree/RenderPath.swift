/// A path a view drew in its `draw(_:)` (or an image a graphics renderer made): SVG path
/// data in the node's own coordinates, painted with a fill, a stroke, or both.
///
/// `d` uses only absolute `M`, `L`, `Q`, `C` and `Z` commands, numbers rounded to a
/// thousandth, so SVG, the browser page and any other renderer read it as it is. Paths are
/// drawn in order, over the node's background and under its children, clipped to the node's
/// bounds (a layer's drawn contents are a bitmap of its size).
public struct RenderPath: Sendable, Hashable, Codable {
    public var d: String
    public var fill: RenderColor?
    public var stroke: RenderColor?
    public var lineWidth: Double
    /// The even-odd fill rule instead of non-zero winding.
    public var evenOdd: Bool
    /// `butt`, `round` or `square` (SVG's `stroke-linecap` names).
    public var lineCap: String
    /// `miter`, `round` or `bevel` (SVG's `stroke-linejoin` names).
    public var lineJoin: String

    public init(d: String, fill: RenderColor? = nil, stroke: RenderColor? = nil, lineWidth: Double = 1,
                evenOdd: Bool = false, lineCap: String = "butt", lineJoin: String = "miter") {
        self.d = d; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
        self.evenOdd = evenOdd; self.lineCap = lineCap; self.lineJoin = lineJoin
    }

    private enum CodingKeys: String, CodingKey { case d, fill, stroke, lineWidth = "w", evenOdd, lineCap = "cap", lineJoin = "join" }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        d = try c.decode(String.self, forKey: .d)
        fill = try c.decodeIfPresent(RenderColor.self, forKey: .fill)
        stroke = try c.decodeIfPresent(RenderColor.self, forKey: .stroke)
        lineWidth = try c.decodeIfPresent(Double.self, forKey: .lineWidth) ?? 1
        evenOdd = try c.decodeIfPresent(Bool.self, forKey: .evenOdd) ?? false
        lineCap = try c.decodeIfPresent(String.self, forKey: .lineCap) ?? "butt"
        lineJoin = try c.decodeIfPresent(String.self, forKey: .lineJoin) ?? "miter"
    }

    /// Only what differs from the defaults, to keep frames small.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(d, forKey: .d)
        try c.encodeIfPresent(fill, forKey: .fill)
        try c.encodeIfPresent(stroke, forKey: .stroke)
        if stroke != nil { try c.encode(lineWidth, forKey: .lineWidth) }
        if evenOdd { try c.encode(true, forKey: .evenOdd) }
        if stroke != nil, lineCap != "butt" { try c.encode(lineCap, forKey: .lineCap) }
        if stroke != nil, lineJoin != "miter" { try c.encode(lineJoin, forKey: .lineJoin) }
    }
}
