import Foundation
import UIKitHeadless

extension ViewControllerKit {
    /// A message a browser page sends to its session, validated (docs/BrowserHost.md,
    /// "Protocol"). Every message is one flat JSON object with a `type` and only the fields
    /// that type lists; anything else is a ``WebMessageError`` and is answered with an
    /// `error` message — the session goes on.
    ///
    /// ```swift
    /// try WebMessage.parse(#"{"type":"pointer","phase":"down","id":1,"x":20,"y":300}"#)
    /// // .pointer(phase: .down, id: 1, x: 20, y: 300)
    /// ```
    public enum WebMessage: Equatable, Sendable {
        public enum PointerPhase: String, Sendable { case down, move, up, cancel }
        public enum Appearance: String, Sendable { case light, dark }
        /// A key of the software keyboard: one character typed, return or delete. The page
        /// sends DOM `KeyboardEvent.key` values: a single character, `"Enter"` or
        /// `"Backspace"`; anything else (arrows, modifiers, function keys, several
        /// characters, control characters) is refused as `out-of-range`.
        public enum Key: Equatable, Sendable {
            case character(Character)
            case `return`
            case delete

            init?(dom key: String) {
                switch key {
                case "Enter": self = .return
                case "Backspace": self = .delete
                default:
                    // One character a keyboard types: not a control character (those have
                    // names of their own in the DOM: Tab, Escape, …).
                    guard key.count == 1, let character = key.first,
                          !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                    else { return nil }
                    self = .character(character)
                }
            }
        }

        /// A finger (or the mouse) in device points: `id` is the browser's pointerId.
        case pointer(phase: PointerPhase, id: Int, x: Double, y: Double)
        /// A wheel or trackpad scroll at a point, in points to scroll by.
        case wheel(x: Double, y: Double, dx: Double, dy: Double)
        /// A key pressed, for the text input that has the keyboard (the first responder).
        case key(Key)
        /// The page's viewport, in CSS pixels (the page scales the device to fit it).
        case resize(width: Double, height: Double)
        /// The device bar: a profile by name, and/or the appearance, and/or an orientation,
        /// and/or the text size (a content size category by its Swift name, ``textSizes``).
        case device(profile: String?, appearance: Appearance?, orientation: String?, textSize: UIContentSizeCategory?)
        /// Transitions and animations at a tenth of their speed, or back to normal.
        case slowMotion(Bool)
        /// Asks for the controller hierarchy and the whole tree again.
        case refresh
        /// Starts the journey with this id on a fresh host; without an id, back to the app.
        case journey(id: String?)
        /// Performs the playing journey's next step.
        case step

        /// The device bar's text sizes: the content size categories by their Swift names.
        public static let textSizes: [String: UIContentSizeCategory] = [
            "extraSmall": .extraSmall, "small": .small, "medium": .medium, "large": .large,
            "extraLarge": .extraLarge, "extraExtraLarge": .extraExtraLarge, "extraExtraExtraLarge": .extraExtraExtraLarge,
            "accessibilityMedium": .accessibilityMedium, "accessibilityLarge": .accessibilityLarge,
            "accessibilityExtraLarge": .accessibilityExtraLarge, "accessibilityExtraExtraLarge": .accessibilityExtraExtraLarge,
            "accessibilityExtraExtraExtraLarge": .accessibilityExtraExtraExtraLarge,
        ]

        /// The longest message accepted, in bytes; the server also caps WebSocket frames.
        public static let maxBytes = 4096
        /// Braces and brackets allowed: messages are flat objects.
        static let maxNesting = 4
        /// Coordinates and sizes beyond this are not from a device on a screen.
        static let maxMagnitude = 100_000.0

        private enum Field {
            case string(maxLength: Int), number, integer, bool
        }

        private static let schemas: [String: [String: Field]] = [
            "pointer": ["phase": .string(maxLength: 8), "id": .integer, "x": .number, "y": .number],
            "wheel": ["x": .number, "y": .number, "dx": .number, "dy": .number],
            "key": ["key": .string(maxLength: 32)],
            "resize": ["width": .number, "height": .number],
            "device": ["profile": .string(maxLength: 32), "appearance": .string(maxLength: 8),
                       "orientation": .string(maxLength: 32), "textSize": .string(maxLength: 40)],
            "slowMotion": ["on": .bool],
            "refresh": [:],
            "journey": ["id": .string(maxLength: 64)],
            "step": [:],
        ]
        private static let required: [String: Set<String>] = [
            "pointer": ["phase", "id", "x", "y"], "wheel": ["x", "y", "dx", "dy"], "key": ["key"],
            "resize": ["width", "height"], "device": [], "slowMotion": ["on"], "refresh": [],
            "journey": [], "step": [],
        ]

