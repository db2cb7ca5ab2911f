import Foundation

extension ViewControllerKit {
    /// NSObject's class tests, for UIKit classes that are `NSObject`s on iOS and plain Swift
    /// classes here (responders, gesture recognizers, bar button items).
    public protocol ClassTests: AnyObject {}
}

extension ViewControllerKit.ClassTests {
    /// Whether this object is an instance of `aClass` or of a subclass (NSObject's test).
    public func isKind(of aClass: AnyClass) -> Bool { ObjectKinds.isKind(self, of: aClass) }
    /// Whether this object's class is exactly `aClass` (NSObject's test).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectKinds.isMember(self, of: aClass) }
}

extension UIResponder: ViewControllerKit.ClassTests {}
extension UIGestureRecognizer: ViewControllerKit.ClassTests {}
extension UIBarButtonItem: ViewControllerKit.ClassTests {}
