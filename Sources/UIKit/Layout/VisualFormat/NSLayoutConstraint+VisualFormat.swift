import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: which attribute to
    /// align every view on (perpendicular to the format's direction), the direction of a
    /// horizontal format, and the spacing measure.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Leading and trailing edges (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual-format string describes (Apple's Auto Layout Guide, "Visual
    /// Format Language"), not yet active. `views` maps the names in the format to views (or
    /// layout guides); `metrics` maps metric names to numbers.
    ///
    /// Spacing: a number or metric is that many points; `-` between two views is the
    /// standard 8 points; `-` next to `|` is the superview's layout margin (the view is
    /// pinned to the superview's margin attribute, as UIKit does since iOS 8); no connection
    /// is 0. A malformed format, or a name missing from `views`/`metrics`, raises UIKit's
    /// `NSInvalidArgumentException` ("Unable to parse constraint format: …") and returns no
    /// constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format, metrics: metrics)
            let parsed = try parser.parse()
            return try VisualFormatBuilder(format: parsed, options: opts, views: views).constraints()
        } catch {
            ViewControllerKit.Runtime.current.diagnostics.raise(.invalidArgumentException, error.reason(format: format))
            return []
        }
    }
}
