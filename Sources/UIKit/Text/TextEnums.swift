import Foundation

/// What happens to text that does not fit: wrap, clip or truncate with "…".
/// UIKit's raw values (Linux Foundation does not declare this type).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    var isTruncating: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}

/// Horizontal text alignment, with UIKit's (iOS) raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// Options for `boundingRect(with:options:attributes:context:)`. Measurement here always
/// behaves as `.usesLineFragmentOrigin` (multi-line) unless the option set is empty,
/// when the text is measured as a single line, as on iOS.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra drawing parameters and results; accepted and ignored (no font scaling here).
public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    public private(set) var totalBounds: CGRect = .zero
    public init() {}
}

extension NSAttributedString.Key {
    /// The attribute holding a ``UIFont`` (default: Helvetica 12 on iOS; here the system font at 12).
    public static let font = NSAttributedString.Key("NSFont")
    /// The attribute holding the text ``UIColor``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The attribute holding the background ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between characters, in points (accepted; not applied to measurement yet).
    public static let kern = NSAttributedString.Key("NSKern")
}
