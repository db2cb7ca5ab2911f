import Foundation

extension ViewControllerKit {
    /// Objects that take `perform(_:with:afterDelay:_:)`: every `UIResponder` and `NSObject`
    /// (on iOS the method is `NSObject`'s, and every responder is an `NSObject`).
    public protocol DelayedPerforming: AnyObject {}

    /// The requests `perform(_:with:afterDelay:_:)` scheduled that have not run or been
    /// cancelled yet, so `NSObject.cancelPreviousPerformRequests(withTarget:…)` finds them.
    ///
    /// As on iOS, a request holds its target and argument strongly until it runs or is
    /// cancelled (the run loop's timer retains them there): a view controller dismissed with
    /// a perform pending lives until the perform has run. The scheduled block owns the
    /// request; this list only points at it weakly, so a host torn down with requests
    /// pending (its run loop dropped unrun) releases them.
    @MainActor
    enum PerformRequests {
        final class Request {
            /// Nil once run or cancelled: the target and argument are released then.
            var target: AnyObject?
            var argument: Any?
            let selector: Selector
            var action: (@MainActor (AnyObject, Any?) -> Void)?

            init(target: AnyObject, selector: Selector, argument: Any?, action: @escaping @MainActor (AnyObject, Any?) -> Void) {
                self.target = target
                self.selector = selector
                self.argument = argument
                self.action = action
            }

            func release() {
                target = nil
                argument = nil
                action = nil
            }
        }

        private struct WeakRequest {
            weak var request: Request?
        }

        private static var scheduled: [WeakRequest] = []

        /// Runs `action` with `target` and `argument` after `delay` seconds of the runtime's
        /// clock (under a host, on its manual clock), on a later run-loop turn even for 0.
        static func schedule(_ target: AnyObject, _ selector: Selector, _ argument: Any?, afterDelay delay: TimeInterval,
                             _ action: @escaping @MainActor (AnyObject, Any?) -> Void) {
            let request = Request(target: target, selector: selector, argument: argument, action: action)
            scheduled.removeAll { $0.request == nil }
            scheduled.append(WeakRequest(request: request))
            DispatchQueue.main.asyncAfter(deadline: .now() + max(delay, 0)) {
                guard let target = request.target, let action = request.action else { return }
                let argument = request.argument
                request.release()
                action(target, argument)
            }
        }

        /// Cancels the pending requests of `target` that `matches` accepts.
        static func cancel(target: AnyObject, where matches: (Request) -> Bool) {
            for entry in scheduled {
                guard let request = entry.request, request.target === target, matches(request) else { continue }
                request.release()
            }
            scheduled.removeAll { $0.request?.target == nil }
        }

        /// `isEqual:` for two perform arguments: both nil, the same object, or equal values.
        static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
            switch (lhs, rhs) {
            case (nil, nil): return true
            case (nil, _), (_, nil): return false
            case let (left?, right?):
                if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
                return (left as AnyObject) === (right as AnyObject)
            }
        }
    }
}

extension UIResponder: ViewControllerKit.DelayedPerforming {}
extension NSObject: ViewControllerKit.DelayedPerforming {}

extension ViewControllerKit.DelayedPerforming {
    /// NSObject's `perform(_:with:afterDelay:)` without the Objective-C runtime: `action` is
    /// called with this object after `delay` seconds, on a later turn of the main run loop
    /// (under a host, on its clock). `aSelector` names the request for
    /// `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)`.
    ///
    /// Differs from iOS: the method is the closure (`vck-migrate` writes
    /// `perform(#selector(flip), with: nil, afterDelay: 1)` as
    /// `perform(Selector("flip"), with: nil, afterDelay: 1) { $0.flip() }`). This object and
    /// `anArgument` are retained until the request runs or is cancelled, as on iOS.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        _ action: @escaping @MainActor (Self) -> Void) {
        ViewControllerKit.PerformRequests.schedule(self, aSelector, anArgument, afterDelay: delay) { target, _ in
            action(target as! Self)
        }
    }

    /// `perform(_:with:afterDelay:_:)` for a method that takes the argument
    /// (`{ $0.flip($1) }`); the argument is evaluated now, as on iOS.
    @preconcurrency @MainActor
    public func perform<Argument>(_ aSelector: Selector, with anArgument: Argument, afterDelay delay: TimeInterval,
                                  _ action: @escaping @MainActor (Self, Argument) -> Void) {
        ViewControllerKit.PerformRequests.schedule(self, aSelector, anArgument, afterDelay: delay) { target, argument in
            action(target as! Self, argument as! Argument)
        }
    }
}

extension NSObject {
    /// Cancels every request `perform(_:with:afterDelay:_:)` scheduled on `aTarget` that has
    /// not run yet, releasing the target and arguments they held. Compiles unchanged from iOS.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        ViewControllerKit.PerformRequests.cancel(target: aTarget as AnyObject) { _ in true }
    }

    /// Cancels the pending requests on `aTarget` for `aSelector` whose argument equals
    /// `anArgument` (both nil, the same object, or equal values, as `isEqual:` compares).
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        ViewControllerKit.PerformRequests.cancel(target: aTarget as AnyObject) { request in
            request.selector == aSelector && ViewControllerKit.PerformRequests.same(request.argument, anArgument)
        }
    }
}
