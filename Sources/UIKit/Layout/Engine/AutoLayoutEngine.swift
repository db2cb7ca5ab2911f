import Foundation

/// The Auto Layout engine of one view tree: a window's (UIKit keeps one engine per
/// window), a detached tree's, or a temporary one for `systemLayoutSizeFitting`.
///
/// It turns the tree's active constraints into rows of a ``LayoutEngine`` as they are
/// activated, and derives the rows UIKit adds on its own for the items those mention
/// (autoresizing-mask rows, content-size rows, system-guide rows). Items take part while
/// some row uses them (reference counted); the last use gone, their derived rows go too,
/// so a view that leaves the tree leaves the engine completely. Work follows what
/// changed: activation adds one row, `constant` edits one in place, a frame or inset
/// change edits an item's derived constants.
///
/// Solving happens once per layout pass (``solveIfNeeded()``, from the first
/// `layoutSubviews` that needs frames); each view then gets its frame from its
/// superview's `layoutSubviews`, parents before children.
@MainActor
final class AutoLayoutEngine {
    enum Mode {
        /// Lays out a window or a detached tree: frames are applied, changes re-layout.
        case tree
        /// Measures `root` for `systemLayoutSizeFitting`: its own frame is free.
        case fitting
    }

    /// The view the engine belongs to (it owns the engine, so unowned is safe).
    unowned let root: UIView
    let mode: Mode
    let backend: any LayoutEngine = SolverLayoutEngine()
    private(set) var needsSolve = false

    /// What the engine knows about a participating item.
    final class ItemRecord {
        weak var item: AnyObject?
        var uses = 0
        /// Rows UIKit derives for the item, parallel to `systemSpecs` (nil: refused as unsatisfiable).
        var systemRows: [LayoutRow?] = []
        var systemSpecs: [RowSpec] = []
        init(_ item: AnyObject) { self.item = item }
    }

    /// An active `NSLayoutConstraint` in this engine; `row` is nil when it was broken to
    /// recover from an unsatisfiable set.
    struct Installation {
        let constraint: NSLayoutConstraint
        var row: LayoutRow?
        /// The row's constant without the constraint's own `constant` (for in-place edits).
        var baseConstant: Double = 0
    }

    private(set) var records: [ObjectIdentifier: ItemRecord] = [:]
    /// Each participating item's four variables, back to its record: after a solve, only
    /// the items whose variables moved are looked at.
    private var recordOfVariable: [ObjectIdentifier: ItemRecord] = [:]
    private(set) var installations: [ObjectIdentifier: Installation] = [:]

    init(root: UIView, mode: Mode) {
        self.root = root
        self.mode = mode
    }

    // MARK: Constraints

    /// Adds an active constraint's row; an unsatisfiable one is logged and left broken.
    func install(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard installations[id] == nil, let container = constraint.container,
              let row = row(for: constraint, in: container) else { return }
        installations[id] = Installation(constraint: constraint, row: nil,
                                         baseConstant: row.expression.constant + Double(constraint.constant))
        if addRow(row) { installations[id]?.row = row }
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let installation = installations.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if let row = installation.row { removeRow(row) }
    }

    /// Re-adds a constraint whose priority changed.
    func reinstall(_ constraint: NSLayoutConstraint) {
        guard installations[ObjectIdentifier(constraint)] != nil else { return }
        uninstall(constraint)
        install(constraint)
    }

