import CatalogScreens
import Foundation
import Testing
import UIKitTesting

/// A journey played step by step (the browser host's Step button) narrates exactly what
/// the scripted run narrates: same lines, same order, same clock times, when nothing else
/// moves the clock between steps.
@Suite @MainActor struct JourneyPlayerTests {
    static func hostLikeAJourneys(_ device: ViewControllerKit.DeviceProfile) -> HeadlessHost {
        HeadlessHost(device: device, createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                     reportingFailures: { _ in })
    }

    @Test(arguments: Journey.all.map(\.id))
    func playedStepByStep_narratesAsTheScriptedRun(_ id: String) throws {
        let journey = try #require(Journey.named(id))
        var scripted: [String] = []
        journey.run(device: .iPhone14) { scripted.append($0) }
        var played: [String] = []
        let host = Self.hostLikeAJourneys(.iPhone14)
        defer { withExtendedLifetime(host) {} }
        let player = JourneyPlayer(journey: journey, host: host) { played.append($0) }
        #expect(player.stepsPlayed == 0)
        var clicks = 0
        while !player.isFinished {
            player.playNextStep()
            clicks += 1
        }
        #expect(clicks == player.steps.count + 1)
        #expect(player.steps.count == scripted.filter { $0.hasPrefix("Step ") }.count)
        #expect(played == scripted)
    }

    /// Step by step: the next step's title is known before it runs, a step's action waits
    /// for the click, and the narration of a step closes (hierarchy) on the next click.
    @Test func eachClickPerformsOneStep() throws {
        let journey = try #require(Journey.named("presentation-styles"))
        var lines: [String] = []
        let host = Self.hostLikeAJourneys(.iPhone14)
        defer { withExtendedLifetime(host) {} }
        let player = JourneyPlayer(journey: journey, host: host) { lines.append($0) }
        #expect(player.steps.count == 5)
        #expect(player.nextStep == "Show Home as the window's root.")
        #expect(host.window.rootViewController == nil)
        player.playNextStep()
        #expect(host.window.rootViewController?.title == "Home")
        #expect(player.nextStep == "Present Cover full screen, animated: Home's views leave after Cover appears.")
        player.playNextStep()
        // The presentation is under way on the host's clock; the player has not settled it.
        #expect(host.window.rootViewController?.presentedViewController?.title == "Cover")
        #expect(lines.last?.contains("Hierarchy:") == false)
        host.runUntilIdle()
        player.playNextStep()
        #expect(lines.contains("   Home's view in the window: false"))
        #expect(player.stepsPlayed == 3)
    }

    /// Abandoned mid-way, the player lets go of the script's controllers.
    @Test func abandonedPlayer_letsTheControllersGo() throws {
        let journey = try #require(Journey.named("presentation-styles"))
        weak var home: UIViewController?
        do {
            let host = Self.hostLikeAJourneys(.iPhone14)
            let player = JourneyPlayer(journey: journey, host: host) { _ in }
            player.playNextStep()
            player.playNextStep()
            home = host.window.rootViewController
            #expect(home != nil)
            player.abandon()
            host.show(UIViewController())
        }
        #expect(home == nil)
    }
}
