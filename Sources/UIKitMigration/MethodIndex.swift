import SwiftParser
import SwiftSyntax

/// The argument labels of every function declared in the files being migrated, by name, so
/// `#selector(save)` (no labels written) can be called as `save()` or `save(_:)`.
public struct MethodIndex: Sendable {
    var labelsByName: [String: Set<[String]>] = [:]

    public init() {}

    public init(sources: [String]) {
        for source in sources { add(source: source) }
    }

    /// Adds the functions `source` declares.
    public mutating func add(source: String) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        for (name, labels) in collector.found { labelsByName[name, default: []].insert(labels) }
    }

    /// The one label list `name` is declared with; nil when it is declared with several.
    /// A name declared nowhere is taken to have no parameters (`[]`).
    func labels(of name: String) -> [String]? {
        guard let all = labelsByName[name] else { return [] }
        return all.count == 1 ? all.first : nil
    }

    private final class Collector: SyntaxVisitor {
        var found: [(String, [String])] = []
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            found.append((node.name.text, node.signature.parameterClause.parameters.map { $0.firstName.text }))
            return .visitChildren
        }
    }
}
