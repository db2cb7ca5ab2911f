import Foundation

// UIKit's classes are NSObjects on iOS; here the roots that are not adopt the protocol, so
// `observe(_:options:changeHandler:)` is found on every view, controller, layer and item.
extension UIResponder: _KeyValueCodingAndObserving {}
extension UIGestureRecognizer: _KeyValueCodingAndObserving {}
extension CALayer: _KeyValueCodingAndObserving {}
extension UIBarButtonItem: _KeyValueCodingAndObserving {}
extension UITabBarItem: _KeyValueCodingAndObserving {}
extension UINavigationItem: _KeyValueCodingAndObserving {}
extension NSLayoutConstraint: _KeyValueCodingAndObserving {}
extension UILayoutGuide: _KeyValueCodingAndObserving {}
