import Foundation
import StoryboardFormat
import Testing

/// Issue 8 "Done when": 10,000 seeded mutations of the corpus (truncation, dropped attributes,
/// dangling ids, wrong element types, huge numbers, deep nesting, flipped bytes, moved
/// subtrees) load or fail with a `StoryboardError` naming the file and a line; none crashes.
@Suite struct FuzzTests {
    /// 10,000 cases in four chunks that run in parallel, each from its own seed.
    static let chunkCount = 4
    static let casesPerChunk = 2_500

    /// Documents made of corpus scenes: each scene inside its file's `<document>` (device and
    /// dependencies kept, resources dropped). The small ones (at most 3 KB) take most cases,
    /// so each parses quickly in a debug build; the files with no small scene contribute their
    /// smallest, which every 500th case uses, so every file is fuzzed.
    static let (seeds, largeSeeds): ([(name: String, xml: WrittenXML)], [(name: String, xml: WrittenXML)]) = {
        var large: [(String, WrittenXML)] = []
        var seeds: [(String, WrittenXML)] = []
        for name in Corpus.fileNames {
            guard let document = try? Corpus.document(name) else { continue }
            let root = document.source
            var written: [WrittenXML] = []
            for scene in root.child("scenes")?.children ?? [] {
                var single = root
                single.children = root.children.filter { $0.name != "resources" }.map { child in
                    var child = child
                    if child.name == "scenes" { child.children = [scene] }
                    return child
                }
                // Keep the initial controller reference only where it still resolves.
                if let initial = root["initialViewController"], !scene.containsID(initial) {
                    single.attributes.removeAll { $0.name == "initialViewController" }
                }
                written.append(WrittenXML(single))
            }
            let smallest = written.min { $0.bytes.count < $1.bytes.count }
            let small = written.filter { $0.bytes.count <= 3_000 }
            if small.isEmpty, let smallest { large.append((name, smallest)) }
            for xml in small { seeds.append((name, xml)) }
        }
        return (seeds, large)
    }()

    @Test func theSeedsCoverEveryCorpusFile() {
        #expect(Self.seeds.count == 143)
        #expect(Self.largeSeeds.map(\.name) == [
            "MengTo__Spring__Main.storyboard", "ReactiveX__RxSwift__Calculator.storyboard",
            "hackiftekhar__IQKeyboardManager__General.storyboard",
        ])
        #expect(Set((Self.seeds + Self.largeSeeds).map(\.name)).count == 27)
        #expect(Self.chunkCount * Self.casesPerChunk == 10_000)
    }

    @Test(arguments: 0..<chunkCount)
    func mutationsLoadOrFailWithALocatedError(chunk: Int) throws {
        #expect(Set((Self.seeds + Self.largeSeeds).map(\.name)).count == 27)
        var outcomes: [String: Int] = [:]
        var mutator = Mutator(rng: SeededGenerator(seed: 0x5EED_0008 &+ UInt64(chunk)))
        for index in chunk * Self.casesPerChunk..<(chunk + 1) * Self.casesPerChunk {
            let seed = index % 500 == 499 ? Self.largeSeeds[(index / 500) % Self.largeSeeds.count] : Self.seeds[index % Self.seeds.count]
            let mutation = Mutation.allCases[index % Mutation.allCases.count]
            let data = mutator.apply(mutation, to: seed.xml)
            let file = "case\(index).storyboard"
            do {
                let document = try StoryboardDocument(data: data, fileName: file)
                outcomes["loaded", default: 0] += 1
                // Walk the model as a consumer would.
                _ = document.scenes.map { $0.controller?.className }
                _ = document.segues.map { document.scene(containing: $0.segue.destination)?.id }
            } catch let error as StoryboardError {
                outcomes["\(error.kind)", default: 0] += 1
                #expect(error.file == file, "case \(index) (\(mutation)): \(error)")
                #expect(error.line >= 1, "case \(index) (\(mutation)): \(error)")
                #expect(error.description.hasPrefix("\(file):\(error.line): error: "), "case \(index): \(error)")
                #expect(!error.message.isEmpty)
            }
            // Anything else thrown fails the test through the `throws`.
        }
        #expect(outcomes.values.reduce(0, +) == Self.casesPerChunk)
        // Both sides are exercised: some mutations still load, and each kind of error occurs.
        #expect((outcomes["loaded"] ?? 0) > 500, "\(outcomes)")
        #expect((outcomes["malformedXML"] ?? 0) > 300, "\(outcomes)")
        #expect((outcomes["danglingReference"] ?? 0) > 300, "\(outcomes)")
        #expect((outcomes["invalidStructure"] ?? 0) > 100, "\(outcomes)")
        #expect((outcomes["notAnInterfaceBuilderDocument"] ?? 0) > 3, "\(outcomes)")
    }
}

extension Element {
    /// Whether any element of the subtree has `id`.
    func containsID(_ id: String) -> Bool {
        var found = false
        forEachDescendant { if $0["id"] == id { found = true } }
        return found
    }
}
