import Foundation
@testable import StoryboardFormat
import Testing

/// `PlainXMLReader` (the fast path of `ElementTreeBuilder`) must build exactly the tree
/// FoundationXML's parser builds, and decline whatever it does not read itself.
@Suite struct PlainXMLReaderTests {
    static func plain(_ data: Data) -> Element? { data.withUnsafeBytes { PlainXMLReader.read($0) } }

    static func foundation(_ data: Data) -> Element? {
        try? ElementTreeBuilder.parseWithFoundationXML(data, fileName: "test.storyboard")
    }

    @Test(arguments: Corpus.fileNames)
    func everyCorpusFileReadsAsFoundationXMLReadsIt(name: String) throws {
        let data = try Corpus.data(name)
        let plain = try #require(Self.plain(data), "declined \(name)")
        #expect(plain == Self.foundation(data))
    }

    @Test func linesAttributeNormalisationEntitiesAndTextMatch() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document a="1"
            b="p\tq
        r&#10;s&#x9;t&amp;&lt;&quot;&apos;&gt;" c='single'>
            <string key="text">Caf\u{E9} &amp; t&#233;a
        second line</string>
            <empty
            />
            <mixed>text<child/>ignored after a child</mixed>
            <blank>   </blank>
            <commented>before<!--Scene
        title-->after</commented>
        </document>
        <!-- after the root -->

        """
        let data = Data(xml.utf8)
        let plain = try #require(Self.plain(data))
        #expect(plain == Self.foundation(data))
        #expect(plain.line == 4)
        #expect(plain["b"] == "p q r\ns\tt&<\"'>")
        #expect(plain.children.map(\.line) == [5, 8, 9, 10, 11])
        #expect(plain.children.map(\.text) == ["Caf\u{E9} & t\u{E9}a\nsecond line", nil, "text", nil, "beforeafter"])
    }

    /// What the plain reader leaves to FoundationXML: unusual but valid XML and every error.
    @Test(arguments: [
        "<!-- a -- b --><document/>", "<document><!-- ends in a hyphen ---></document>", "<document><![CDATA[x]]></document>", "<?xml version='1.0'?><document/>",
        "<!DOCTYPE document><document/>", "<document xmlns:x=\"u\"/>", "<x:document/>", "<document>\r\n</document>",
        "<document a=\"1\" a=\"2\"/>", "<document a=\"1\"b=\"2\"/>", "<document a=1/>", "<document a=\"<\"/>",
        "<document>&unknown;</document>", "<document>&#0;</document>", "<document>&#+5;</document>", "<document>]]></document>",
        "<document>\u{1}</document>", "<document></documents>", "<document>", "<document/><more/>", "<document/>text",
        "text<document/>", "<1document/>", "<document><a></b></document>", "<document>\u{FFFE}</document>", "",
    ])
    func declines(_ xml: String) {
        #expect(Self.plain(Data(xml.utf8)) == nil)
    }

    @Test func declinesNestingFoundationXMLWouldRefuse() {
        let depth = ElementTreeBuilder.maximumDepth
        let deep = String(repeating: "<v>", count: depth + 1) + String(repeating: "</v>", count: depth + 1)
        let allowed = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        #expect(Self.plain(Data(deep.utf8)) == nil)
        #expect(Self.plain(Data(allowed.utf8)) == Self.foundation(Data(allowed.utf8)))
    }

    /// The fuzz mutations of the corpus: wherever the plain reader accepts a mutated file
    /// (valid UTF-8, as ElementTreeBuilder checks before either reader runs), FoundationXML
    /// reads the same tree.
    @Test func acceptedMutationsReadAsFoundationXMLReadsThem() {
        var mutator = Mutator(rng: SeededGenerator(seed: 0x5EED_0808))
        var accepted = 0
        for index in 0..<1_000 {
            let seed = FuzzTests.seeds[index % FuzzTests.seeds.count]
            let data = mutator.apply(Mutation.allCases[index % Mutation.allCases.count], to: seed.xml)
            guard data.withUnsafeBytes({ String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) }) != nil,
                  let plain = Self.plain(data)
            else { continue }
            accepted += 1
            #expect(plain == Self.foundation(data), "case \(index)")
        }
        #expect(accepted > 300)
    }
}
