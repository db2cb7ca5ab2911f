import Foundation

/// The parsed form of a visual-format string (Apple's Auto Layout Guide, "Visual Format
/// Language", whose grammar this follows):
///
/// ```
/// (H:|V:)? (| connection)? [view(predicates)?] (connection [view(predicates)?])* (connection |)?
/// connection ::= ε | - | -predicateList-
/// predicate  ::= (==|<=|>=)? (number | metricName | viewName) (@ (number | metricName))?
/// ```
struct VisualFormat {
    enum Axis { case horizontal, vertical }

    /// One `(relation)(object)(@priority)` inside parentheses, or a bare number or metric.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(String)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
        /// Where the predicate starts in the format, for error carets.
        var position: Int
    }

    /// The space between two items: none (flush), the standard space (`-`), or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    struct ViewTerm {
        var name: String
        var predicates: [Predicate]
        var position: Int
    }

    var axis: Axis
    /// The connection to the superview's leading (top) edge, when the format starts with `|`.
    var leadingSuperview: Connection?
    var views: [ViewTerm]
    /// The connection after each view but the last (`connections[i]` joins views i and i + 1).
    var connections: [Connection]
    /// The connection to the superview's trailing (bottom) edge, when the format ends with `|`.
    var trailingSuperview: Connection?
}

/// A syntax or lookup error: UIKit's message and where the caret points.
struct VisualFormatError: Error {
    let message: String
    let position: Int

    /// UIKit's exception reason: the message, the format, and a caret under the position.
    func reason(format: String) -> String {
        "Unable to parse constraint format: \n\(message) \n\(format) \n" + String(repeating: " ", count: position) + "^"
    }
}
