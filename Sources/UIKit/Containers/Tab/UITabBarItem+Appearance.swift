import Foundation

extension UITabBarItem: AppearanceParticipant {
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

    /// Sets the title's attributes (`.font`, `.foregroundColor`, …) for a control state
    /// (`.normal`, `.selected`); nil removes them. Stored: tab buttons draw their title in
    /// the bar's style.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        appearancePropertyDidSet("titleTextAttributes:\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }

    /// The title attributes set for `state` with ``setTitleTextAttributes(_:for:)``.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }
}
