import SwiftParser
import SwiftSyntax

/// The argument labels of every function declared in the files being migrated, by name, so
/// `#selector(save)` (no labels written) can be called as `save()` or `save(_:)`.
public struct MethodIndex: Sendable {
    var labelsByName: [String: Set<[String]>] = [:]
    /// The same, per declaring type (its simple name; an extension counts for the type it
    /// extends), so `#selector(tapped)` with `target: self` picks the enclosing type's
    /// `tapped()` when another type of the app declares a `tapped(_:)`.
    var labelsByOwner: [String: [String: Set<[String]>]] = [:]
    /// The `optional` protocol requirements `vck-migrate` gives a default (methods returning
    /// nothing or an optional), whose `delegate?.name?(…)` calls lose the second `?`.
    var optionalRequirements: Set<String> = []

    public init() {}

    public init(sources: [String]) {
        for source in sources { add(source: source) }
    }

    /// Adds the functions `source` declares.
    public mutating func add(source: String) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        for (owner, name, labels) in collector.found {
            labelsByName[name, default: []].insert(labels)
            if let owner { labelsByOwner[owner, default: [:]][name, default: []].insert(labels) }
        }
        optionalRequirements.formUnion(collector.optionalRequirements)
    }

    /// The one label list `name` is declared with; nil when it is declared with several.
    /// A name declared nowhere is taken to have no parameters (`[]`).
    func labels(of name: String) -> [String]? {
        guard let all = labelsByName[name] else { return [] }
        return all.count == 1 ? all.first : nil
    }

    /// The one label list `owner` declares `name` with; without exactly one there, as
    /// ``labels(of:)`` says.
    func labels(of name: String, in owner: String?) -> [String]? {
        if let owner, let declared = labelsByOwner[owner]?[name], declared.count == 1 { return declared.first }
        return labels(of: name)
    }

    private final class Collector: SyntaxVisitor {
        var found: [(owner: String?, name: String, labels: [String])] = []
        var optionalRequirements: Set<String> = []
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if OptionalRequirement.defaultBody(of: node) != nil { optionalRequirements.insert(node.name.text) }
            found.append((MethodIndex.owner(of: node), node.name.text,
                          node.signature.parameterClause.parameters.map { $0.firstName.text }))
            return .visitChildren
        }
    }

    /// The simple name of the type whose body (or extension) declares `node`.
    static func owner(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
            if let type = parent.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) {
                return type.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
            }
            current = parent.parent
        }
        return nil
    }
}
