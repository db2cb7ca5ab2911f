import Foundation
import StoryboardFormat

/// Running a storyboard segue (UIKIT-SEMANTICS 11.1–11.3).
///
/// ```
/// trigger (button, bar item, gesture, cell) performSegue(withIdentifier:sender:)
///        │                                          │ (unknown identifier → exception)
///        ▼                                          ▼
///  destination created → segue created → [shouldPerformSegue: triggers only] → prepare → perform
/// ```
///
/// Unwind segues search for their destination first (see `UnwindSearch`). Relationship and
/// embed segues are not triggered: containers and container views perform them while they
/// are created or load their view.
extension LoadContext {
    /// Makes `trigger` fire `segue` from the scene's controller. Manual segues (the
    /// controller is the trigger) run only through `performSegue(withIdentifier:sender:)`.
    func installSegueTrigger(_ segue: Segue, on trigger: AnyObject) {
        guard !(trigger is UIViewController) else { return }
        guard let storyboard, let controller = sceneController else { return }
        let fire: @MainActor (AnyObject) -> Void = { [weak storyboard, weak controller] sender in
            guard let storyboard, let controller else { return }
            SeguePerformer.run(segue, from: controller, storyboard: storyboard, sender: sender, askShouldPerform: true)
        }
        // A cell's segue fires from its table or collection view's selection, or from the
        // detail button (`trigger="accessoryAction"`), with the cell as sender (11.7).
        switch trigger {
        case let cell as UITableViewCell where segue.trigger == "accessoryAction": cell.accessorySegueTrigger = fire
        case let cell as UITableViewCell: cell.selectionSegueTrigger = fire
        case let cell as UICollectionViewCell: cell.selectionSegueTrigger = fire
        default: attachTrigger(to: trigger, event: nil, fire)
        }
    }
}

@MainActor
enum SeguePerformer {
    static func run(_ segue: Segue, from source: UIViewController, storyboard: UIStoryboard, sender: Any?, askShouldPerform: Bool) {
        if segue.kind == .unwind {
            if askShouldPerform, let identifier = segue.identifier,
               !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
            UnwindSearch.unwind(segue, from: source, sender: sender)
            return
        }
        let destination = instantiateDestination(of: segue, from: source, storyboard: storyboard, sender: sender)
        let made = makeSegue(segue, source: source, destination: destination)
        if segue.kind == .popoverPresentation { anchorPopover(of: segue, from: source, destination: destination) }
        if askShouldPerform, let identifier = segue.identifier,
           !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        source.prepare(for: made, sender: sender)
        made.perform()
    }

    /// A popover segue points its popover at the storyboard's anchor — a view or a bar button
    /// item of the source scene — with the permitted arrow directions, before
    /// `prepare(for:sender:)`, which may still change them. Without an anchor the
    /// presentation raises UIKit's "should have a non-nil sourceView" exception, as on iOS.
    static func anchorPopover(of segue: Segue, from source: UIViewController, destination: UIViewController) {
        guard let popover = destination.popoverPresentationController else { return }
        let objects = (source.interfaceBuilderSource as? SceneSource)?.context.objects
        if let id = segue.popoverAnchorBarButtonItem, let item = objects?[id] as? UIBarButtonItem {
            popover.barButtonItem = item
        } else if let id = segue.popoverAnchorView, let view = objects?[id] as? UIView {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        }
        let directions: [String: UIPopoverArrowDirection] = ["up": .up, "down": .down, "left": .left, "right": .right]
        let permitted = segue.popoverArrowDirections.compactMap { directions[$0] }
        if !permitted.isEmpty { popover.permittedArrowDirections = UIPopoverArrowDirection(permitted) }
    }

