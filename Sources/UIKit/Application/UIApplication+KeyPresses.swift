import Foundation

extension ViewControllerKit {
    /// A hardware key press as a host reports it: the key (a character, or one of the
    /// `UIKeyCommand.input…` strings) and the modifiers held.
    public struct HostKeyPress: Sendable, Equatable {
        public var input: String
        public var modifierFlags: UIKeyModifierFlags

        public init(input: String, modifierFlags: UIKeyModifierFlags = []) {
            self.input = input
            self.modifierFlags = modifierFlags
        }
    }
}

extension ViewControllerKit.Runtime {
    /// Queues a key press (down, then up) for the run loop's next turn, as a hardware keyboard
    /// delivers it; see `UIApplication`'s handling in ``UIKeyCommand``.
    public func enqueueKeyPress(_ press: ViewControllerKit.HostKeyPress) {
        runLoop.enqueueEvent { [unowned self] in self.application.handleKeyPress(press) }
    }
}

extension UIApplication {
    /// One key press, in iOS 15's order:
    ///
    /// ```
    /// key down ─▶ commands with wantsPriorityOverSystemBehavior ─▶ first-responder text input
    ///          ─▶ other commands ─▶ pressesBegan/pressesEnded to the first responder
    /// ```
    /// Each stage that handles the key ends it. The chain runs from the first responder (the
    /// key window when there is none) up; its commands are searched from the top down (a
    /// clash goes to the responder further up, as observed on iOS), in each responder's
    /// `keyCommands` order; a matching command runs on the first responder from the bottom of
    /// the chain that can perform its action, and is skipped when none can.
    func handleKeyPress(_ input: ViewControllerKit.HostKeyPress) {
        guard let window = keyWindow else {
            runtime.diagnostics.warn("A key press (\(input.input)) arrived with no key window; it was dropped")
            return
        }
        let start: UIResponder = window.firstResponder ?? window
        let key = UIKey(input: input.input, modifierFlags: input.modifierFlags)
        if performKeyCommand(for: key, from: start, priorityOnly: true) { return }
        if let textInput = window.firstResponder as? UIKeyInput, typeKey(key, into: textInput) { return }
        if performKeyCommand(for: key, from: start, priorityOnly: false) { return }
        let press = UIPress(key: key, phase: .began, timestamp: runtime.clock.now, window: window, responder: start)
        let event = UIPressesEvent(timestamp: press.timestamp, presses: [press])
        start.pressesBegan([press], with: event)
        press.phase = .ended
        start.pressesEnded([press], with: event)
        event.allPresses = []
    }

    private func performKeyCommand(for key: UIKey, from start: UIResponder, priorityOnly: Bool) -> Bool {
        let chain = Array(sequence(first: start, next: { $0.next }))
        for responder in chain.reversed() {
            for command in responder.keyCommands ?? []
            where command.matches(key.charactersIgnoringModifiers, key.modifierFlags)
                && (!priorityOnly || command.wantsPriorityOverSystemBehavior) {
                guard let target = chain.first(where: { command.performer.canPerform($0) }) else { continue }
                command.performer.perform(target, command)
                return true
            }
        }
        return false
    }

    /// What a text input does with a typing key: characters without Command or Control are
    /// typed, Delete deletes backward, arrows move the caret (not modelled: consumed).
    private func typeKey(_ key: UIKey, into textInput: UIKeyInput) -> Bool {
        guard key.modifierFlags.intersection([.command, .control]).isEmpty else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            textInput.deleteBackward()
            return true
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow:
            return true
        case .keyboardReturnOrEnter:
            textInput.insertText("\n")
            return true
        default:
            guard key.characters.count == 1 else { return false }
            textInput.insertText(key.characters)
            return true
        }
    }
}
