import Foundation

/// Core Foundation's any-object type, as Swift imports it on iOS (`CATextLayer.font`).
public typealias CFTypeRef = AnyObject

/// A layer that draws a string: ``string`` (a `String`, or an `NSAttributedString`'s
/// characters) in ``font`` at ``fontSize`` and ``foregroundColor``, from the top of its
/// bounds, placed by ``alignmentMode``; wrapped at the bounds' width when ``isWrapped``,
/// else one line per paragraph, cut by ``truncationMode``.
///
/// ``font`` is a `UIFont` (its size replaced by ``fontSize``, as on iOS) or a font's name;
/// other values draw in the system font. Attributes of an attributed string are not drawn.
open class CATextLayer: CALayer {
    public var string: Any?
    public var font: CFTypeRef?
    public var fontSize: CGFloat = 36
    public var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    public var isWrapped = false
    public var alignmentMode: CATextLayerAlignmentMode = .natural
    public var truncationMode: CATextLayerTruncationMode = .none
    /// Stored: text is drawn by the renderer, smoothed as it draws.
    public var allowsFontSubpixelQuantization = false

    public override init() { super.init() }
    override init(backingView: Void) { super.init(backingView: ()) }

    /// The size of the text: one line per paragraph, or wrapped at the bounds' width when
    /// ``isWrapped``.
    open override func preferredFrameSize() -> CGSize {
        layout(width: isWrapped ? bounds.width : 0).size
    }

    /// The text as it is drawn.
    var text: String? {
        switch string {
        case let s as String: s
        case let s as NSAttributedString: s.string
        default: nil
        }
    }

    /// The font drawn: ``font``'s face at ``fontSize``.
    var drawnFont: UIFont {
        switch font {
        case let f as UIFont: f.withSize(fontSize)
        case let name as String: UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        case let name as NSString: UIFont(name: name as String, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: .systemFont(ofSize: fontSize)
        }
    }

    /// The lines of the text laid out at `width` (0: unlimited).
    func layout(width: CGFloat) -> ViewControllerKit.TextLayout {
        let mode: NSLineBreakMode = switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: isWrapped ? .byWordWrapping : .byClipping
        }
        return ViewControllerKit.TextLayout(text: text ?? "", font: drawnFont, maxWidth: width,
                                            numberOfLines: isWrapped ? 0 : (truncationMode == .none ? 0 : 1), lineBreakMode: mode)
    }

    override func copyForPresentation() -> CALayer {
        let copy = CATextLayer()
        copyLayerValues(to: copy)
        copy.string = string
        copy.font = font
        copy.fontSize = fontSize
        copy.foregroundColor = foregroundColor
        copy.isWrapped = isWrapped
        copy.alignmentMode = alignmentMode
        copy.truncationMode = truncationMode
        return copy
    }

    override func animatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "fontSize": fontSize
        case "foregroundColor": foregroundColor
        default: super.animatableValue(forKeyPath: keyPath)
        }
    }

    override func setAnimatableValue(_ value: Any, forKeyPath keyPath: String) {
        switch keyPath {
        case "fontSize": if let v = CALayer.number(value) { fontSize = v }
        case "foregroundColor": foregroundColor = value as? CGColor
        default: super.setAnimatableValue(value, forKeyPath: keyPath)
        }
    }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
