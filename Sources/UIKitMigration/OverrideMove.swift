import SwiftSyntax

/// `override` members declared in an extension → into the class body.
///
/// Swift accepts an override in an extension only for an `@objc` member (Objective-C
/// dispatch finds it); without the Objective-C runtime it is an error. When the class is
/// declared in the same file and the extension has no `where` clause, the member is kept in
/// the extension under `#if canImport(ObjectiveC)` (iOS is unchanged) and repeated at the end
/// of the class body under `#if !canImport(ObjectiveC)`. The move changes nothing else: a
/// member of an unconstrained extension in the same file sees the same declarations (the
/// extension's conformances hold for the whole type, and `private` is file-wide between a type
/// and its extensions). Otherwise it is reported.
extension Scanner {
    /// An override found in an extension, to move in ``finish()``.
    struct PendingMove {
        var type: String
        var member: MemberBlockItemSyntax
        var modifier: DeclModifierSyntax
        var constrained: Bool
    }

    /// A class declared in this file: where its body ends.
    struct ClassBody {
        /// The offset just after the last member (before the trivia leading to `}`).
        var end: Int
        /// What follows the moved members: a line break before `}` when the body was empty.
        var closing: String
    }

    func noteClassBody(_ node: ClassDeclSyntax) {
        let end = node.memberBlock.members.last?.endPositionBeforeTrailingTrivia.utf8Offset
            ?? node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let closing = node.memberBlock.members.isEmpty && !node.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline)
            ? "\n" + indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset) : ""
        classBodies[qualifiedName(of: Syntax(node))] = ClassBody(end: end, closing: closing)
    }

    func noteOverrides(in node: ExtensionDeclSyntax) {
        let name = node.extendedType.trimmedDescription
        for member in node.memberBlock.members {
            let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            if let override = modifiers?.first(where: { $0.name.tokenKind == .keyword(.override) }) {
                pendingMoves.append(PendingMove(type: name, member: member, modifier: override,
                                                constrained: node.genericWhereClause != nil))
            }
        }
    }

    /// Moves the pending overrides whose class body is in this file; reports the others.
    func moveOverrides() {
        var insertions: [Int: (texts: [String], closing: String)] = [:]
        for move in pendingMoves {
            guard !move.constrained else {
                report(.leftAlone, move.modifier, "override in an extension",
                       "the extension has a where clause; move it into the class body by hand")
                continue
            }
            guard let body = classBodies[move.type] else {
                report(.leftAlone, move.modifier, "override in an extension",
                       "needs the Objective-C runtime and \(move.type) is not declared in this file; move it into the class body")
                continue
            }
            let start = move.member.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = move.member.endPositionBeforeTrailingTrivia.utf8Offset
            // Rewrites inside the member (attributes, selectors) go to the moved copy only:
            // the iOS copy stays as written.
            let inside = edits.filter { (start..<end).contains($0.range.lowerBound) }
            edits.removeAll { (start..<end).contains($0.range.lowerBound) }
            let copy = EditApplier(bytes: bytes).render(start..<end, inside.map { ($0.linuxRange, $0.linuxText) })
            let indent = indentation(at: start)
            let original = String(decoding: bytes[start..<end], as: UTF8.self)
            edits.append(Edit(range: start..<end, text: "#if canImport(ObjectiveC)\n\(indent)\(original)\n\(indent)#endif",
                              linuxRange: start..<end, linuxText: "", container: nil))
            insertions[body.end, default: ([], body.closing)].texts.append(
                "\n\n\(indent)#if !canImport(ObjectiveC)\n\(indent)// Moved from an extension by vck-migrate: only @objc members can be overridden there.\n"
                    + "\(indent)\(copy)\n\(indent)#endif")
            report(.rewrote, move.modifier, "override in an extension",
                   "kept for iOS under #if canImport(ObjectiveC), repeated in the body of \(move.type) for Linux")
        }
        for (offset, insertion) in insertions {
            edits.append(Edit(range: offset..<offset, text: insertion.texts.joined() + insertion.closing,
                              linuxRange: offset..<offset, linuxText: "", container: nil))
        }
    }
}
