import Foundation
import Testing
import UIKit
import UIKitTesting

// Hardware-keyboard code as iOS apps write it, after `vck-migrate` (the selectors are the
// closures it writes): the point is that it compiles.

final class ShortcutListViewController: UIViewController {
    private var selection = 0
    private(set) var log: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        let search = UIKeyCommand(title: "Search", image: UIImage(systemName: "magnifyingglass"),
                                  action: { (target: ShortcutListViewController, command: UIKeyCommand) in target.search(command) },
                                  input: "f", modifierFlags: .command, discoverabilityTitle: "Search")
        search.wantsPriorityOverSystemBehavior = true
        let next = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [],
                                action: { (target: ShortcutListViewController) in target.selectNext() })
        let previous = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .alternate,
                                    action: { (target: ShortcutListViewController) in target.selectPrevious() })
        let close = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                                 action: { (target: UIViewController) in target.dismiss(animated: true) })
        return [search, next, previous, close] + (super.keyCommands ?? [])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
        addKeyCommand(UIKeyCommand(input: "r", modifierFlags: [.command, .shift],
                                   action: { (target: ShortcutListViewController) in target.log.append("reload") }))
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        switch key.keyCode {
        case .keyboardLeftArrow: log.append("left")
        case .keyboardSpacebar where key.modifierFlags.contains(.shift): log.append("page up")
        default: super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.charactersIgnoringModifiers == "q" }) { log.append("q up") }
        super.pressesEnded(presses, with: event)
    }

    func search(_ sender: UIKeyCommand) { log.append("search \(sender.title)") }
    func selectNext() { selection += 1; log.append("next \(selection)") }
    func selectPrevious() { selection -= 1; log.append("previous \(selection)") }
}

@Suite @MainActor struct TypicalKeyboardShortcutCodeTests {
    @Test func theShortcutScreenRunsItsCommandsAndPresses() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = ShortcutListViewController()
        host.show(screen)
        #expect(screen.isFirstResponder)
        host.pressKey("f", modifiers: .command)
        host.pressKey(UIKeyCommand.inputDownArrow)
        host.pressKey(UIKeyCommand.inputUpArrow, modifiers: .alternate)
        host.pressKey("r", modifiers: [.command, .shift])
        host.pressKey(UIKeyCommand.inputLeftArrow)
        host.pressKey(" ", modifiers: .shift)
        host.pressKey("q")
        #expect(screen.log == ["search Search", "next 1", "previous 0", "reload", "left", "page up", "q up"])
    }
}
