import Foundation

/// A layer that draws a path: filled with ``fillColor`` (black by default), stroked with
/// ``strokeColor`` (none by default) ``lineWidth`` wide, the stroke from ``strokeStart``
/// to ``strokeEnd`` of the path's length. The path is in the layer's coordinates and is
/// not clipped to its bounds (unless `masksToBounds`), as on iOS.
///
/// ``lineDashPattern``, ``lineDashPhase`` and ``miterLimit`` are stored, not drawn.
open class CAShapeLayer: CALayer {
    public var path: CGPath?
    public var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var fillRule: CAShapeLayerFillRule = .nonZero
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var lineDashPattern: [NSNumber]?
    public var lineDashPhase: CGFloat = 0

    public override init() { super.init() }
    override init(backingView: Void) { super.init(backingView: ()) }

    override func copyForPresentation() -> CALayer {
        let copy = CAShapeLayer()
        copyLayerValues(to: copy)
        copy.path = path
        copy.fillColor = fillColor
        copy.fillRule = fillRule
        copy.strokeColor = strokeColor
        copy.lineWidth = lineWidth
        copy.strokeStart = strokeStart
        copy.strokeEnd = strokeEnd
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        return copy
    }

    override func animatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "lineWidth": lineWidth
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "path": path
        default: super.animatableValue(forKeyPath: keyPath)
        }
    }

    override func setAnimatableValue(_ value: Any, forKeyPath keyPath: String) {
        switch keyPath {
        case "strokeStart": if let v = CALayer.number(value) { strokeStart = v }
        case "strokeEnd": if let v = CALayer.number(value) { strokeEnd = v }
        case "lineWidth": if let v = CALayer.number(value) { lineWidth = v }
        case "fillColor": fillColor = value as? CGColor
        case "strokeColor": strokeColor = value as? CGColor
        case "path": if let v = value as? CGPath { path = v }
        default: super.setAnimatableValue(value, forKeyPath: keyPath)
        }
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
