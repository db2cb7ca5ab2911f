import Foundation

/// UIKit's string forms of geometry (`NSStringFromCGRect` and friends in Objective-C).
extension NSCoder {
    /// `{{x, y}, {width, height}}`
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    /// `{x, y}`
    public static func string(for point: CGPoint) -> String { point.uikitDescription }

    /// `{width, height}`
    public static func string(for size: CGSize) -> String { size.uikitDescription }

    /// `{top, left, bottom, right}`
    public static func string(for insets: UIEdgeInsets) -> String { insets.description }

    /// `[a, b, c, d, tx, ty]`
    public static func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            .map(\.clean).joined(separator: ", ") + "]"
    }
}
