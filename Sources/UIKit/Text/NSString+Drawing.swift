import Foundation

/// UIKit's string measuring (NSStringDrawing), on ``TextLayout``.
///
/// As on iOS the sizes are fractional: round them up (`ceil`) before sizing views. Only
/// the `.font` attribute affects measurement; without it the font is the system font at
/// 12 pt (iOS uses Helvetica 12).
extension StringProtocol {
    /// The size of the text unwrapped: one line per paragraph (newlines still break).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        ViewControllerKit.TextLayout(text: String(self), font: NSStringMeasuring.font(in: attrs)).size
    }

    /// The bounding rectangle of the text: wrapped to `size.width` with
    /// `.usesLineFragmentOrigin`, a single line otherwise (as on iOS).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        NSStringMeasuring.boundingRect(String(self), font: NSStringMeasuring.font(in: attributes), size: size, options: options)
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The unwrapped size, in the font of the first character (mixed fonts are not measured per run yet).
    public func size() -> CGSize {
        string.size(withAttributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options,
                            attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil, context: context)
    }
}

enum NSStringMeasuring {
    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }

    static func boundingRect(_ text: String, font: UIFont, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let multiLine = options.contains(.usesLineFragmentOrigin)
        let layout = multiLine
            ? ViewControllerKit.TextLayout(text: text, font: font, maxWidth: size.width, numberOfLines: 0,
                         lineBreakMode: options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byWordWrapping)
            : ViewControllerKit.TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping)
        return CGRect(origin: .zero, size: layout.size)
    }
}
