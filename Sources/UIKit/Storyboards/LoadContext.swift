import Foundation
import StoryboardFormat

/// One instantiation from a storyboard or nib: the objects created so far by id, the
/// connections already made, and where to report problems.
///
/// A storyboard scene is loaded in two archives, as UIKit does: the controller with its
/// navigation and tab bar items when the scene is instantiated, then its view hierarchy when
/// the view loads. Both share one context, so outlets from the controller to views connect
/// once the views exist.
@MainActor
final class LoadContext {
    let document: StoryboardDocument
    let bundle: Bundle
    /// The storyboard the scene comes from (nil for nibs).
    let storyboard: UIStoryboard?
    /// Objects created so far, by Interface Builder id (placeholders map to their stand-ins),
    /// held weakly: the loaded hierarchy owns them, and a controller's source owns this context.
    var objects = WeakTable()
    /// The model object each created object came from, by object identity.
    var sources: [ObjectIdentifier: IBObject] = [:]
    /// Created objects in creation order, sent `awakeFromNib` at the end of their archive.
    var pendingAwake: [AnyObject] = []
    /// Connections already made (`sourceID|kind|name|destination`).
    var madeConnections: Set<String> = []
    /// The scene's controller while loading a scene (the source of its segues).
    weak var sceneController: UIViewController?
    let moduleNames: [String]

    init(document: StoryboardDocument, bundle: Bundle, storyboard: UIStoryboard?, moduleNames: [String]? = nil) {
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
        self.moduleNames = moduleNames ?? Self.moduleNames(for: bundle)
    }

    func warn(_ message: String) { ViewControllerKit.Runtime.current.diagnostics.warn(message) }

    func register(_ object: IBObject, as created: AnyObject) {
        if let id = object.id { objects[id] = created }
        sources[ObjectIdentifier(created)] = object
        pendingAwake.append(created)
    }

    /// Sends `awakeFromNib` to everything created since the last call, in creation order.
    func awakeCreatedObjects() {
        let objects = pendingAwake
        pendingAwake = []
        for object in objects {
            (object as? UIResponder)?.awakeFromNib()
            (object as? NSLayoutConstraint)?.awakeFromNib()
        }
    }

    /// Modules a class without one may live in: a SwiftPM resource bundle's target
    /// (`Package_Target.resources`) and the main executable.
    static func moduleNames(for bundle: Bundle) -> [String] {
        var names: [String] = []
        let bundleName = bundle.bundleURL.deletingPathExtension().lastPathComponent
        if bundle.bundleURL.pathExtension == "resources", let underscore = bundleName.lastIndex(of: "_") {
            names.append(String(bundleName[bundleName.index(after: underscore)...]))
        }
        if let executable = Bundle.main.executableURL?.lastPathComponent {
            names.append(executable)
            // A test runner (`ViewControllerKitPackageTests.xctest`) links test modules.
            names.append(executable.components(separatedBy: ".").first ?? executable)
        }
        return names
    }
}

/// Objects by id, held weakly.
@MainActor
struct WeakTable {
    private struct Box { weak var object: AnyObject? }
    private var boxes: [String: Box] = [:]

    subscript(id: String) -> AnyObject? {
        get { boxes[id]?.object }
        set { boxes[id] = newValue.map { Box(object: $0) } }
    }
}
