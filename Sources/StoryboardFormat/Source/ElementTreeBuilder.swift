import Foundation

/// Reads XML bytes into an ``Element`` tree with FoundationXML's streaming parser.
///
/// The tree is built with an explicit stack, so nesting depth costs heap, not call stack;
/// the parser itself refuses documents nested deeper than ``maximumDepth``.
final class ElementTreeBuilder: NSObject, PlatformXMLParserDelegate {
    /// Deeper than any Interface Builder file nests (the corpus peaks below 40); a document
    /// past it is reported, not parsed.
    static let maximumDepth = 200

    private let fileName: String
    private var stack: [Element] = []
    private var text: [String] = []
    private var root: Element?
    private var failure: StoryboardError?
    /// Where the parser first reported an error (it may read on before giving up).
    private var errorLine: Int?
    private var errorElement: String?

    private init(fileName: String) { self.fileName = fileName }

    /// Parses `data`; throws a ``StoryboardError/Kind/malformedXML`` error naming the line.
    /// The plain XML Interface Builder writes is read directly (``PlainXMLReader``);
    /// anything else, malformed input included, goes through FoundationXML.
    static func parse(_ data: Data, fileName: String) throws -> Element {
        try checkUTF8(data, fileName: fileName)
        if let root = data.withUnsafeBytes({ PlainXMLReader.read($0) }) { return root }
        return try parseWithFoundationXML(data, fileName: fileName)
    }

    /// Parses `data` with FoundationXML's streaming parser (tests compare it with
    /// ``PlainXMLReader``).
    static func parseWithFoundationXML(_ data: Data, fileName: String) throws -> Element {
        let builder = ElementTreeBuilder(fileName: fileName)
        let parser = PlatformXMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let ok = parser.parse()
        if let failure = builder.failure { throw failure }
        if !ok || builder.root == nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let element = builder.errorLine == nil ? builder.stack.last?.name : builder.errorElement
            throw StoryboardError(
                .malformedXML, file: fileName, line: max(builder.errorLine ?? parser.lineNumber, 1), element: element,
                message: "malformed XML (\(Self.describe(code: code)))")
        }
        return builder.root!
    }

    func parser(
        _ parser: PlatformXMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if stack.count >= Self.maximumDepth {
            failure = StoryboardError(
                .invalidStructure, file: fileName, line: parser.lineNumber, element: elementName,
                message: "elements nested deeper than \(Self.maximumDepth) levels")
            parser.abortParsing()
            return
        }
        // Sorted by name (insertion sort: an element has a handful of attributes).
        var attributes: [Attribute] = []
        attributes.reserveCapacity(attributeDict.count)
        for (name, value) in attributeDict {
            var index = attributes.count
            while index > 0, name < attributes[index - 1].name { index -= 1 }
            attributes.insert(Attribute(name: name, value: value), at: index)
        }
        stack.append(Element(name: elementName, attributes: attributes, line: parser.lineNumber))
        text.append("")
    }

    func parser(_ parser: PlatformXMLParser, parseErrorOccurred parseError: any Error) {
        guard errorLine == nil else { return }
        errorLine = parser.lineNumber
        errorElement = stack.last?.name
    }

    func parser(_ parser: PlatformXMLParser, foundCharacters string: String) {
        // IB never mixes text with child elements: what follows a child is indentation.
        guard !text.isEmpty, !stack.isEmpty, stack[stack.count - 1].children.isEmpty else { return }
        if text[text.count - 1].isEmpty {
            text[text.count - 1] = string
        } else {
            text[text.count - 1] += string
        }
    }

    func parser(_ parser: PlatformXMLParser, foundCDATA CDATABlock: Data) {
        guard !text.isEmpty else { return }
        text[text.count - 1] += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: PlatformXMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard var element = stack.popLast(), let characters = text.popLast() else { return }
        // Indentation is not content (checked on bytes: Character.isWhitespace is slow).
        if characters.utf8.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) {
            element.text = characters
        }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// Interface Builder writes UTF-8. FoundationXML traps (rather than failing) on an
    /// element or attribute name that is not valid UTF-8, so invalid bytes are refused here,
    /// naming the line of the first one.
    private static func checkUTF8(_ data: Data, fileName: String) throws {
        let valid = data.withUnsafeBytes { raw in
            // Interface Builder files are nearly always pure ASCII: checked eight bytes at a
            // time, without building the String that full validation would.
            isASCII(raw) || String(validating: raw.bindMemory(to: UInt8.self), as: UTF8.self) != nil
        }
        guard !valid else { return }
        var line = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
            case .emptyInput, .error:
                break loop
            }
        }
        throw StoryboardError(.malformedXML, file: fileName, line: line, element: nil, message: "malformed XML (bytes that are not UTF-8)")
    }

    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let words = bytes.count / 8
        var high: UInt64 = 0
        for index in 0..<words { high |= bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
        for index in (words * 8)..<bytes.count { high |= UInt64(bytes[index]) }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// XMLParser reports libxml2's error number; name the common ones.
    private static func describe(code: Int) -> String {
        switch code {
        case 4: return "document is empty"
        case 5: return "document ends before the root element is closed"
        case 9: return "invalid character"
        case 23: return "unescaped '&' or unknown entity"
        case 26: return "undeclared entity"
        case 38, 39, 40, 41: return "attribute syntax error"
        case 46: return "junk after the root element"
        case 64, 65, 68, 69, 73: return "tag syntax error"
        case 76: return "opening and ending tag mismatch"
        case 77: return "opening tag not closed"
        default: return "parser error \(code)"
        }
    }
}
