/// One entry of an object's `<connections>` block.
public enum Connection: Sendable, Hashable {
    case outlet(Outlet)
    case outletCollection(Outlet)
    case action(Action)
    case segue(Segue)
}

/// `<outlet property="tableView" destination="abc-12-xyz" id=…/>`, or an
/// `<outletCollection property=… destination=… collectionClass="NSMutableArray"/>` entry.
public struct Outlet: Sendable, Hashable {
    public var property: String
    public var destination: String
    public var id: String?
    /// For outlet collections (`NSMutableArray`/`NSArray`); nil for single outlets.
    public var collectionClass: String?
    public var line: Int

    public init(property: String, destination: String, id: String?, collectionClass: String?, line: Int) {
        self.property = property
        self.destination = destination
        self.id = id
        self.collectionClass = collectionClass
        self.line = line
    }
}

/// `<action selector="buttonTapped:" destination=… eventType="touchUpInside" id=…/>`.
public struct Action: Sendable, Hashable {
    public var selector: String
    public var destination: String
    /// The control event (`touchUpInside`, `valueChanged`, …); nil for bar button items and
    /// gesture recognizers, whose action has no event.
    public var eventType: String?
    public var id: String?
    public var line: Int

    public init(selector: String, destination: String, eventType: String?, id: String?, line: Int) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.id = id
        self.line = line
    }
}

/// `<segue destination=… kind=… identifier=… id=…/>`: a transition Interface Builder draws from
/// a trigger (the object owning the `<connections>` block) to a destination controller, or a
/// container's relationship to a child (`kind="relationship"`).
public struct Segue: Sendable, Hashable {
    /// The segue kinds. Legacy kinds (`push`, `modal`, `replace`) are kept as written; UIKit
    /// runs them as `show`, `presentation` and `showDetail`.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let show = Kind(rawValue: "show")
        public static let showDetail = Kind(rawValue: "showDetail")
        public static let presentation = Kind(rawValue: "presentation")
        public static let popoverPresentation = Kind(rawValue: "popoverPresentation")
        public static let embed = Kind(rawValue: "embed")
        public static let unwind = Kind(rawValue: "unwind")
        public static let custom = Kind(rawValue: "custom")
        public static let relationship = Kind(rawValue: "relationship")
        public static let push = Kind(rawValue: "push")
        public static let modal = Kind(rawValue: "modal")
        public static let replace = Kind(rawValue: "replace")
        /// Kinds UIKit knows (another kind is loaded, with a diagnostic).
        public static let known: Set<Kind> = [
            .show, .showDetail, .presentation, .popoverPresentation, .embed, .unwind, .custom,
            .relationship, .push, .modal, .replace,
        ]

        /// The modern kind UIKit runs a legacy kind as (`push` → `show`, `modal` →
        /// `presentation`, `replace` → `showDetail`); other kinds map to themselves.
        public var modern: Kind {
            switch self {
            case .push: return .show
            case .modal: return .presentation
            case .replace: return .showDetail
            default: return self
            }
        }
    }

    public var id: String?
    public var kind: Kind
    public var destination: String
    public var identifier: String?
    /// For `kind="relationship"`: `rootViewController`, `viewControllers`,
    /// `masterViewController`, `detailViewController`, `dataSource`, …
    public var relationship: String?
    public var customClass: String?
    public var customModule: String?
    /// `UIModalPresentationStyle` name (`fullScreen`, `formSheet`, `overCurrentContext`, …).
    public var modalPresentationStyle: String?
    /// `UIModalTransitionStyle` name (`crossDissolve`, `flipHorizontal`, …).
    public var modalTransitionStyle: String?
    /// `animates="NO"` turns the transition's animation off; nil when not written.
    public var animates: Bool?
    public var popoverAnchorView: String?
    public var popoverAnchorBarButtonItem: String?
    /// Arrow directions from `<popoverArrowDirection key="popoverArrowDirection" up="YES" …/>`.
    public var popoverArrowDirections: [String]
    /// The unwind action's selector (`unwindToHome:`), for unwind segues.
    public var unwindAction: String?
    /// What fires a cell's segue when not the row tap (`accessoryAction`).
    public var trigger: String?
    /// `@IBSegueAction` selector creating the destination.
    public var destinationCreationSelector: String?
    public var splitViewControllerTargetIndex: Int?
    /// Every attribute as written (for the ones above and any other).
    public var attributes: [Attribute]
    public var line: Int

    /// The attributes beyond `destination`, `kind`, `identifier`, `id` and `relationship`,
    /// in the order written: what distinguishes segues of one kind.
    public var extraAttributes: [Attribute] {
        attributes.filter { !["destination", "kind", "identifier", "id", "relationship"].contains($0.name) }
    }
}
