import Foundation
import Testing
import UIKitTesting

/// Hardware key presses: key commands gathered along the chain from the first responder, the
/// action performed by the first responder of the chain that can (UIKit's `keyCommands`
/// docs: "UIKit walks the responder chain looking for an object that implements the
/// corresponding action method. It calls that method on the first object it finds and then
/// stops processing the event"), text input first unless a command wants priority
/// (`wantsPriorityOverSystemBehavior` docs, iOS 15), and `pressesBegan`/`pressesEnded` for a
/// key nothing took.
@Suite @MainActor struct KeyCommandTests {
    final class Log { var entries: [String] = [] }

    final class KeyView: UIView {
        let log: Log
        var commands: [UIKeyCommand] = []
        init(log: Log) {
            self.log = log
            super.init(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        }
        required init?(coder: NSCoder) { fatalError() }
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? { commands }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses {
                log.entries.append("view began \(press.key!.characters) \(press.key!.keyCode.rawValue) \(event!.allPresses.count)")
            }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { log.entries.append("view ended \(press.key!.characters) \(press.phase)") }
        }
        func nudge() { log.entries.append("view nudge") }
    }

    final class Editor: UIViewController {
        let log: Log
        let keyView: KeyView
        var commands: [UIKeyCommand] = []
        init(log: Log) {
            self.log = log
            keyView = KeyView(log: log)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(keyView)
        }
        override var keyCommands: [UIKeyCommand]? { commands }
        func save(_ command: UIKeyCommand) {
            log.entries.append("save \(command.input!) \(command.modifierFlags.rawValue) \(command.discoverabilityTitle ?? "-")")
        }
        func moveDown() { log.entries.append("down") }
    }

    func makeEditor(_ host: HeadlessHost, _ log: Log) -> Editor {
        let editor = Editor(log: log)
        host.show(editor)
        #expect(editor.keyView.becomeFirstResponder())
        return editor
    }

    @Test func aMatchingCommandRunsOnTheFirstResponderOfTheChainThatCanPerformIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let editor = makeEditor(host, log)
        // Declared by the first responder (a view), performed by its controller up the chain.
        editor.keyView.commands = [
            UIKeyCommand(input: "s", modifierFlags: .command, action: { (target: Editor, command: UIKeyCommand) in target.save(command) },
                         discoverabilityTitle: "Save"),
        ]
        editor.commands = [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: { (target: Editor) in target.moveDown() })]
        host.pressKey("s", modifiers: .command)
        host.pressKey("S", modifiers: [.command, .alphaShift])
        host.pressKey(UIKeyCommand.inputDownArrow)
        #expect(log.entries == ["save s 1048576 Save", "save s 1048576 Save", "down"])
    }

    @Test func aKeyNoCommandTakesGoesToPressesBeganAndEndedOfTheFirstResponder() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let editor = makeEditor(host, log)
        editor.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: { (target: Editor, command: UIKeyCommand) in target.save(command) })]
        host.pressKey("s")                          // modifiers differ
        host.pressKey("s", modifiers: [.command, .shift])
        host.pressKey(UIKeyCommand.inputEscape)
        #expect(log.entries == [
            "view began s 22 1", "view ended s ended",
            "view began S 22 1", "view ended S ended",
            "view began UIKeyInputEscape 41 1", "view ended UIKeyInputEscape ended",
        ])
    }

    /// A clash goes to the responder further up the chain (observed by A. Schönig, "Keyboard
    /// shortcuts and the iOS responder chain", 2019); disabled commands and commands no
    /// responder of the chain can perform are passed over.
    @Test func theResponderFurtherUpWinsAClash_andDisabledOrUnperformableCommandsAreSkipped() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let editor = makeEditor(host, log)
        let disabled = UIKeyCommand(title: "Save", action: { (target: Editor, command: UIKeyCommand) in target.save(command) },
                                    input: "k", modifierFlags: .command, attributes: .disabled)
        // No UINavigationController in the chain: skipped, the search goes on.
        let unperformable = UIKeyCommand(input: "k", modifierFlags: .command,
                                         action: { (target: UINavigationController) in _ = target.popViewController(animated: false) })
        editor.commands = [disabled, unperformable]
        editor.keyView.commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: { (target: KeyView) in target.nudge() })]
        host.pressKey("k", modifiers: .command)
        #expect(log.entries == ["view nudge"])
        disabled.attributes = []
        host.pressKey("k", modifiers: .command)
        #expect(log.entries == ["view nudge", "save k 1048576 -"])
    }

    @Test func aTextFieldTypesTheKeyFirstUnlessACommandWantsPriority() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let editor = Editor(log: log)
        host.show(editor)
        let field = UITextField(frame: CGRect(x: 0, y: 300, width: 200, height: 40))
        editor.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let plain = UIKeyCommand(input: "a", modifierFlags: [], action: { (target: Editor, command: UIKeyCommand) in target.save(command) })
        editor.commands = [plain]
        host.pressKey("a")
        host.pressKey("b", modifiers: .shift)
        host.pressKey("\u{8}")
        host.pressKey("c")
        #expect(field.text == "ac")
        #expect(log.entries == [])
        plain.wantsPriorityOverSystemBehavior = true
        host.pressKey("a")
        #expect(field.text == "ac")
        #expect(log.entries == ["save a 0 -"])
    }

    @Test func addKeyCommandListsCommandsInTheControllersKeyCommands() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        #expect(controller.keyCommands == nil)
        let log = Log()
        let command = UIKeyCommand(input: "r", modifierFlags: .command, action: { (_: UIViewController) in log.entries.append("ran") })
        controller.addKeyCommand(command)
        controller.addKeyCommand(command)
        #expect(controller.keyCommands?.count == 1)
        // No first responder: the search starts at the key window, whose chain does not reach
        // the controller; nothing runs and the press goes to the window.
        host.pressKey("r", modifiers: .command)
        #expect(log.entries == [])
        controller.removeKeyCommand(command)
        #expect(controller.keyCommands == nil)
    }

    @Test func theKeyOfAPressReportsCharactersModifiersAndUsage() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let log = Log()
        let editor = makeEditor(host, log)
        host.pressKey("q", modifiers: .shift)
        host.pressKey("7")
        host.pressKey(UIKeyCommand.inputLeftArrow, modifiers: .alternate)
        #expect(log.entries == [
            "view began Q 20 1", "view ended Q ended",
            "view began 7 36 1", "view ended 7 ended",
            "view began UIKeyInputLeftArrow 80 1", "view ended UIKeyInputLeftArrow ended",
        ])
        _ = editor
    }
}
