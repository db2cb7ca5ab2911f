import Foundation

extension UITraitCollection {
    /// The traits dynamic colours resolve with when no view is given (`getRed`, `cgColor`).
    /// As on iOS it is per thread; UIKit makes a view's traits current while it lays out
    /// and when its traits change. Default: light appearance.
    public static var current: UITraitCollection {
        get {
            if let scoped = CurrentTraits.scoped { return scoped }
            return Thread.current.threadDictionary[CurrentTraits.key] as? UITraitCollection
                ?? UITraitCollection(userInterfaceStyle: .light)
        }
        set { Thread.current.threadDictionary[CurrentTraits.key] = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try CurrentTraits.$scoped.withValue(self) { try actions() }
    }
}

private enum CurrentTraits {
    static let key = "UIKit.UITraitCollection.current"
    @TaskLocal static var scoped: UITraitCollection?
}
