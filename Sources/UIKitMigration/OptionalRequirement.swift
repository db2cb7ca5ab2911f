import SwiftSyntax

/// `@objc optional` requirements of the app's own protocols. Swift allows `optional` only in
/// `@objc` protocols, which need the Objective-C runtime. For Linux each such method becomes
/// a plain requirement with a default in a protocol extension (under
/// `#if !canImport(ObjectiveC)`), and `delegate?.method?(…)` loses the `?` after the name:
///
///     @objc protocol CardDelegate: AnyObject {         #if canImport(ObjectiveC)
///         @objc optional func cardDidFlip(_ c: Card)   @objc optional func cardDidFlip(_ c: Card)
///     }                                          →     #else
///     delegate?.cardDidFlip?(self)                     func cardDidFlip(_ c: Card)
///                                                      #endif
///                                                      …
///                                                      #if !canImport(ObjectiveC)
///                                                      extension CardDelegate {
///                                                          func cardDidFlip(_ c: Card) {}
///                                                      }
///                                                      #endif
///
/// The default does what calling a missing optional method does on iOS only for methods
/// that return nothing (`{}`: nothing happens) or an optional (`{ nil }`: the call's value
/// is nil). A method returning a value, and an optional property, are left alone: a default
/// value would be used where iOS code falls back on the call being nil.
enum OptionalRequirement {
    /// The default body of an optional requirement (`{}` or `{ nil }`), nil when it gets none.
    static func defaultBody(of function: FunctionDeclSyntax) -> String? {
        guard function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) else { return nil }
        guard let result = function.signature.returnClause?.type else { return "{}" }
        if result.is(OptionalTypeSyntax.self) || result.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "{ nil }" }
        let text = result.trimmedDescription
        return text == "Void" || text == "()" ? "{}" : nil
    }
}

extension Scanner {
    func rewriteOptionalRequirements(_ node: ProtocolDeclSyntax) {
        var defaults: [String] = []
        for member in node.memberBlock.members where !isConditionallyCompiled(member) {
            let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            guard let optional = modifiers?.first(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                report(.leftAlone, optional, "optional protocol requirement",
                       "an optional property has no default that reads as nil; make it a requirement by hand")
                continue
            }
            guard let body = OptionalRequirement.defaultBody(of: function) else {
                report(.leftAlone, optional, "optional protocol requirement",
                       "\(function.name.text) returns a value; a default would replace the nil its callers fall back on")
                continue
            }
            // The member is kept for iOS and repeated for Linux without `optional`.
            let container = member.positionAfterSkippingLeadingTrivia.utf8Offset..<member.endPositionBeforeTrailingTrivia.utf8Offset
            let start = optional.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(Edit(range: start..<start, text: "", linuxRange: start..<nextTokenStart(after: optional), linuxText: "",
                              container: container))
            let declStart = function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let declEnd = (function.genericWhereClause.map(Syntax.init) ?? Syntax(function.signature)).endPositionBeforeTrailingTrivia.utf8Offset
            defaults.append(String(decoding: bytes[declStart..<declEnd], as: UTF8.self) + " " + body)
            report(.rewrote, optional, "optional protocol requirement",
                   "\(function.name.text) is a requirement with a default (\(body)) in an extension for Linux")
        }
        guard !defaults.isEmpty else { return }
        let access = node.modifiers.first {
            ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text)
        }.map { $0.name.text + " " } ?? ""
        let indent = indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let members = defaults.map { "\(indent)    \($0)\n" }.joined()
        let text = "\n\n\(indent)#if !canImport(ObjectiveC)\n\(indent)\(access)extension \(node.name.text) {\n\(members)\(indent)}\n\(indent)#endif"
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: end..<end, text: text, linuxRange: end..<end, linuxText: text, container: nil))
    }

    /// `delegate?.cardDidFlip?(self)` → `delegate?.cardDidFlip(self)` for Linux, when
    /// `cardDidFlip` is an optional requirement the migration gives a default.
    func rewriteOptionalRequirementCall(_ node: FunctionCallExprSyntax) {
        guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self),
              index.optionalRequirements.contains(member.declName.baseName.text),
              !isConditionallyCompiled(node), let container = container(of: node) else { return }
        let mark = chained.questionMark
        let range = mark.positionAfterSkippingLeadingTrivia.utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: range, text: "", linuxRange: range, linuxText: "", container: container))
        report(.rewrote, mark, "optional requirement call", "\(member.declName.baseName.text)(…) calls the requirement's default when the method is not implemented")
    }
}
