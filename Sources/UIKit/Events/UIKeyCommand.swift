import Foundation

/// The modifier keys held during a key press (UIKit's raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags a key command matches on: Caps Lock and the keypad flag do not count.
    var matchable: UIKeyModifierFlags { subtracting([.alphaShift, .numericPad]) }
}

/// A command with an action: the base of ``UIKeyCommand``.
///
/// Differs from iOS: the action is a closure of the responder that performs it
/// (`{ (target: EditorViewController, command: UIKeyCommand) in target.save(command) }`,
/// which `vck-migrate` writes for `#selector(save(_:))`), not a selector. UIKit sends a
/// command's action to the first responder of the chain that implements the method; here it
/// goes to the first responder of the chain that is of the closure's target type.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    public var title: String
    public var image: UIImage?
    public var discoverabilityTitle: String?
    public var attributes: UIAction.Attributes
    public var state: UIAction.State
    public let propertyList: Any?
    public let alternates: [UICommandAlternate]
    /// The responder the action runs on, and the call, type-erased.
    let performer: ViewControllerKit.CommandPerformer

    init(title: String, image: UIImage?, performer: ViewControllerKit.CommandPerformer, propertyList: Any?,
         alternates: [UICommandAlternate], discoverabilityTitle: String?, attributes: UIAction.Attributes,
         state: UIAction.State) {
        self.title = title
        self.image = image
        self.performer = performer
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init()
    }

    /// UIKit's `init(title:image:action:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public convenience init<Target: AnyObject, Sender>(
        title: String = "", image: UIImage? = nil, action: @escaping @MainActor (Target, Sender) -> Void,
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIAction.Attributes = [], state: UIAction.State = .off
    ) {
        self.init(title: title, image: image, performer: .init(action), propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }
}

/// Another action of a command, chosen by holding other modifiers (menus only).
@preconcurrency @MainActor
public final class UICommandAlternate {
    public let title: String
    public let modifierFlags: UIKeyModifierFlags
    let performer: ViewControllerKit.CommandPerformer

    public init<Target: AnyObject, Sender>(title: String, action: @escaping @MainActor (Target, Sender) -> Void,
                                           modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.modifierFlags = modifierFlags
        self.performer = .init(action)
    }
}

/// A hardware key press (a key and modifiers) and the action it triggers.
///
/// A responder lists its commands in ``UIResponder/keyCommands``. When a key is pressed, the
/// commands of the responders of the chain from the first responder up are searched, those of
/// the responder furthest up first (a clash goes to it); the first enabled command whose input
/// and modifiers match, and whose action some responder of the chain can perform, runs on the
/// first such responder from the first responder up, and the press goes no further (no
/// `pressesBegan`). While a text input is first responder it gets typing keys
/// first, unless the command sets ``wantsPriorityOverSystemBehavior`` (iOS 15's order).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character (`"s"`, matched ignoring case) or one of the `input…` constants.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    /// When true, the command is tried before a first-responder text input gets the key.
    public var wantsPriorityOverSystemBehavior = false
    /// Stored only: there are no keyboard layouts to localize for, nor mirrored arrows.
    public var allowsAutomaticLocalization = true
    public var allowsAutomaticMirroring = true

    init(input: String, modifierFlags: UIKeyModifierFlags, title: String, image: UIImage?,
         performer: ViewControllerKit.CommandPerformer, propertyList: Any?, alternates: [UICommandAlternate],
         discoverabilityTitle: String?, attributes: UIAction.Attributes, state: UIAction.State) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, performer: performer, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// UIKit's `init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public convenience init<Target: AnyObject, Sender>(
        title: String = "", image: UIImage? = nil, action: @escaping @MainActor (Target, Sender) -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIAction.Attributes = [], state: UIAction.State = .off
    ) {
        self.init(input: input, modifierFlags: modifierFlags, title: title, image: image, performer: .init(action),
                  propertyList: propertyList, alternates: alternates, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, state: state)
    }

    /// The same for an action method without a sender.
    public convenience init<Target: AnyObject>(
        title: String = "", image: UIImage? = nil, action: @escaping @MainActor (Target) -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIAction.Attributes = [], state: UIAction.State = .off
    ) {
        self.init(title: title, image: image, action: { (target: Target, _: Any?) in action(target) }, input: input,
                  modifierFlags: modifierFlags, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// UIKit's `init(input:modifierFlags:action:)`.
    public convenience init<Target: AnyObject, Sender>(input: String, modifierFlags: UIKeyModifierFlags,
                                                       action: @escaping @MainActor (Target, Sender) -> Void) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// `init(input:modifierFlags:action:)` for an action method without a sender.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping @MainActor (Target) -> Void) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// UIKit's deprecated `init(input:modifierFlags:action:discoverabilityTitle:)`.
    public convenience init<Target: AnyObject, Sender>(input: String, modifierFlags: UIKeyModifierFlags,
                                                       action: @escaping @MainActor (Target, Sender) -> Void,
                                                       discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// `init(input:modifierFlags:action:discoverabilityTitle:)` for an action method without
    /// a sender (`vck-migrate` writes `{ (target: Editor) in target.newNote() }` for `#selector(newNote)`).
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping @MainActor (Target) -> Void,
                                               discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// Whether a press of `key` with `flags` triggers this command.
    func matches(_ key: String, _ flags: UIKeyModifierFlags) -> Bool {
        guard let input, !attributes.contains(.disabled) else { return false }
        let same = input == key || (input.count == 1 && input.lowercased() == key.lowercased())
        return same && modifierFlags.matchable == flags.matchable
    }

    // MARK: Special keys (UIKit's values)

    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    public nonisolated static let inputHome = "UIKeyInputHome"
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    public nonisolated static let inputF1 = "UIKeyInputF1"
    public nonisolated static let inputF2 = "UIKeyInputF2"
    public nonisolated static let inputF3 = "UIKeyInputF3"
    public nonisolated static let inputF4 = "UIKeyInputF4"
    public nonisolated static let inputF5 = "UIKeyInputF5"
    public nonisolated static let inputF6 = "UIKeyInputF6"
    public nonisolated static let inputF7 = "UIKeyInputF7"
    public nonisolated static let inputF8 = "UIKeyInputF8"
    public nonisolated static let inputF9 = "UIKeyInputF9"
    public nonisolated static let inputF10 = "UIKeyInputF10"
    public nonisolated static let inputF11 = "UIKeyInputF11"
    public nonisolated static let inputF12 = "UIKeyInputF12"
}

extension ViewControllerKit {
    /// A command's action without its types: which responders can perform it, and the call.
    @MainActor
    struct CommandPerformer {
        let canPerform: @MainActor (AnyObject) -> Bool
        let perform: @MainActor (AnyObject, UICommand) -> Void

        init<Target: AnyObject, Sender>(_ action: @escaping @MainActor (Target, Sender) -> Void) {
            canPerform = { $0 is Target }
            perform = { target, command in
                guard let target = target as? Target else { return }
                ViewControllerKit.TargetAction.bind(target, action)(command)
            }
        }
    }
}
