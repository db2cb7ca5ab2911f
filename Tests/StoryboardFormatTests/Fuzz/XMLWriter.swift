import StoryboardFormat

/// Writes an ``Element`` tree back as XML bytes (one element per line, like Xcode) and
/// records where each element, name and attribute landed, so the fuzzer can mutate the
/// bytes with single splices instead of rebuilding trees.
struct WrittenXML {
    struct Span { var start: Int, end: Int }
    struct ElementSpans {
        /// The whole element, start tag to end tag.
        var element: Span
        var startName: Span
        /// The end tag's name (nil for a self-closing element).
        var endName: Span?
        /// Where a child can be inserted (just after the start tag's `>`), nil when self-closing.
        var contentStart: Int?
        /// Each attribute, leading space to closing quote, with its value's span.
        var attributes: [(name: String, whole: Span, value: Span)]
    }

    var bytes: [UInt8] = []
    var elements: [ElementSpans] = []

    init(_ root: Element) {
        bytes.append(contentsOf: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        write(root)
    }

    private mutating func write(_ element: Element) {
        let index = elements.count
        let start = bytes.count
        bytes.append(UInt8(ascii: "<"))
        let nameStart = bytes.count
        bytes.append(contentsOf: element.name.utf8)
        var spans = ElementSpans(element: Span(start: start, end: 0), startName: Span(start: nameStart, end: bytes.count), endName: nil, contentStart: nil, attributes: [])
        for attribute in element.attributes {
            let whole = bytes.count
            bytes.append(contentsOf: " \(attribute.name)=\"".utf8)
            let value = bytes.count
            append(escaped: attribute.value)
            spans.attributes.append((attribute.name, Span(start: whole, end: bytes.count + 1), Span(start: value, end: bytes.count)))
            bytes.append(UInt8(ascii: "\""))
        }
        elements.append(spans)
        if element.children.isEmpty && element.text == nil {
            bytes.append(contentsOf: "/>\n".utf8)
            elements[index].element.end = bytes.count
            return
        }
        bytes.append(UInt8(ascii: ">"))
        elements[index].contentStart = bytes.count
        if let text = element.text { append(escaped: text) } else { bytes.append(UInt8(ascii: "\n")) }
        for child in element.children { write(child) }
        bytes.append(contentsOf: "</".utf8)
        let endName = bytes.count
        bytes.append(contentsOf: element.name.utf8)
        elements[index].endName = Span(start: endName, end: bytes.count)
        bytes.append(contentsOf: ">\n".utf8)
        elements[index].element.end = bytes.count
    }

    private mutating func append(escaped text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            default: bytes.append(byte)
            }
        }
    }
}

/// SplitMix64: a small seeded generator, so every fuzz case can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
