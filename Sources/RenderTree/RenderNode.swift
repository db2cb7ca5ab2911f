/// One drawn layer: a view's geometry and layer properties, and what it draws itself (text,
/// an image, chrome fills) under its children.
///
/// Drawing order, as Core Animation composites a layer: shadow, background (rounded by
/// `cornerRadius`), gradient (rounded the same), drawn paths (the layer's contents, clipped to its bounds), fills, image,
/// text, children (clipped to the rounded bounds when `clipsToBounds`), border. `opacity` applies to the whole group; a hidden node draws
/// nothing, children included.
///
/// Geometry: `frame` is the untransformed frame in the parent's drawing space (the parent's
/// bounds origin already taken off), `transform` applies about the frame's centre.
/// In JSON a node lists only the properties that differ from their defaults.
public struct RenderNode: Sendable, Hashable {
    public var id: RenderNodeID
    /// What the node stands for, e.g. the view's class name (`UILabel`); for reading dumps
    /// and picking a node in a page, never for drawing.
    public var kind: String = ""
    public var frame: RenderRect = .zero
    public var transform: RenderTransform?
    public var opacity: Double = 1
    public var isHidden = false
    public var background: RenderColor?
    /// A gradient drawn over the background, rounded as it is (a `CAGradientLayer`).
    public var gradient: RenderGradient?
    public var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds, as `CALayer.maskedCorners` bits: 1 top-left,
    /// 2 top-right, 4 bottom-left, 8 bottom-right; all four (15) by default.
    public var maskedCorners: Int = RenderNode.allCorners
    public var border: RenderBorder?
    public var clipsToBounds = false
    public var shadow: RenderShadow?
    public var fills: [RenderFill] = []
    /// What the view drew itself (`draw(_:)`), or an image's drawing, in drawing order.
    public var paths: [RenderPath] = []
    public var image: RenderImage?
    public var text: RenderText?
    /// Children, back to front.
    public var children: [RenderNodeID] = []

    public init(id: RenderNodeID) { self.id = id }

    /// All four corners rounded, the default of ``maskedCorners``.
    public static let allCorners = 15

    /// The radius of each corner (top-left, top-right, bottom-right, bottom-left, the CSS
    /// order): `cornerRadius` where ``maskedCorners`` rounds it, else 0.
    public var cornerRadii: [Double] {
        [1, 2, 8, 4].map { maskedCorners & $0 != 0 ? cornerRadius : 0 }
    }
}

/// A property of a node: the JSON key it is written under, in nodes and in patches.
public enum RenderNodeField: String, CodingKey, CaseIterable, Sendable {
    case kind, frame, transform, opacity, hidden, background, gradient, cornerRadius, corners, border, clips, shadow, fills, paths, image, text, children
}

extension RenderNode {
    static let defaults = RenderNode(id: 0)

    /// Whether `self` and `other` have the same value for `field`.
    func hasSameValue(_ field: RenderNodeField, as other: RenderNode) -> Bool {
        switch field {
        case .kind: kind == other.kind
        case .frame: frame == other.frame
        case .transform: transform == other.transform
        case .opacity: opacity == other.opacity
        case .hidden: isHidden == other.isHidden
        case .background: background == other.background
        case .gradient: gradient == other.gradient
        case .cornerRadius: cornerRadius == other.cornerRadius
        case .corners: maskedCorners == other.maskedCorners
        case .border: border == other.border
        case .clips: clipsToBounds == other.clipsToBounds
        case .shadow: shadow == other.shadow
        case .fills: fills == other.fills
        case .paths: paths == other.paths
        case .image: image == other.image
        case .text: text == other.text
        case .children: children == other.children
        }
    }

