import Foundation

extension UIApplication {
    /// The app's reading direction, from the main screen's traits: left to right unless a
    /// host set a right-to-left `layoutDirection` in the screen's `systemOverrides`.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        runtime.screen.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Stops touch delivery until a matching `endIgnoringInteractionEvents()`: fingers that
    /// come down meanwhile are not turned into touches (calls nest). iOS deprecated this pair
    /// in iOS 13 in favour of `isUserInteractionEnabled`; older transition code still uses
    /// it around an animation. Touches already down keep arriving until they lift.
    public func beginIgnoringInteractionEvents() {
        interactionIgnoringDepth += 1
    }

    /// Balances one `beginIgnoringInteractionEvents()`; touches are delivered again once every
    /// call is balanced. An unbalanced call does nothing.
    public func endIgnoringInteractionEvents() {
        interactionIgnoringDepth = max(0, interactionIgnoringDepth - 1)
    }

    /// True between `beginIgnoringInteractionEvents()` and its balancing end.
    public var isIgnoringInteractionEvents: Bool { interactionIgnoringDepth > 0 }
}
