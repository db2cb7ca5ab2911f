import Foundation
import UIKitHeadless

/// Collects lifecycle events as strings, in order, for exact-trace assertions.
@MainActor
public final class TraceRecorder {
    public private(set) var events: [String] = []
    /// When set, each event is also printed (the catalog's journey mode).
    public var echo: ((String) -> Void)?

    public init() {}

    public func record(_ event: String) {
        events.append(event)
        echo?(event)
    }

    /// Returns the events recorded so far and starts a new list.
    @discardableResult
    public func take() -> [String] {
        defer { events.removeAll() }
        return events
    }

    /// The events that contain `fragment` (e.g. only appearance callbacks).
    public func events(containing fragment: String) -> [String] {
        events.filter { $0.contains(fragment) }
    }
}
