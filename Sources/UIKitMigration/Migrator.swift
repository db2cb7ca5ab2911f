import SwiftParser
import SwiftSyntax

/// Rewrites the Objective-C-runtime constructs Swift on Linux rejects into forms that
/// compile against ViewControllerKit's UIKit, and keeps the original under
/// `#if canImport(ObjectiveC)` so the file still builds, and behaves, as before on iOS:
///
/// - a statement or member using `#selector` as a target–action argument
///   (`addTarget`, `removeTarget`, bar button items, gesture recognizers,
///   `NotificationCenter.addObserver(_:selector:name:object:)`) is kept for iOS and
///   repeated for Linux with the selector as a closure of the target
///   (`#selector(save(_:))` → `{ $0.save($1) }`) or, for `removeTarget`, `nil`;
/// - a `#selector` kept in a constant or property is stored as `Selector("save:")` for Linux
///   (a local whose every use is rewritten is kept for iOS only) and its target–action uses
///   call the closure (see StoredSelectorRewrite.swift); one that cannot be resolved is reported;
/// - `@objc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`,
///   `@objcMembers`, `@nonobjc` are put under `#if canImport(ObjectiveC)`;
/// - a class with outlets or actions gets the `ViewControllerKit.InterfaceBuilder`
///   registration the storyboard loader reads, under `#if !canImport(ObjectiveC)`;
/// - `@UIApplicationMain` goes under `#if canImport(ObjectiveC)` as well (the app is launched
///   with `UIApplicationMain(runtime:delegate:)` here; the attribute crashes code generation);
/// - `import` of an Apple framework that does not exist here goes under `#if canImport(…)`;
/// - an `override` in an extension of a class of the same file is kept there for iOS and
///   repeated in the class body for Linux (see `moveOverrides()`).
///
/// Everything else is left byte for byte. Running it again changes nothing (code under
/// `#if canImport(ObjectiveC)` is never rewritten). Constructs it cannot rewrite are
/// reported as `leftAlone` findings with their position.
public enum Migrator {
    /// Migrates one file. `index` lists the methods of all files migrated together (so a
    /// selector naming a method of another file is called with the right labels).
    public static func migrate(_ source: String, file: String = "<input>", index: MethodIndex? = nil) -> Migration {
        let tree = Parser.parse(source: source)
        let scanner = Scanner(source: source, file: file, tree: tree, index: index ?? MethodIndex(sources: [source]))
        scanner.walk(tree)
        scanner.finish()
        let text = EditApplier(source: source).apply(scanner.edits, appending: scanner.appendix)
        let findings = scanner.findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return Migration(text: text, findings: findings)
    }
}

/// A change at a byte range of the file. Outside a container it replaces `range` with
/// `text`; inside a container (a statement or member kept for iOS and repeated for Linux)
/// its Linux form replaces `linuxRange` with `linuxText` in the repeated copy.
struct Edit {
    var range: Range<Int>
    var text: String
    var linuxRange: Range<Int>
    var linuxText: String
    /// The statement or member to keep for iOS and repeat for Linux (selector rewrites).
    var container: Range<Int>?
}

/// Applies edits to the file's bytes.
struct EditApplier {
    let bytes: [UInt8]

    init(source: String) { bytes = Array(source.utf8) }
    init(bytes: [UInt8]) { self.bytes = bytes }

    func apply(_ edits: [Edit], appending appendix: String) -> String {
        // Outermost containers only: a selector inside a closure inside another
        // rewritten statement is repeated with that statement.
        var containers: [Range<Int>] = []
        for range in edits.compactMap(\.container).sorted(by: { ($0.lowerBound, -$0.upperBound) < ($1.lowerBound, -$1.upperBound) }) {
            if let last = containers.last, last.contains(range.lowerBound) { continue }
            containers.append(range)
        }
        var top: [(Range<Int>, String)] = []
        for container in containers {
            let inside = edits.filter { container.contains($0.range.lowerBound) }
            let original = String(decoding: bytes[container], as: UTF8.self)
            let linux = render(container, inside.map { ($0.linuxRange, $0.linuxText) })
            top.append(ownLines(container, original: original, linux: linux))
        }
        for edit in edits where !containers.contains(where: { $0.contains(edit.range.lowerBound) }) {
            top.append((edit.range, edit.text))
        }
        var result = render(0..<bytes.count, top)
        if !appendix.isEmpty {
            if !result.hasSuffix("\n") { result += "\n" }
            result += appendix
        }
        return result
    }

    /// The `#if` block for a container, on lines of its own: `#if` and `#endif` must start a
    /// line, so a container sharing its line (a one-line `{ stmt }` body, statements joined
    /// by `;`) is moved to a new line one level in, and what follows it to the line after
    /// (a `;` right after it is dropped: a line cannot start with one, and the line break
    /// separates the statements).
    private func ownLines(_ container: Range<Int>, original: String, linux: String) -> (Range<Int>, String) {
        let lineIndent = indentation(at: container.lowerBound)
        let startsLine = bytes[..<container.lowerBound].reversed().prefix { $0 != UInt8(ascii: "\n") }
            .allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let indent = startsLine ? lineIndent : lineIndent + "    "
        var range = container
        var after = container.upperBound
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ";") {
            range = container.lowerBound..<(after + 1)
            after += 1
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        }
        let endsLine = after >= bytes.count || bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r")
            || (after + 1 < bytes.count && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "/"))
        var text = "#if canImport(ObjectiveC)\n\(indent)\(original)\n\(indent)#else\n\(indent)\(linux)\n\(indent)#endif"
        if !startsLine {
            // The spaces before it would end the line it leaves.
            var start = range.lowerBound
            while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
            range = start..<range.upperBound
            text = "\n\(indent)" + text
        }
        if !endsLine {
            range = range.lowerBound..<after
            text += "\n\(lineIndent)"
        }
        return (range, text)
    }

    /// `bytes[range]` with `replacements` (non-overlapping) applied.
    func render(_ range: Range<Int>, _ replacements: [(Range<Int>, String)]) -> String {
        var out: [UInt8] = []
        var position = range.lowerBound
        for (span, text) in replacements.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) where span.lowerBound >= position {
            out += bytes[position..<span.lowerBound]
            out += Array(text.utf8)
            position = span.upperBound
        }
        out += bytes[position..<range.upperBound]
        return String(decoding: out, as: UTF8.self)
    }

    /// The spaces and tabs that start the line containing `offset`.
    func indentation(at offset: Int) -> String { Self.indentation(in: bytes, at: offset) }

    static func indentation(in bytes: [UInt8], at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
