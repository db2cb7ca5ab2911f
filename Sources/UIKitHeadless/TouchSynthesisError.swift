import Foundation
import UIKit

/// Why a synthesized touch could not be aimed at a view: the view is missing, not in a
/// window, not visible, or another view would receive the touch.
public enum TouchSynthesisError: Error, Equatable, CustomStringConvertible {
    /// No view in any window matches the identifier or label.
    case notFound(query: String)
    /// The view is not in a window.
    case notInWindow(view: String)
    /// The view or an ancestor is hidden, nearly transparent or not interactive.
    case notHittable(view: String, reason: String)
    /// Hit-testing the view's centre finds another view (or nothing).
    case covered(view: String, point: CGPoint, hitView: String)

    public var description: String {
        switch self {
        case .notFound(let query):
            return "no view in the window matches \(query)"
        case .notInWindow(let view):
            return "\(view) is not in a window"
        case .notHittable(let view, let reason):
            return "\(view) cannot receive touches: \(reason)"
        case .covered(let view, let point, let hitView):
            return "a touch at the centre of \(view) (\(Self.format(point)) in the window) would land on \(hitView)"
        }
    }

    /// A point as UIKit describes one: `{70, 122}`, whole numbers without a decimal point.
    public static func format(_ point: CGPoint) -> String { point.uikitDescription }

    /// A stable, address-free name for a view: its type, identifier or label, and frame in
    /// the form view dumps use (`<UIControl 'save'; frame = (20 100; 100 44)>`).
    @MainActor
    static func name(of view: UIView?) -> String {
        guard let view else { return "no view" }
        var name = "<" + String(describing: type(of: view))
        if let id = view.accessibilityIdentifier {
            name += " '\(id)'"
        } else if let label = view.accessibilityLabel {
            name += " \"\(label)\""
        }
        return name + "; frame = \(view.frame.uikitDescription)>"
    }
}
