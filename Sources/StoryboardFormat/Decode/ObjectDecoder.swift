extension DocumentDecoder {
    /// Elements that hold values of their parent rather than being objects, even with an id.
    static let valueElements: Set<String> = [
        "constraint", "segue", "outlet", "outletCollection", "action", "viewLayoutGuide",
        "viewControllerLayoutGuide", "variation", "connections", "constraints", "subviews",
        "layoutGuides",
    ]

    /// Attributes that hold an object's text, and its image names (looked up by name: a few
    /// lookups in an element's handful of attributes cost less than hashing every attribute).
    static let stringAttributes = ["text", "placeholder", "title", "prompt", "headerTitle", "footerTitle"]
    static let imageAttributes = ["image", "highlightedImage", "backgroundImage", "selectedImage", "landscapeImage"]

    /// Decodes an object element and everything it holds. `role` is how the parent holds it.
    mutating func decodeObject(_ element: Element, role: String?) -> IBObject {
        let id = element["id"]
        if let id {
            elementNameByObjectID[id] = element.name
            if let sceneIndex { sceneIndexByObjectID[id] = sceneIndex }
        }
        var object = IBObject(
            element: element.name, category: ObjectCategory.of(element: element.name), id: id,
            role: element["key"] ?? role, line: element.line,
            customClass: element["customClass"], customModule: element["customModule"],
            customModuleProvider: element["customModuleProvider"],
            storyboardIdentifier: element["storyboardIdentifier"],
            restorationIdentifier: element["restorationIdentifier"], title: element["title"],
            userLabel: element["userLabel"], sceneMemberID: element["sceneMemberID"], placeholder: nil,
            frame: nil, autoresizingMask: nil, contentMode: element["contentMode"],
            isHidden: flag(element, "hidden") ?? false, alpha: number(element, "alpha"),
            tag: number(element, "tag").flatMap { Int(exactly: $0.rounded()) },
            translatesAutoresizingMaskIntoConstraints: flag(element, "translatesAutoresizingMaskIntoConstraints"),
            colors: [:], fonts: [:], strings: [:], images: [:], accessibility: nil, runtimeAttributes: [],
            simulatedMetrics: [], sizes: [:], insets: [:], subviews: [], children: [], constraints: [],
            layoutGuides: [], variations: [], connections: [], source: element)
        if object.category == .view, ObjectCategory.defaultClasses[element.name] == nil,
           !ObjectCategory.otherKnownViews.contains(element.name) {
            note(element, "unknown element with an id; loaded as a view of class \(object.className ?? "?")")
        }
        if element.name == "placeholder" || element.name == "viewControllerPlaceholder" {
            object.placeholder = Placeholder(
                identifier: element["placeholderIdentifier"], storyboardName: element["storyboardName"],
                referencedIdentifier: element["referencedIdentifier"], bundleIdentifier: element["bundleIdentifier"])
        }
        for name in Self.stringAttributes { if let value = element[name] { object.strings[name] = value } }
        for name in Self.imageAttributes { if let value = element[name] { object.images[name] = value } }
        for child in element.children { decodeChild(child, of: &object) }
        if let isElement = flag(element, "isAccessibilityElement") {
            object.accessibility = object.accessibility ?? Accessibility(traits: [])
            object.accessibility?.isElement = isElement
        }
        return object
    }

    private mutating func decodeChild(_ child: Element, of object: inout IBObject) {
        let key = child["key"]
        switch child.name {
        case "subviews":
            for subview in child.children { object.subviews.append(decodeObject(subview, role: "subviews")) }
        case "constraints":
            for element in child.children {
                guard element.name == "constraint" else {
                    note(element, "a <\(element.name)> among constraints is not a constraint; skipped")
                    continue
                }
                if let constraint = decodeConstraint(element, owner: object.id) { object.constraints.append(constraint) }
            }
        case "layoutGuides":
            for guide in child.children { object.layoutGuides.append(decodeLayoutGuide(guide)) }
        case "viewLayoutGuide", "viewControllerLayoutGuide":
            object.layoutGuides.append(decodeLayoutGuide(child))
        case "variation":
            object.variations.append(decodeVariation(child))
        case "connections":
            for connection in child.children {
                if let decoded = decodeConnection(connection, owner: object) { object.connections.append(decoded) }
            }
        case "rect" where key == "frame":
            object.frame = rect(child)
        case "autoresizingMask":
            var mask = AutoresizingMask()
            for (name, flagValue) in AutoresizingMask.attributeNames where flag(child, name) == true { mask.insert(flagValue) }
            object.autoresizingMask = mask
        case "color":
            if let key, let color = color(child) { object.colors[key] = color }
        case "fontDescription", "font":
            if let font = font(child) { object.fonts[key ?? child.name] = font }
        case "string", "mutableString":
            if let key { object.strings[key] = child.text ?? "" }
        case "attributedString":
            if let key {
                object.strings[key] = child.children.filter { $0.name == "fragment" }
                    .map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            }
        case "state":
            decodeState(child, of: &object)
        case "accessibility":
            var accessibility = object.accessibility ?? Accessibility(traits: [])
            accessibility.identifier = child["identifier"]
            accessibility.label = child["label"]
            accessibility.hint = child["hint"]
            accessibility.value = child["value"]
            if let traits = child.child("accessibilityTraits") {
                accessibility.traits = traits.attributes.filter { $0.name != "key" && $0.value == "YES" }.map(\.name)
            }
            object.accessibility = accessibility
        case "userDefinedRuntimeAttributes":
            for attribute in child.children where attribute.name == "userDefinedRuntimeAttribute" {
                object.runtimeAttributes.append(runtimeAttribute(attribute))
            }
        case "size":
            if let key, let width = number(child, "width"), let height = number(child, "height") {
                object.sizes[key] = Size(width: width, height: height)
            }
        case "inset", "edgeInsets":
            if let key, let insets = insets(child) { object.insets[key] = insets }
        default:
            if child.name.hasPrefix("simulated") || child.name.hasSuffix("SimulatedSizeMetrics") {
                object.simulatedMetrics.append(
                    SimulatedMetric(element: child.name, key: key, attributes: child.attributes.filter { $0.name != "key" }))
            } else if child.has("id") && !Self.valueElements.contains(child.name) {
                object.children.append(decodeObject(child, role: key ?? child.name))
            } else if key != nil, child.child("rect", key: "frame") != nil || child.child("subviews") != nil {
                // A keyed view IB wrote without an id (a collection cell's `contentView` in
                // older files).
                object.children.append(decodeObject(child, role: key))
            } else if !child.has("id") {
                // A list (`prototypes`, `cells`, `items`, `sections`, `gestureRecognizers`, …),
                // or a wrapper IB may add around objects: look through it for objects.
                collectObjects(in: child, role: child.name, into: &object.children)
            }
            // Anything else (textInputTraits, nil, point, paragraph styles, …) stays in `source`.
        }
    }

    /// Decodes the objects (elements with an id) among `list`'s children and, through
    /// elements without an id, further down.
    private mutating func collectObjects(in list: Element, role: String, into objects: inout [IBObject]) {
        for item in list.children where !Self.valueElements.contains(item.name) {
            if item.has("id") {
                objects.append(decodeObject(item, role: role))
            } else if !item.children.isEmpty {
                collectObjects(in: item, role: role, into: &objects)
            }
        }
    }

    /// A button's `<state key="normal" title=… image=…>` with its colours.
    private mutating func decodeState(_ state: Element, of object: inout IBObject) {
        let key = state["key"] ?? "normal"
        if let title = state["title"] { object.strings["title.\(key)"] = title }
        if let image = state["image"] { object.images["image.\(key)"] = image }
        if let image = state["backgroundImage"] { object.images["backgroundImage.\(key)"] = image }
        for child in state.children where child.name == "color" {
            if let colorKey = child["key"], let color = color(child) { object.colors["\(colorKey).\(key)"] = color }
        }
        if let attributed = state.child("attributedString") {
            object.strings["title.\(key)"] = attributed.children.compactMap { $0["content"] }.joined()
        }
    }

    private mutating func decodeLayoutGuide(_ element: Element) -> LayoutGuide {
        let kind: LayoutGuide.Kind
        switch (element.name, element["key"], element["type"]) {
        case ("viewLayoutGuide", "safeArea", _): kind = .safeArea
        case ("viewLayoutGuide", let key?, _): kind = .viewGuide(key: key)
        case ("viewControllerLayoutGuide", _, "top"): kind = .topLayoutGuide
        case ("viewControllerLayoutGuide", _, "bottom"): kind = .bottomLayoutGuide
        default:
            note(element, "unknown layout guide; kept by name")
            kind = .other(element: element.name)
        }
        if let id = element["id"], let sceneIndex {
            sceneIndexByObjectID[id] = sceneIndex
            elementNameByObjectID[id] = element.name
        }
        return LayoutGuide(kind: kind, id: element["id"], line: element.line)
    }
}
