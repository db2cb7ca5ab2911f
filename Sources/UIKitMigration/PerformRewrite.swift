import SwiftSyntax

/// `perform(#selector(f), with: x, afterDelay: d)`,
/// `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)` and
/// `UIApplication.sendAction(_:to:from:for:)`.
extension Scanner {
    /// `perform(#selector(flip), with: nil, afterDelay: 1)` →
    /// `perform(Selector("flip"), with: nil, afterDelay: 1) { $0.flip() }`: UIKit's
    /// `perform(_:with:afterDelay:_:)` keeps the name (for cancelling) and calls the closure
    /// with the receiver (and the argument, for a method that takes one).
    func rewritePerformSelector(_ node: MacroExpansionExprSyntax, call: FunctionCallExprSyntax) {
        guard let container = container(of: node) else {
            return report(.leftAlone, node, "#selector", "not inside a statement or member")
        }
        guard let method = methodReference(node) else {
            return report(.leftAlone, node, "#selector", "\(node.arguments.trimmedDescription) is not a method name")
        }
        // Without a receiver, or with `self`, the method is the enclosing type's.
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
        let owner = receiver == nil || receiver == "self" ? MethodIndex.owner(of: node) : nil
        guard let labels = method.labels ?? index.labels(of: method.name, in: owner) else {
            return report(.leftAlone, node, "#selector", "\(method.name) is declared with several signatures; write the labels")
        }
        guard let closure = Self.closureOfTarget(method.name, labels) else {
            return report(.leftAlone, node, "#selector", "\(method.name) takes \(labels.count) arguments; perform passes one")
        }
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        guard let paren = call.rightParen else {
            return report(.leftAlone, node, "#selector", "perform(…) without its closing parenthesis")
        }
        // The closure follows the call's closing parenthesis (an edit inside the statement,
        // which the Linux copy of the statement applies).
        let close = paren.positionAfterSkippingLeadingTrivia.utf8Offset..<paren.endPositionBeforeTrailingTrivia.utf8Offset
        let name = Self.objectiveCName(method.name, labels)
        edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: "Selector(\"\(name)\")", container: container))
        edits.append(Edit(range: close, text: "", linuxRange: close, linuxText: ") " + closure, container: container))
        report(.rewrote, node, "#selector", "perform(Selector(\"\(name)\"), …) \(closure)")
    }

    /// `#selector(flip)` in `cancelPreviousPerformRequests(withTarget:selector:object:)` →
    /// `Selector("flip")`, the name the rewritten `perform` registered the request under;
    /// likewise in `UIApplication.sendAction(_:to:from:for:)`, which sends actions by name.
    func rewriteNamedSelector(_ node: MacroExpansionExprSyntax) {
        guard let container = container(of: node) else {
            return report(.leftAlone, node, "#selector", "not inside a statement or member")
        }
        guard let method = methodReference(node) else {
            return report(.leftAlone, node, "#selector", "\(node.arguments.trimmedDescription) is not a method name")
        }
        guard let labels = method.labels ?? index.labels(of: method.name, in: MethodIndex.owner(of: node)) else {
            return report(.leftAlone, node, "#selector", "\(method.name) is declared with several signatures; write the labels")
        }
        let name = Self.objectiveCName(method.name, labels)
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: "Selector(\"\(name)\")", container: container))
        report(.rewrote, node, "#selector", "Selector(\"\(name)\")")
    }

    /// The Objective-C name Swift gives a method: `flip`, `flip:` for `flip(_:)`,
    /// `flipWithCard:` for `flip(card:)`, `move:to:` for `move(_:to:)`.
    static func objectiveCName(_ name: String, _ labels: [String]) -> String {
        guard let first = labels.first else { return name }
        let head = first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { $0 == "_" ? ":" : $0 + ":" }.joined()
    }
}
