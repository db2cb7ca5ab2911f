import Foundation

extension UIViewController {
    /// Tells the system to read ``preferredScreenEdgesDeferringSystemGestures`` again. There
    /// are no system edge gestures here (no Home indicator, Control Center or Notification
    /// Center), so nothing reads it: the first call says so through the diagnostics channel.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        runtimeInUse.diagnostics.unsupported("setNeedsUpdateOfScreenEdgesDeferringSystemGestures()",
                                        "there are no system edge gestures to defer")
    }

    /// Tells the system to read ``prefersHomeIndicatorAutoHidden`` again. There is no Home
    /// indicator here: the first call says so through the diagnostics channel.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        runtimeInUse.diagnostics.unsupported("setNeedsUpdateOfHomeIndicatorAutoHidden()", "there is no Home indicator")
    }
}
