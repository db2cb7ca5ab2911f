/// The runtime an object belongs to, reached through the object graph.
///
/// A view in a window belongs to its window's runtime; a controller to its view's. Only an
/// object in no window falls back to the runtime in use by the caller
/// (``UIKitRuntime/current``), as UIKit code with no object at hand does.
extension UIView {
    var runtimeInUse: UIKitRuntime { window?.runtime ?? UIKitRuntime.current }
}

extension UIViewController {
    var runtimeInUse: UIKitRuntime { viewIfLoaded?.window?.runtime ?? UIKitRuntime.current }
}
