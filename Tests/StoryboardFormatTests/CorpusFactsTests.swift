import Foundation
import StoryboardFormat
import Testing

/// Issue 8 "Done when": every corpus file loads and its facts equal `facts_A.json` exactly.
@Suite struct CorpusFactsTests {
    @Test func theCorpusHasTwentySevenFilesAndAReferenceEntryForEach() throws {
        #expect(Corpus.fileNames.count == 27)
        guard case .object(let entries) = Corpus.expectedFacts else {
            Issue.record("facts_A.json did not load")
            return
        }
        #expect(entries.map(\.0).sorted() == Corpus.fileNames)
    }

    /// The whole entry, `source` included; the provenance keys of `source` (repository path,
    /// commits, dates, licence) are not in the bytes, so they are passed in from the reference.
    @Test(arguments: Corpus.fileNames)
    func factsEqualTheReference(_ name: String) throws {
        let data = try Corpus.data(name)
        let document = try StoryboardDocument(data: data, fileName: name)
        let expected = try #require(Corpus.expectedFacts[name])
        let provenance = StoryboardFacts.Provenance(source: try #require(expected["source"]))
        let facts = StoryboardFacts.facts(of: document, bytes: data, provenance: provenance)
        guard case .object(let expectedMembers) = expected, case .object(let members) = facts else {
            Issue.record("not objects")
            return
        }
        #expect(members.map(\.0) == expectedMembers.map(\.0).sorted { a, b in
            members.firstIndex { $0.0 == a }! < members.firstIndex { $0.0 == b }!
        })
        for (key, value) in expectedMembers {
            #expect(facts[key] == value, "\(name): \(key) differs:\n ours \(facts[key]?.description ?? "missing")\n want \(value)")
        }
    }

    /// Without provenance, the keys the bytes and the file name determine still match.
    @Test(arguments: Corpus.fileNames)
    func sourceKeysDerivedFromTheBytesAndTheName(_ name: String) throws {
        let data = try Corpus.data(name)
        let facts = StoryboardFacts.facts(of: try StoryboardDocument(data: data, fileName: name), bytes: data)
        let expected = try #require(Corpus.expectedFacts[name]?["source"])
        for key in ["git_blob_sha1", "sha256", "bytes", "storyboard_name", "repo"] {
            #expect(facts["source"]?[key] == expected[key], "\(name): source.\(key)")
        }
        for key in ["path", "commit", "commit_date", "snapshot_head", "last_changed_commit", "last_changed_date", "license"] {
            #expect(facts["source"]?[key] == .null, "\(name): source.\(key) is provenance, not in the bytes")
        }
    }
}
