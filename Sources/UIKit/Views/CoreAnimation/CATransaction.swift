import Foundation

/// Groups animation changes: `begin()`/`commit()` bracket them, and the completion block
/// runs once every animation added after it was set — `UIView` animations, the animated
/// transitions UIKit runs (a push, a presentation), `CALayer.add(_:forKey:)` — has ended
/// or been removed; at `commit()` when none was added.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { self.didFinishPush() }
/// navigationController?.pushViewController(detail, animated: true)
/// CATransaction.commit()
/// ```
/// Transactions nest; an outer one waits for its inner ones' animations too. A setting made
/// with no transaction open goes to an implicit one, committed at the end of the run-loop
/// turn. State is per runtime. Differs from iOS: layers have no implicit animations, so
/// `animationDuration`, `animationTimingFunction` and `disableActions` are kept for code
/// that reads them back but change nothing; `flush()`, `lock()` and `unlock()` do nothing.
@preconcurrency @MainActor
open class CATransaction {
    public init() {}

    private static var transactions: ViewControllerKit.AnimationTransactions {
        ViewControllerKit.Runtime.current.frameDriver.animationTransactions
    }

    /// The innermost open transaction, or an implicit one opened for this run-loop turn.
    private static var current: ViewControllerKit.AnimationTransaction {
        if let open = transactions.open.last { return open }
        let runtime = ViewControllerKit.Runtime.current
        let implicit = transactions.begin(implicit: true)
        runtime.runLoop.perform {
            // Commit it, with anything opened inside it and left open.
            let transactions = runtime.frameDriver.animationTransactions
            while transactions.open.contains(where: { $0 === implicit }) { transactions.commit() }
        }
        return implicit
    }

    /// Opens a transaction on this thread's runtime.
    public class func begin() { _ = transactions.begin() }

    /// Closes the innermost transaction: its completion block runs now when no animation it
    /// waits for is running, else when the last one ends.
    public class func commit() {
        if transactions.commit() == nil {
            ViewControllerKit.Runtime.current.diagnostics.warn(
                "CATransaction.commit() without a matching begin(): ignored")
        }
    }

    /// Commits the implicit transaction's pending changes now: nothing to do here (changes
    /// apply when they are made).
    public class func flush() {}
    public class func lock() {}
    public class func unlock() {}

    public class func completionBlock() -> (() -> Void)? { current.completion }
    /// Sets the block run once the animations added from now on in this transaction end.
    public class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

    public class func animationDuration() -> CFTimeInterval { current.animationDuration }
    public class func setAnimationDuration(_ duration: CFTimeInterval) { current.animationDuration = duration }

    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        current.values[kCATransactionAnimationTimingFunction] as? CAMediaTimingFunction
    }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.values[kCATransactionAnimationTimingFunction] = function
    }

    public class func disableActions() -> Bool { current.disablesActions }
    public class func setDisableActions(_ flag: Bool) { current.disablesActions = flag }

    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return current.animationDuration
        case kCATransactionDisableActions: return current.disablesActions
        case kCATransactionCompletionBlock: return current.completion
        default: return current.values[key]
        }
    }

    public class func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: current.animationDuration = (value as? CFTimeInterval) ?? 0.25
        case kCATransactionDisableActions: current.disablesActions = (value as? Bool) ?? false
        case kCATransactionCompletionBlock: current.completion = value as? () -> Void
        default: current.values[key] = value
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
