import Foundation

/// Foundation's undo manager, which Linux Foundation lacks: a stack of undo groups, each a
/// list of closures registered with `registerUndo(withTarget:handler:)`. Undoing a group runs
/// its closures in reverse order, and what they register goes onto the redo stack (and the
/// other way round); a new registration outside undo and redo clears the redo stack.
///
/// **Differs from Foundation:** `groupsByEvent` does not group by run-loop event: each
/// registration outside an explicit `beginUndoGrouping()`/`endUndoGrouping()` is its own group.
/// Targets are held weakly; a group whose targets are gone undoes nothing.
open class UndoManager: NSObject {
    private struct Action {
        let run: () -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var disabledCount = 0

    /// Kept for Foundation's API; see the type's note.
    open var groupsByEvent = true
    /// The most undo groups kept; 0, the default, keeps all.
    open var levelsOfUndo = 0 { didSet { trim() } }
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
    open var groupingLevel: Int { openGroups.count }
    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    public override init() { super.init() }

    /// Records `handler` to run with `target` when the current group is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action { [weak target] in if let target { handler(target) } }
        if openGroups.isEmpty {
            var group = Group()
            group.actions.append(action)
            push(group)
        } else {
            openGroups[openGroups.count - 1].actions.append(action)
        }
    }

    /// Names the action of the group being registered (or the last one).
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty {
            if !group.actions.isEmpty { push(group) }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
    }

    /// Undoes the last group: its closures run newest first; what they register can be redone.
    open func undo() {
        guard let group = undoStack.popLast() else { return }
        run(group, undoing: true)
    }

    open func undoNestedGroup() { undo() }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        run(group, undoing: false)
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Drops every group (actions are not told apart by target here).
    open func removeAllActions(withTarget target: Any) { removeAllActions() }

    open func disableUndoRegistration() { disabledCount += 1 }
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            trim()
        }
    }

    private func run(_ group: Group, undoing: Bool) {
        if undoing { isUndoing = true } else { isRedoing = true }
        beginUndoGrouping()
        openGroups[openGroups.count - 1].name = group.name
        group.actions.reversed().forEach { $0.run() }
        endUndoGrouping()
        isUndoing = false
        isRedoing = false
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
