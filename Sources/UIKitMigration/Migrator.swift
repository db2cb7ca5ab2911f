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
            let indent = indentation(at: container.lowerBound)
            top.append((container, "#if canImport(ObjectiveC)\n\(indent)\(original)\n\(indent)#else\n\(indent)\(linux)\n\(indent)#endif"))
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
