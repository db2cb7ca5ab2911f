import Foundation
import StoryboardFormat
import Testing
@testable import UIKit
import UIKitTesting

/// Every scene of the 27 real storyboards in StoryboardFormatTests' corpus instantiates and
/// loads its view: app classes this test target does not have fall back to UIKit's base
/// classes with UIKit's diagnostic, and nothing raises.
@Suite(.serialized) @MainActor struct StoryboardCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StoryboardFormatTests/Corpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted()
    }

    @Test func everySceneOfEveryCorpusStoryboardInstantiatesAndLoadsItsView() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let bundle = try #require(Bundle(path: Self.corpus.path))
        var scenes = 0
        var unknownClassWarnings = 0
        #expect(Self.files.count == 27)
        for file in Self.files {
            let storyboard = UIStoryboard(name: String(file.dropLast(".storyboard".count)), bundle: bundle)
            let document = try #require(storyboard.document)
            for scene in document.scenes {
                guard let object = scene.controller, object.category == .controller, let id = object.id else { continue }
                // A container whose child lives in a storyboard outside the corpus raises
                // UIKit's exception for the missing file, and holds a plain controller instead.
                let missing = Self.missingStoryboards(reachedFrom: object, in: document)
                var made: UIViewController?
                if let name = missing.first {
                    host.expectException(containing: "Could not find a storyboard named '\(name)'") {
                        made = storyboard.instantiateController(objectID: id, creator: nil)
                        made?.loadViewIfNeeded()
                    }
                } else {
                    made = storyboard.instantiateController(objectID: id, creator: nil)
                }
                let controller = try #require(made)
                controller.loadViewIfNeeded()
                #expect(controller.isViewLoaded, "\(file) scene \(scene.id)")
                if let customClass = object.customClass {
                    // No corpus app class exists here: each falls back to UIKit's base class.
                    #expect(String(reflecting: type(of: controller)).hasPrefix("UIKit."), "\(file): \(customClass)")
                }
                scenes += 1
            }
            unknownClassWarnings += host.takeDiagnostics().filter {
                $0.message.hasPrefix("Unknown class ") && $0.message.hasSuffix(" in Interface Builder file.")
            }.count
        }
        #expect(scenes > 100)
        #expect(unknownClassWarnings > 0)
    }

    /// Storyboards outside the corpus that `object`'s relationships and embed segues reach,
    /// through nested containers too (they are instantiated with it or its view).
    static func missingStoryboards(reachedFrom object: IBObject, in document: StoryboardDocument) -> [String] {
        var names: [String] = []
        var segues: [Segue] = []
        object.forEachObject { held in
            for case .segue(let segue) in held.connections where segue.kind == .relationship || segue.kind == .embed {
                segues.append(segue)
            }
        }
        for segue in segues {
            guard let destination = document.object(withID: segue.destination) else { continue }
            if let name = destination.placeholder?.storyboardName {
                if !files.contains("\(name).storyboard") { names.append(name) }
            } else {
                names += missingStoryboards(reachedFrom: destination, in: document)
            }
        }
        return names
    }

    @Test func initialControllersOfTheCorpusShowInAWindow() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let bundle = try #require(Bundle(path: Self.corpus.path))
        var shown = 0
        for file in Self.files {
            let storyboard = UIStoryboard(name: String(file.dropLast(".storyboard".count)), bundle: bundle)
            guard let initial = storyboard.instantiateInitialViewController() else { continue }
            host.show(initial)
            host.runUntilIdle()
            #expect(initial.view.window === host.window, "\(file)")
            shown += 1
        }
        #expect(shown > 15)
        host.takeDiagnostics()
    }
}
