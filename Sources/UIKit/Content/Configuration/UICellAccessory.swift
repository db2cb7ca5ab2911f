import Foundation

/// A standard control beside a list cell's content: a disclosure chevron, a checkmark, the
/// editing delete/insert/multiselect controls, a reorder handle, a label, a detail button,
/// an outline disclosure, or an app view. Each is shown `always`, `whenEditing` or
/// `whenNotEditing`; delete, insert and multiselect sit on the leading side, the rest on
/// the trailing side, in the order given.
public struct UICellAccessory {
    public typealias ActionHandler = @MainActor () -> Void

    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// The width an accessory reserves: its own, the standard width of its kind, or a value.
    public enum LayoutDimension: Sendable, Equatable { case actual, standard, custom(CGFloat) }

    /// The options every kind shares (UIKit has one options type per kind; their members
    /// are these).
    public struct Options {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    public typealias OutlineDisclosureOptions = Options
    public typealias DetailOptions = Options
    public typealias LabelOptions = Options

    /// An app view as an accessory.
    public struct CustomViewConfiguration {
        public enum Placement { case leading(displayed: DisplayedState = .always), trailing(displayed: DisplayedState = .always) }
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
        case label(String)
        case custom(UIView)
    }

    let kind: Kind
    public let displayedState: DisplayedState
    let options: Options
    let actionHandler: ActionHandler?
    let isLeading: Bool

    init(_ kind: Kind, _ displayed: DisplayedState, _ options: Options, _ handler: ActionHandler? = nil, leading: Bool = false) {
        self.kind = kind
        displayedState = displayed
        self.options = options
        actionHandler = handler
        isLeading = leading
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        .init(.disclosureIndicator, displayed, options)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        .init(.checkmark, displayed, options)
    }
    /// The red minus on the leading side while editing; the handler runs on a tap.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> Self {
        .init(.delete, displayed, options, actionHandler, leading: true)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> Self {
        .init(.insert, displayed, options, actionHandler, leading: true)
    }
    /// The three-line handle on the trailing side while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        .init(.reorder, displayed, options)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        .init(.multiselect, displayed, options, leading: true)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> Self {
        .init(.outlineDisclosure, displayed, options, actionHandler)
    }
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> Self {
        .init(.detail, displayed, options, actionHandler)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        .init(.label(text), displayed, options)
    }
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let options = Options(isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
                              tintColor: configuration.tintColor)
        switch configuration.placement {
        case .leading(let displayed): return .init(.custom(configuration.customView), displayed, options, leading: true)
        case .trailing(let displayed): return .init(.custom(configuration.customView), displayed, options)
        }
    }

    /// Whether the accessory shows in a cell whose editing state is `editing`.
    func isShown(editing: Bool) -> Bool {
        guard options.isHidden != true else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The symbol, the standard width and the accessibility label of a system kind.
    var standard: (symbol: String?, width: CGFloat, label: String) {
        switch kind {
        case .disclosureIndicator: ("chevron.forward", 12, "Disclosure")
        case .checkmark: ("checkmark", 17, "Selected")
        case .delete: ("minus.circle.fill", 22, "Delete")
        case .insert: ("plus.circle.fill", 22, "Insert")
        case .reorder: ("line.3.horizontal", 22, "Reorder")
        case .multiselect: ("circle", 22, "Select")
        case .outlineDisclosure: ("chevron.down", 17, "Expand")
        case .detail: ("info.circle", 22, "More Info")
        case .label(let text): (nil, 0, text)
        case .custom: (nil, 0, "")
        }
    }
}

/// The view of one accessory in a list cell: a control showing the kind's symbol (or the
/// label, or the app's view) that runs the accessory's handler when tapped.
@MainActor
final class CellAccessoryView: UIControl {
    let accessory: UICellAccessory
    let content: UIView

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        let standard = accessory.standard
        switch accessory.kind {
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = accessory.options.tintColor ?? .secondaryLabel
            content = label
        case .custom(let view):
            content = view
        default:
            let image = UIImageView(image: standard.symbol.flatMap { UIImage(systemName: $0) })
            image.contentMode = .center
            image.tintColor = accessory.options.tintColor ?? Self.defaultTint(accessory.kind)
            content = image
        }
        super.init(frame: .zero)
        addSubview(content)
        isAccessibilityElement = true
        accessibilityLabel = standard.label
        if let handler = accessory.actionHandler {
            addAction(UIAction { _ in handler() }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) { fatalError("created by list cells only") }

    private static func defaultTint(_ kind: UICellAccessory.Kind) -> UIColor {
        switch kind {
        case .delete: .systemRed
        case .insert: .systemGreen
        case .disclosureIndicator, .reorder: .tertiaryLabel
        default: .tintColor
        }
    }

    /// The width it takes in the row: reserved by the options, else the kind's standard
    /// width, else its content's own width.
    var layoutWidth: CGFloat {
        let own: CGFloat
        switch accessory.kind {
        case .label: own = content.intrinsicContentSize.width
        case .custom(let view): own = view.frame.width
        default: own = accessory.standard.width
        }
        switch accessory.options.reservedLayoutWidth {
        case .custom(let width)?: return max(width, own)
        case .actual?: return own
        case .standard?, nil: return max(own, accessory.standard.width)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height: CGFloat
        switch accessory.kind {
        case .label: height = content.intrinsicContentSize.height
        case .custom(let view): height = view.frame.height
        default: height = bounds.height
        }
        content.frame = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
    }
}
