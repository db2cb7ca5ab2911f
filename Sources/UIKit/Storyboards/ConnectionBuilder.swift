import Foundation
import StoryboardFormat

/// Connects outlets, outlet collections and actions by name through the classes'
/// registrations (``ViewControllerKit/InterfaceBuilder``), and hands segue triggers to the
/// segue machinery. A connection is made once both of its ends exist: a scene's controller
/// outlets to views wait until its view loads.
extension LoadContext {
    /// Makes the connections of `roots` (and everything they hold) whose ends exist now.
    func connect(_ roots: [IBObject]) {
        for root in roots {
            root.forEachObject { object in
                guard !object.connections.isEmpty, let source = runtimeObject(for: object) else { return }
                connect(object, source: source)
            }
        }
    }

    /// The created object for a model object (File's Owner maps to the nib's owner).
    func runtimeObject(for object: IBObject) -> AnyObject? {
        object.id.flatMap { objects[$0] }
    }

    private func connect(_ object: IBObject, source: AnyObject) {
        var collections: [String: [Outlet]] = [:]
        for connection in object.connections {
            switch connection {
            case .outlet(let outlet):
                guard let destination = objects[outlet.destination],
                      markMade("\(object.id ?? "")|o|\(outlet.property)|\(outlet.destination)")
                else { continue }
                setOutlet(outlet, of: source, to: destination)
            case .outletCollection(let outlet):
                collections[outlet.property, default: []].append(outlet)
            case .action(let action):
                guard markMade("\(object.id ?? "")|a|\(action.selector)|\(action.destination)") else { continue }
                installAction(action, on: source)
            case .segue(let segue):
                guard segue.kind != .relationship, segue.kind != .embed,
                      markMade("\(object.id ?? "")|s|\(segue.id ?? segue.destination)")
                else { continue }
                installSegueTrigger(segue, on: source)
            }
        }
        for (property, outlets) in collections {
            let destinations = outlets.compactMap { objects[$0.destination] }
            guard destinations.count == outlets.count,
                  markMade("\(object.id ?? "")|c|\(property)")
            else { continue }
            setOutletCollection(property, of: source, to: destinations, line: outlets[0].line)
        }
    }

    private func markMade(_ key: String) -> Bool { madeConnections.insert(key).inserted }

    private func setOutlet(_ outlet: Outlet, of source: AnyObject, to destination: AnyObject) {
        if outlet.property == "view", let controller = source as? UIViewController, let view = destination as? UIView {
            controller.view = view
            return
        }
        if Self.setUIKitOutlet(outlet.property, of: source, to: destination) { return }
        guard let setter = ViewControllerKit.InterfaceBuilder.outletSetter(outlet.property, of: source) else {
            warn(Self.undeclared(source, outlet.property, line: outlet.line))
            return
        }
        if !setter(source, destination) {
            warn("Outlet \(outlet.property) of \(type(of: source)) cannot hold a \(type(of: destination)) (line \(outlet.line))")
        }
    }

    /// Outlets UIKit's own classes declare (a table's `dataSource`, a scroll view's
    /// `delegate`, …), which apps do not register; false when `property` is not one of them.
    private static func setUIKitOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch (source, property) {
        case (let table as UITableView, "dataSource"): table.dataSource = destination as? UITableViewDataSource
        case (let table as UITableView, "prefetchDataSource"): table.prefetchDataSource = destination as? UITableViewDataSourcePrefetching
        case (let collection as UICollectionView, "dataSource"): collection.dataSource = destination as? UICollectionViewDataSource
        case (let scroll as UIScrollView, "delegate"): scroll.delegate = destination as? UIScrollViewDelegate
        default: return false
        }
        return true
    }

    private func setOutletCollection(_ property: String, of source: AnyObject, to destinations: [AnyObject], line: Int) {
        if property == "gestureRecognizers", let view = source as? UIView {
            for case let recognizer as UIGestureRecognizer in destinations { view.addGestureRecognizer(recognizer) }
            return
        }
        guard let setter = ViewControllerKit.InterfaceBuilder.collectionSetter(property, of: source) else {
            warn(Self.undeclared(source, property, line: line))
            return
        }
        if !setter(source, destinations) {
            warn("Outlet collection \(property) of \(type(of: source)) cannot hold its objects (line \(line))")
        }
    }

    /// UIKit's key-value-coding message, with how to fix it here.
    static func undeclared(_ object: AnyObject, _ key: String, line: Int) -> String {
        "[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key). "
            + "Declare it with ViewControllerKit.InterfaceBuilder.register(\(type(of: object)).self) { $0.outlet(\"\(key)\", …) } (line \(line))"
    }

    private func installAction(_ action: Action, on source: AnyObject) {
        let target = objects[action.destination]
        let selector = action.selector
        if let target, ViewControllerKit.InterfaceBuilder.action(selector, of: target) == nil {
            warn("\(type(of: target)) does not declare the action \(selector) the Interface Builder file connects; "
                + "declare it with ViewControllerKit.InterfaceBuilder.register(\(type(of: target)).self) { $0.action(\"\(selector)\") { … } } (line \(action.line))")
            return
        }
        // A nil target (First Responder) is resolved along the responder chain when it fires.
        let fire: @MainActor (AnyObject) -> Void = { [weak target] sender in
            Self.send(selector, to: target, from: sender)
        }
        attachTrigger(to: source, event: action.eventType, fire)
    }

    /// Runs `body` when `source` fires: a control's event, a bar button item's tap, a gesture.
    func attachTrigger(to source: AnyObject, event: String?, _ body: @escaping @MainActor (AnyObject) -> Void) {
        switch source {
        case let control as UIControl:
            let events = Self.controlEvents[event ?? "touchUpInside"] ?? .touchUpInside
            control.addAction(UIAction { [weak control] _ in if let control { body(control) } }, for: events)
        case let item as UIBarButtonItem:
            let (title, image) = (item.title, item.image)
            let previous = item.primaryAction
            item.primaryAction = UIAction { [weak item] action in
                previous?.perform(sender: item)
                if let item { body(item) }
            }
            // Assigning a primary action retitles an item; keep the storyboard's title and image.
            item.title = title
            item.image = image
        case let recognizer as UIGestureRecognizer:
            recognizer.addAction { recognizer in body(recognizer) }
        default:
            warn("\(type(of: source)) cannot send actions or trigger segues here; connection skipped")
        }
    }

    /// Sends an action to `target`, or along the responder chain from `sender` when nil.
    static func send(_ selector: String, to target: AnyObject?, from sender: AnyObject) {
        if let target {
            ViewControllerKit.InterfaceBuilder.action(selector, of: target)?(target, sender)
            return
        }
        var responder: UIResponder? = (sender as? UIResponder)
        while let current = responder {
            if let action = ViewControllerKit.InterfaceBuilder.action(selector, of: current) {
                action(current, sender)
                return
            }
            responder = current.next
        }
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}
