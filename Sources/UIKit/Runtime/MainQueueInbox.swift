import Foundation
import Synchronization

extension ViewControllerKit {
    /// Work app code handed to the main queue while a host is in use — `DispatchQueue.main.async`,
    /// `asyncAfter`, `RunLoop.main.perform`, `Timer.scheduledTimer` — waiting for the host's
    /// run loop to take it (see `AppAsynchrony.swift`).
    ///
    /// Thread-safe: app code may schedule from a background thread. The run loop empties the
    /// inbox at the start of each turn: immediate blocks run in that turn's deferred-block
    /// phase, delayed ones become timers on the host's clock, measured from that moment.
    public final class MainQueueInbox: Sendable {
        enum Item: @unchecked Sendable {
            /// A block to run on the next turn.
            case now(@MainActor @Sendable () -> Void)
            /// A block to run `delay` seconds of the host's clock later.
            case after(TimeInterval, @MainActor @Sendable () -> Void)
            /// A Foundation timer to fire on the host's clock every `interval` (once unless it repeats).
            case timer(Timer, interval: TimeInterval, repeats: Bool)
        }

        private let items = Mutex<[Item]>([])

        init() {}

        func enqueue(_ item: Item) {
            items.withLock { $0.append(item) }
        }

        func takeAll() -> [Item] {
            items.withLock { items in
                defer { items.removeAll() }
                return items
            }
        }

        var isEmpty: Bool { items.withLock { $0.isEmpty } }
    }
}
