/// Text as Swift laid it out: the font, the colour, and each line with the exact break,
/// position and width the measurement found. A renderer places each line at its `x` and
/// baseline; it never breaks lines itself.
public struct RenderText: Sendable, Hashable, Codable {
    public var font: RenderFont
    public var color: RenderColor
    public var lines: [RenderTextLine]

    public init(font: RenderFont, color: RenderColor, lines: [RenderTextLine]) {
        self.font = font; self.color = color; self.lines = lines
    }
}

/// A font: the family the renderer draws with (the one Swift measured with), its size in
/// points, and the face (bold, italic).
public struct RenderFont: Sendable, Hashable, Codable {
    public var family: String
    public var size: Double
    public var bold: Bool
    public var italic: Bool

    public init(family: String, size: Double, bold: Bool = false, italic: Bool = false) {
        self.family = family; self.size = size; self.bold = bold; self.italic = italic
    }

    private enum CodingKeys: String, CodingKey { case family, size, bold, italic }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        family = try container.decode(String.self, forKey: .family)
        size = try container.decode(Double.self, forKey: .size)
        bold = try container.decodeIfPresent(Bool.self, forKey: .bold) ?? false
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(family, forKey: .family)
        try container.encode(size, forKey: .size)
        if bold { try container.encode(true, forKey: .bold) }
        if italic { try container.encode(true, forKey: .italic) }
    }
}

/// One line: its visible text (with any "…"), where its baseline starts in the node's
/// coordinates, and the width Swift measured for it.
public struct RenderTextLine: Sendable, Hashable, Codable {
    public var text: String
    public var x: Double
    public var baseline: Double
    public var width: Double

    public init(text: String, x: Double, baseline: Double, width: Double) {
        self.text = text; self.x = x; self.baseline = baseline; self.width = width
    }

    private enum CodingKeys: String, CodingKey { case text = "t", x, baseline = "y", width = "w" }
}

/// An image: its name (`symbol:` prefix for SF Symbols, drawn by the renderer from the
/// name), the rectangle it fills in the node's coordinates (the content mode applied), and
/// the tint a template or symbol image is drawn in.
public struct RenderImage: Sendable, Hashable, Codable {
    public var name: String?
    public var rect: RenderRect
    public var tint: RenderColor?

    public init(name: String?, rect: RenderRect, tint: RenderColor?) {
        self.name = name; self.rect = rect; self.tint = tint
    }

    /// The symbol's name when the image is an SF Symbol (`chevron.backward`).
    public var symbolName: String? {
        guard let name, name.hasPrefix("symbol:") else { return nil }
        return String(name.dropFirst("symbol:".count))
    }
}
