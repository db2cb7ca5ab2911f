import Foundation

/// A closure-based action: UIKit's replacement for target–action, and the only form
/// available without an Objective-C runtime.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public var image: UIImage?
    public let identifier: Identifier
    public var state: State = .off
    public var attributes: Attributes = []
    let handler: (UIAction) -> Void
    /// The object that sent the action while the handler runs (the control, bar item ...).
    public internal(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    public enum State: Int, Sendable { case off, on, mixed }

    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }
}
