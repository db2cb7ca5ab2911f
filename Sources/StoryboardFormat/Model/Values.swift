/// A rectangle as Interface Builder records it (`<rect key="frame" x=… y=… width=… height=…/>`),
/// in points, relative to the superview.
public struct Rect: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A size (`<size key="freeformSize" width=… height=…/>`).
public struct Size: Sendable, Hashable {
    public var width: Double, height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Edge insets (`<inset key="contentEdgeInsets" minX=… minY=… maxX=… maxY=…/>`, or the newer
/// `<edgeInsets key=… top=… left=… bottom=… right=…/>`).
public struct Insets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>`: which
/// margins and dimensions stretch when the superview resizes. Names are UIKit's
/// `UIView.AutoresizingMask` members.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The XML attribute for each flag (`flexibleMinX` is the left margin, and so on).
    static let attributeNames: [(String, AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
}

/// A colour as Interface Builder writes it.
public enum Color: Sendable, Hashable {
    /// Components in 0…1 and the colour space IB names (`sRGB`, `calibratedRGB`, `displayP3`,
    /// `deviceRGB`, or `custom` with `customColorSpace`).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// A grey (`white="0.5" alpha="1" colorSpace="calibratedWhite"`).
    case white(Double, alpha: Double, colorSpace: String)
    /// A semantic system colour: `systemColor="systemBackgroundColor"` (Xcode 11+), or
    /// `cocoaTouchSystemColor="groupTableViewBackgroundColor"` in older files.
    case system(String)
    /// A colour from the asset catalogue (`<color key=… name="AccentColor"/>`).
    case named(String)
}

/// A font as Interface Builder writes it (`<fontDescription>`, or `<font>` in attributed text).
public enum Font: Sendable, Hashable {
    /// The system font at a size, with IB's `type` (`system`, `boldSystem`, `italicSystem`)
    /// and optional `weight` (`medium`, `semibold`, …).
    case system(type: String, size: Double, weight: String?)
    /// A Dynamic Type text style (`style="UICTFontTextStyleBody"`).
    case textStyle(String)
    /// A named face (`name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="17"`).
    case named(name: String, family: String?, size: Double)
}

/// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">` and its value.
public struct RuntimeAttribute: Sendable, Hashable {
    public var keyPath: String
    /// IB's type name: `boolean`, `number`, `string`, `color`, `image`, `point`, `size`,
    /// `rect`, `range`, `localizedString`, `nil`.
    public var type: String
    /// The value's text: the `value` attribute, or the keyed value child's number or string;
    /// nil for colours and other structured values (see `color`).
    public var value: String?
    public var color: Color?
    public var line: Int
}

/// `<accessibility key="accessibilityConfiguration" identifier=… label=… hint=…>`.
public struct Accessibility: Sendable, Hashable {
    public var identifier: String?
    public var label: String?
    public var hint: String?
    public var value: String?
    /// Traits set to YES (`button`, `staticText`, `header`, …).
    public var traits: [String]
    /// `isAccessibilityElement` from the owning element, when written.
    public var isElement: Bool?

    public init(
        identifier: String? = nil, label: String? = nil, hint: String? = nil, value: String? = nil,
        traits: [String] = [], isElement: Bool? = nil
    ) {
        self.identifier = identifier
        self.label = label
        self.hint = hint
        self.value = value
        self.traits = traits
        self.isElement = isElement
    }
}

/// A `simulated…Metrics` element: design-time chrome Interface Builder draws (status bar,
/// navigation/tool bars, screen size, orientation, freeform size). Not part of the running UI.
public struct SimulatedMetric: Sendable, Hashable {
    /// The element name (`simulatedNavigationBarMetrics`, `freeformSimulatedSizeMetrics`, …).
    public var element: String
    /// Its `key` (`simulatedTopBarMetrics`, `simulatedDestinationMetrics`, …).
    public var key: String?
    /// Its attributes other than `key`, such as `prompted`, `translucent`, `type`.
    public var attributes: [Attribute]
}