        /// Parses and validates one text message.
        public static func parse(_ text: String) throws(WebMessageError) -> WebMessage {
            let bytes = text.utf8.count
            guard bytes <= maxBytes else { throw .tooLarge(bytes: bytes) }
            // Counted before parsing so that deep nesting never reaches the parser.
            let nesting = text.utf8.reduce(0) { $1 == UInt8(ascii: "{") || $1 == UInt8(ascii: "[") ? $0 + 1 : $0 }
            guard nesting <= maxNesting else { throw .tooDeep }
            guard let fields = try? JSONDecoder().decode([String: JSONScalar].self, from: Data(text.utf8)) else {
                throw (try? JSONDecoder().decode(JSONScalar.self, from: Data(text.utf8))) == nil ? .badJSON : .notAnObject
            }
            guard case .string(let type)? = fields["type"] else { throw .missingField("type") }
            guard let schema = schemas[type] else { throw .unknownType(String(type.prefix(32))) }
            for (name, value) in fields where name != "type" {
                guard let kind = schema[name] else { throw .unknownField(String(name.prefix(32))) }
                try check(value, is: kind, name: name)
            }
            for name in required[type] ?? [] where fields[name] == nil { throw .missingField(name) }
            return try build(type, fields)
        }

        private static func check(_ value: JSONScalar, is kind: Field, name: String) throws(WebMessageError) {
            switch (kind, value) {
            case (.string(let maxLength), .string(let string)):
                guard string.count <= maxLength else { throw .outOfRange(name) }
            case (.bool, .bool):
                break
            case (.number, .number(let double)), (.integer, .number(let double)):
                guard double.isFinite, abs(double) <= maxMagnitude else { throw .outOfRange(name) }
                if case .integer = kind, double != double.rounded() { throw .wrongType(name) }
            default:
                throw .wrongType(name)
            }
        }

        private static func build(_ type: String, _ fields: [String: JSONScalar]) throws(WebMessageError) -> WebMessage {
            func number(_ name: String) -> Double { if case .number(let value)? = fields[name] { value } else { 0 } }
            func string(_ name: String) -> String? { if case .string(let value)? = fields[name] { value } else { nil } }
            switch type {
            case "pointer":
                guard let phase = PointerPhase(rawValue: string("phase") ?? "") else { throw .outOfRange("phase") }
                return .pointer(phase: phase, id: Int(number("id")), x: number("x"), y: number("y"))
            case "wheel":
                return .wheel(x: number("x"), y: number("y"), dx: number("dx"), dy: number("dy"))
            case "key":
                guard let key = Key(dom: string("key") ?? "") else { throw .outOfRange("key") }
                return .key(key)
            case "resize":
                guard number("width") >= 0, number("height") >= 0 else { throw .outOfRange("width") }
                return .resize(width: number("width"), height: number("height"))
            case "device":
                var appearance: Appearance?
                if let raw = string("appearance") {
                    guard let known = Appearance(rawValue: raw) else { throw .outOfRange("appearance") }
                    appearance = known
                }
                var textSize: UIContentSizeCategory?
                if let raw = string("textSize") {
                    guard let known = Self.textSizes[raw] else { throw .outOfRange("textSize") }
                    textSize = known
                }
                return .device(profile: string("profile"), appearance: appearance, orientation: string("orientation"),
                               textSize: textSize)
            case "slowMotion":
                if case .bool(let on)? = fields["on"] { return .slowMotion(on) }
                return .slowMotion(false)
            case "journey":
                return .journey(id: string("id"))
            case "step":
                return .step
            default:
                return .refresh
            }
        }
    }

    /// One JSON value as the validator sees it: a scalar, or "something else" (an array or
    /// an object, which no field accepts).
    enum JSONScalar: Decodable, Equatable {
        case string(String), number(Double), bool(Bool), null, other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else { self = .other }
        }
    }

    /// Why a page's message was refused; its ``code`` is the `error` reply's `code`.
    public enum WebMessageError: Error, Equatable, Sendable {
        case tooLarge(bytes: Int)
        case tooDeep
        case badJSON
        case notAnObject
        case missingField(String)
        case unknownType(String)
        case unknownField(String)
        case wrongType(String)
        case outOfRange(String)
        /// A pointer, profile, orientation or journey the session does not know.
        case unknownID(String)
        case rateLimited
        case binaryMessage

        public var code: String {
            switch self {
            case .tooLarge: "too-large"
            case .tooDeep: "too-deep"
            case .badJSON: "bad-json"
            case .notAnObject: "not-an-object"
            case .missingField: "missing-field"
            case .unknownType: "unknown-type"
            case .unknownField: "unknown-field"
            case .wrongType: "wrong-type"
            case .outOfRange: "out-of-range"
            case .unknownID: "unknown-id"
            case .rateLimited: "rate-limited"
            case .binaryMessage: "binary-message"
            }
        }

        public var message: String {
            switch self {
            case .tooLarge(let bytes): "message of \(bytes) bytes; the limit is \(WebMessage.maxBytes)"
            case .tooDeep: "messages are flat JSON objects"
            case .badJSON: "not valid JSON"
            case .notAnObject: "a message is a JSON object"
            case .missingField(let name): "missing field \"\(name)\""
            case .unknownType(let type): "unknown message type \"\(type)\""
            case .unknownField(let name): "unknown field \"\(name)\""
            case .wrongType(let name): "field \"\(name)\" has the wrong type"
            case .outOfRange(let name): "field \"\(name)\" is out of range"
            case .unknownID(let what): "unknown \(what)"
            case .rateLimited: "too many messages; this one was dropped"
            case .binaryMessage: "only text messages are accepted"
            }
        }
    }
}
