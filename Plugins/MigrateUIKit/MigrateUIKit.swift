import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory migrate-uikit [--target NAME…] [--dry-run]`:
/// runs `vck-migrate` over the named targets' folders (every target's when none is named).
@main
struct MigrateUIKit: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directoryURL.path }
        guard !folders.isEmpty else { return Diagnostics.error("no source targets to migrate") }
        let process = Process()
        process.executableURL = try context.tool(named: "vck-migrate").url
        process.arguments = extractor.remainingArguments + folders
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { Diagnostics.error("vck-migrate exited with \(process.terminationStatus)") }
    }
}
