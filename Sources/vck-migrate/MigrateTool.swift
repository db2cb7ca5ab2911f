import ArgumentParser
import Foundation
import UIKitMigration

/// `vck-migrate`: rewrites iOS code's Objective-C-runtime constructs so it compiles against
/// ViewControllerKit's UIKit on Linux (see `UIKitMigration.Migrator`).
@main
struct MigrateTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vck-migrate",
        abstract: "Rewrites #selector, @objc, @IBOutlet/@IBAction, @UIApplicationMain and Apple-only imports for Linux.",
        discussion: """
            Files keep their iOS form under #if canImport(ObjectiveC). Every rewrite and every construct \
            left alone is printed as file:line:column. Running it twice changes nothing the second time.
            """
    )

    @Flag(name: .long, help: "Print a unified diff instead of writing the files.")
    var dryRun = false

    @Argument(help: "Swift files or folders (searched for .swift files).")
    var paths: [String]

    func run() throws {
        let files = try paths.flatMap(Self.swiftFiles)
        let sources = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let index = MethodIndex(sources: sources)
        var rewrites = 0, leftAlone = 0, changedFiles = 0
        for (file, source) in zip(files, sources) {
            let migration = Migrator.migrate(source, file: file, index: index)
            for finding in migration.findings { print(finding) }
            rewrites += migration.rewrites.count
            leftAlone += migration.leftAlone.count
            guard migration.text != source else { continue }
            changedFiles += 1
            if dryRun {
                print(UnifiedDiff.make(old: source, new: migration.text, path: file), terminator: "")
            } else {
                try migration.text.write(toFile: file, atomically: true, encoding: .utf8)
            }
        }
        print("\(rewrites) rewrites in \(changedFiles) of \(files.count) files\(dryRun ? " (dry run: nothing written)" : ""); \(leftAlone) left alone")
    }

    /// `path` itself, or the `.swift` files under it (build folders skipped), sorted.
    static func swiftFiles(_ path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ValidationError("no such file or folder: \(path)")
        }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var result: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".build") || $0 == ".git" }) { continue }
            if relative.hasSuffix(".swift") { result.append((path as NSString).appendingPathComponent(relative)) }
        }
        return result.sorted()
    }
}
