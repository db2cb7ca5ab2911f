import SwiftSyntax

/// Walks one file and collects the edits and findings of every rewrite (see ``Migrator``).
final class Scanner: SyntaxVisitor {
    let source: String
    let file: String
    let converter: SourceLocationConverter
    let index: MethodIndex
    let bytes: [UInt8]
    var edits: [Edit] = []
    var findings: [Finding] = []
    /// Text appended to the file (the InterfaceBuilder registrations).
    var appendix = ""
    /// Outlets and actions by the (qualified) name of the class declaring them.
    var connections: [(type: String, lines: [String])] = []
    /// Classes whose registration the file already has (a second run).
    var registered: Set<String> = []
    /// Overrides declared in extensions, and the class bodies of this file (``moveOverrides()``).
    var pendingMoves: [PendingMove] = []
    var classBodies: [String: ClassBody] = [:]
    /// Selectors kept in constants and properties, and names bound to other values (StoredSelectorRewrite).
    var storedSelectors: [StoredSelector] = []
    var otherBindings: Set<String> = []
    var selectorReferences: [String: [Int]] = [:]
    /// Local stored selectors whose Linux copy waits for their uses (``finishStoredSelectors()``).
    var pendingLocalSelectors: [(MacroExpansionExprSyntax, StoredSelector, Range<Int>, String)] = []
    /// How many target–action uses of each stored selector (by declaration offset) became closures.
    var rewrittenStoredSelectorUses: [Int: Int] = [:]

    init(source: String, file: String, tree: SourceFileSyntax, index: MethodIndex) {
        self.source = source
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        self.index = index
        self.bytes = Array(source.utf8)
        super.init(viewMode: .sourceAccurate)
        let collector = StoredSelectorCollector(converter: converter, index: index)
        collector.walk(tree)
        storedSelectors = collector.finish()
        otherBindings = collector.otherBindings
        selectorReferences = collector.references
    }

    // MARK: Findings

    func report(_ kind: Finding.Kind, _ node: some SyntaxProtocol, _ construct: String, _ detail: String) {
        let location = node.startLocation(converter: converter)
        findings.append(Finding(kind: kind, file: file, line: location.line, column: location.column,
                                construct: construct, detail: detail))
    }

    // MARK: Code kept for iOS

    /// Whether `node` is in the iOS branch of `#if canImport(ObjectiveC)` (never rewritten),
    /// or in the Linux-only branch this tool writes.
    func isConditionallyCompiled(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                if let condition = clause.condition?.trimmedDescription, condition.contains("canImport(ObjectiveC)") {
                    return true
                }
                if clause.poundKeyword.tokenKind == .poundElse, let owner = clause.parent?.as(IfConfigClauseListSyntax.self),
                   owner.first?.condition?.trimmedDescription.contains("canImport(ObjectiveC)") == true {
                    return true
                }
            }
            current = parent.parent
        }
        return false
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        isConditionallyCompiled(node.clauses.first!) || node.clauses.first?.condition?.trimmedDescription.contains("canImport(ObjectiveC)") == true
            ? .skipChildren : .visitChildren
    }

    // MARK: Dispatch

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" { rewriteSelector(node) }
        return .visitChildren
    }

    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        rewriteAttributes(node)
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        rewriteImport(node)
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        collectConnections(of: qualifiedName(of: Syntax(node)), members: node.memberBlock, node: node)
        if !isConditionallyCompiled(node) { noteClassBody(node) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        if node.memberBlock.members.contains(where: { $0.decl.as(EnumDeclSyntax.self)?.name.text == Registration.typeName }) {
            registered.insert(name)
        }
        collectConnections(of: name, members: node.memberBlock, node: node)
        if !isConditionallyCompiled(node) { noteOverrides(in: node) }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if !isConditionallyCompiled(node) { rewriteOptionalRequirements(node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteOptionalRequirementCall(node)
        rewriteStoredSelectorUse(node)
        return .visitChildren
    }

    func finish() {
        finishStoredSelectors()
        moveOverrides()
        appendix = Registration.render(connections.filter { !$0.lines.isEmpty && !registered.contains($0.type) })
        for (type, lines) in connections where !lines.isEmpty && registered.contains(type) {
            _ = lines
            findings.append(Finding(kind: .leftAlone, file: file, line: 1, column: 1, construct: "InterfaceBuilder registration",
                                    detail: "\(type) already has one; add new outlets and actions to it by hand"))
        }
    }

    // MARK: Helpers

    /// `Outer.Inner` for a class nested in other types.
    func qualifiedName(of node: Syntax) -> String {
        var names: [String] = []
        var current: Syntax? = node
        while let syntax = current {
            if let decl = syntax.as(ClassDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = syntax.as(StructDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = syntax.as(EnumDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = syntax.as(ExtensionDeclSyntax.self) { names.append(decl.extendedType.trimmedDescription) }
            current = syntax.parent
        }
        return names.reversed().joined(separator: ".")
    }

    /// The byte offset where the first token after `node` starts (after its leading trivia).
    func nextTokenStart(after node: some SyntaxProtocol) -> Int {
        guard let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else {
            return node.endPosition.utf8Offset
        }
        return next.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    func indentation(at offset: Int) -> String { EditApplier.indentation(in: bytes, at: offset) }
}
