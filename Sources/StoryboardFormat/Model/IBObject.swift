/// An object Interface Builder archives: a view controller, a view of any kind, a placeholder
/// (File's Owner, First Responder, Exit, a storyboard reference), a bar or navigation item, a
/// gesture recognizer, a table section, a layout object.
///
/// Views are recursive (``subviews``); everything else an object owns by key or in a list
/// (`<view key="view">`, `<navigationItem key="navigationItem">`, `<prototypes>`, `<items>`,
/// `<gestureRecognizers>`) is in ``children``, each with its ``role``. Attributes the model
/// does not name stay readable through ``subscript(_:)`` and ``source``.
public struct IBObject: Sendable, Hashable {
    /// The element name: `viewController`, `tableViewController`, `label`, `button`,
    /// `tableViewCell`, `barButtonItem`, `placeholder`, `exit`, … (unknown names are kept).
    public var element: String
    public var category: ObjectCategory
    public var id: String?
    /// How the parent holds it: the `key` attribute (`view`, `navigationItem`, `contentView`),
    /// else the list element it sits in (`subviews`, `prototypes`, `items`, `objects`, …).
    public var role: String?
    public var line: Int

    public var customClass: String?
    public var customModule: String?
    /// `target` when the module is "inherit from target" (the app's own module).
    public var customModuleProvider: String?
    /// The class to instantiate: `customClass`, else UIKit's class for the element (nil for
    /// a storyboard reference, whose class comes from the other storyboard).
    public var className: String? {
        if let customClass, !customClass.isEmpty { return customClass }
        return ObjectCategory.defaultClass(forElement: element)
    }

    public var storyboardIdentifier: String?
    public var restorationIdentifier: String?
    /// The `title` attribute (controllers, bar items, buttons in old files).
    public var title: String?
    /// The label shown in IB's outline (`userLabel`), a design-time name.
    public var userLabel: String?
    /// `viewController` for a scene's controller, `firstResponder`/`exit` for placeholders.
    public var sceneMemberID: String?
    /// For `<placeholder>`: `IBFilesOwner`, `IBFirstResponder`; for a storyboard reference
    /// its name and identifier.
    public var placeholder: Placeholder?

    // View geometry and common properties (nil or empty when not written).
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask?
    /// `scaleToFill`, `scaleAspectFit`, `redraw`, … as written.
    public var contentMode: String?
    public var isHidden: Bool
    public var alpha: Double?
    public var tag: Int?
    /// Whether `translatesAutoresizingMaskIntoConstraints="NO"` was written (IB sets it on
    /// views it lays out with constraints).
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// Colours by key (`backgroundColor`, `textColor`, `tintColor`, …).
    public var colors: [String: Color]
    /// Fonts by key (`fontDescription`, `font`).
    public var fonts: [String: Font]
    /// Text by key: `text`, `placeholder`, `title` (attributes or `<string key=…>` children)
    /// and button state titles as `title.normal`, `title.highlighted`, ….
    public var strings: [String: String]
    /// Image names by key: `image`, `highlightedImage`, `backgroundImage`, `selectedImage`,
    /// `landscapeImage` and button state images as `image.normal`, ….
    public var images: [String: String]
    public var accessibility: Accessibility?
    public var runtimeAttributes: [RuntimeAttribute]
    public var simulatedMetrics: [SimulatedMetric]
    /// Other keyed values: sizes (`freeformSize`, `itemSize`) and insets.
    public var sizes: [String: Size]
    public var insets: [String: Insets]

    public var subviews: [IBObject]
    public var children: [IBObject]
    /// The constraints this view owns (`<constraints>`), in document order.
    public var constraints: [Constraint]
    public var layoutGuides: [LayoutGuide]
    public var variations: [Variation]
    public var connections: [Connection]

    /// The element as written, subtree included.
    public var source: Element

    /// Any attribute of the element as written, including ones the model does not name.
    public subscript(_ attribute: String) -> String? { source[attribute] }

    /// The child held under `key` (`view`, `navigationItem`, `tabBarItem`, `contentView`, …).
    public func child(forKey key: String) -> IBObject? { children.first { $0.role == key } }
    /// The children listed in `list` (`prototypes`, `cells`, `items`, `gestureRecognizers`, …).
    public func children(in list: String) -> [IBObject] { children.filter { $0.role == list } }

    /// A controller's root view (`<view key="view">`, `<tableView key="view">`, …).
    public var view: IBObject? { child(forKey: "view") }
    public var navigationItem: IBObject? { child(forKey: "navigationItem") }
    public var tabBarItem: IBObject? { child(forKey: "tabBarItem") }

    /// The object and every object it holds (subviews and children), depth first, itself first.
    public func forEachObject(_ body: (IBObject) throws -> Void) rethrows {
        try body(self)
        // By index: the elements are visited in place rather than copied out (an object is
        // a large value, and copying one retains every string and array it holds).
        for index in children.indices { try children[index].forEachObject(body) }
        for index in subviews.indices { try subviews[index].forEachObject(body) }
    }
}

/// What a placeholder object stands for.
public struct Placeholder: Sendable, Hashable {
    /// `IBFilesOwner`, `IBFirstResponder` for `<placeholder placeholderIdentifier=…>`;
    /// nil for storyboard references.
    public var identifier: String?
    /// For `<viewControllerPlaceholder>`: the storyboard's name (the file name without
    /// `.storyboard`), nil if not written (IB then means the same storyboard).
    public var storyboardName: String?
    public var referencedIdentifier: String?
    public var bundleIdentifier: String?

    public init(identifier: String? = nil, storyboardName: String? = nil, referencedIdentifier: String? = nil, bundleIdentifier: String? = nil) {
        self.identifier = identifier
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
    }
}
