/// The plain values a render node is made of: geometry, colours, borders, shadows.
///
/// Everything here is `Sendable` and `Codable` with a compact JSON form (a rectangle is
/// `[x, y, width, height]`, a colour `"#RRGGBBAA"`), so a browser page can read it as it is.
/// Lengths are points, rounded to a thousandth when a tree is built (``RenderRounding``):
/// no drawing differs, and equal values encode to equal bytes.

/// A node's identity, stable for as long as the view it stands for stays in the tree.
public typealias RenderNodeID = Int

/// Rounds lengths to a thousandth of a point: the precision render trees carry.
public enum RenderRounding {
    public static func length(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded   // no "-0" in the JSON
    }
}

/// A rectangle in points: `[x, y, width, height]` in JSON.
public struct RenderRect: Sendable, Hashable, Codable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = RenderRect(x: 0, y: 0, width: 0, height: 0)

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self); y = try container.decode(Double.self)
        width = try container.decode(Double.self); height = try container.decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x); try container.encode(y); try container.encode(width); try container.encode(height)
    }
}

/// An affine transform `[a, b, c, d, tx, ty]` (Core Graphics' order), applied about the
/// centre of the node's frame, as a layer's anchor point sits in the middle.
public struct RenderTransform: Sendable, Hashable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var values: [Double] = []
        for _ in 0..<6 { values.append(try container.decode(Double.self)) }
        self.init(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}

/// An sRGB colour with 8 bits a component: `"#RRGGBBAA"` in JSON (CSS reads it as it is).
public struct RenderColor: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From components in 0…1 (clamped, rounded to the nearest step).
    public init(normalizedRed red: Double, green: Double, blue: Double, alpha: Double) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    public var isOpaque: Bool { alpha == 255 }
    public var isClear: Bool { alpha == 0 }

    /// `#RRGGBB`, the colour without its alpha (SVG's `fill`; the alpha goes in `fill-opacity`).
    public var rgbHex: String { "#" + [red, green, blue].map(Self.hex).joined() }
    /// The alpha in 0…1.
    public var opacity: Double { Double(alpha) / 255 }

    public var description: String { rgbHex + Self.hex(alpha) }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), digits.count == 8, let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "colour \"\(text)\" is not #RRGGBBAA"))
        }
        self.init(red: UInt8(value >> 24), green: UInt8((value >> 16) & 255), blue: UInt8((value >> 8) & 255), alpha: UInt8(value & 255))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A border drawn inside the node's bounds, over its content and children (as Core
/// Animation composites a layer's border above its sublayers).
public struct RenderBorder: Sendable, Hashable, Codable {
    public var width: Double
    public var color: RenderColor
    public init(width: Double, color: RenderColor) { self.width = width; self.color = color }
}

/// A shadow cast by the node's background shape (`shadowOpacity` above 0).
public struct RenderShadow: Sendable, Hashable, Codable {
    public var color: RenderColor
    public var opacity: Double
    public var offsetX: Double, offsetY: Double
    public var radius: Double

    public init(color: RenderColor, opacity: Double, offsetX: Double, offsetY: Double, radius: Double) {
        self.color = color; self.opacity = opacity; self.offsetX = offsetX; self.offsetY = offsetY; self.radius = radius
    }
}

/// A filled rectangle in the node's own coordinates, drawn over its background and under
/// its content: how system chrome draws what is not a view (a bar's hairline separator).
public struct RenderFill: Sendable, Hashable, Codable {
    public var rect: RenderRect
    public var color: RenderColor
    public init(rect: RenderRect, color: RenderColor) { self.rect = rect; self.color = color }
}
