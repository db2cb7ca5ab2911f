import Foundation

/// A linear relation between two layout attributes that Auto Layout satisfies:
/// `first.attribute  relation  multiplier × second.attribute + constant`.
///
/// Create constraints with anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`)
/// or `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, then
/// activate them. Activation installs the constraint on the nearest common ancestor of
/// its items (listed in that view's `constraints`), which owns it; a constraint holds its
/// items weakly.
///
/// `constant` may change at any time, cheaply (the solver edits the constant in place).
/// `priority` may change unless the change crosses `.required` on an active constraint,
/// which UIKit reports as an `NSInternalInconsistencyException`.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    let first: AnchorTerm
    let second: AnchorTerm?
    public let relation: Relation
    public let multiplier: CGFloat
    /// The view the constraint is installed on while active.
    weak var container: UIView?
    /// Activation order, so a tree joining an engine adds its constraints in the order the
    /// app activated them (which decides the one broken in an unsatisfiable set).
    var activationSequence = 0
    static var activationCounter = 0

    /// Changing it on an active constraint updates the engine in place and lays out again.
    open var constant: CGFloat {
        didSet { if constant != oldValue { constantDidChange() } }
    }

    open var priority: UILayoutPriority {
        get { storedPriority }
        set { setPriority(newValue) }
    }
    var storedPriority: UILayoutPriority = .required

    /// A name shown in the description and in unsatisfiable-constraint logs.
    open var identifier: String?

    /// Called on each constraint a storyboard or nib loads, once every object of that
    /// archive exists and is connected (with the views' `awakeFromNib`). Overrides call super.
    open func awakeFromNib() {}
    /// Whether an archive of the view keeps the constraint; kept for source compatibility.
    open var shouldBeArchived = false

    init(first: AnchorTerm, relation: Relation, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The classic form: `view1.attr1 relation multiplier × view2.attr2 + c`. Items are
    /// views or layout guides; `view2` is nil (with `.notAnAttribute`) for a constant.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute,
                            multiplier: CGFloat, constant c: CGFloat) {
        let second: AnchorTerm? = (view2 as AnyObject?).map { .attribute(WeakItem($0), attr2) }
        self.init(first: .attribute(WeakItem(view1 as AnyObject), attr1), relation: relation,
                  second: attr2 == .notAnAttribute ? nil : second, multiplier: multiplier, constant: c)
    }

    // MARK: Items

    /// The first item (a view or layout guide); for a composite anchor, its origin's item.
    open var firstItem: AnyObject? { Self.item(of: first) }
    open var firstAttribute: Attribute { Self.attribute(of: first) }
    open var secondItem: AnyObject? { second.flatMap { Self.item(of: $0) } }
    open var secondAttribute: Attribute { second.map { Self.attribute(of: $0) } ?? .notAnAttribute }

    private static func item(of term: AnchorTerm) -> AnyObject? {
        switch term {
        case .attribute(let item, _): item.object
        case .offset(let from, _): item(of: from)
        }
    }

    private static func attribute(of term: AnchorTerm) -> Attribute {
        if case .attribute(_, let attribute) = term { return attribute }
        return .notAnAttribute
    }

    /// The first anchor (for a constraint made from anchors, the anchor it was made from).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(term: first) }
    /// The second anchor, nil for a constant constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor<AnyObject>(term: $0) } }

    /// Every item the constraint mentions.
    var items: [AnyObject] { first.items + (second?.items ?? []) }

    // MARK: Activation

    /// Whether the constraint is installed (on its items' nearest common ancestor).
    /// Setting it is `NSLayoutConstraint.activate([self])` / `deactivate([self])`.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates each constraint (installing it on its items' nearest common ancestor).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }
}

extension NSLayoutConstraint {
    /// A constraint relating nothing (no items, `.notAnAttribute`, multiplier 1, constant 0):
    /// the `NSObject` initialiser iOS code uses for a placeholder
    /// (`var bottomConstraint = NSLayoutConstraint()`) that a real constraint replaces
    /// before anything activates it. Activating it raises, as activating a constraint whose
    /// items have no common ancestor does.
    public convenience init() {
        self.init(first: .attribute(WeakItem(nil), .notAnAttribute), relation: .equal, second: nil,
                  multiplier: 1, constant: 0)
    }
}
