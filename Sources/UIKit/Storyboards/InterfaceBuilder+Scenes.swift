import Foundation
import StoryboardFormat

extension ViewControllerKit.InterfaceBuilder {
    /// A storyboard decoded from `data` now, bypassing the per-process cache that
    /// `UIStoryboard(name:bundle:)` reads through: for tools and benchmarks that time a whole
    /// load (parse, model, then ``instantiateEveryScene(of:)``). `fileName` names the file in
    /// errors and gives the storyboard its name (without `.storyboard`); references to other
    /// storyboards are looked up in `bundle` (the main bundle when nil) when they resolve.
    /// Throws the `StoryboardError` of malformed input, naming the file, line and element.
    public static func storyboard(data: Data, fileName: String, bundle: Bundle? = nil) throws -> UIStoryboard {
        let document = try StoryboardDocument(data: data, fileName: fileName)
        let name = fileName.hasSuffix(".storyboard") ? String(fileName.dropLast(".storyboard".count)) : fileName
        return UIStoryboard(document: document, name: name, bundle: bundle ?? .main)
    }

    /// Creates the controller of every scene of `storyboard`, in document order, as
    /// `instantiateViewController(withIdentifier:)` would (a container's relationship children
    /// are created with it, so they also appear as scenes of their own); scenes whose object
    /// is a storyboard reference are skipped. Views are not loaded: call `loadViewIfNeeded()`.
    public static func instantiateEveryScene(of storyboard: UIStoryboard) -> [UIViewController] {
        guard let document = storyboard.document else { return [] }
        return document.scenes.compactMap { scene in
            guard let object = scene.controller, object.category == .controller, let id = object.id else { return nil }
            return storyboard.instantiateController(objectID: id, creator: nil)
        }
    }
}
