import ArgumentParser
import CatalogScreens
import Foundation
import UIKitHeadless

/// `swift run catalog`: the seeds' examples, built with the library.
///
/// Journey mode (the default) walks a scripted journey through each example on a
/// headless device and prints, step by step, the lifecycle callbacks as they fire (with
/// their time on the device's clock) and the controller hierarchy after each step.
@main
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Walk through the View Controller Programming Guide's examples, headless.",
        subcommands: [StoryboardCommand.self])

    @Flag(name: .long, help: "List the journeys and exit.")
    var list = false

    @Option(name: .long, help: "Run only this journey (see --list; any case).")
    var journey: String?

    @Option(name: .long, help: ArgumentHelp(
        "Run this storyboard as an app, headless: show its initial controller, then tap each button of the first screen.",
        valueName: "FILE"))
    var storyboard: String?

    @Option(name: .long, help: "Device profile: \(CatalogDevices.names.joined(separator: ", ")) (any case).")
    var device: String = "iphone14"

    mutating func run() throws {
        // A synchronous command's run() is called on the main thread.
        let (list, journey, device, storyboard) = (self.list, self.journey, self.device, self.storyboard)
        try MainActor.assumeIsolated { try Self.run(list: list, journey: journey, device: device, storyboard: storyboard) }
    }

    @MainActor
    static func run(list: Bool, journey: String?, device: String, storyboard: String?) throws {
        if list {
            for journey in Journey.all { print("\(journey.id)\t\(journey.title)") }
            return
        }
        guard let profile = CatalogDevices.named(device) else {
            throw ValidationError("Unknown device '\(device)'. Use one of: \(CatalogDevices.names.joined(separator: ", ")).")
        }
        let selected: [Journey]
        if let storyboard {
            guard FileManager.default.fileExists(atPath: storyboard) else {
                throw ValidationError("\(storyboard):0: error: no such file")
            }
            selected = [Journey.storyboard(at: URL(fileURLWithPath: storyboard))]
        } else if let journey {
            guard let found = Journey.named(journey) else {
                throw ValidationError("No journey named '\(journey)'. Run 'catalog --list' to see them.")
            }
            selected = [found]
        } else {
            selected = Journey.all
        }
        for journey in selected { journey.run(device: profile) { print($0) } }
    }
}
