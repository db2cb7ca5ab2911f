import Foundation

/// The traits of an environment: size classes, idiom, scale, appearance, direction, text size.
///
/// Traits flow screen → window → view controller → view. Every environment's
/// collection is its parent's with the overrides set on it applied; a trait left
/// unspecified by an override keeps the inherited value.
public struct UITraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    public var displayScale: CGFloat = 0
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    /// An empty collection: every trait unspecified.
    public init() {}

    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Combines collections; later collections' specified traits win.
    public init(traitsFrom collections: [UITraitCollection]) {
        self = collections.reduce(UITraitCollection()) { $0.applying($1) }
    }

    /// iOS 17's closure form: `UITraitCollection { $0.userInterfaceStyle = .dark }`.
    public init(mutations: (inout UITraitCollection) -> Void) {
        mutations(&self)
    }

    /// A copy with `changes` applied.
    public func modifyingTraits(_ changes: (inout UITraitCollection) -> Void) -> UITraitCollection {
        var copy = self
        changes(&copy)
        return copy
    }

    /// True when every trait specified in `other` has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return applying(other) == self
    }

    /// Whether the horizontal or vertical size class differs from `other`'s.
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        horizontalSizeClass != other?.horizontalSizeClass || verticalSizeClass != other?.verticalSizeClass
    }

    /// Whether moving between `other` and this collection changes how dynamic colours
    /// resolve: here, whether the interface style differs (the only colour-affecting trait
    /// modelled; iOS also compares contrast, elevation and gamut). True against nil.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle
    }

    /// `self` with every trait that `overrides` specifies replaced.
    func applying(_ overrides: UITraitCollection) -> UITraitCollection {
        var result = self
        if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = overrides.userInterfaceIdiom }
        if overrides.displayScale != 0 { result.displayScale = overrides.displayScale }
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        if overrides.layoutDirection != .unspecified { result.layoutDirection = overrides.layoutDirection }
        if overrides.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = overrides.preferredContentSizeCategory
        }
        return result
    }

    public var description: String {
        "<UITraitCollection; _UITraitNameHorizontalSizeClass = \(horizontalSizeClass); "
            + "_UITraitNameVerticalSizeClass = \(verticalSizeClass); _UITraitNameUserInterfaceIdiom = \(userInterfaceIdiom); "
            + "_UITraitNameDisplayScale = \(displayScale.clean); _UITraitNameUserInterfaceStyle = \(userInterfaceStyle); "
            + "_UITraitNameLayoutDirection = \(layoutDirection); "
            + "_UITraitNamePreferredContentSizeCategory = \(preferredContentSizeCategory)>"
    }
}

/// Trait overrides set on a view, view controller or window (iOS 17's `traitOverrides`).
///
/// Setting a trait here makes it override the inherited value for the owner and
/// everything below it; `remove(_:)` restores inheritance.
public struct UITraitOverrides: Equatable, Sendable {
    var collection = UITraitCollection()

    public init() {}

    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass } set { collection.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass } set { collection.verticalSizeClass = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { collection.userInterfaceIdiom } set { collection.userInterfaceIdiom = newValue }
    }
    public var displayScale: CGFloat {
        get { collection.displayScale } set { collection.displayScale = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle } set { collection.userInterfaceStyle = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection } set { collection.layoutDirection = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory } set { collection.preferredContentSizeCategory = newValue }
    }

    /// Whether any trait is overridden.
    public var isEmpty: Bool { collection == UITraitCollection() }
}

/// Something that has a trait collection and hears when it changes.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called after the environment's trait collection changed (only on an actual change).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
