import Foundation

/// Foundation's protocol behind `observe(_:options:changeHandler:)` on iOS; every `NSObject`
/// (so every UIKit class) adopts it here.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Observes `keyPath` of this object: `changeHandler` is called with the object and the
    /// change when the value differs at the end of a main-run-loop turn (see
    /// ``NSKeyValueObservation`` for how this differs from iOS), and at once with `.initial`.
    /// Keep the returned observation for as long as you observe.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        let observation = NSKeyValueObservation { [weak self] in
            guard let self else { return false }
            let current = self[keyPath: keyPath]
            guard KeyValueComparison.differ(last, current) else { return true }
            let old = last
            last = current
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil,
                                                         oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
            return true
        }
        ViewControllerKit.Runtime.current.keyValueObservers.add(observation)
        return observation
    }
}

/// How an observation tells whether a value changed without knowing its type.
enum KeyValueComparison {
    static func differ<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return !a.isEqual(toValue: b) }
        if Value.self is AnyClass {
            return (a as AnyObject) !== (b as AnyObject)
        }
        return String(reflecting: a) != String(reflecting: b)
    }
}

private extension Equatable {
    func isEqual(toValue other: Any) -> Bool { (other as? Self) == self }
}

