import Foundation
import StoryboardFormat

/// A storyboard file, read at run time from the XML Xcode saves.
///
/// Linux has no `ibtool`, so the `.storyboard` file itself is the resource: put it in the
/// target's resources (`resources: [.copy("Main.storyboard")]`) and load it with
/// `UIStoryboard(name: "Main", bundle: .module)`. Each file is parsed once per process.
/// Every `instantiate…` call creates a new controller (and, for containers, the scenes
/// their relationships name); its view loads from the scene when first accessed.
@preconcurrency @MainActor
open class UIStoryboard {
    /// The file's model; nil when the file was missing or unreadable (reported on creation).
    let document: StoryboardDocument?
    let name: String
    let bundle: Bundle

    /// Finds `name.storyboard` in `bundle` (the main bundle when nil). A storyboard that cannot
    /// be found or read raises `NSInvalidArgumentException`, as UIKit does; with a diagnostics
    /// handler installed the storyboard is created empty.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil ?? .main
        document = Self.loadDocument(name: name, extension: "storyboard", bundle: bundle, kind: "storyboard")
    }

    /// A storyboard over a document already decoded (see
    /// ``ViewControllerKit/InterfaceBuilder/storyboard(data:fileName:bundle:)``).
    init(document: StoryboardDocument, name: String, bundle: Bundle) {
        self.document = document
        self.name = name
        self.bundle = bundle
    }

    /// Creates the initial view controller (the arrow in Interface Builder), or nil when the
    /// storyboard names none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document?.attributes.initialViewController else { return nil }
        return instantiateController(objectID: id, creator: nil)
    }

    /// Creates the initial view controller, calling `creator` with the coder for the scene (a
    /// nil creator, or one returning nil, means `init?(coder:)` of the storyboard's class).
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let id = document?.attributes.initialViewController else { return nil }
        return instantiateController(objectID: id, creator: creator.map { creator in { creator($0) } }) as? ViewController
    }

    /// Creates the controller whose Storyboard ID is `identifier`. An unknown identifier
    /// raises `NSInvalidArgumentException` (UIKit's message); with a diagnostics handler
    /// installed a plain `UIViewController` is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil) as UIViewController
    }

    /// Creates the controller whose Storyboard ID is `identifier` through `creator` (see
    /// ``instantiateInitialViewController(creator:)``).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let controllerID = try? document?.scene(withIdentifier: identifier).controller?.id else {
            ViewControllerKit.Runtime.current.diagnostics.raise(
                .invalidArgumentException,
                "Storyboard (\(debugName)) doesn't contain a view controller with identifier '\(identifier)'")
            return Self.placeholder(ViewController.self)
        }
        let created = instantiateController(objectID: controllerID, creator: creator.map { creator in { creator($0) } })
        guard let typed = created as? ViewController else {
            ViewControllerKit.Runtime.current.diagnostics.raise(
                .invalidArgumentException,
                "Storyboard (\(debugName)) instantiated \(created.debugName) for identifier '\(identifier)', which is not a \(ViewController.self)")
            return Self.placeholder(ViewController.self)
        }
        return typed
    }

    /// What a call that raised returns when a diagnostics handler let it continue.
    static func placeholder<ViewController: UIViewController>(_ type: ViewController.Type) -> ViewController {
        guard let made = type.init(coder: FallbackCoder()) else {
            fatalError("\(type).init(coder:) returned nil after a storyboard exception")
        }
        return made
    }

    var debugName: String { "<UIStoryboard: \(debugAddress)>" }
    private var debugAddress: String { "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) }

    /// Creates the controller (or resolves the storyboard reference) with id `objectID`.
    func instantiateController(objectID: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        guard let document, let scene = document.scene(containing: objectID), let object = scene.controller else {
            return UIViewController(nibName: nil, bundle: nil)
        }
        if object.category == .storyboardReference { return resolveReference(object) }
        let context = LoadContext(document: document, bundle: bundle, storyboard: self)
        return context.makeController(object, scene: scene, creator: creator)
    }

    /// A `<viewControllerPlaceholder>`: the referenced storyboard's controller, created now
    /// (references resolve when their scene is instantiated, for a segue when it fires).
    private func resolveReference(_ object: IBObject) -> UIViewController {
        let placeholder = object.placeholder
        let target: UIStoryboard
        if let name = placeholder?.storyboardName, name != self.name {
            let bundle = placeholder?.bundleIdentifier.flatMap { Bundle(identifier: $0) } ?? bundle
            target = UIStoryboard(name: name, bundle: bundle)
        } else {
            target = self
        }
        // A storyboard that could not be loaded has raised already.
        guard target.document != nil else { return UIViewController(nibName: nil, bundle: nil) }
        if let identifier = placeholder?.referencedIdentifier {
            return target.instantiateViewController(withIdentifier: identifier)
        }
        guard let initial = target.instantiateInitialViewController() else {
            ViewControllerKit.Runtime.current.diagnostics.raise(
                .invalidArgumentException,
                "Storyboard (\(target.debugName)) named \(target.name) has no initial view controller for the reference at line \(object.line)")
            return UIViewController(nibName: nil, bundle: nil)
        }
        return initial
    }

    // MARK: Files

    /// Decoded files by path, process-wide like `TypeNameLookup`'s answers: a pure cache, not
    /// state a test could leak. A document is an immutable value decoded from the file's bytes
    /// alone (no runtime, bundle or registration goes into it), decoding reports nothing
    /// through the diagnostics channel (its notes stay in the document), and a file that
    /// fails to decode is not cached, so it raises again on every load. A first load and a
    /// cached one behave the same; only files rewritten while the process runs would differ,
    /// and resource bundles are not rewritten.
    @MainActor static var documentCache: [String: StoryboardDocument] = [:]

    /// Reads (once) `name.ext` from `bundle`, raising UIKit's exception when it is missing.
    static func loadDocument(name: String, extension ext: String, bundle: Bundle, kind: String) -> StoryboardDocument? {
        guard let url = resourceURL(name: name, extension: ext, in: bundle) else {
            ViewControllerKit.Runtime.current.diagnostics.raise(
                .invalidArgumentException,
                "Could not find a \(kind) named '\(name)' in bundle NSBundle <\(bundle.bundlePath)>")
            return nil
        }
        if let cached = documentCache[url.path] { return cached }
        do {
            let document = try StoryboardDocument(contentsOf: url)
            documentCache[url.path] = document
            return document
        } catch {
            ViewControllerKit.Runtime.current.diagnostics.raise(.invalidArgumentException, "\(error)")
            return nil
        }
    }

    /// `name.ext` at the bundle's root, in `Base.lproj`, or (in a resource bundle) in a folder
    /// the bundle copied whole (SwiftPM's `.copy("Fixtures")` keeps the folder).
    static func resourceURL(name: String, extension ext: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: "Base.lproj") { return url }
        // The main bundle of a command-line program is its build folder: never walk it.
        guard ["resources", "bundle"].contains(bundle.bundleURL.pathExtension) else { return nil }
        let root = bundle.resourceURL ?? bundle.bundleURL
        let wanted = "\(name).\(ext)"
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in enumerator where url.lastPathComponent == wanted { return url }
        return nil
    }
}