    /// The destination: created by the source's registered segue action when the segue names
    /// one (`@IBSegueAction`) and it returns a controller, else by the storyboard.
    static func instantiateDestination(of segue: Segue, from source: UIViewController, storyboard: UIStoryboard, sender: Any?) -> UIViewController {
        var creator: ((NSCoder) -> UIViewController?)?
        if let selector = segue.destinationCreationSelector {
            if let action = ViewControllerKit.InterfaceBuilder.segueAction(selector, of: source) {
                creator = { [weak source] coder in source.flatMap { action($0, coder, sender, segue.identifier) } }
            } else {
                ViewControllerKit.Runtime.current.diagnostics.warn(
                    "\(type(of: source)) does not declare the segue action \(selector) (line \(segue.line)); the storyboard creates the destination")
            }
        }
        return storyboard.instantiateController(objectID: segue.destination, creator: creator)
    }

    /// The segue object for a storyboard segue of any kind; legacy kinds run as UIKit runs
    /// them (`push` as `show`, `modal` as `presentation`, `replace` as `showDetail`).
    static func makeSegue(_ segue: Segue, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
        let animated = segue.animates ?? true
        let id = segue.identifier
        switch segue.kind.modern {
        case .show:
            return UIStoryboardSegue(identifier: id, source: source, destination: destination) { [weak source, weak destination] in
                guard let source, let destination else { return }
                source.show(destination, sender: nil)
            }
        case .showDetail:
            return UIStoryboardSegue(identifier: id, source: source, destination: destination) { [weak source, weak destination] in
                guard let source, let destination else { return }
                source.showDetailViewController(destination, sender: nil)
            }
        case .presentation, .popoverPresentation:
            if segue.kind == .popoverPresentation { destination.modalPresentationStyle = .popover }
            if let style = segue.modalPresentationStyle.flatMap({ InterfaceBuilderValues.modalPresentationStyles[$0] }) {
                destination.modalPresentationStyle = style
            }
            if let style = segue.modalTransitionStyle.flatMap({ InterfaceBuilderValues.modalTransitionStyles[$0] }) {
                destination.modalTransitionStyle = style
            }
            return UIStoryboardSegue(identifier: id, source: source, destination: destination) { [weak source, weak destination] in
                guard let source, let destination else { return }
                source.present(destination, animated: animated)
            }
        case .custom:
            if let name = segue.customClass,
               let type = ViewControllerKit.InterfaceBuilder.lookUpClass(
                   named: name, module: segue.customModule, extraModules: LoadContext.moduleNames(for: .main)) as? UIStoryboardSegue.Type {
                return type.init(identifier: id, source: source, destination: destination)
            }
            ViewControllerKit.Runtime.current.diagnostics.warn(
                "Unknown class \(segue.customClass ?? "(none)") in Interface Builder file.")
            return UIStoryboardSegue(identifier: id, source: source, destination: destination)
        default:
            ViewControllerKit.Runtime.current.diagnostics.warn(
                "Segue kind \(segue.kind) (line \(segue.line)) is not supported; the segue does nothing")
            return UIStoryboardSegue(identifier: id, source: source, destination: destination)
        }
    }
}

extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`'s work: the segue of this controller's scene
    /// with `identifier`, whatever triggers it in the storyboard.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let source = interfaceBuilderSource as? SceneSource, let storyboard = source.context.storyboard,
              let segue = source.segue(withIdentifier: identifier)
        else {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException, "Receiver (\(debugName)) has no segue with identifier '\(identifier)'")
            return
        }
        SeguePerformer.run(segue, from: self, storyboard: storyboard, sender: sender, askShouldPerform: false)
    }
}

extension SceneSource {
    /// The scene's segue with `identifier`, from any trigger in the scene.
    func segue(withIdentifier identifier: String) -> Segue? {
        var found: Segue?
        let roots = [object] + (scene?.otherObjects ?? [])
        for root in roots where found == nil {
            root.forEachObject { object in
                for case .segue(let segue) in object.connections where found == nil && segue.identifier == identifier
                    && segue.kind != .relationship {
                    found = segue
                }
            }
        }
        return found
    }
}
