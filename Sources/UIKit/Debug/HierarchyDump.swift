import Foundation

extension UIViewController {
    /// The controller hierarchy below this controller, in the spirit of UIKit's private
    /// `_printHierarchy`: each controller with its appearance state and view frame;
    /// children marked `|`, presented controllers `+`. Addresses are left out so dumps
    /// can be compared as snapshots.
    ///
    /// ```
    /// <ContainerViewController> state: appeared, view: (0 0; 390 844)
    ///    | <ChildViewController> title: "A", state: appeared, view: (0 0; 390 844)
    /// ```
    public func printHierarchy() -> String {
        var lines: [String] = []
        appendHierarchy(to: &lines, indent: "", marker: "")
        return lines.joined(separator: "\n")
    }

    /// `indent` is the ancestors' columns (`"   |    | "`), `marker` this line's own
    /// (`"   | "` for a child, `"   + "` for a presented controller).
    private func appendHierarchy(to lines: inout [String], indent: String, marker: String) {
        var parts: [String] = []
        if let title { parts.append("title: \"\(title)\"") }
        parts.append("state: \(appearance.state)")
        parts.append("view: " + (storedView.map { $0.window == nil ? "\($0.frame.uikitDescription), not in window" : $0.frame.uikitDescription } ?? "not loaded"))
        if let presenter = storedPresentingViewController, presenter.storedPresentedViewController === self {
            parts.append("presented: \(presentationRecord?.style ?? modalPresentationStyle)")
        }
        lines.append(indent + marker + "<\(typeName)> " + parts.joined(separator: ", "))
        // A presented controller's subtree hangs off its own column, which is not a child's.
        let below = indent + (marker.isEmpty ? "" : marker.replacingOccurrences(of: "+", with: " "))
        for child in storedChildren { child.appendHierarchy(to: &lines, indent: below, marker: "   | ") }
        if let presented = storedPresentedViewController, presented.storedPresentingViewController === self {
            presented.appendHierarchy(to: &lines, indent: below, marker: "   + ")
        }
    }
}

extension UIView {
    /// The view tree below this view, like UIKit's `recursiveDescription`: class, frame,
    /// and the properties that differ from their defaults, one view a line.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// One line: `<UILabel; frame = (16 60; 100 20.5); text = "Hi"; hidden = YES>`.
    public var debugLine: String {
        var parts = ["<\(String(describing: type(of: self)))", "frame = \(frame.uikitDescription)"]
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask.debugDescription)") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(alpha.clean)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor)") }
        if let accessibilityIdentifier { parts.append("id = \"\(accessibilityIdentifier)\"") }
        if let storedAccessibilityLabel { parts.append("label = \"\(storedAccessibilityLabel)\"") }
        parts.append(contentsOf: debugProperties)
        if let controller = owningViewController { parts.append("controller = <\(controller.typeName)>") }
        return parts.joined(separator: "; ") + ">"
    }

    private func appendDescription(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + debugLine)
        // Constraints installed on the view, one a line under it (Layout/).
        for constraint in constraints {
            lines.append(String(repeating: "   | ", count: depth) + "   = " + constraint.description)
        }
        for subview in storedSubviews { subview.appendDescription(to: &lines, depth: depth + 1) }
    }
}

extension UIView.AutoresizingMask {
    /// UIKit's short form: `W+H`, `LM+TM` ...
    var debugDescription: String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
