import Foundation

/// The corners of a rectangle, in screen sense (top is minimum y), for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// How a stroked line ends.
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}

/// How stroked segments meet.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}
