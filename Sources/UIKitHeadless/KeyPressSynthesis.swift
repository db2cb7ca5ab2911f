import UIKit

extension HeadlessHost {
    /// Presses and releases a key of a hardware keyboard with `modifiers` held, through the
    /// run loop as a real keyboard does: key commands, a first-responder text input, or
    /// `pressesBegan`/`pressesEnded` (see ``UIKeyCommand``). No time passes.
    ///
    /// ```swift
    /// host.pressKey("s", modifiers: .command)
    /// host.pressKey(UIKeyCommand.inputDownArrow)
    /// ```
    public func pressKey(_ input: String, modifiers: UIKeyModifierFlags = [], fileID: String = #fileID,
                         filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        step(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) {
            runtime.enqueueKeyPress(ViewControllerKit.HostKeyPress(input: input, modifierFlags: modifiers))
            runtime.runLoop.runUntilIdle()
        }
    }
}
