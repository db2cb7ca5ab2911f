import Foundation

/// A view controller's appearance state, and what each request does to it.
///
/// ```
///            begin(appearing: true)            end()
///  ┌────────────┐ ─────────────▶ ┌───────────┐ ─────────▶ ┌──────────┐
///  │disappeared │                │ appearing │            │ appeared │
///  └────────────┘ ◀───────────── └───────────┘            └──────────┘
///        ▲            end()        │    ▲ begin(true)           │
///        │                 begin(false) │                       │ begin(appearing: false)
///        │                         ▼    │                       ▼
///        │          end()        ┌──────────────┐ ◀─────────────┘
///        └────────────────────── │ disappearing │
///                                └──────────────┘
/// ```
/// A will-callback is sent on entering `appearing`/`disappearing`, a did-callback on
/// `end()`. Reversing mid-way (appearing → disappearing) is how a cancelled interactive
/// transition unwinds (UIKIT-SEMANTICS 2.1). Anything else — beginning the phase that is
/// already under way or done, or ending with nothing begun — is UIKit's "Unbalanced calls
/// to begin/end appearance transitions" and changes nothing.
struct AppearanceStateMachine: Equatable, Sendable {
    enum State: Equatable, Sendable, CustomStringConvertible {
        case disappeared, appearing, appeared, disappearing
        var description: String {
            switch self {
            case .disappeared: "disappeared"
            case .appearing: "appearing"
            case .appeared: "appeared"
            case .disappearing: "disappearing"
            }
        }
    }

    enum Action: Equatable, Sendable {
        case sendWillAppear, sendDidAppear, sendWillDisappear, sendDidDisappear, warnUnbalanced
    }

    private(set) var state: State = .disappeared

    mutating func begin(appearing: Bool) -> Action {
        switch (state, appearing) {
        case (.disappeared, true), (.disappearing, true):
            state = .appearing
            return .sendWillAppear
        case (.appeared, false), (.appearing, false):
            state = .disappearing
            return .sendWillDisappear
        default:
            return .warnUnbalanced
        }
    }

    mutating func end() -> Action {
        switch state {
        case .appearing:
            state = .appeared
            return .sendDidAppear
        case .disappearing:
            state = .disappeared
            return .sendDidDisappear
        default:
            return .warnUnbalanced
        }
    }

    /// Whether a begin in this direction would be balanced (automatic forwarding skips
    /// controllers already in, or on their way to, the requested state).
    func canBegin(appearing: Bool) -> Bool {
        appearing ? (state == .disappeared || state == .disappearing) : (state == .appeared || state == .appearing)
    }
}