    /// `constant = …` on an installed constraint: the engine edits the row in place.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let installation = installations[ObjectIdentifier(constraint)], let row = installation.row else { return }
        backend.setConstant(of: row, to: installation.baseConstant - Double(constraint.constant))
        setNeedsSolve()
    }

    /// Installs every constraint in `view`'s subtree (a tree joining this engine).
    func installSubtree(of view: UIView) {
        var constraints: [NSLayoutConstraint] = []
        view.forEachInSubtree { v in
            if let installed = v.storedLayoutState?.constraints { constraints += installed }
        }
        constraints.sort { $0.activationSequence < $1.activationSequence }
        constraints.forEach(install)
    }

    /// Uninstalls every constraint in `view`'s subtree; returns whether there were any.
    @discardableResult
    func uninstallSubtree(of view: UIView) -> Bool {
        var found = false
        view.forEachInSubtree { v in
            guard let constraints = v.storedLayoutState?.constraints, !constraints.isEmpty else { return }
            found = true
            constraints.forEach(uninstall)
        }
        return found
    }

    // MARK: Rows and participation

    /// Adds a row, making the items it uses participate first. Returns false (and logs,
    /// UIKit's "Unable to simultaneously satisfy constraints") when it is unsatisfiable.
    @discardableResult
    func addRow(_ row: LayoutRow) -> Bool {
        row.uses.forEach(retain)
        do {
            try backend.add(row)
        } catch {
            row.uses.forEach(release)
            switch error {
            case .unsatisfiable(let conflicts):
                reportUnsatisfiable(row, conflicts: conflicts)
            case .internalError(let message):
                // A solver bug: keep laying out without the row, and say which row it was.
                ViewControllerKit.Runtime.current.diagnostics.warn("LayoutSolver: \(message) while adding \(row.debugDescription)")
            }
            return false
        }
        setNeedsSolve()
        return true
    }

    func removeRow(_ row: LayoutRow) {
        backend.remove(row)
        row.uses.forEach(release)
        setNeedsSolve()
    }

    private func retain(_ use: ItemUse) {
        let id = use.id
        if let record = records[id] {
            record.uses += 1
            return
        }
        guard let item = use.item else { return }
        let record = ItemRecord(item)
        record.uses = 1
        records[id] = record
        if let layoutItem = item as? LayoutItem {
            let v = layoutItem.layoutVariables
            for variable in [v.minX, v.minY, v.width, v.height] { recordOfVariable[ObjectIdentifier(variable)] = record }
        }
        if mode == .tree, let view = item as? UIView { view.layoutState.participatingEngine = self }
        refreshSystemRows(of: item)
    }

    private func release(_ use: ItemUse) {
        let id = use.id
        guard let record = records[id] else { return }
        record.uses -= 1
        guard record.uses <= 0 else { return }
        records[id] = nil
        if let layoutItem = record.item as? LayoutItem {
            let v = layoutItem.layoutVariables
            for variable in [v.minX, v.minY, v.width, v.height] { recordOfVariable[ObjectIdentifier(variable)] = nil }
        }
        record.systemRows.compactMap { $0 }.forEach(removeRow)
        if mode == .tree, let view = record.item as? UIView, view.storedLayoutState?.participatingEngine === self {
            view.storedLayoutState?.participatingEngine = nil
        }
    }

    func isParticipating(_ item: AnyObject) -> Bool { records[ObjectIdentifier(item)] != nil }

    func record(of item: AnyObject) -> ItemRecord? { records[ObjectIdentifier(item)] }

    // MARK: Solving and frames

    func setNeedsSolve() {
        guard !needsSolve else { return }
        needsSolve = true
        if mode == .tree { root.setNeedsLayout() }
    }

    /// Solves when something changed since the last solve, then asks the superview of
    /// every constraint-driven view whose frame moved to lay out again — except
    /// `applying`, whose `layoutSubviews` is setting those frames right now.
    func solveIfNeeded(applying: UIView? = nil) {
        guard needsSolve else { return }
        needsSolve = false
        var moved: [ItemRecord] = []
        backend.solve { variable in
            if let record = recordOfVariable[ObjectIdentifier(variable)] { moved.append(record) }
        }
        guard mode == .tree else { return }
        for record in moved {
            guard let view = record.item as? UIView, !view.translatesAutoresizingMaskIntoConstraints,
                  let superview = view.superview, superview !== applying, !superview.needsLayout,
                  solvedFrame(of: view) != view.frame else { continue }
            superview.setNeedsLayout()
        }
    }

    /// The item's frame in its layout space, its edges on the screen's pixel grid as
    /// UIKit places them (see ``PixelGrid``).
    func solvedFrame(of item: LayoutItem) -> CGRect {
        solvedFrame(of: item, on: PixelGrid(layoutSpace: item.layoutSpace))
    }

    private func solvedFrame(of item: LayoutItem, on grid: PixelGrid) -> CGRect {
        let v = item.layoutVariables
        return grid.frame(minX: backend.value(of: v.minX), minY: backend.value(of: v.minY),
                          width: backend.value(of: v.width), height: backend.value(of: v.height))
    }

    /// Sets the solved frames of `view`'s constraint-driven subviews (those with
    /// `translatesAutoresizingMaskIntoConstraints == false`); unchanged frames are not set.
    func applyFrames(toSubviewsOf view: UIView) {
        solveIfNeeded(applying: view)
        // A subview's resize marks its superview for layout; that is this very pass here.
        let wasPending = view.needsLayout
        let grid = PixelGrid(layoutSpace: view)
        for subview in view.subviews {
            guard !subview.translatesAutoresizingMaskIntoConstraints, isParticipating(subview) else { continue }
            let frame = solvedFrame(of: subview, on: grid)
            if frame != subview.frame { subview.frame = frame }
        }
        view.needsLayout = wasPending
    }
}
