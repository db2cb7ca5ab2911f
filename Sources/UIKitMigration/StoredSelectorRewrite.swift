import SwiftSyntax

/// A selector kept in a constant or property and used later as a target–action argument:
///
///     let save = #selector(saveTapped(_:))
///     button.addTarget(self, action: save, for: .touchUpInside)
///
/// The declaration's Linux copy stores `Selector("saveTapped:")` (the name, so other uses of
/// the constant still compile) and each target–action use's Linux copy calls the closure
/// the inline `#selector` would have become (`{ $0.saveTapped($1) }`). A use whose selector
/// cannot be found in the file (a parameter, another file's constant, a reassigned `var`) is
/// reported where it is.
extension Scanner {
    /// A `let`/`var` whose initial value is a `#selector` (or whose type is `Selector`).
    struct StoredSelector {
        var name: String
        /// The type declaring it, for a property; nil for a local.
        var owner: String?
        /// Where a local is visible (its statement list), from its declaration on.
        var scope: Range<Int>?
        var declaredAt: Int
        var line: Int
        /// The closure of the target the selector becomes, or why there is none.
        var closure: Result<String, Unresolved>
    }

    struct Unresolved: Error { var reason: String }

    /// `#selector(m)` initialising a stored constant → `Selector("m")` in the Linux copy.
    /// Returns false when `node` is not such an initial value.
    func rewriteStoredSelectorDeclaration(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let binding = Self.binding(initialisedBy: node) else { return false }
        guard let container = container(of: node) else {
            report(.leftAlone, node, "#selector", "not inside a statement or member")
            return true
        }
        guard let stored = storedSelectors.first(where: { $0.declaredAt == binding.positionAfterSkippingLeadingTrivia.utf8Offset }),
              let method = methodReference(node) else {
            report(.leftAlone, node, "#selector", "\(node.arguments.trimmedDescription) is not a method name")
            return true
        }
        guard let labels = method.labels ?? index.labels(of: method.name, in: MethodIndex.owner(of: node)) else {
            report(.leftAlone, node, "#selector", "\(method.name) is declared with several signatures; write the labels")
            return true
        }
        let name = Self.objectiveCName(method.name, labels)
        if stored.scope != nil {
            // A local: whether its Linux copy is needed is known once its uses are seen.
            pendingLocalSelectors.append((node, stored, container, name))
            return true
        }
        storeSelectorName(node, stored, container, name)
        return true
    }

