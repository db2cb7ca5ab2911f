import CatalogScreens
import Foundation
import Testing
import UIKitTesting

/// The catalog's journeys, as text snapshots: any change in a callback order or a frame
/// shows up in the diff of `Snapshots/`. Re-record on purpose with `RECORD_SNAPSHOTS=1`.
@Suite @MainActor struct CatalogJourneySnapshotTests {
    static let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    @Test(arguments: Journey.all.map(\.id))
    func journeyMatchesItsSnapshot(_ id: String) throws {
        let journey = try #require(Journey.all.first { $0.id == id })
        var lines: [String] = []
        journey.run { lines.append($0) }
        let text = lines.joined(separator: "\n") + "\n"
        let file = Self.snapshotDirectory.appendingPathComponent("journey-\(id).txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "journey \(id) differs from Snapshots/journey-\(id).txt")
    }

    @Test func journeyIDs_areUnique() {
        #expect(Set(Journey.all.map(\.id)).count == Journey.all.count)
    }
}
