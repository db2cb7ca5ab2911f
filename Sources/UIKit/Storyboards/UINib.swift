import Foundation
import StoryboardFormat

/// A `.xib` file, read at run time from the XML Xcode saves (Linux has no `ibtool`, so the
/// `.xib` itself is the resource). Each `instantiate` creates its top-level objects anew.
@preconcurrency @MainActor
open class UINib {
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of placeholder identifiers to the objects they stand for.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let document: StoryboardDocument?
    let name: String
    let bundle: Bundle

    /// Refers to `name.xib` in `bundle` (the main bundle when nil); a missing nib is reported
    /// when instantiated, as in UIKit.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
        if UIStoryboard.resourceURL(name: name, extension: "xib", in: bundle) != nil {
            document = UIStoryboard.loadDocument(name: name, extension: "xib", bundle: bundle, kind: "nib")
        } else {
            document = nil
        }
    }

    /// A nib from the XML of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        bundle = bundleOrNil ?? .main
        do {
            document = try StoryboardDocument(data: data, fileName: "(data).xib")
        } catch {
            ViewControllerKit.Runtime.current.diagnostics.raise(.invalidArgumentException, "\(error)")
            document = nil
        }
    }

    /// Creates the nib's objects: File's Owner stands for `ownerOrNil`, outlets and actions
    /// connect (to the owner too), every created object gets `awakeFromNib`, and the top-level
    /// objects (placeholders excluded) are returned in the file's order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else {
            ViewControllerKit.Runtime.current.diagnostics.raise(
                .internalInconsistencyException,
                "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'")
            return []
        }
        let context = LoadContext(document: document, bundle: bundle, storyboard: nil)
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [Any] = []
        for object in document.objects {
            switch object.category {
            case .placeholder:
                guard let id = object.id else { continue }
                if object.placeholder?.identifier == "IBFilesOwner", let owner = ownerOrNil as AnyObject? {
                    context.objects[id] = owner
                } else if let identifier = object.placeholder?.identifier, let stand = external[identifier] as AnyObject? {
                    context.objects[id] = stand
                }
            case .view:
                let view = context.makeView(object)
                var constraints = ConstraintBuilder(context: context)
                constraints.activateConstraints(in: object, rootView: view)
                topLevel.append(view)
            case .controller:
                topLevel.append(context.makeController(object, scene: nil, creator: nil))
            case .gestureRecognizer:
                topLevel.append(context.makeGestureRecognizer(object))
            case .barItem where object.element == "barButtonItem":
                topLevel.append(context.makeBarButtonItem(object))
            default:
                context.warn("Top-level <\(object.element)> (line \(object.line)) of \(document.fileName) is not loaded")
            }
        }
        context.connect(document.objects)
        context.awakeCreatedObjects()
        return topLevel
    }
}

extension Bundle {
    /// Loads `name.xib` from this bundle with `owner` as File's Owner; nil when there is no
    /// such nib (UIKit raises; here too, through the diagnostics channel).
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        let objects = nib.instantiate(withOwner: owner, options: options)
        return nib.document == nil ? nil : objects
    }
}
