import Foundation

extension ViewControllerKit {
    /// One `CATransaction`: its settings and the completion block that waits for the
    /// animations added while it is open.
    ///
    /// ```
    ///   open ──commit()──► committed ──last animation it waits for ends (or is removed)──► done
    ///     │                    └── none left at commit ──────────────────────────────────► done
    ///     └─ setCompletionBlock: only animations added from then on are waited for
    /// ```
    /// The block runs once, on the main actor, when it reaches done.
    @MainActor
    final class AnimationTransaction {
        var completion: (() -> Void)? {
            didSet { epoch += 1; pending = 0 }
        }
        var animationDuration: TimeInterval = 0.25
        var disablesActions = false
        /// `setValue(_:forKey:)` and the settings stored by key (the timing function).
        var values: [String: Any] = [:]
        /// Whether it opened itself for a setting made outside `begin()`/`commit()` (it
        /// commits at the end of the run-loop turn, as Core Animation's implicit one does).
        let isImplicit: Bool
        private var pending = 0
        private var epoch = 0
        private var isCommitted = false

        init(isImplicit: Bool) { self.isImplicit = isImplicit }

        /// An animation starts while it is open: the completion waits for it.
        func animationBegan() -> Int {
            pending += 1
            return epoch
        }

        /// An animation it waited for (since the completion block of `epoch`) ended.
        func animationEnded(epoch: Int) {
            guard epoch == self.epoch, pending > 0 else { return }
            pending -= 1
            finishIfDone()
        }

        func commit() {
            isCommitted = true
            finishIfDone()
        }

        private func finishIfDone() {
            guard isCommitted, pending == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The transactions open on a runtime, innermost last; every animation that starts
    /// registers with all of them (an outer transaction waits for its inner ones' animations).
    @MainActor
    final class AnimationTransactions {
        private(set) var open: [AnimationTransaction] = []

        func begin(implicit: Bool = false) -> AnimationTransaction {
            let transaction = AnimationTransaction(isImplicit: implicit)
            open.append(transaction)
            return transaction
        }

        /// Pops and commits the innermost transaction; nil when none is open.
        @discardableResult
        func commit() -> AnimationTransaction? {
            guard let transaction = open.popLast() else { return nil }
            transaction.commit()
            return transaction
        }

        /// Called as an animation starts: what it must report its end to.
        func animationStarting() -> [AnimationTransactionToken] {
            // Innermost first: an inner transaction finishes before the one around it.
            open.reversed().map { AnimationTransactionToken(transaction: $0, epoch: $0.animationBegan()) }
        }
    }

    /// An animation's place in a transaction's wait; ``end()`` it when the animation ends
    /// or is removed.
    @MainActor
    struct AnimationTransactionToken {
        let transaction: AnimationTransaction
        let epoch: Int
        func end() { transaction.animationEnded(epoch: epoch) }
    }
}