    /// The declaration's Linux copy stores the selector's name.
    private func storeSelectorName(_ node: MacroExpansionExprSyntax, _ stored: StoredSelector, _ container: Range<Int>, _ name: String) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: "Selector(\"\(name)\")", container: container))
        report(.rewrote, node, "#selector", "Selector(\"\(name)\") (stored in \(stored.name); its target–action uses call the method)")
    }

    /// Local stored selectors: one whose every use became a closure is kept for iOS only
    /// (a Linux copy would be an unused constant, which Swift warns about); the others
    /// store the name.
    func finishStoredSelectors() {
        for (node, stored, container, name) in pendingLocalSelectors {
            let uses = (selectorReferences[stored.name] ?? []).filter { stored.scope?.contains($0) == true && $0 > stored.declaredAt }
            guard uses.count == rewrittenStoredSelectorUses[stored.declaredAt, default: 0] else {
                storeSelectorName(node, stored, container, name)
                continue
            }
            let text = String(decoding: bytes[container], as: UTF8.self)
            let indent = indentation(at: container.lowerBound)
            edits.append(Edit(range: container, text: "#if canImport(ObjectiveC)\n\(indent)\(text)\n\(indent)#endif",
                              linuxRange: container, linuxText: "", container: nil))
            report(.rewrote, node, "#selector", "kept for iOS under #if canImport(ObjectiveC) (every use of \(stored.name) calls the method)")
        }
    }

    /// `action: save` / `action: self.save` in a target–action call, where `save` holds a
    /// selector → the closure its `#selector` names, in the statement's Linux copy.
    func rewriteStoredSelectorUse(_ call: FunctionCallExprSyntax) {
        guard !isConditionallyCompiled(call) else { return }
        let callee = calleeName(call)
        let arguments = Array(call.arguments)
        guard let argument = arguments.first(where: { $0.label?.text == "action" }),
              Self.actionCallees.contains(callee) || callee.hasSuffix("GestureRecognizer")
                || arguments.contains(where: { $0.label?.text == "target" }) else { return }
        let expression = argument.expression
        let name: String, explicitOwner: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName.text
            explicitOwner = nil
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
                  base == "self" || base.first?.isUppercase == true {
            name = member.declName.baseName.text
            explicitOwner = base == "self" || base == "Self" ? MethodIndex.owner(of: call) : base.split(separator: ".").last.map(String.init)
        } else {
            return
        }
        let resolution = resolveStoredSelector(name, at: expression, memberOf: explicitOwner, isMemberAccess: explicitOwner != nil)
        guard let resolution else { return }   // a name this file binds to something else (a closure)
        switch resolution {
        case .failure(let unresolved):
            report(.leftAlone, expression, "stored selector", "\(expression.trimmedDescription): \(unresolved.reason)")
        case .success(let (stored, closure)):
            guard let container = container(of: expression) else {
                return report(.leftAlone, expression, "stored selector", "not inside a statement or member")
            }
            let target = arguments.first { $0.label?.text == "target" } ?? arguments.first
            if target?.expression.is(NilLiteralExprSyntax.self) == true {
                return report(.leftAlone, expression, "stored selector",
                              "a nil target (responder-chain search by selector) has no closure form")
            }
            let range = expression.positionAfterSkippingLeadingTrivia.utf8Offset..<expression.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: closure, container: container))
            rewrittenStoredSelectorUses[stored.declaredAt, default: 0] += 1
            report(.rewrote, expression, "stored selector", "\(closure) (the #selector stored in \(stored.name) at line \(stored.line))")
        }
    }

    /// The stored selector `name` refers to at `node`: the innermost local declared before
    /// it, else a property of the enclosing type (or `owner`'s); nil when the file binds
    /// the name only to values that are not selectors.
    private func resolveStoredSelector(_ name: String, at node: some SyntaxProtocol, memberOf owner: String?,
                                       isMemberAccess: Bool) -> Result<(StoredSelector, String), Unresolved>? {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let candidates = storedSelectors.filter { $0.name == name }
        if !isMemberAccess, let local = candidates.filter({ $0.scope?.contains(offset) == true && $0.declaredAt < offset })
            .max(by: { $0.declaredAt < $1.declaredAt }) {
            return local.closure.map { (local, $0) }
        }
        let type = owner ?? MethodIndex.owner(of: node)
        let members = candidates.filter { $0.scope == nil && $0.owner == type }
        if members.count == 1 { return members[0].closure.map { (members[0], $0) } }
        if members.count > 1 { return .failure(Unresolved(reason: "\(type ?? "the type") declares \(name) more than once")) }
        if otherBindings.contains(name) && candidates.isEmpty { return nil }
        if !candidates.isEmpty {
            return .failure(Unresolved(reason: "no #selector stored in \(name) is visible here; write the #selector in the call"))
        }
        return .failure(Unresolved(reason: "not a #selector stored in this file (a parameter, or another file's); write the #selector in the call"))
    }

    /// The pattern binding `let name = #selector(…)` whose initial value is `node`.
    static func binding(initialisedBy node: MacroExpansionExprSyntax) -> PatternBindingSyntax? {
        guard let initializer = node.parent?.as(InitializerClauseSyntax.self),
              let binding = initializer.parent?.as(PatternBindingSyntax.self),
              binding.pattern.is(IdentifierPatternSyntax.self) else { return nil }
        return binding
    }
}

