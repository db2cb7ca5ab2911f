import Foundation

/// What an observation reports (Foundation's raw values; Linux Foundation has no KVO).
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Before each change as well as after (not sent here: changes are seen after the fact).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (to-many changes are not observed here: always `.setting`).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change of an observed key path, given to the handler of `observe(_:options:changeHandler:)`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when the options include `.new` (or `.initial`).
    public let newValue: Value?
    /// The value before the change, when the options include `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change; nil here.
    public let indexes: IndexSet?
    /// Whether this is the notice before a change (`.prior`); false here.
    public let isPrior: Bool
}
