import Foundation

extension UIBarButtonItem: AppearanceParticipant {
    public static func appearance() -> Self {
        appearanceProxy(traits: nil, containers: []) { Self() }
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(traits: nil, containers: containerTypes) { Self() }
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        appearanceProxy(traits: trait, containers: []) { Self() }
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(traits: trait, containers: containerTypes) { Self() }
    }

    /// Sets the title's attributes (`.font`, `.foregroundColor`, …) for a control state;
    /// nil removes them. Stored: bar buttons draw their title in the bar's style.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        appearancePropertyDidSet("titleTextAttributes:\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }

    /// The title attributes set for `state` with ``setTitleTextAttributes(_:for:)``.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }
}

extension UIView {
    /// Called by a bar in a window for the items it shows: applies the appearance proxies
    /// to each item the first time it is shown in a window (the bar and its containers
    /// are the item's containers).
    func applyAppearance<Item: AppearanceParticipant>(toItems items: [Item]) {
        guard let window else { return }
        let store = window.runtime.appearanceStore
        guard !store.isEmpty else { return }
        let containers = [self as AnyObject] + appearanceContainers
        for item in items where !item.appearanceInstanceState.wasApplied {
            item.appearanceInstanceState.wasApplied = true
            item.applyAppearance(from: store, containers: containers, traits: traitCollection)
        }
    }
}
