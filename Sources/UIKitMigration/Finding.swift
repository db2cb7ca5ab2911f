/// One construct the migration rewrote or left alone, at a position of its file.
public struct Finding: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case rewrote = "rewrote"
        case leftAlone = "left alone"
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    public var column: Int
    /// What was found (`#selector`, `@IBOutlet`, `import MapKit`, …).
    public var construct: String
    /// What was done, or why nothing was.
    public var detail: String

    public init(kind: Kind, file: String, line: Int, column: Int, construct: String, detail: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.construct = construct
        self.detail = detail
    }

    /// `file:line:column: rewrote #selector: …`, the compiler's format, so editors link it.
    public var description: String { "\(file):\(line):\(column): \(kind.rawValue) \(construct): \(detail)" }
}

/// A migrated file: its new text and every finding, in source order.
public struct Migration: Sendable {
    public var text: String
    public var findings: [Finding]

    public var rewrites: [Finding] { findings.filter { $0.kind == .rewrote } }
    public var leftAlone: [Finding] { findings.filter { $0.kind == .leftAlone } }
}
