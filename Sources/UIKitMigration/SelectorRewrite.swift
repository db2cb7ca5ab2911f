import SwiftSyntax

/// `#selector(method)` as a target–action argument → a closure of the target.
extension Scanner {
    /// The calls whose `action:` argument is a target–action selector.
    static let actionCallees: Set<String> = ["addTarget", "UIBarButtonItem"]

    func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard !isConditionallyCompiled(node) else { return }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else {
            if rewriteStoredSelectorDeclaration(node) { return }
            return report(.leftAlone, node, "#selector", "not an argument of a target–action call")
        }
        let label = argument.label?.text
        let callee = calleeName(call)
        let arguments = Array(call.arguments)
        let isTargetAction = label == "action"
            && (Self.actionCallees.contains(callee) || callee.hasSuffix("GestureRecognizer") || callee == "removeTarget"
                || arguments.contains { $0.label?.text == "target" })
        let isObserver = label == "selector" && callee == "addObserver" && arguments.first?.label == nil
        if label == "action", Self.commandCallees.contains(callee) {
            return rewriteCommandSelector(node, callee: callee)
        }
        if label == nil, callee == "perform", arguments.map({ $0.label?.text }) == [nil, "with", "afterDelay"] {
            return rewritePerformSelector(node, call: call)
        }
        if label == "selector", callee == "cancelPreviousPerformRequests" {
            return rewriteNamedSelector(node)
        }
        if label == nil, callee == "sendAction", arguments.map({ $0.label?.text }) == [nil, "to", "from", "for"] {
            return rewriteNamedSelector(node)
        }
        // `Timer(timeInterval:target:selector:userInfo:repeats:)` and its scheduled form.
        let isTimer = label == "selector" && (callee == "scheduledTimer" || callee == "Timer")
            && arguments.first?.label?.text == "timeInterval" && arguments.contains { $0.label?.text == "target" }
        // `CADisplayLink(target:selector:)`: the link keeps its target until invalidated.
        let isDisplayLink = label == "selector" && callee == "CADisplayLink"
            && arguments.map({ $0.label?.text }) == ["target", "selector"]
        guard isTargetAction || isObserver || isTimer || isDisplayLink else {
            return report(.leftAlone, node, "#selector", "\(callee)(\(label.map { "\($0):" } ?? "_:")…) has no closure form here")
        }
        guard let container = container(of: node) else {
            return report(.leftAlone, node, "#selector", "not inside a statement or member")
        }
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        if callee == "removeTarget" {
            edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: "nil", container: container))
            return report(.rewrote, node, "#selector", "removeTarget removes all of the target's actions (nil action)")
        }
        let target = arguments.first { $0.label?.text == "target" } ?? arguments.first
        if target?.expression.is(NilLiteralExprSyntax.self) == true {
            return report(.leftAlone, node, "#selector", "a nil target (responder-chain search by selector) has no closure form")
        }
        guard let method = methodReference(node) else {
            return report(.leftAlone, node, "#selector", "\(node.arguments.trimmedDescription) is not a method name")
        }
        // The target is the enclosing type's instance: its own declaration of the name wins.
        let owner = target?.expression.trimmedDescription == "self" ? MethodIndex.owner(of: node) : nil
        guard let labels = method.labels ?? index.labels(of: method.name, in: owner) else {
            return report(.leftAlone, node, "#selector", "\(method.name) is declared with several signatures; write the labels")
        }
        guard let closure = Self.closureOfTarget(method.name, labels) else {
            return report(.leftAlone, node, "#selector", "\(method.name) takes \(labels.count) arguments; actions take the sender only")
        }
        edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: closure, container: container))
        report(.rewrote, node, "#selector", isTimer ? "\(closure) (the timer holds the target weakly)"
               : isDisplayLink ? "\(closure) (the link holds the target until invalidate(), as on iOS)" : closure)
    }

    /// `{ $0.save() }` or `{ $0.save($1) }` (`{ $0.save(sender: $1) }` with a label): the
    /// method as a closure of the target and the one argument; nil for more arguments.
    static func closureOfTarget(_ name: String, _ labels: [String]) -> String? {
        switch labels.count {
        case 0: "{ $0.\(name)() }"
        case 1: "{ $0.\(name)(\(labels[0] == "_" ? "" : labels[0] + ": ")$1) }"
        default: nil
        }
    }

    /// Commands whose action goes up the responder chain: there is no target to infer the
    /// closure's type from, so it names the type whose method the selector is.
    static let commandCallees: Set<String> = ["UIKeyCommand", "UICommand", "UICommandAlternate"]

    /// `#selector(save(_:))` in a command → `{ (target: Editor, command: UIKeyCommand) in target.save(command) }`,
    /// where `Editor` is the type the selector names or the one declaring the code.
    func rewriteCommandSelector(_ node: MacroExpansionExprSyntax, callee: String) {
        guard let container = container(of: node) else {
            return report(.leftAlone, node, "#selector", "not inside a statement or member")
        }
        guard let method = methodReference(node) else {
            return report(.leftAlone, node, "#selector", "\(node.arguments.trimmedDescription) is not a method name")
        }
        let written = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
        guard let type = written ?? enclosingTypeName(of: node) else {
            return report(.leftAlone, node, "#selector", "no enclosing type to perform \(method.name) on")
        }
        guard let labels = method.labels ?? index.labels(of: method.name) else {
            return report(.leftAlone, node, "#selector", "\(method.name) is declared with several signatures; write the labels")
        }
        let sender = callee == "UIKeyCommand" ? "UIKeyCommand" : "UICommand"
        let closure: String
        switch labels.count {
        case 0: closure = "{ (target: \(type)) in target.\(method.name)() }"
        case 1:
            closure = "{ (target: \(type), command: \(sender)) in target.\(method.name)(\(labels[0] == "_" ? "" : labels[0] + ": ")command) }"
        default:
            return report(.leftAlone, node, "#selector", "\(method.name) takes \(labels.count) arguments; actions take the sender only")
        }
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: closure, container: container))
        report(.rewrote, node, "#selector", closure)
    }

    /// The name of the class, struct, enum or extended type whose code contains `node`.
    func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ExtensionDeclSyntax.self) {
                return qualifiedName(of: parent)
            }
            current = parent.parent
        }
        return nil
    }

    /// `addTarget` for `button.addTarget(…)`, `UIBarButtonItem` for `UIBarButtonItem(…)`.
    func calleeName(_ call: FunctionCallExprSyntax) -> String {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.trimmedDescription
    }

    /// The method a selector names, with its labels when written (`save(_:)`).
    func methodReference(_ node: MacroExpansionExprSyntax) -> (name: String, labels: [String]?)? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return nil }
        let reference: DeclReferenceExprSyntax?
        if let member = argument.expression.as(MemberAccessExprSyntax.self) { reference = member.declName }
        else { reference = argument.expression.as(DeclReferenceExprSyntax.self) }
        guard let reference else { return nil }
        return (reference.baseName.text, reference.argumentNames.map { $0.arguments.map { $0.name.text } })
    }

    /// The statement or member the rewritten selector's code is repeated in.
    func container(of node: some SyntaxProtocol) -> Range<Int>? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
                return parent.positionAfterSkippingLeadingTrivia.utf8Offset..<parent.endPositionBeforeTrailingTrivia.utf8Offset
            }
            current = parent.parent
        }
        return nil
    }
}
