import Foundation

/// A layer filled with a gradient between ``colors`` (`CGColor`s) at ``locations`` (0…1,
/// evenly spread when nil), from ``startPoint`` to ``endPoint`` in unit coordinates of its
/// bounds (top to bottom by default), rounded by its `cornerRadius`.
///
/// Only axial gradients are drawn; ``type`` `.radial` and `.conic` are stored and drawn as
/// axial ones (docs/DifferencesFromIOS.md).
open class CAGradientLayer: CALayer {
    public var colors: [Any]?
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type: CAGradientLayerType = .axial

    public override init() { super.init() }
    override init(backingView: Void) { super.init(backingView: ()) }

    /// ``colors`` that are `CGColor`s, with their locations (given or evenly spread).
    var stops: [(color: CGColor, location: CGFloat)] {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return [] }
        let given = locations.map { $0.map { CGFloat($0.doubleValue) } }
        return cgColors.enumerated().map { index, color in
            let evenly = cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1)
            return (color, given.flatMap { index < $0.count ? $0[index] : nil } ?? evenly)
        }
    }

    override func copyForPresentation() -> CALayer {
        let copy = CAGradientLayer()
        copyLayerValues(to: copy)
        copy.colors = colors
        copy.locations = locations
        copy.startPoint = startPoint
        copy.endPoint = endPoint
        copy.type = type
        return copy
    }

    override func animatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "startPoint": startPoint
        case "endPoint": endPoint
        case "colors": colors
        case "locations": locations
        default: super.animatableValue(forKeyPath: keyPath)
        }
    }

    override func setAnimatableValue(_ value: Any, forKeyPath keyPath: String) {
        switch keyPath {
        case "startPoint": if let v = value as? CGPoint { startPoint = v }
        case "endPoint": if let v = value as? CGPoint { endPoint = v }
        case "colors": colors = value as? [Any]
        case "locations": locations = value as? [NSNumber]
        default: super.setAnimatableValue(value, forKeyPath: keyPath)
        }
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
