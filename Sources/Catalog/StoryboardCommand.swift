import ArgumentParser
import Foundation
import StoryboardFormat

/// `swift run catalog storyboard FILE...`: each storyboard's scene graph (scenes and their
/// classes, segues, relationships, storyboard references, constraint counts), or with
/// `--json` one JSON object keyed by file name whose values have the corpus facts' shape.
///
/// Every file is read even when one fails; a file that cannot be used prints
/// `file:line: error: …` on standard error and the command exits with status 1.
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Print the scene graph of .storyboard/.xib files (or their facts as JSON).")

    @Flag(name: .long, help: "Print one JSON object keyed by file name, in the shape of facts_A.json's entries.")
    var json = false

    @Option(name: .long, help: ArgumentHelp(
        "A facts JSON file (such as facts_A.json) whose entries' source blocks supply the provenance keys (path, commits, dates, licence) that the bytes cannot.",
        valueName: "facts.json"))
    var provenance: String?

    @Argument(help: "The .storyboard or .xib files.")
    var files: [String]

    func run() throws {
        var provenanceByName: [String: StoryboardFacts.Provenance] = [:]
        if let provenance {
            let data = try Data(contentsOf: URL(fileURLWithPath: provenance))
            if case .object(let entries) = try JSONDecoder().decode(JSONValue.self, from: data) {
                for (name, entry) in entries {
                    if let source = entry["source"] { provenanceByName[name] = .init(source: source) }
                }
            }
        }
        var results: [(String, JSONValue)] = []
        var failed = false
        for path in files {
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent
            do {
                let data: Data
                do {
                    data = try Data(contentsOf: url)
                } catch {
                    throw StoryboardError(.unreadableFile, file: path, line: 0, element: nil, message: "cannot read the file")
                }
                let document = try StoryboardDocument(data: data, fileName: name)
                if json {
                    results.append((name, StoryboardFacts.facts(of: document, bytes: data, provenance: provenanceByName[name])))
                } else {
                    print(document.sceneGraph, terminator: "")
                }
            } catch let error as StoryboardError {
                var located = error
                if located.file == name { located.file = path }
                FileHandle.standardError.write(Data((located.description + "\n").utf8))
                failed = true
            }
        }
        if json { print(JSONValue.object(results).rendered(indent: 2)) }
        if failed { throw ExitCode(1) }
    }
}
