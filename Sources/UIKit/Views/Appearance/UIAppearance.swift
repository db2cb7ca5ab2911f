import Foundation

/// A type whose instances can stand as containers in
/// `appearance(whenContainedInInstancesOf:)`: views, view controllers and presentation
/// controllers, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

/// Access to a class's appearance proxy: an object of the class on which the app sets
/// appearance properties (`barTintColor`, `titleTextAttributes`, `tintColor`, …) once,
/// typically in `application(_:didFinishLaunchingWithOptions:)`, for every instance.
///
/// ```swift
/// UINavigationBar.appearance().barTintColor = .systemIndigo
/// UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .white
/// ```
///
/// When a view enters a window, the values recorded on its class's proxies (and its
/// superclasses') are applied to it, before its `didMoveToWindow()`; a view already in a
/// window keeps its look until it is removed and added again (as on iOS). A property the app
/// has set on the instance itself is never overwritten. Bar button items and tab bar items
/// get theirs when a bar in a window first shows them. See `AppearanceStore` for which
/// proxy wins when several match, and FeatureCoverage.md for the properties that take part.
///
/// Differs from iOS: a proxy is a real instance of the class (created through
/// `init?(coder:)`, so a subclass whose `init?(coder:)` traps cannot have one), and the
/// proxies live in the runtime in use (`ViewControllerKit.Runtime.current`): each test host
/// has its own, and `ViewControllerKit.Runtime.resetAppearanceProxies()` clears them.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside the given containers, innermost first
    /// (`[UINavigationController.self, UITabBarController.self]`: in a navigation controller
    /// that is itself in a tab bar controller). Containers need not be direct parents.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose trait collection contains every trait of `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside the given containers.
    static func appearance(for trait: UITraitCollection,
                           whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// The appearance proxies of UIKit's classes are created by decoding from this coder,
/// which holds nothing: `init?(coder:)` is the one initializer every subclass has.
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}

/// An object that takes part in the appearance system: a view or a bar item.
@MainActor
protocol AppearanceParticipant: UIAppearance {
    var appearanceInstanceState: AppearanceInstanceState { get set }
}

/// What an instance knows about appearance: whether it is a proxy, which appearance
/// properties the app set on it directly, and whether proxies were applied to it.
struct AppearanceInstanceState {
    /// Non-nil on a proxy: where its settings are recorded.
    var proxy: AppearanceProxyKey?
    /// Appearance properties set on the instance itself (their key paths, or the names of
    /// per-state setters): proxies never overwrite them.
    var setDirectly: Set<AnyHashable> = []
    /// While proxies' values are being applied (their setters must not count as direct).
    var isApplying = false
    /// Whether a bar item has had proxies applied (views are applied on each window entry).
    var wasApplied = false
}

extension AppearanceParticipant {
    /// Called by an appearance property's setter after it stored the new value, which the
    /// property's getter gives back: `didSet { appearancePropertyDidSet(\.barTintColor) }`.
    /// On a proxy, records that value for the instances the proxy stands for; on an
    /// instance, notes that the app set the property itself, unless a proxy's value is being
    /// applied.
    func appearancePropertyDidSet<Value>(_ property: ReferenceWritableKeyPath<Self, Value>) {
        appearancePropertyDidSet(property, to: self[keyPath: property])
    }

    /// The same for a property whose getter does not give back what was set (`tintColor`
    /// reads the inherited colour, `font` a default): `value` is what the setter stored.
    func appearancePropertyDidSet<Value>(_ property: ReferenceWritableKeyPath<Self, Value>, to value: Value) {
        recordAppearanceProperty(property as AnyKeyPath) { $0[keyPath: property] = value }
    }

    /// The same for a setter that takes more than the value (`setTitleTextAttributes(_:for:)`):
    /// `property` names the setter and its other arguments ("titleTextAttributes:1"), and
    /// `apply` calls it with the same arguments on another instance.
    func appearancePropertyDidSet(_ property: String, _ apply: @escaping @MainActor (Self) -> Void) {
        recordAppearanceProperty(property, apply)
    }

    private func recordAppearanceProperty(_ property: AnyHashable, _ apply: @escaping @MainActor (Self) -> Void) {
        if let key = appearanceInstanceState.proxy {
            key.store?.record(property, for: key) { object in
                if let object = object as? Self { apply(object) }
            }
        } else if !appearanceInstanceState.isApplying {
            appearanceInstanceState.setDirectly.insert(property)
        }
    }

    /// Whether this object is an appearance proxy rather than an instance on screen.
    var isAppearanceProxy: Bool { appearanceInstanceState.proxy != nil }

    /// The proxy for the class, the traits and the containers, made on first request and
    /// kept by the runtime in use.
    static func appearanceProxy(traits: UITraitCollection?, containers: [any UIAppearanceContainer.Type],
                                make: () -> Self?) -> Self {
        let store = ViewControllerKit.Runtime.current.appearanceStore
        let key = AppearanceProxyKey(proxiedClass: self, containers: containers.map { $0 as AnyObject.Type },
                                     traits: traits, store: store)
        if let existing = store.proxy(for: key) as? Self { return existing }
        guard let proxy = make() else {
            preconditionFailure("\(self).appearance(): init?(coder:) returned nil; an appearance proxy is created through it")
        }
        proxy.appearanceInstanceState = AppearanceInstanceState(proxy: key)
        store.register(proxy, for: key)
        return proxy
    }
}

extension UIView: UIAppearanceContainer {}

extension UIView: AppearanceParticipant {
    public static func appearance() -> Self {
        appearanceProxy(traits: nil, containers: []) { Self(coder: AppearanceProxyCoder()) }
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(traits: nil, containers: containerTypes) { Self(coder: AppearanceProxyCoder()) }
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        appearanceProxy(traits: trait, containers: []) { Self(coder: AppearanceProxyCoder()) }
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(traits: trait, containers: containerTypes) { Self(coder: AppearanceProxyCoder()) }
    }
}
