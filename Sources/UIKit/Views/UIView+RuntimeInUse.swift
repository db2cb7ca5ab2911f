/// The runtime a view belongs to, reached through the object graph: its window's. Only a
/// view in no window falls back to the runtime in use by the caller
/// (``ViewControllerKit.Runtime/current``), as UIKit code with no object at hand does.
extension UIView {
    var runtimeInUse: ViewControllerKit.Runtime { window?.runtime ?? ViewControllerKit.Runtime.current }
}
