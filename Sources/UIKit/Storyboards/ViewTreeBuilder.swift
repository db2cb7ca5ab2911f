import Foundation
import StoryboardFormat

/// Creates a view hierarchy from the model: each view through its class's `init?(coder:)`,
/// then its properties, its subviews (a stack view's as arranged subviews), its bar items.
extension LoadContext {
    func makeView(_ object: IBObject) -> UIView {
        let type = InterfaceBuilderClasses.resolve(
            object, base: InterfaceBuilderClasses.viewClasses, fallback: UIView.self, context: self)
        let view = type.init(coder: InterfaceBuilderCoder(object: object)) ?? UIView(frame: .zero)
        register(object, as: view)
        ViewProperties.apply(object, to: view, context: self)
        for subviewObject in object.subviews {
            let subview = makeView(subviewObject)
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        makeBarContent(of: object, in: view)
        makeContent(of: object, in: view)
        return view
    }

    /// A standalone bar's items (`<items>` of a navigation bar, toolbar or tab bar).
    private func makeBarContent(of object: IBObject, in view: UIView) {
        let items = object.children(in: "items")
        guard !items.isEmpty else { return }
        switch view {
        case let toolbar as UIToolbar:
            toolbar.setItems(items.map { makeBarButtonItem($0) }, animated: false)
        case let bar as UINavigationBar:
            bar.setItems(items.map { makeNavigationItem($0) }, animated: false)
        case let tabBar as UITabBar:
            tabBar.items = items.map { makeTabBarItem($0) }
        default:
            break
        }
    }

    func makeBarButtonItem(_ object: IBObject) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let systemName = object["systemItem"], let system = InterfaceBuilderValues.barButtonSystemItems[systemName] {
            item = UIBarButtonItem(systemItem: system)
        } else {
            item = UIBarButtonItem()
        }
        item.title = object.title ?? item.title
        if let name = object.images["image"] { item.image = UIImage(named: name, in: bundle, compatibleWith: nil) }
        if object["style"] == "done" { item.style = .done }
        if let width = object["width"].flatMap(Double.init) { item.width = CGFloat(width) }
        item.tag = object.tag ?? 0
        if object["enabled"] == "NO" { item.isEnabled = false }
        if let tint = object.colors["tintColor"] { item.tintColor = InterfaceBuilderValues.color(tint, bundle: bundle, context: self) }
        item.accessibilityIdentifier = object.accessibility?.identifier
        if let label = object.accessibility?.label { item.accessibilityLabel = label }
        if let custom = object.child(forKey: "customView") ?? object.subviews.first { item.customView = makeView(custom) }
        register(object, as: item)
        return item
    }

    func makeNavigationItem(_ object: IBObject, into existing: UINavigationItem? = nil) -> UINavigationItem {
        let item = existing ?? UINavigationItem(title: "")
        item.title = object.title ?? item.title
        if let prompt = object["prompt"] { item.prompt = prompt }
        if let back = object["backButtonTitle"] { item.backButtonTitle = back }
        if let left = object.child(forKey: "leftBarButtonItem") { item.leftBarButtonItem = makeBarButtonItem(left) }
        if let right = object.child(forKey: "rightBarButtonItem") { item.rightBarButtonItem = makeBarButtonItem(right) }
        let lefts = object.children(in: "leftBarButtonItems")
        if !lefts.isEmpty { item.leftBarButtonItems = lefts.map { makeBarButtonItem($0) } }
        let rights = object.children(in: "rightBarButtonItems")
        if !rights.isEmpty { item.rightBarButtonItems = rights.map { makeBarButtonItem($0) } }
        if let back = object.child(forKey: "backBarButtonItem") { item.backBarButtonItem = makeBarButtonItem(back) }
        if let titleView = object.child(forKey: "titleView") { item.titleView = makeView(titleView) }
        register(object, as: item)
        return item
    }

    func makeTabBarItem(_ object: IBObject) -> UITabBarItem {
        let image = object.images["image"].flatMap { UIImage(named: $0, in: bundle, compatibleWith: nil) }
        let item = UITabBarItem(title: object.title, image: image, tag: object.tag ?? 0)
        if let selected = object.images["selectedImage"] { item.selectedImage = UIImage(named: selected, in: bundle, compatibleWith: nil) }
        register(object, as: item)
        return item
    }

    /// Gesture recognizers placed in the scene (`<tapGestureRecognizer>` beside the controller).
    func makeGestureRecognizer(_ object: IBObject) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer
        switch object.element {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer()
            if let taps = object["numberOfTapsRequired"].flatMap(Int.init) { tap.numberOfTapsRequired = taps }
            recognizer = tap
        case "panGestureRecognizer": recognizer = UIPanGestureRecognizer()
        case "screenEdgePanGestureRecognizer": recognizer = UIScreenEdgePanGestureRecognizer()
        default:
            warn("\(ObjectCategory.defaultClass(forElement: object.element) ?? object.element) (line \(object.line)) is not available yet; loaded as UIGestureRecognizer")
            recognizer = UIGestureRecognizer()
        }
        register(object, as: recognizer)
        return recognizer
    }
}
