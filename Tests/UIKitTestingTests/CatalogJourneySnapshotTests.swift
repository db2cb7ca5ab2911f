import CatalogScreens
import Foundation
import Testing
import UIKitTesting

/// The catalog's journeys, as text snapshots on every catalog device: any change in a
/// callback order, a time or a frame shows up in the diff of `Snapshots/`. Re-record on
/// purpose with `RECORD_SNAPSHOTS=1` and review the diff.
@Suite @MainActor struct CatalogJourneySnapshotTests {
    static let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static func narration(of journey: Journey, on device: ViewControllerKit.DeviceProfile) -> String {
        var lines: [String] = []
        journey.run(device: device) { lines.append($0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `journey-<id>.txt` on the default iPhone 14, `journey-<id>.<device>.txt` on the others.
    static func snapshotFile(journey id: String, device: String) -> URL {
        let suffix = device == "iphone14" ? "" : ".\(device)"
        return snapshotDirectory.appendingPathComponent("journey-\(id)\(suffix).txt")
    }

    @Test(arguments: Journey.all.map(\.id), CatalogDevices.names)
    func journeyMatchesItsSnapshot(_ id: String, device: String) throws {
        let journey = try #require(Journey.named(id))
        let profile = try #require(CatalogDevices.named(device))
        let text = Self.narration(of: journey, on: profile)
        let file = Self.snapshotFile(journey: id, device: device)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "journey \(id) on \(device) differs from Snapshots/\(file.lastPathComponent)")
    }

    /// Narration is drawn from the device profile: no iPhone 14, sensor housing or home
    /// indicator where the device has none.
    @Test(arguments: [("iphonese", ["iPhone 14", "sensor housing", "home indicator", "iPad"]),
                      ("ipadair", ["iPhone 14", "sensor housing", "iPhone SE"])])
    func narration_namesOnlyWhatTheDeviceHas(device: String, absent: [String]) throws {
        let profile = try #require(CatalogDevices.named(device))
        let text = Journey.all.map { Self.narration(of: $0, on: profile) }.joined()
        for words in absent {
            #expect(!text.contains(words), "narration on \(device) mentions \(words)")
        }
        #expect(text.contains(profile.name))
    }

    /// Every callback line carries its time on the host's clock: `      [0.250 s] Type "title": callback`.
    @Test func callbackLines_carryTheirClockTime() throws {
        let journey = try #require(Journey.named("container-cycle"))
        let lines = Self.narration(of: journey, on: .iPhone14).split(separator: "\n").map(String.init)
        let callbackNames = /loadView|viewDidLoad|view(Will|Did|Is)(Appear|Disappear|Appearing)\(|(will|did)Move\(toParent/
        let stamped = /^ {6}\[\d+\.\d{3} s\] [A-Z]\w+( "[^"]+")?: \w/
        let callbacks = lines.filter { $0.contains(callbackNames) && !$0.hasPrefix("Step ") }
        #expect(callbacks.count == 27)
        #expect(callbacks.filter { $0.contains(stamped) }.count == 27)
        #expect(callbacks.contains("      [0.250 s] ColorPageViewController \"Blue\": viewDidAppear(true) movingToParent"))
    }

    @Test func journeyAndDeviceNames_ignoreCase() {
        #expect(Journey.named("Container-Cycle")?.id == "container-cycle")
        #expect(Journey.named("PAGE-SHEET")?.id == "page-sheet")
        #expect(Journey.named("no-such-journey") == nil)
        #expect(CatalogDevices.named("iPadAir") == .iPadAir)
        #expect(CatalogDevices.named("IPHONESE") == .iPhoneSE)
        #expect(CatalogDevices.named("iphone15") == nil)
    }

    @Test func journeyIDs_areUnique_andLowercase() {
        #expect(Set(Journey.all.map(\.id)).count == Journey.all.count)
        #expect(Journey.all.allSatisfy { $0.id == $0.id.lowercased() })
    }
}
