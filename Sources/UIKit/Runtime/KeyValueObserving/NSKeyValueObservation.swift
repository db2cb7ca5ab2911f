import Foundation

/// An observation of one key path of one object, made by `observe(_:options:changeHandler:)`.
/// Keep it: the observation ends when it is deallocated or ``invalidate()`` is called. It
/// holds the observed object weakly, and ends when the object goes.
///
/// **Differs from iOS:** without the Objective-C runtime no setter can be intercepted, so the
/// observed value is compared at the end of each main-run-loop turn (after layout) and the
/// handler is called then, once, with the value before the turn and after — where iOS calls
/// it inside the setter, for every set. Values are compared with `==` when `Equatable`, by
/// identity for objects, else by their description.
public class NSKeyValueObservation: NSObject {
    /// Compares the current value with the last one and calls the handler if it changed;
    /// false once the observed object is gone.
    private var check: (() -> Bool)?

    init(check: @escaping () -> Bool) {
        self.check = check
        super.init()
    }

    /// Ends the observation: the handler is not called again.
    public func invalidate() { check = nil }

    /// Runs the check; false when the observation has ended.
    func checkForChange() -> Bool {
        guard let check else { return false }
        if !check() { self.check = nil }
        return self.check != nil
    }

    deinit { check = nil }
}

extension ViewControllerKit {
    /// The runtime's live key-value observations, checked at the end of each run-loop turn.
    @preconcurrency @MainActor
    final class KeyValueObservers {
        private var observations: [WeakObservation] = []

        func add(_ observation: NSKeyValueObservation) {
            observations.append(WeakObservation(observation: observation))
        }

        /// Calls the handler of each observation whose value changed; forgets ended ones.
        func check() {
            guard !observations.isEmpty else { return }
            observations = observations.filter { entry in entry.observation?.checkForChange() ?? false }
        }

        private struct WeakObservation {
            weak var observation: NSKeyValueObservation?
        }
    }
}
