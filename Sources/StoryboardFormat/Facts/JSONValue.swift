/// A JSON value whose objects keep their key order, so facts print in the order the
/// reference (`facts_A.json`) lists them. Equality compares objects as unordered maps, as
/// JSON does.
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.int(a), .double(b)), let (.double(b), .int(a)): return Double(a) == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            let map = Dictionary(b, uniquingKeysWith: { first, _ in first })
            return a.allSatisfy { key, value in map[key] == value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(Double(value))
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members): hasher.combine(members.count)
        }
    }

    /// A string, or null for nil.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// The member `key` of an object (nil for other values or a missing key).
    public subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Compact JSON text.
    public var description: String { rendered(indent: nil) }

    /// JSON text; with `indent`, one member per line, nested by that many spaces.
    public func rendered(indent: Int?) -> String {
        var out = ""
        write(to: &out, indent: indent, level: 0)
        return out
    }

    private func write(to out: inout String, indent: Int?, level: Int) {
        let newline = indent.map { "\n" + String(repeating: " ", count: $0 * (level + 1)) } ?? ""
        let closing = indent.map { "\n" + String(repeating: " ", count: $0 * level) } ?? ""
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += value.isFinite ? String(value) : "null"
        case .string(let value): Self.quote(value, into: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "["
            for (index, value) in values.enumerated() {
                out += (index == 0 ? "" : ",") + newline
                value.write(to: &out, indent: indent, level: level + 1)
            }
            out += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                out += (index == 0 ? "" : ",") + newline
                Self.quote(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent, level: level + 1)
            }
            out += closing + "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue: Decodable {
    /// Reads any JSON (used to compare with a reference file); object key order is not kept.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            let map = try container.decode([String: JSONValue].self)
            self = .object(map.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
    }
}
