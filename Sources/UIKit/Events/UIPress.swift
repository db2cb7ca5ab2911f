import Foundation

/// A key of a hardware keyboard, by its USB HID usage (UIKit's raw values; the keys
/// `UIKitTesting` can press are named here).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)

    /// The usage of the key that types `input` (a letter, a digit, or a `UIKeyCommand.input…` key).
    static func of(_ input: String) -> UIKeyboardHIDUsage {
        let special: [String: UIKeyboardHIDUsage] = [
            UIKeyCommand.inputUpArrow: .keyboardUpArrow, UIKeyCommand.inputDownArrow: .keyboardDownArrow,
            UIKeyCommand.inputLeftArrow: .keyboardLeftArrow, UIKeyCommand.inputRightArrow: .keyboardRightArrow,
            UIKeyCommand.inputEscape: .keyboardEscape, UIKeyCommand.inputPageUp: .keyboardPageUp,
            UIKeyCommand.inputPageDown: .keyboardPageDown, UIKeyCommand.inputHome: .keyboardHome,
            UIKeyCommand.inputEnd: .keyboardEnd, UIKeyCommand.inputDelete: .keyboardDeleteForward,
            "\r": .keyboardReturnOrEnter, "\n": .keyboardReturnOrEnter, "\t": .keyboardTab, " ": .keyboardSpacebar,
            "\u{8}": .keyboardDeleteOrBackspace,
        ]
        if let usage = special[input] { return usage }
        guard input.unicodeScalars.count == 1, let scalar = input.lowercased().unicodeScalars.first else { return .keyboardErrorUndefined }
        switch scalar {
        case "a"..."z": return UIKeyboardHIDUsage(rawValue: 0x04 + Int(scalar.value - 97))
        case "1"..."9": return UIKeyboardHIDUsage(rawValue: 0x1E + Int(scalar.value - 49))
        case "0": return .keyboard0
        default: return .keyboardErrorUndefined
        }
    }
}

/// The key of a press on a hardware keyboard.
@preconcurrency @MainActor
public final class UIKey {
    /// What the key types with its modifiers (`"S"` with Shift); special keys give their
    /// `UIKeyCommand.input…` string.
    public let characters: String
    /// What the key types without modifiers.
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage

    init(input: String, modifierFlags: UIKeyModifierFlags) {
        let shifted = !modifierFlags.intersection([.shift, .alphaShift]).isEmpty
        charactersIgnoringModifiers = input.count == 1 ? input.lowercased() : input
        characters = shifted && input.count == 1 ? input.uppercased() : charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        keyCode = .of(input)
    }
}

/// A press of a physical button or key.
@preconcurrency @MainActor
public final class UIPress {
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// The remote's buttons (tvOS); a keyboard key has no type of its own.
    public enum PressType: Int, Sendable { case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let type: PressType
    /// The keyboard key pressed.
    public let key: UIKey?
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    public internal(set) weak var window: UIWindow?
    public internal(set) weak var responder: UIResponder?
    public var gestureRecognizers: [UIGestureRecognizer]? { [] }

    init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow?, responder: UIResponder?) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.window = window
        self.responder = responder
        type = switch key.keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter: .select
        case .keyboardEscape: .menu
        default: .select
        }
    }
}

/// The event of `pressesBegan`/`pressesEnded`: the presses down now.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    public internal(set) var allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// The presses delivered to `gestureRecognizer` (recognizers do not see presses here).
    public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

extension UIPress: Hashable {
    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
