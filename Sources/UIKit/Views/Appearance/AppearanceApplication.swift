import Foundation

extension AppearanceParticipant {
    /// Sets on this instance the winning proxy value of each appearance property the app
    /// has not set on the instance itself (see `AppearanceStore` for which value wins).
    func applyAppearance(from store: AppearanceStore, containers: [AnyObject], traits: UITraitCollection) {
        guard !store.isEmpty, !isAppearanceProxy else { return }
        let winners = store.winners(for: self, containers: containers, traits: traits)
            .filter { !appearanceInstanceState.setDirectly.contains($0.property) }
        guard !winners.isEmpty else { return }
        appearanceInstanceState.isApplying = true
        defer { appearanceInstanceState.isApplying = false }
        for record in winners { record.apply(self) }
    }
}

extension UIView {
    /// The appearance containers around this view, innermost first: each superview and,
    /// after a controller's root view, that controller.
    var appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        var current = superview
        while let view = current {
            chain.append(view)
            if let controller = view.owningViewController { chain.append(controller) }
            current = view.superview
        }
        return chain
    }

    /// Called for each view of a subtree that entered `window`, before its
    /// `didMoveToWindow()`: applies the runtime's appearance proxies to it.
    func applyAppearanceOnEntering(_ window: UIWindow) {
        let store = window.runtime.appearanceStore
        guard !store.isEmpty else { return }
        applyAppearance(from: store, containers: appearanceContainers, traits: traitCollection)
        (self as? AppearanceItemShowing)?.applyAppearanceToShownItems()
    }
}

/// A bar showing bar items: when it enters a window, the items it already shows get their
/// proxies' values (items it shows later get them as it shows them).
@MainActor
protocol AppearanceItemShowing: UIView {
    func applyAppearanceToShownItems()
}
