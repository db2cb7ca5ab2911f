/// `<constraint firstItem=… firstAttribute=… relation=… secondItem=… secondAttribute=…
/// multiplier=… constant=… priority=… identifier=… id=…/>`.
///
/// An absent `firstItem` means the view owning the `<constraints>` block; an absent
/// `secondItem` makes it a size constraint (`width == 44`).
public struct Constraint: Sendable, Hashable {
    /// UIKit's `NSLayoutConstraint.Attribute` names as IB writes them (`leading`,
    /// `centerXWithinMargins`, `lastBaseline`, …). Unknown names are kept as written.
    public struct Attribute: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let known: Set<String> = [
            "left", "right", "top", "bottom", "leading", "trailing", "width", "height",
            "centerX", "centerY", "baseline", "lastBaseline", "firstBaseline",
            "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
            "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        ]
        /// Whether UIKit knows the attribute (else the loader reported a diagnostic).
        public var isKnown: Bool { Self.known.contains(rawValue) }
    }

    public enum Relation: String, Sendable, Hashable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    public var id: String?
    /// The owning view's id when the XML leaves `firstItem` out.
    public var firstItem: String?
    public var firstAttribute: Attribute
    public var relation: Relation
    public var secondItem: String?
    public var secondAttribute: Attribute?
    /// The multiplier; IB writes ratios either as a number or as `16:9`.
    public var multiplier: Double
    public var constant: Double
    /// 1000 (required) when not written.
    public var priority: Double
    public var identifier: String?
    /// A design-time constraint removed at build time (`placeholder="YES"`).
    public var isPlaceholder: Bool
    /// Every attribute as written: IB leaves defaults out, so statistics that count what the
    /// file says (how many constraints give a multiplier) read these.
    public var attributes: [StoryboardFormat.Attribute]
    /// Size-class variations of this constraint (older files write them inside the
    /// `<constraint>`, e.g. a constant per size class).
    public var variations: [Variation]
    public var line: Int
}

/// A layout guide a view or controller declares.
public struct LayoutGuide: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `<viewLayoutGuide key="safeArea">` (Xcode 9+).
        case safeArea
        /// `<viewLayoutGuide key="layoutMarginsGuide">` (or another keyed view guide).
        case viewGuide(key: String)
        /// `<viewControllerLayoutGuide type="top">`, the iOS 7–10 `topLayoutGuide`.
        case topLayoutGuide
        /// `<viewControllerLayoutGuide type="bottom">`.
        case bottomLayoutGuide
        /// Any other guide element, by name.
        case other(element: String)
    }

    public var kind: Kind
    public var id: String?
    public var line: Int

    public init(kind: Kind, id: String?, line: Int) {
        self.kind = kind
        self.id = id
        self.line = line
    }
}

/// `<variation key="heightClass=compact-widthClass=regular">`: the constraints and subviews a
/// size class adds (`<mask key="constraints"><include reference=…/>`) or removes
/// (`<exclude reference=…/>`). `key="default"` lists what is excluded from the any/any layout.
/// A variation also overrides its owner's attributes for the size class
/// (`<variation key="heightClass=compact" axis="horizontal"/>` on a stack view, `constant="-100"`
/// on a constraint) and its fonts (a `<fontDescription>` inside the variation).
public struct Variation: Sendable, Hashable {
    public var key: String
    /// The trait conditions parsed from the key (`["heightClass": "compact", "widthClass":
    /// "regular"]`); empty for `default`.
    public var traits: [String: String]
    /// References per mask key (`constraints`, `subviews`) that the variation includes.
    public var included: [String: [String]]
    /// References per mask key that the variation excludes.
    public var excluded: [String: [String]]
    /// The owner's attributes this variation overrides, as written (`key` left out).
    public var attributes: [String: String] = [:]
    /// The owner's fonts this variation overrides, by key (`fontDescription`).
    public var fonts: [String: Font] = [:]
    public var line: Int

    /// Parses `heightClass=compact-widthClass=regular` into its conditions.
    static func traits(of key: String) -> [String: String] {
        guard key != "default" else { return [:] }
        var traits: [String: String] = [:]
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { traits[String(pair[0])] = String(pair[1]) }
        }
        return traits
    }
}
