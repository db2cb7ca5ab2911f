import CLibXML2

/// Reads XML into an ``Element`` tree with libxml2's SAX2 parser called directly, or declines
/// (nil) so that ``ElementTreeBuilder`` parses the file with FoundationXML instead.
///
/// FoundationXML wraps the same parser, but hands every element to its delegate as Swift
/// strings in a fresh attribute dictionary, and every run of indentation as a string; for a
/// storyboard that was most of the cost of loading it. Here the callbacks build only what the
/// tree keeps: names and values of attributes, and character data before an element's first
/// child (indentation after it is never turned into a string).
///
/// It declines whatever it does not build itself — every error libxml2 reports (every
/// well-formedness error), DOCTYPEs (so no entity is ever declared, let
/// alone expanded; no DTD is loaded and the network is off), namespaces, CDATA, processing
/// instructions, entity references other than the predefined ones, nesting deeper than
/// ``ElementTreeBuilder/maximumDepth`` — and FoundationXML then parses the file exactly as
/// before, so what is accepted, the messages and the lines of errors are unchanged.
/// `LibXMLReaderTests` check that both give equal trees for every corpus file and for every
/// fuzz mutation this reader accepts.
///
/// What it builds matches ``ElementTreeBuilder``: attributes sorted by name, character data
/// kept only before an element's first child and only when it is not all whitespace, each
/// element's line the one its start tag ends on (both ask libxml2 at the same moment).
enum LibXMLReader {
    /// The tree of `data`, or nil when the file is malformed or uses XML IB does not write.
    static func read(_ data: UnsafeRawBufferPointer) -> Element? {
        guard let base = data.baseAddress, data.count > 0, data.count < Int(Int32.max) else { return nil }
        _ = initialized
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, name, prefix, _, namespaceCount, _, attributeCount, defaultedCount, attributes in
            TreeBuilder.of(context).start(
                context, name: name, hasNamespaces: prefix != nil || namespaceCount > 0 || defaultedCount > 0,
                attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in TreeBuilder.of(context).end() }
        handler.characters = { context, characters, length in TreeBuilder.of(context).characters(characters, Int(length)) }
        // Blanks are character data too (FoundationXML reports both the same way).
        handler.ignorableWhitespace = handler.characters
        handler.internalSubset = { context, _, _, _ in TreeBuilder.decline(context) }
        handler.externalSubset = { context, _, _, _ in TreeBuilder.decline(context) }
        handler.reference = { context, _ in TreeBuilder.decline(context) }
        handler.cdataBlock = { context, _, _ in TreeBuilder.decline(context) }
        handler.processingInstruction = { context, _, _ in TreeBuilder.decline(context) }
        // Errors are FoundationXML's to report (it parses the file again); nothing is printed.
        handler.serror = { _, _ in }

        guard let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, nil) else { return nil }
        defer { xmlFreeParserCtxt(context) }
        // No XML_PARSE_NOENT (entities are not substituted) nor XML_PARSE_DTDLOAD.
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))
        let builder = TreeBuilder()
        return withExtendedLifetime(builder) {
            context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
            let status = xmlParseChunk(context, base.assumingMemoryBound(to: CChar.self), Int32(data.count), 1)
            guard status == 0, context.pointee.wellFormed != 0, !builder.declined else { return nil }
            return builder.root
        }
    }

    /// libxml2's global state, set up once before the first parse (thread-safe).
    private static let initialized: Void = xmlInitParser()
}

/// The state the SAX callbacks share, reached through the parser context's `_private`.
private final class TreeBuilder {
    var stack: [Element] = []
    var root: Element?
    var declined = false
    /// The innermost open element's character data so far (while it has no child).
    private var text: [UInt8] = []

    static func of(_ context: UnsafeMutableRawPointer?) -> TreeBuilder {
        let parser = context!.assumingMemoryBound(to: xmlParserCtxt.self)
        return Unmanaged<TreeBuilder>.fromOpaque(parser.pointee._private!).takeUnretainedValue()
    }

    static func decline(_ context: UnsafeMutableRawPointer?) {
        of(context).declined = true
        xmlStopParser(context!.assumingMemoryBound(to: xmlParserCtxt.self))
    }

    func start(
        _ context: UnsafeMutableRawPointer?, name: UnsafePointer<xmlChar>?, hasNamespaces: Bool, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard !hasNamespaces, stack.count < ElementTreeBuilder.maximumDepth, let name else {
            return Self.decline(context)
        }
        var sorted: [Attribute] = []
        sorted.reserveCapacity(attributeCount)
        for index in 0..<attributeCount {
            // Five pointers an attribute: local name, prefix, URI, value start, value end.
            let fields = attributes! + 5 * index
            guard fields[1] == nil, let attributeName = fields[0], let start = fields[3], let end = fields[4] else {
                return Self.decline(context)
            }
            let attribute = Attribute(name: String(cString: attributeName), value: Self.value(start, end))
            // Sorted by name, as ElementTreeBuilder sorts them (insertion: a handful each).
            var position = sorted.count
            while position > 0, attribute.name < sorted[position - 1].name { position -= 1 }
            sorted.insert(attribute, at: position)
        }
        if !stack.isEmpty, stack[stack.count - 1].children.isEmpty { finishText(of: stack.count - 1) }
        let line = Int(xmlSAX2GetLineNumber(context))
        stack.append(Element(name: String(cString: name), attributes: sorted, line: line))
    }

    func end() {
        guard var element = stack.popLast() else { return }
        if element.children.isEmpty {
            stack.append(element)
            finishText(of: stack.count - 1)
            element = stack.removeLast()
        }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func characters(_ characters: UnsafePointer<xmlChar>?, _ length: Int) {
        // IB never mixes text with child elements: what follows a child is indentation.
        guard let characters, !stack.isEmpty, stack[stack.count - 1].children.isEmpty else { return }
        text.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
    }

    /// Gives the element at `index` the pending character data unless it is all whitespace.
    private func finishText(of index: Int) {
        defer { text.removeAll(keepingCapacity: true) }
        guard text.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) else { return }
        stack[index].text = String(decoding: text, as: UTF8.self)
    }

    /// An attribute value as libxml2 hands it over: normalized and decoded, except that
    /// without entity substitution it writes a decoded `&` as `&#38;` (for its tree builder to
    /// decode once more), so that is decoded here.
    private static func value(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let escaped = Array("&#38;".utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), bytes.count - index >= escaped.count,
               bytes[index..<(index + escaped.count)].elementsEqual(escaped) {
                decoded.append(UInt8(ascii: "&"))
                index += escaped.count
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }
}
