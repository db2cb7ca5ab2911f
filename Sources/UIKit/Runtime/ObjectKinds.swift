import Foundation

/// `isKind(of:)` and `isMember(of:)`, which iOS code calls on UIKit objects because they
/// are `NSObject`s there. Here they are Swift classes: the answers come from the class
/// chain of the object's dynamic type.
enum ObjectKinds {
    /// Whether `object`'s class is `aClass` or inherits from it.
    static func isKind(_ object: AnyObject, of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: object)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(aClass) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether `object`'s class is exactly `aClass`.
    static func isMember(_ object: AnyObject, of aClass: AnyClass) -> Bool {
        ObjectIdentifier(type(of: object)) == ObjectIdentifier(aClass)
    }
}
