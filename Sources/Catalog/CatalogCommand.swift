import ArgumentParser
import CatalogScreens
import Foundation
import UIKitHeadless
import UIKitWeb

/// `swift run catalog`: the seeds' examples, built with the library.
///
/// By default the catalog runs live in the browser host (docs/BrowserHost.md): it serves
/// the app on 127.0.0.1, prints `Open http://127.0.0.1:PORT/` and serves until stopped;
/// it opens nothing itself. `--storyboard FILE` serves that storyboard's app instead.
/// `--headless` (and `--journey`) walks the
/// scripted journeys on a headless device instead and prints, step by step, the lifecycle
/// callbacks as they fire (with their time on the device's clock) and the controller
/// hierarchy after each step.
@main
struct CatalogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "The View Controller Programming Guide's examples: live in a browser, or scripted and headless.",
        subcommands: [StoryboardCommand.self])

    @Flag(name: .long, help: "Run the scripted journeys headless and print them, instead of serving the browser host.")
    var headless = false

    @Option(name: .long, help: "The browser host's port on 127.0.0.1 (0 picks a free one).")
    var port: Int = 0

    @Flag(name: .long, help: "List the journeys and exit.")
    var list = false

    @Option(name: .long, help: "Run only this journey (see --list; any case).")
    var journey: String?

    @Option(name: .long, help: ArgumentHelp(
        "Serve this storyboard as the app in the browser host; with --headless, show its initial controller and tap each button of the first screen.",
        valueName: "FILE"))
    var storyboard: String?

    @Option(name: .long, help: "Device profile: \(CatalogDevices.names.joined(separator: ", ")) (any case).")
    var device: String = "iphone14"

    mutating func run() async throws {
        let (list, journey, device, storyboard) = (self.list, self.journey, self.device, self.storyboard)
        if headless || list || journey != nil {
            try await MainActor.run { try Self.run(list: list, journey: journey, device: device, storyboard: storyboard) }
            return
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0...65535") }
        var profiles = CatalogDevices.profiles
        // The chosen device first: a new tab starts on it.
        if let index = profiles.firstIndex(where: { $0.name.caseInsensitiveCompare(device) == .orderedSame }) {
            profiles.insert(profiles.remove(at: index), at: 0)
        } else {
            throw ValidationError("Unknown device '\(device)'. Use one of: \(CatalogDevices.names.joined(separator: ", ")).")
        }
        let app: ViewControllerKit.WebApp
        if let storyboard {
            guard FileManager.default.fileExists(atPath: storyboard) else {
                throw ValidationError("\(storyboard):0: error: no such file")
            }
            let url = URL(fileURLWithPath: storyboard)
            app = ViewControllerKit.WebApp(name: url.lastPathComponent, profiles: profiles) { Self.initialController(of: url) }
        } else {
            app = ViewControllerKit.WebApp(name: "Catalog", profiles: profiles, journeys: Journey.webJourneys) { CatalogHome.make() }
        }
        let server = ViewControllerKit.WebServer(app: app, configuration: .init(port: port))
        try await server.run { port in
            // Written unbuffered: a script reading the pipe gets the line at once.
            FileHandle.standardOutput.write(Data("Open http://127.0.0.1:\(port)/\n".utf8))
        }
    }

    /// The storyboard's initial controller, as the app's root in the browser host (a plain
    /// screen saying so when the storyboard names none).
    @MainActor
    static func initialController(of url: URL) -> UIViewController {
        let bundle = Bundle(path: url.deletingLastPathComponent().path) ?? .main
        let name = url.deletingPathExtension().lastPathComponent
        return UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
            ?? ContentViewController(title: "\(url.lastPathComponent) names no initial view controller")
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
