import Foundation

/// A key for app-defined state in a configuration state (`state[key]`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a configuration adapts to in `updated(for:)`: the traits, plus app-defined values.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state: traits, and whether it is disabled, highlighted, selected, focused or pinned.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.traitCollection == b.traitCollection && a.isDisabled == b.isDisabled && a.isHighlighted == b.isHighlighted
            && a.isSelected == b.isSelected && a.isFocused == b.isFocused && a.isPinned == b.isPinned && a.customStates == b.customStates
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(traitCollection)
        hasher.combine([isDisabled, isHighlighted, isSelected, isFocused, isPinned])
    }
}

/// A cell's state: the view state plus editing, swiping, expansion, reordering and drag/drop.
/// A cell passes it to `updateConfiguration(using:)`, its `configurationUpdateHandler`, and
/// the `updated(for:)` of its content and background configurations.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    public enum DropState: Int, Sendable { case none, notTargeted, targeted }

    var view: UIViewConfigurationState
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none

    public init(traitCollection: UITraitCollection) { view = UIViewConfigurationState(traitCollection: traitCollection) }

    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    public var isDisabled: Bool { get { view.isDisabled } set { view.isDisabled = newValue } }
    public var isHighlighted: Bool { get { view.isHighlighted } set { view.isHighlighted = newValue } }
    public var isSelected: Bool { get { view.isSelected } set { view.isSelected = newValue } }
    public var isFocused: Bool { get { view.isFocused } set { view.isFocused = newValue } }
    public var isPinned: Bool { get { view.isPinned } set { view.isPinned = newValue } }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}
