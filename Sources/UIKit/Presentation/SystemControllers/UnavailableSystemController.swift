import Foundation

extension UIViewController {
    /// The "nothing available" path of a system controller that cannot work here (image
    /// picker, share sheet, document picker), run from its `viewDidAppear(_:)`: the first
    /// time a presented one appears, it warns once through the diagnostics channel and runs
    /// `cancel`, its documented cancel path.
    func takeUnavailableCancelPath(_ api: String, _ reason: String, taken: inout Bool, cancel: () -> Void) {
        guard !taken, presentingViewController != nil else { return }
        taken = true
        runtimeInUse.diagnostics.unsupported(api, reason)
        cancel()
    }
}
