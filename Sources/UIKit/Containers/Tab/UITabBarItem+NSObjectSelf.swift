import Foundation

extension UITabBarItem {
    /// NSObject's `self()` (UIBarItem's on iOS): returns the receiver (see Events/NSObjectSelfMethod.swift).
    public nonisolated func `self`() -> Self { self }
}
