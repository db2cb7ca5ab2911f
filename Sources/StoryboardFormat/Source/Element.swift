/// One XML element of an Interface Builder file, kept exactly as written (attributes, children,
/// character data) with the line it starts on.
///
/// The typed model (``StoryboardDocument`` and the values it holds) is decoded from this tree.
/// Every typed object keeps its source element, so an element or attribute the decoder does
/// not know is never lost: it stays readable here, and statistics such as element counts are
/// taken from it.
public struct Element: Sendable, Hashable {
    /// The element's name (`viewController`, `label`, `constraint`, …).
    public var name: String
    /// The attributes, sorted by name (the XML parser does not report document order).
    public var attributes: [Attribute]
    public var children: [Element]
    /// Character data directly inside the element (`<string key="text">Hello</string>`), if any.
    public var text: String?
    /// The 1-based line of the start tag.
    public var line: Int

    public init(name: String, attributes: [Attribute] = [], children: [Element] = [], text: String? = nil, line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    /// The value of the attribute `name`, or nil when the element does not carry it.
    public subscript(_ name: String) -> String? {
        // Lengths first: most names differ in length, and comparing two lengths is far
        // cheaper than comparing two strings (the decoder asks for ~20 names per element).
        let length = name.utf8.count
        for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// Whether the element carries the attribute `name` (with any value, even empty).
    public func has(_ name: String) -> Bool { self[name] != nil }

    /// The first child named `name`, optionally with a `key` attribute equal to `key`.
    public func child(_ name: String, key: String? = nil) -> Element? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children named `name`.
    public func children(named name: String) -> [Element] { children.filter { $0.name == name } }

    /// Every element of the subtree, this one first, in document order (iteratively, so a deep
    /// tree cannot overflow the stack).
    public func forEachDescendant(_ body: (Element) throws -> Void) rethrows {
        var stack: [Element] = [self]
        while let element = stack.popLast() {
            try body(element)
            stack.append(contentsOf: element.children.reversed())
        }
    }
}

/// One attribute of an ``Element``.
public struct Attribute: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
