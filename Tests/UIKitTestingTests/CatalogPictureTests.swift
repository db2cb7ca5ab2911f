import CatalogScreens
import Foundation
import Testing
import UIKitTesting

/// A picture of every Catalog screen: each journey's screen after each step, on the
/// iPhone 14, compared with `Snapshots/Pictures/Catalog/journey-<id>.step<N>.svg`.
/// Re-record on purpose with `RECORD_SNAPSHOTS=1` and review the SVG diff.
@Suite @MainActor struct CatalogPictureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots/Pictures/Catalog")

    @Test(arguments: Journey.all.map(\.id))
    func everyStepsScreen_matchesItsPicture(_ id: String) throws {
        let journey = try #require(Journey.named(id))
        let pictures = PictureSnapshots(directory: Self.directory)
        var steps = 0
        journey.run(device: .iPhone14, output: { _ in }, afterEachStep: { step, host in
            steps = step
            pictures.expectSVG(of: host.window, named: "journey-\(id).step\(step)")
        })
        #expect(steps > 0)
        // No picture is left over from a step the journey no longer has.
        let stale = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasPrefix("journey-\(id).step") && $0.hasSuffix(".svg") && !$0.contains(".new.") && !$0.contains(".diff.") }
            .filter { name in !(1...steps).contains { name == "journey-\(id).step\($0).svg" } }
        #expect(stale.isEmpty, "pictures of steps journey \(id) no longer has: \(stale)")
    }
}
