import Foundation

/// View loading (UIKIT-SEMANTICS 1.1–1.7): `view` loads lazily through `loadView()`
/// then `viewDidLoad()`, exactly once; `isViewLoaded` and `viewIfLoaded` never load.
extension UIViewController {
    public var isViewLoaded: Bool { storedView != nil }

    public var viewIfLoaded: UIView? { storedView }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        _ = loadedView()
    }

    func loadedView() -> UIView {
        if let storedView { return storedView }
        reportLifecycle(.loadView)
        loadView()
        guard let loaded = storedView else {
            // UIKit would crash on the nil view; report it and recover with a plain view.
            runtimeInUse.diagnostics.raise(
                .internalInconsistencyException,
                "-[\(typeName) loadView] did not set the view; an overriding loadView must assign self.view")
            let fallback = UIView(frame: runtimeInUse.screen.bounds)
            setView(fallback)
            reportLifecycle(.viewDidLoad)
            viewDidLoad()
            return fallback
        }
        reportLifecycle(.viewDidLoad)
        viewDidLoad()
        return loaded
    }

    func setView(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if let old = storedView, old.owningViewController === self { old.owningViewController = nil }
        if let newView, let previousOwner = newView.owningViewController, previousOwner !== self {
            // A view belongs to one controller; UIKit moves it, leaving the old one unloaded.
            previousOwner.storedView = nil
        }
        storedView = newView
        newView?.owningViewController = self
        newView?.setNeedsUpdateConstraints()
    }

    /// The class name as UIKit prints it in messages and dumps.
    var typeName: String { String(describing: type(of: self)) }
}
