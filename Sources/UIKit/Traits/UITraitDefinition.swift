import Foundation

/// A trait: a named value in a trait collection (iOS 17). The system traits below name the
/// collection's values; apps' own traits can be declared and registered for, but a trait
/// collection here holds only the system traits, so an app's trait never changes.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait named in a registration: `UITraitUserInterfaceStyle.self`, say.
public typealias UITrait = any UITraitDefinition.Type

/// How a system trait reads its value from a collection, to tell whether it changed.
protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    static func value(in traits: UITraitCollection) -> Value
}

extension UITraitDefinition {
    /// Whether this trait differs between two collections (an app's own trait: never).
    static func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        guard let system = self as? any SystemTraitDefinition.Type else { return false }
        return system.valueDiffers(a, b)
    }
}

extension SystemTraitDefinition {
    static func valueDiffers(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool { value(in: a) != value(in: b) }
}

public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    static func value(in traits: UITraitCollection) -> UIUserInterfaceStyle { traits.userInterfaceStyle }
}

public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in traits: UITraitCollection) -> UIUserInterfaceSizeClass { traits.verticalSizeClass }
}

public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static func value(in traits: UITraitCollection) -> UIUserInterfaceIdiom { traits.userInterfaceIdiom }
}

public enum UITraitDisplayScale: SystemTraitDefinition {
    public static let defaultValue: CGFloat = 0
    static func value(in traits: UITraitCollection) -> CGFloat { traits.displayScale }
}

public enum UITraitLayoutDirection: SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static func value(in traits: UITraitCollection) -> UITraitEnvironmentLayoutDirection { traits.layoutDirection }
}

public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static func value(in traits: UITraitCollection) -> UIContentSizeCategory { traits.preferredContentSizeCategory }
}

// System traits a collection here does not vary: declared so registrations compile; they
// never change.

public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = 0
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = 0
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = 0
}

public enum UITraitDisplayGamut: UITraitDefinition {
    public static let defaultValue = 0
}

public enum UITraitActiveAppearance: UITraitDefinition {
    public static let defaultValue = 0
}
