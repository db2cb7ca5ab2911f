import Foundation
import StoryboardFormat

/// The public storyboard corpus (SET A, copied from `../shared/storyboards` with its
/// MANIFEST.md and licences) and its reference facts, read by path.
enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The corpus's storyboard file names, sorted.
    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.sorted()
    }()

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// `facts_A.json`: one entry per file name.
    static let expectedFacts: JSONValue = {
        let data = (try? Data(contentsOf: directory.appendingPathComponent("facts_A.json"))) ?? Data()
        return (try? JSONDecoder().decode(JSONValue.self, from: data)) ?? .null
    }()

    static func document(_ name: String) throws -> StoryboardDocument {
        try StoryboardDocument(data: data(name), fileName: name)
    }
}
