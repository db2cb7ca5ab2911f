import Foundation

/// Replays a trace's appearance callbacks per controller and checks that each follows
/// the cycle of UIKIT-SEMANTICS 2.1 (will before did, no phase twice in a row, at most one
/// `viewIsAppearing` between `viewWillAppear` and `viewDidAppear`, 2.7). Knows where each
/// controller ended up, independently of the implementation's own state.
struct AppearanceLedger {
    enum State: String {
        case disappeared, appearing, appeared, disappearing
    }

    private(set) var states: [String: State] = [:]
    private var viewIsAppearingSeen: Set<String> = []
    /// Every violation, as `"C: viewDidAppear while disappeared"`.
    private(set) var violations: [String] = []

    mutating func replay(_ events: [String]) {
        for event in events {
            guard let dot = event.firstIndex(of: ".") else { continue }
            let name = String(event[..<dot])
            let callback = event[event.index(after: dot)...].prefix { $0 != "(" }
            let state = states[name] ?? .disappeared
            switch callback {
            case "viewWillAppear": advance(name, from: [.disappeared, .disappearing], to: .appearing, callback, state)
                viewIsAppearingSeen.remove(name)
            case "viewIsAppearing":
                if state != .appearing || viewIsAppearingSeen.contains(name) {
                    violations.append("\(name): viewIsAppearing while \(state.rawValue)")
                }
                viewIsAppearingSeen.insert(name)
            case "viewDidAppear": advance(name, from: [.appearing], to: .appeared, callback, state)
            case "viewWillDisappear": advance(name, from: [.appeared, .appearing], to: .disappearing, callback, state)
            case "viewDidDisappear": advance(name, from: [.disappearing], to: .disappeared, callback, state)
            default: break
            }
        }
    }

    private mutating func advance(_ name: String, from allowed: [State], to next: State,
                                  _ callback: Substring, _ state: State) {
        if !allowed.contains(state) { violations.append("\(name): \(callback) while \(state.rawValue)") }
        states[name] = next
    }

    func state(of name: String) -> State { states[name] ?? .disappeared }
}
