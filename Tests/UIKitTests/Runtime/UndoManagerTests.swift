import Foundation
import Testing
import UIKitTesting

/// `UndoManager` (Linux Foundation has none) and `UIResponder.undoManager`.
@Suite @MainActor struct UndoManagerTests {
    final class Document {
        var text = ""
        let undo: UndoManager
        init(undo: UndoManager) { self.undo = undo }
        func set(_ new: String) {
            let old = text
            undo.registerUndo(withTarget: self) { $0.set(old) }
            undo.setActionName("Typing")
            text = new
        }
    }

    @Test func undoThenRedo_walkTheChanges_andANewChangeDropsTheRedos() {
        let manager = UndoManager()
        let document = Document(undo: manager)
        document.set("a")
        document.set("ab")
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoMenuItemTitle == "Undo Typing")
        manager.undo()
        #expect(document.text == "a")
        #expect(manager.canRedo)
        #expect(manager.redoActionName == "Typing")
        manager.redo()
        #expect(document.text == "ab")
        manager.undo()
        manager.undo()
        #expect(document.text == "" && !manager.canUndo)
        manager.redo()
        document.set("x")
        #expect(!manager.canRedo)
        manager.undo()
        #expect(document.text == "a")
    }

    @Test func aGroupUndoesTogether_newestFirst() {
        let manager = UndoManager()
        var log: [String] = []
        final class Target {}
        let target = Target()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: target) { _ in log.append("first") }
        manager.registerUndo(withTarget: target) { _ in log.append("second") }
        manager.endUndoGrouping()
        manager.undo()
        #expect(log == ["second", "first"])
        #expect(!manager.canUndo)
        manager.disableUndoRegistration()
        manager.registerUndo(withTarget: target) { _ in log.append("ignored") }
        #expect(!manager.canUndo)
    }

    @Test func respondersFindTheirWindowsUndoManager() {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.show(controller)
        let field = UITextField()
        controller.view.addSubview(field)
        #expect(controller.undoManager != nil)
        #expect(field.undoManager === host.window.undoManager)
        #expect(UIView().undoManager == nil)                 // not in a window
    }
}
