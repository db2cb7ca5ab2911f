/// Reads the plain XML that Interface Builder writes straight from the bytes into an
/// ``Element`` tree, or declines (nil) so that ``ElementTreeBuilder`` parses the file with
/// FoundationXML instead.
///
/// FoundationXML hands every element to its delegate as Swift strings in a fresh attribute
/// dictionary, and every run of indentation as a string; for a storyboard that is most of
/// the cost of loading it. This reader builds the same tree directly. It accepts only the
/// subset Interface Builder writes — an optional `<?xml version="1.0" encoding="UTF-8"?>`
/// declaration, elements, attributes in quotes, character data with the five predefined
/// entities and character references, comments (`<!--Scene title-->`) — and declines
/// anything else: CDATA, processing instructions, DOCTYPEs, namespaces, carriage returns,
/// characters XML forbids, and every well-formedness error. Declined input goes to FoundationXML, so what it
/// accepts, reports and how it fails (messages, lines) is unchanged; a test checks that
/// both readers give equal trees for every file of the corpus.
///
/// What it builds matches ``ElementTreeBuilder``: attributes sorted by name (values with
/// literal tabs and newlines read as spaces, as XML normalizes them), character data kept
/// only before an element's first child and only when it is not all whitespace, and each
/// element's line being the one its start tag ends on (where libxml2 reports it).
struct PlainXMLReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The tree of `data`, or nil when the file is outside the plain subset or malformed.
    /// `data` must be valid UTF-8 (``ElementTreeBuilder`` checks that first).
    static func read(_ data: UnsafeRawBufferPointer) -> Element? {
        var reader = PlainXMLReader(data.bindMemory(to: UInt8.self))
        return reader.document()
    }

    private static let declarations: [[UInt8]] = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#,
        #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
    ].map { Array($0.utf8) }

    /// Longest attribute value or character run read here (libxml2 has limits of its own).
    private static let maximumRun = 1_000_000

    private mutating func document() -> Element? {
        if let declaration = Self.declarations.first(where: { hasPrefix($0) }) {
            index = declaration.count
        } else if hasPrefix(Array("<?".utf8)) {
            return nil
        }
        guard skipMisc(), let root = elementTree(), skipMisc() else { return nil }
        return index == bytes.count ? root : nil
    }

    /// Whitespace and comments around the root element; false on a malformed comment.
    private mutating func skipMisc() -> Bool {
        while true {
            skipWhitespace()
            guard hasPrefix(Self.commentStart, at: index) else { return true }
            guard comment() else { return false }
        }
    }

    private static let commentStart = Array("<!--".utf8)

    /// Skips `<!--…-->` (which may not contain `--` nor end in `-`); `index` is at `<`.
    private mutating func comment() -> Bool {
        index += Self.commentStart.count
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else { return false }
                index += 3
                return true
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte < 0x20 && byte != UInt8(ascii: "\t") || !isAllowed(at: index) {
                return false
            }
            index += 1
        }
        return false
    }

    /// The root element and everything in it; `index` is at its `<`.
    private mutating func elementTree() -> Element? {
        var stack: [Element] = []
        var texts: [String] = []
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                // As ElementTreeBuilder: text after a child element is indentation (checked,
                // not kept).
                guard !stack.isEmpty else { return nil }
                let keep = stack[stack.count - 1].children.isEmpty
                guard let text = characterData(keep: keep) else { return nil }
                if keep { texts[texts.count - 1] += text }
                continue
            }
            guard index + 1 < bytes.count else { return nil }
            switch bytes[index + 1] {
            case UInt8(ascii: "/"):
                index += 2
                guard let name = name(), var element = stack.popLast(), let text = texts.popLast(), name == element.name
                else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
                index += 1
                if Self.hasContent(text) { element.text = text }
                if stack.isEmpty { return element }
                stack[stack.count - 1].children.append(element)
            case UInt8(ascii: "!"):
                // A comment is not a child: text after it still counts (XMLParser reports
                // the text on both sides to ElementTreeBuilder).
                guard !stack.isEmpty, hasPrefix(Self.commentStart, at: index), comment() else { return nil }
            case UInt8(ascii: "?"):
                return nil
            default:
                guard stack.count < ElementTreeBuilder.maximumDepth, let (element, isEmpty) = startTag() else { return nil }
                if isEmpty {
                    if stack.isEmpty { return element }
                    stack[stack.count - 1].children.append(element)
                } else {
                    stack.append(element)
                    texts.append("")
                }
            }
        }
        return nil
    }

    /// `<name attr="value" …>` or `<name … />`; `index` is at `<`.
    private mutating func startTag() -> (Element, isEmpty: Bool)? {
        index += 1
        guard let name = name() else { return nil }
        var attributes: [Attribute] = []
        while true {
            let spaced = skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return (Element(name: name, attributes: attributes, line: line), false)
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
                index += 2
                return (Element(name: name, attributes: attributes, line: line), true)
            default:
                guard spaced, let attributeName = self.name(), !attributeName.hasPrefix("xmlns") else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                skipWhitespace()
                guard let value = attributeValue() else { return nil }
                // Sorted by name, as ElementTreeBuilder sorts them; a repeated name is an error.
                var position = attributes.count
                while position > 0, attributeName < attributes[position - 1].name { position -= 1 }
                if position > 0, attributes[position - 1].name == attributeName { return nil }
                attributes.insert(Attribute(name: attributeName, value: value), at: position)
            }
        }
    }

    /// An ASCII XML name without a colon (namespaces are left to FoundationXML).
    private mutating func name() -> String? {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            let isOther = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter || (isOther && index > start) else { break }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// A quoted value, entities decoded and literal tabs and newlines read as spaces.
    private mutating func attributeValue() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        index += 1
        var decoded: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case quote:
                let value = finish(&decoded, runStart)
                index += 1
                return value
            case UInt8(ascii: "<"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "&"):
                decoded.append(contentsOf: bytes[runStart..<index])
                guard reference(into: &decoded) else { return nil }
                runStart = index
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                if byte == UInt8(ascii: "\n") { line += 1 }
                decoded.append(contentsOf: bytes[runStart..<index])
                decoded.append(UInt8(ascii: " "))
                index += 1
                runStart = index
            default:
                guard byte >= 0x20, isAllowed(at: index) else { return nil }
                index += 1
            }
            guard index - runStart + decoded.count <= Self.maximumRun else { return nil }
        }
        return nil
    }

    /// Character data up to the next `<`, entities decoded (checked only, and "" returned,
    /// unless `keep`).
    private mutating func characterData(keep: Bool) -> String? {
        var decoded: [UInt8] = []
        var runStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                decoded.append(contentsOf: bytes[runStart..<index])
                guard reference(into: &decoded) else { return nil }
                runStart = index
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "]"):
                // `]]>` may not appear in character data.
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == UInt8(ascii: ">") { return nil }
                index += 1
            default:
                guard byte >= 0x20, isAllowed(at: index) else { return nil }
                index += 1
            }
            guard index - runStart + decoded.count <= Self.maximumRun else { return nil }
        }
        return keep ? finish(&decoded, runStart) : ""
    }

    private func finish(_ decoded: inout [UInt8], _ runStart: Int) -> String {
        if decoded.isEmpty { return String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
        decoded.append(contentsOf: bytes[runStart..<index])
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;`, `&#N;`, `&#xN;` (XML characters only);
    /// `index` is at `&`.
    private mutating func reference(into decoded: inout [UInt8]) -> Bool {
        guard let semicolon = (index + 1..<min(bytes.count, index + 12)).first(where: { bytes[$0] == UInt8(ascii: ";") }) else {
            return false
        }
        let body = Array(bytes[(index + 1)..<semicolon])
        index = semicolon + 1
        switch body {
        case Array("lt".utf8): decoded.append(UInt8(ascii: "<"))
        case Array("gt".utf8): decoded.append(UInt8(ascii: ">"))
        case Array("amp".utf8): decoded.append(UInt8(ascii: "&"))
        case Array("quot".utf8): decoded.append(UInt8(ascii: "\""))
        case Array("apos".utf8): decoded.append(UInt8(ascii: "'"))
        default:
            guard body.first == UInt8(ascii: "#"), body.count > 1 else { return false }
            let hex = body[1] == UInt8(ascii: "x")
            let digits = body.dropFirst(hex ? 2 : 1)
            let isDigit: (UInt8) -> Bool = { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || hex && (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
            }
            guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(isDigit),
                  let value = UInt32(String(decoding: digits, as: UTF8.self), radix: hex ? 16 : 10),
                  value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                    || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value),
                  let scalar = Unicode.Scalar(value)
            else { return false }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
        }
        return true
    }

    /// Whether the (valid UTF-8) character at `position` is one XML allows: not U+FFFE or
    /// U+FFFF (the control characters below U+0020 are refused by the callers).
    private func isAllowed(at position: Int) -> Bool {
        guard bytes[position] == 0xEF, position + 2 < bytes.count, bytes[position + 1] == 0xBF else { return true }
        return bytes[position + 2] != 0xBE && bytes[position + 2] != 0xBF
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
            case UInt8(ascii: "\n"): index += 1; line += 1
            default: return index > start
            }
        }
        return index > start
    }

    private func hasPrefix(_ prefix: [UInt8], at position: Int = 0) -> Bool {
        bytes.count - position >= prefix.count && zip(bytes[position...], prefix).allSatisfy { $0 == $1 }
    }

    /// Not all whitespace (ElementTreeBuilder's rule for keeping character data).
    private static func hasContent(_ text: String) -> Bool {
        text.utf8.contains { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }
    }
}