/// Collects the file's stored selectors, the names it binds to anything else, and the
/// names assigned after their declaration (a reassigned `var` cannot be resolved).
final class StoredSelectorCollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    let index: MethodIndex
    var found: [Scanner.StoredSelector] = []
    var otherBindings: Set<String> = []
    var assigned: Set<String> = []

    init(converter: SourceLocationConverter, index: MethodIndex) {
        self.converter = converter
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // The iOS copies `vck-migrate` keeps, and its Linux copies, are not rewritten again.
        let condition = node.condition?.trimmedDescription ?? ""
        if condition.contains("canImport(ObjectiveC)") { return .skipChildren }
        if node.poundKeyword.tokenKind == .poundElse, let list = node.parent?.as(IfConfigClauseListSyntax.self),
           list.first?.condition?.trimmedDescription.contains("canImport(ObjectiveC)") == true {
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let pattern = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
        let name = pattern.identifier.text
        let value = node.initializer?.value
        let type = node.typeAnnotation?.type.trimmedDescription
        guard let value, let macro = value.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" else {
            if type == "Selector" || type == "Selector?" || type == "Selector!" {
                record(name, node, .failure(.init(reason: "its value is not a #selector written in its declaration; write the #selector in the call")))
            } else {
                otherBindings.insert(name)
            }
            return .visitChildren
        }
        record(name, node, closure(of: macro))
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let type = node.type.trimmedDescription
        let name = (node.secondName ?? node.firstName).text
        if type == "Selector" || type == "Selector?" { parameters.insert(name) } else { otherBindings.insert(name) }
        return .visitChildren
    }

    /// `name = …` (the parser leaves operators unfolded: a sequence of operand, `=`, operand).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) { assigned.insert(reference.baseName.text) }
        if let member = elements[0].as(MemberAccessExprSyntax.self) { assigned.insert(member.declName.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        references[node.baseName.text, default: []].append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .visitChildren
    }

    /// Where each name is referred to (member names included: counting too many keeps a
    /// local's Linux copy, which is safe).
    var references: [String: [Int]] = [:]

    /// Names declared as `Selector` parameters (unresolvable where used).
    var parameters: Set<String> = []

    /// The stored selectors, a reassigned one marked unresolvable.
    func finish() -> [Scanner.StoredSelector] {
        found.map { stored in
            var stored = stored
            if assigned.contains(stored.name), case .success = stored.closure {
                stored.closure = .failure(.init(reason: "\(stored.name) is assigned another value after its declaration; write the #selector in the call"))
            }
            return stored
        }
    }

    private func record(_ name: String, _ node: PatternBindingSyntax, _ closure: Result<String, Scanner.Unresolved>) {
        let isMember = node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        var scope: Range<Int>?
        if !isMember {
            var current = node.parent
            while let parent = current, !parent.is(CodeBlockItemListSyntax.self) { current = parent.parent }
            scope = current.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset }
        }
        found.append(Scanner.StoredSelector(
            name: name, owner: isMember ? MethodIndex.owner(of: node) : nil, scope: scope,
            declaredAt: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            line: node.startLocation(converter: converter).line, closure: closure))
    }

    private func closure(of node: MacroExpansionExprSyntax) -> Result<String, Scanner.Unresolved> {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            return .failure(.init(reason: "\(node.trimmedDescription) does not name a method"))
        }
        let reference = argument.expression.as(MemberAccessExprSyntax.self)?.declName ?? argument.expression.as(DeclReferenceExprSyntax.self)
        guard let reference else { return .failure(.init(reason: "\(node.trimmedDescription) does not name a method")) }
        let name = reference.baseName.text
        let written = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
        guard let labels = written ?? index.labels(of: name, in: MethodIndex.owner(of: node)) else {
            return .failure(.init(reason: "\(name) is declared with several signatures; write the labels in the #selector"))
        }
        guard let closure = Scanner.closureOfTarget(name, labels) else {
            return .failure(.init(reason: "\(name) takes \(labels.count) arguments; actions take the sender only"))
        }
        return .success(closure)
    }
}
