import Foundation

/// Parses a visual-format string into ``VisualFormat``, resolving metric names as it goes
/// (view names are resolved by the builder). Errors carry UIKit's messages.
struct VisualFormatParser {
    private let chars: [Character]
    private var index = 0
    private let metrics: [String: Any]

    init(_ format: String, metrics: [String: Any]?) {
        chars = Array(format)
        self.metrics = metrics ?? [:]
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var axis = VisualFormat.Axis.horizontal
        if let first = peek, first == "H" || first == "V", peek(at: 1) == ":" {
            axis = first == "V" ? .vertical : .horizontal
            index += 2
        } else if let first = peek, (first == "H" || first == "V"), peek(at: 1) != nil, peek(at: 1) != "[" {
            throw VisualFormatError(message: "Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement", position: 1)
        }
        var leading: VisualFormat.Connection?
        if peek == "|" {
            index += 1
            leading = try connection()
        }
        var views = [try view()]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.Connection?
        while index < chars.count {
            let link = try connection()
            if peek == "|" {
                index += 1
                trailing = link
                break
            }
            guard peek == "[" else { throw expected("'[' or '|'") }
            connections.append(link)
            views.append(try view())
        }
        guard index == chars.count else { throw VisualFormatError(message: "Expected end of format", position: index) }
        return VisualFormat(axis: axis, leadingSuperview: leading, views: views, connections: connections,
                            trailingSuperview: trailing)
    }

    // MARK: Productions

    private mutating func view() throws(VisualFormatError) -> VisualFormat.ViewTerm {
        guard peek == "[" else { throw expected("a view") }
        index += 1
        let start = index
        guard let name = identifier() else { throw VisualFormatError(message: "Expected a view", position: index) }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateListWithParens() }
        guard peek == "]" else { throw expected("']'") }
        index += 1
        return VisualFormat.ViewTerm(name: name, predicates: predicates, position: start)
    }

    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateListWithParens()
        } else {
            let position = index
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try constant()), priority: .required,
                                                 position: position)]
        }
        guard peek == "-" else { throw expected("'-'") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func predicateListWithParens() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1  // "("
        var list = [try predicate()]
        while peek == "," {
            index += 1
            list.append(try predicate())
        }
        guard peek == ")" else { throw expected("')'") }
        index += 1
        return list
    }

    private mutating func predicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        let position = index
        var relation = NSLayoutConstraint.Relation.equal
        for (text, value) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where matches(text) {
            relation = value
            index += 2
        }
        let object: VisualFormat.Predicate.Object
        if let number = number() {
            object = .constant(number)
        } else if let name = identifier() {
            if let value = metric(name) { object = .constant(value) } else { object = .view(name) }
        } else {
            throw VisualFormatError(message: "Expected a number, a metric name or a view name", position: index)
        }
        var priority = UILayoutPriority.required
        if peek == "@" {
            index += 1
            priority = UILayoutPriority(Float(try constant()))
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, position: position)
    }

    /// A number or a metric name.
    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        if let number = number() { return number }
        let start = index
        if let name = identifier() {
            if let value = metric(name) { return value }
            throw VisualFormatError(message: "\(name) is not a key in the metrics dictionary.", position: start)
        }
        throw VisualFormatError(message: "Expected a number or a metric name", position: index)
    }

    // MARK: Tokens

    private var peek: Character? { peek(at: 0) }
    private func peek(at offset: Int) -> Character? { index + offset < chars.count ? chars[index + offset] : nil }
    private func matches(_ text: String) -> Bool { String(chars[index..<min(chars.count, index + text.count)]) == text }

    /// A C identifier.
    private mutating func identifier() -> String? {
        guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        let start = index
        while let c = peek, c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) { index += 1 }
        return String(chars[start..<index])
    }

    /// A decimal number, as `strtod` reads one (sign, digits, fraction).
    private mutating func number() -> CGFloat? {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let c = peek, c.isASCII, c.isNumber || c == "." { index += 1 }
        guard index > start, let value = Double(String(chars[start..<index])) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private func expected(_ what: String) -> VisualFormatError {
        VisualFormatError(message: "Expected \(what)", position: index)
    }
}
