import Foundation

/// UIKit's recovery from an unsatisfiable set of required constraints: log the set, break
/// one (here the one being added, which never enters the solver) and carry on.
extension AutoLayoutEngine {
    func reportUnsatisfiable(_ row: LayoutRow, conflicts: [LayoutRow]) {
        guard mode == .tree else { return }
        ViewControllerKit.Runtime.current.diagnostics.warn(Self.unsatisfiableMessage(breaking: row, conflicts: conflicts))
    }

    /// The message iOS logs, without addresses:
    ///
    /// ```
    /// Unable to simultaneously satisfy constraints.
    /// \tProbably at least one of the constraints in the following list is one you don't want.
    /// ...
    /// (
    ///     "<NSLayoutConstraint UIView.width == 100   (active)>",
    ///     "<NSLayoutConstraint UIView.width == 200   (active)>"
    /// )
    ///
    /// Will attempt to recover by breaking constraint
    /// <NSLayoutConstraint UIView.width == 200   (active)>
    /// ...
    /// ```
    static func unsatisfiableMessage(breaking row: LayoutRow, conflicts: [LayoutRow]) -> String {
        let all = conflicts + [row]
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if all.contains(where: { if case .autoresizing = $0.owner { true } else { false } }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(all.map { "    \"\($0.debugDescription)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(row.debugDescription)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
            + "<UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }
}

extension LayoutRow {
    /// The row as UIKit names the constraint behind it.
    var debugDescription: String {
        switch owner {
        case .constraint(let constraint): constraint.description
        case .autoresizing(let label): "<NSAutoresizingMaskLayoutConstraint \(label)   (active)>"
        case .contentSize(let label): "<NSContentSizeLayoutConstraint \(label)   (active)>"
        case .guide(let label): "<NSLayoutConstraint \(label)   (active)>"
        case .fitting(let label): "<NSLayoutConstraint \(label)   (active)>"
        }
    }
}
