import Foundation
import StoryboardFormat

extension UIViewController {
    /// The storyboard this controller was instantiated from (nil for controllers made in
    /// code or from a nib).
    public var storyboard: UIStoryboard? { (interfaceBuilderSource as? SceneSource)?.context.storyboard }

    /// `loadView`'s storyboard and nib step: the scene's view for a storyboard controller;
    /// else the nib named `nibName`, or by UIKit's default rule when `nibName` is nil (the
    /// class name without "Controller", then the class name: `ProfileViewController` looks
    /// for `ProfileView.xib`, then `ProfileViewController.xib`). False when there is none.
    func loadViewFromInterfaceBuilder() -> Bool {
        if let source = interfaceBuilderSource as? SceneSource {
            return source.context.loadSceneView(source, for: self)
        }
        let bundle = nibBundle ?? .main
        let name: String
        if let nibName {
            name = nibName
        } else if let found = Self.defaultNibName(for: typeName, in: bundle) {
            name = found
        } else {
            return false
        }
        let nib = UINib(nibName: name, bundle: bundle)
        // A missing nib the controller names raises (UIKit's message comes from `instantiate`).
        _ = nib.instantiate(withOwner: self, options: nil)
        guard nib.document != nil else { return false }
        if storedView == nil {
            runtimeInUse.diagnostics.raise(
                .internalInconsistencyException,
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
            return false
        }
        return true
    }

    /// Nib names found (or not) per class and bundle, so the default rule costs one search.
    /// Process-wide, a pure cache of which files a bundle holds (bundles are not rewritten
    /// while the process runs), like ``UIStoryboard/documentCache``.
    @MainActor static var defaultNibNames: [String: String?] = [:]

    static func defaultNibName(for className: String, in bundle: Bundle) -> String? {
        let key = "\(bundle.bundlePath)|\(className)"
        if let cached = defaultNibNames[key] { return cached }
        var candidates: [String] = []
        if className.hasSuffix("Controller") { candidates.append(String(className.dropLast("Controller".count))) }
        candidates.append(className)
        // Container classes of UIKit itself never load nibs.
        let found = className.hasPrefix("UI") ? nil
            : candidates.first { UIStoryboard.resourceURL(name: $0, extension: "xib", in: bundle) != nil }
        defaultNibNames[key] = .some(found)
        return found
    }
}
