import Foundation

extension UIViewController {
    /// Adds a command to this controller's ``UIResponder/keyCommands`` (when the controller
    /// does not override the property), after the ones added before it.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a command added with ``addKeyCommand(_:)``.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
