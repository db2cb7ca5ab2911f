import Foundation

/// The server's outgoing JSON, written by hand: small, keys sorted, so a message's bytes
/// are the same every time (render diffs are written by `RenderJSON`).
enum WebJSON: ExpressibleByStringLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([WebJSON])
    case object([String: WebJSON])

    init(stringLiteral value: String) { self = .string(value) }

    /// `{"a":…,"b":…}` with the keys in order.
    static func object(_ fields: [String: WebJSON]) -> String {
        "{" + fields.keys.sorted().map { quoted($0) + ":" + fields[$0]!.text }.joined(separator: ",") + "}"
    }

    var text: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .number(let value): Self.number(value)
        case .bool(let value): value ? "true" : "false"
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let fields): Self.object(fields)
        }
    }

    /// An integer without a decimal point, otherwise at most three decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"   // never closes a script element, wherever it lands
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
