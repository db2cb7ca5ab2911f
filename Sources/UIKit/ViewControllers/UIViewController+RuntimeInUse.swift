/// The runtime a controller belongs to, reached through the object graph: its view's
/// window's. A controller whose view is in no window falls back to the runtime in use by
/// the caller (``ViewControllerKit.Runtime/current``).
extension UIViewController {
    var runtimeInUse: ViewControllerKit.Runtime { viewIfLoaded?.window?.runtime ?? ViewControllerKit.Runtime.current }
}