    /// Copies `field` from `other`.
    mutating func take(_ field: RenderNodeField, from other: RenderNode) {
        switch field {
        case .kind: kind = other.kind
        case .frame: frame = other.frame
        case .transform: transform = other.transform
        case .opacity: opacity = other.opacity
        case .hidden: isHidden = other.isHidden
        case .background: background = other.background
        case .gradient: gradient = other.gradient
        case .cornerRadius: cornerRadius = other.cornerRadius
        case .corners: maskedCorners = other.maskedCorners
        case .border: border = other.border
        case .clips: clipsToBounds = other.clipsToBounds
        case .shadow: shadow = other.shadow
        case .fills: fills = other.fills
        case .paths: paths = other.paths
        case .image: image = other.image
        case .text: text = other.text
        case .children: children = other.children
        }
    }

    /// Writes `field` (a cleared optional as `null`).
    func encode(_ field: RenderNodeField, to container: inout KeyedEncodingContainer<RenderNodeField>) throws {
        switch field {
        case .kind: try container.encode(kind, forKey: field)
        case .frame: try container.encode(frame, forKey: field)
        case .transform: try container.encode(transform, forKey: field)
        case .opacity: try container.encode(opacity, forKey: field)
        case .hidden: try container.encode(isHidden, forKey: field)
        case .background: try container.encode(background, forKey: field)
        case .gradient: try container.encode(gradient, forKey: field)
        case .cornerRadius: try container.encode(cornerRadius, forKey: field)
        case .corners: try container.encode(maskedCorners, forKey: field)
        case .border: try container.encode(border, forKey: field)
        case .clips: try container.encode(clipsToBounds, forKey: field)
        case .shadow: try container.encode(shadow, forKey: field)
        case .fills: try container.encode(fills, forKey: field)
        case .paths: try container.encode(paths, forKey: field)
        case .image: try container.encode(image, forKey: field)
        case .text: try container.encode(text, forKey: field)
        case .children: try container.encode(children, forKey: field)
        }
    }

    /// Reads `field` (`null` clears an optional).
    mutating func decode(_ field: RenderNodeField, from container: KeyedDecodingContainer<RenderNodeField>) throws {
        switch field {
        case .kind: kind = try container.decode(String.self, forKey: field)
        case .frame: frame = try container.decode(RenderRect.self, forKey: field)
        case .transform: transform = try container.decode(RenderTransform?.self, forKey: field)
        case .opacity: opacity = try container.decode(Double.self, forKey: field)
        case .hidden: isHidden = try container.decode(Bool.self, forKey: field)
        case .background: background = try container.decode(RenderColor?.self, forKey: field)
        case .gradient: gradient = try container.decode(RenderGradient?.self, forKey: field)
        case .cornerRadius: cornerRadius = try container.decode(Double.self, forKey: field)
        case .corners: maskedCorners = try container.decode(Int.self, forKey: field)
        case .border: border = try container.decode(RenderBorder?.self, forKey: field)
        case .clips: clipsToBounds = try container.decode(Bool.self, forKey: field)
        case .shadow: shadow = try container.decode(RenderShadow?.self, forKey: field)
        case .fills: fills = try container.decode([RenderFill].self, forKey: field)
        case .paths: paths = try container.decode([RenderPath].self, forKey: field)
        case .image: image = try container.decode(RenderImage?.self, forKey: field)
        case .text: text = try container.decode(RenderText?.self, forKey: field)
        case .children: children = try container.decode([RenderNodeID].self, forKey: field)
        }
    }
}

/// The node's id under `id`, then every property that is not at its default.
extension RenderNode: Codable {
    private struct IDKey: CodingKey {
        var stringValue: String { "id" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { guard stringValue == "id" else { return nil } }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: IDKey.self).decode(RenderNodeID.self, forKey: IDKey())
        let fields = try decoder.container(keyedBy: RenderNodeField.self)
        for field in RenderNodeField.allCases where fields.contains(field) {
            try decode(field, from: fields)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var identity = encoder.container(keyedBy: IDKey.self)
        try identity.encode(id, forKey: IDKey())
        var fields = encoder.container(keyedBy: RenderNodeField.self)
        for field in RenderNodeField.allCases where !hasSameValue(field, as: Self.defaults) {
            try encode(field, to: &fields)
        }
    }
}
