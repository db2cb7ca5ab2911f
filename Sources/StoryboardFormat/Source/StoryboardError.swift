/// A reason an Interface Builder file cannot be used, naming the file, the line and the
/// element where it was found.
///
/// Thrown by ``StoryboardDocument/init(data:fileName:)`` (malformed XML, a segue or
/// relationship whose destination does not exist, an initial view controller that is not in
/// the file) and by lookups such as ``StoryboardDocument/scene(withIdentifier:)``.
/// `description` reads `file:line: error: <element>: message`, the form compilers use, so
/// editors and terminals link to the spot.
public struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The file could not be read (line 0).
        case unreadableFile
        /// The bytes are not well-formed XML (the parser's message is in `message`).
        case malformedXML
        /// The root element is not an Interface Builder `<document>`.
        case notAnInterfaceBuilderDocument
        /// A reference (`destination`, `initialViewController`, …) names an id no element has.
        case danglingReference
        /// A storyboard identifier that no scene's controller carries was requested.
        case unknownIdentifier
        /// An element is where the format does not allow it, in a way the file cannot be used.
        case invalidStructure
    }

    public var kind: Kind
    /// The file's name as given to the parser (usually its last path component).
    public var file: String
    /// The 1-based line of the offending element (0 when the file has no line to point at).
    public var line: Int
    /// The offending element's name, or nil when the problem is not one element's.
    public var element: String?
    public var message: String

    public init(_ kind: Kind, file: String, line: Int, element: String?, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    public var description: String {
        let location = element.map { "<\($0)>: " } ?? ""
        return "\(file):\(line): error: \(location)\(message)"
    }
}

/// Something in a file the loader tolerated: an unknown element or attribute value it skipped,
/// a number it could not read. Never fatal; collected on ``StoryboardDocument/diagnostics``.
public struct StoryboardDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var element: String
    public var message: String

    public init(file: String, line: Int, element: String, message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    public var description: String { "\(file):\(line): warning: <\(element)>: \(message)" }
}
