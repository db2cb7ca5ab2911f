import Foundation
import StoryboardFormat

/// Where a storyboard-instantiated controller came from; kept by the controller
/// (`interfaceBuilderSource`) so its view, segues and `storyboard` can be found later.
@MainActor
final class SceneSource {
    let context: LoadContext
    let scene: Scene?
    let object: IBObject

    init(context: LoadContext, scene: Scene?, object: IBObject) {
        self.context = context
        self.scene = scene
        self.object = object
    }
}

/// Instantiating a scene's controller, and later its view.
///
/// ```
/// instantiate…  → init?(coder:) (or the creator) → items, relationships (child scenes)
///               → outlets/actions among what exists → awakeFromNib
/// view (1st use) → loadView: views, gestures, constraints → outlets/actions → view set
///               → awakeFromNib (each view) → embed segues (prepare, addChild) → viewDidLoad
/// ```
extension LoadContext {
    func makeController(_ object: IBObject, scene: Scene?, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        let coder = InterfaceBuilderCoder(object: object)
        let controller: UIViewController
        if let created = creator?(coder) {
            controller = created
        } else {
            let type = InterfaceBuilderClasses.resolve(
                object, base: InterfaceBuilderClasses.controllerClasses, fallback: UIViewController.self, context: self)
            controller = type.init(coder: coder) ?? UIViewController(nibName: nil, bundle: nil)
        }
        sceneController = controller
        register(object, as: controller)
        controller.interfaceBuilderSource = SceneSource(context: self, scene: scene, object: object)
        applyControllerProperties(object, to: controller)
        if let item = object.navigationItem { _ = makeNavigationItem(item, into: controller.navigationItem) }
        if let item = object.tabBarItem { controller.tabBarItem = makeTabBarItem(item) }
        let toolbarItems = object.children(in: "toolbarItems")
        if !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems.map { makeBarButtonItem($0) } }
        performRelationships(of: object, for: controller)
        connect([object])
        awakeCreatedObjects()
        return controller
    }

    private func applyControllerProperties(_ object: IBObject, to controller: UIViewController) {
        if let title = object.title { controller.title = title }
        if let id = object.restorationIdentifier { controller.restorationIdentifier = id }
        if let style = object["modalPresentationStyle"].flatMap({ InterfaceBuilderValues.modalPresentationStyles[$0] }) {
            controller.modalPresentationStyle = style
        }
        if let style = object["modalTransitionStyle"].flatMap({ InterfaceBuilderValues.modalTransitionStyles[$0] }) {
            controller.modalTransitionStyle = style
        }
        if object["definesPresentationContext"] == "YES" { controller.definesPresentationContext = true }
        if object["providesPresentationContextTransitionStyle"] == "YES" { controller.providesPresentationContextTransitionStyle = true }
        if object["hidesBottomBarWhenPushed"] == "YES" { controller.hidesBottomBarWhenPushed = true }
        if object["extendedLayoutIncludesOpaqueBars"] == "YES" { controller.extendedLayoutIncludesOpaqueBars = true }
        if let size = object.sizes["preferredContentSize"] {
            controller.preferredContentSize = CGSize(width: size.width, height: size.height)
        }
    }

    /// A container's relationship segues: its children are created with it.
    private func performRelationships(of object: IBObject, for controller: UIViewController) {
        var children: [String: [UIViewController]] = [:]
        for case .segue(let segue) in object.connections where segue.kind == .relationship {
            guard let storyboard else { continue }
            let child = storyboard.instantiateController(objectID: segue.destination, creator: nil)
            children[segue.relationship ?? "", default: []].append(child)
        }
        guard !children.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            if let root = children["rootViewController"]?.first { navigation.setViewControllers([root], animated: false) }
        case let tab as UITabBarController:
            if let list = children["viewControllers"] { tab.setViewControllers(list, animated: false) }
        case let split as UISplitViewController:
            let primary = children["masterViewController"]?.first ?? children["primaryViewController"]?.first
            let secondary = children["detailViewController"]?.first ?? children["secondaryViewController"]?.first
            split.viewControllers = [primary, secondary].compactMap { $0 }
        default:
            warn("\(type(of: controller)) has relationships \(children.keys.sorted()) it cannot hold; children dropped")
        }
    }

    /// Builds the scene's view for `controller` (its `loadView`); false when the scene has none.
    func loadSceneView(_ source: SceneSource, for controller: UIViewController) -> Bool {
        guard let viewObject = source.object.view else { return false }
        sceneController = controller
        let root = makeView(viewObject)
        if viewObject.frame == nil { root.frame = controller.runtimeInUse.screen.bounds }
        let others = source.scene?.otherObjects ?? []
        for other in others where other.category == .gestureRecognizer { _ = makeGestureRecognizer(other) }
        var constraints = ConstraintBuilder(context: self)
        constraints.activateConstraints(in: viewObject, rootView: root)
        controller.view = root
        connect([source.object] + others)
        awakeCreatedObjects()
        performEmbedSegues(in: viewObject, for: controller)
        return true
    }

    /// Container views' embed segues, while the container's view loads (11.4): the child is
    /// created, `prepare(for:sender:)` runs, then the child is added with containment.
    private func performEmbedSegues(in viewObject: IBObject, for controller: UIViewController) {
        var embeds: [(Segue, String)] = []
        viewObject.forEachObject { object in
            for case .segue(let segue) in object.connections where segue.kind == .embed {
                if let id = object.id { embeds.append((segue, id)) }
            }
        }
        for (segue, containerID) in embeds {
            guard let storyboard, let container = objects[containerID] as? UIView else { continue }
            let child = SeguePerformer.instantiateDestination(of: segue, from: controller, storyboard: storyboard, sender: nil)
            let embed = UIStoryboardSegue(identifier: segue.identifier, source: controller, destination: child) {
                [weak controller, weak container, weak child] in
                guard let controller, let container, let child else { return }
                controller.addChild(child)
                let childView = child.view!
                childView.frame = container.bounds
                childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(childView)
                child.didMove(toParent: controller)
            }
            controller.prepare(for: embed, sender: nil)
            embed.perform()
        }
    }
}
