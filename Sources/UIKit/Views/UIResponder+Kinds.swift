import Foundation

extension UIResponder {
    /// Whether this object is an instance of `aClass` or of a subclass (NSObject's test).
    public func isKind(of aClass: AnyClass) -> Bool { ObjectKinds.isKind(self, of: aClass) }
    /// Whether this object's class is exactly `aClass` (NSObject's test).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectKinds.isMember(self, of: aClass) }
}

extension UIGestureRecognizer {
    /// Whether this recognizer is an instance of `aClass` or of a subclass (NSObject's test).
    public func isKind(of aClass: AnyClass) -> Bool { ObjectKinds.isKind(self, of: aClass) }
    /// Whether this recognizer's class is exactly `aClass` (NSObject's test).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectKinds.isMember(self, of: aClass) }
}

extension UIBarButtonItem {
    /// Whether this item is an instance of `aClass` or of a subclass (NSObject's test).
    public func isKind(of aClass: AnyClass) -> Bool { ObjectKinds.isKind(self, of: aClass) }
    /// Whether this item's class is exactly `aClass` (NSObject's test).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectKinds.isMember(self, of: aClass) }
}
