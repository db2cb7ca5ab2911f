import Foundation
import StoryboardFormat
import Testing
@testable import UIKit
import UIKitTesting

/// The corpus's prototype cells dequeue with their content, and its static tables show their
/// cells, once each scene's view has loaded.
@Suite(.serialized) @MainActor struct StoryboardCorpusCellTests {
    struct Counts: Equatable {
        var tablePrototypes = 0, collectionPrototypes = 0, staticTables = 0, staticCells = 0
    }

    @Test func everyCorpusPrototypeDequeuesWithItsContentAndEveryStaticTableShowsItsCells() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let bundle = try #require(Bundle(path: StoryboardCorpusTests.corpus.path))
        var counts = Counts()
        for file in StoryboardCorpusTests.files {
            let storyboard = UIStoryboard(name: String(file.dropLast(".storyboard".count)), bundle: bundle)
            let document = try #require(storyboard.document)
            for scene in document.scenes {
                guard let object = scene.controller, object.category == .controller, let id = object.id,
                      let viewObject = object.view,
                      StoryboardCorpusTests.missingStoryboards(reachedFrom: object, in: document).isEmpty
                else { continue }
                let controller = storyboard.instantiateController(objectID: id, creator: nil)
                controller.loadViewIfNeeded()
                let context = try #require((controller.interfaceBuilderSource as? SceneSource)?.context)
                try viewObject.forEachObject { model in
                    guard let modelID = model.id else { return }
                    if model.element == "tableView", let table = context.objects[modelID] as? UITableView {
                        try check(table, model, in: controller, file: file, counts: &counts)
                    } else if model.element == "collectionView", let collection = context.objects[modelID] as? UICollectionView {
                        for prototype in Self.lastByIdentifier(model.children(in: "cells")) {
                            let identifier = try #require(prototype["reuseIdentifier"])
                            let cell = collection.dequeueReusableCell(withReuseIdentifier: identifier, for: IndexPath(item: 0, section: 0))
                            #expect(cell.reuseIdentifier == identifier, "\(file) \(identifier)")
                            #expect(cell.contentView.subviews.count == (prototype.child(forKey: "contentView")?.subviews.count ?? 0),
                                    "\(file) \(identifier)")
                            counts.collectionPrototypes += 1
                        }
                    }
                }
            }
            _ = host.takeDiagnostics()
        }
        // Every prototype with a reuse identifier (the last of each identifier in its table
        // wins, as in UIKit) and every static table in the corpus.
        #expect(counts == Counts(tablePrototypes: 32, collectionPrototypes: 2, staticTables: 20, staticCells: 161))
    }

    private func check(_ table: UITableView, _ model: IBObject, in controller: UIViewController, file: String,
                       counts: inout Counts) throws {
        for prototype in Self.lastByIdentifier(model.children(in: "prototypes")) {
            let identifier = try #require(prototype["reuseIdentifier"])
            let cell = try #require(table.dequeueReusableCell(withIdentifier: identifier), "\(file) \(identifier)")
            #expect(cell.reuseIdentifier == identifier)
            #expect(cell.contentView.subviews.count == (prototype.child(forKey: "contentView")?.subviews.count ?? 0),
                    "\(file) \(identifier)")
            counts.tablePrototypes += 1
        }
        guard model["dataMode"] == "static" else { return }
        let sections = model.children(in: "sections")
        #expect(table.numberOfSections == sections.count, "\(file)")
        for (index, section) in sections.enumerated() {
            let cells = section.children(in: "cells")
            #expect(table.numberOfRows(inSection: index) == cells.count, "\(file) section \(index)")
            for row in cells.indices {
                let cell = try #require(table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: row, section: index)))
                #expect(cell.contentView.subviews.count == (cells[row].child(forKey: "contentView")?.subviews.count ?? 0),
                        "\(file) section \(index) row \(row)")
            }
            counts.staticCells += cells.count
        }
        counts.staticTables += 1
    }

    /// Prototypes with a reuse identifier, the last of each identifier.
    static func lastByIdentifier(_ prototypes: [IBObject]) -> [IBObject] {
        var byIdentifier: [String: IBObject] = [:]
        var order: [String] = []
        for prototype in prototypes {
            guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
            if byIdentifier[identifier] == nil { order.append(identifier) }
            byIdentifier[identifier] = prototype
        }
        return order.map { byIdentifier[$0]! }
    }
}
