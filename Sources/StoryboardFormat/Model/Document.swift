import Foundation

/// A `.storyboard` or `.xib` file, decoded.
///
/// Create one with ``init(data:fileName:)``; it parses the XML, decodes every scene and object,
/// and checks that each reference (segue destinations, the initial view controller) names
/// an object of the file. Unknown elements and attributes never fail the load: they stay in
/// each object's ``IBObject/source`` and, where the loader skipped something it should
/// understand, a ``StoryboardDiagnostic`` says so.
public struct StoryboardDocument: Sendable {
    public enum Kind: String, Sendable, Hashable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: scenes.
        case storyboard
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: a flat list of objects.
        case xib
    }

    public var fileName: String
    public var kind: Kind
    public var attributes: DocumentAttributes
    /// The design device (`<device id="retina6_1" orientation="portrait" appearance="light"/>`),
    /// absent in files older than Xcode 8.
    public var device: Device?
    public var scenes: [Scene]
    /// A nib's top-level objects (File's Owner, First Responder, views); empty for storyboards.
    public var objects: [IBObject]
    /// Every segue, relationships included, in document order.
    public var segues: [SegueEdge]
    /// `<resources>`: images (`<image name=… width=… height=…>`), named and system colours.
    public var resources: [Element]
    public var diagnostics: [StoryboardDiagnostic]
    /// The whole file as written.
    public var source: Element

    /// The scene whose controller has `id`, by id of any object the scene contains.
    var sceneIndexByObjectID: [String: Int]
    var elementNameByObjectID: [String: String]

    /// Parses and decodes `data`. Throws ``StoryboardError`` (file, line, element) for
    /// malformed XML, a root that is not an IB document, or a dangling reference.
    public init(data: Data, fileName: String) throws {
        let root = try ElementTreeBuilder.parse(data, fileName: fileName)
        var decoder = DocumentDecoder(fileName: fileName)
        self = try decoder.decode(root)
    }

    /// Reads and decodes the file at `url`; the error names the file by its last path component.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardError(
                .unreadableFile, file: url.lastPathComponent, line: 0, element: nil,
                message: "cannot read the file (\(error.localizedDescription))")
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }

    init(
        fileName: String, kind: Kind, attributes: DocumentAttributes, device: Device?, scenes: [Scene],
        objects: [IBObject], segues: [SegueEdge], resources: [Element], diagnostics: [StoryboardDiagnostic],
        source: Element, sceneIndexByObjectID: [String: Int], elementNameByObjectID: [String: String]
    ) {
        self.fileName = fileName
        self.kind = kind
        self.attributes = attributes
        self.device = device
        self.scenes = scenes
        self.objects = objects
        self.segues = segues
        self.resources = resources
        self.diagnostics = diagnostics
        self.source = source
        self.sceneIndexByObjectID = sceneIndexByObjectID
        self.elementNameByObjectID = elementNameByObjectID
    }

    /// The scene of the initial view controller, if the storyboard names one.
    public var initialScene: Scene? {
        attributes.initialViewController.flatMap { scene(containing: $0) }
    }

    /// The initial view controller (or storyboard reference), if the storyboard names one.
    public var initialViewController: IBObject? { initialScene?.controller }

    /// The scene that contains the object with `id` (its controller, a view, a placeholder, …).
    public func scene(containing id: String) -> Scene? {
        sceneIndexByObjectID[id].map { scenes[$0] }
    }

    /// The object with `id` (a controller, view, item, placeholder, …), found in its scene, or
    /// among a nib's top-level objects.
    public func object(withID id: String) -> IBObject? {
        let roots: [IBObject]
        if let scene = scene(containing: id) {
            roots = (scene.controller.map { [$0] } ?? []) + scene.otherObjects
        } else {
            roots = objects
        }
        var found: IBObject?
        for root in roots where found == nil {
            root.forEachObject { object in
                if found == nil, object.id == id { found = object }
            }
        }
        return found
    }

    /// The element name of the object with `id` anywhere in the file, if there is one.
    public func elementName(ofObject id: String) -> String? { elementNameByObjectID[id] }

    /// The scene whose controller has `storyboardIdentifier == identifier`, as
    /// `instantiateViewController(withIdentifier:)` looks it up. Throws
    /// ``StoryboardError/Kind/unknownIdentifier`` naming the file when none has it.
    public func scene(withIdentifier identifier: String) throws -> Scene {
        if let scene = scenes.first(where: { $0.controller?.storyboardIdentifier == identifier }) {
            return scene
        }
        throw StoryboardError(
            .unknownIdentifier, file: fileName, line: source.line, element: source.name,
            message: "Storyboard (\(fileName)) doesn't contain a view controller with identifier '\(identifier)'")
    }
}

/// The `<document>` element's attributes.
public struct DocumentAttributes: Sendable, Hashable {
    public var type: String?
    public var version: String?
    /// Interface Builder's build number (`14113`, `24127`, `32700.99.1234`).
    public var toolsVersion: String?
    public var targetRuntime: String?
    public var propertyAccessControl: String?
    public var useAutolayout: Bool?
    public var useTraitCollections: Bool?
    public var useSafeAreas: Bool?
    public var colorMatched: Bool?
    public var launchScreen: Bool?
    public var initialViewController: String?
    /// Every attribute as written.
    public var all: [Attribute]

    /// An attribute's text as written (nil when absent).
    public subscript(_ name: String) -> String? {
        all.first { $0.name == name }?.value
    }
}

/// `<device id=… orientation=… appearance=…>`: the design device IB laid the file out on.
public struct Device: Sendable, Hashable {
    public var id: String
    public var orientation: String?
    public var appearance: String?

    public init(id: String, orientation: String? = nil, appearance: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
    }
}
