import Foundation
import StoryboardFormat

// What state restoration (Application/StateRestoration) needs from storyboards: where a
// controller came from, and creating it there again.

extension UIViewController {
    /// The scene this controller was instantiated from, if a storyboard made it.
    var storyboardSceneReference: StoryboardSceneReference? {
        guard let source = interfaceBuilderSource as? SceneSource, let storyboard = source.context.storyboard,
              let id = source.object.id else { return nil }
        return StoryboardSceneReference(storyboardName: storyboard.name, bundlePath: storyboard.bundle.bundlePath, objectID: id)
    }
}

@MainActor
extension StoryboardSceneReference {
    /// The storyboard again (looked up once per restoration by the caller's cache).
    func loadStoryboard() -> AnyObject? {
        guard let bundle = Bundle(path: bundlePath) else { return nil }
        return UIStoryboard(name: storyboardName, bundle: bundle)
    }

    /// A new controller from the scene, as UIKit creates a preserved controller nobody supplied.
    func instantiate(in storyboard: AnyObject?) -> UIViewController? {
        (storyboard as? UIStoryboard)?.instantiateController(objectID: objectID, creator: nil)
    }
}
