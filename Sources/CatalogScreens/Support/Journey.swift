import UIKitTesting

/// A scripted walk through one of the seeds' examples: each step does something a user
/// or the app would do and the journey prints what UIKit did in response.
public struct Journey: Sendable {
    public let id: String
    public let title: String
    /// Where the example comes from in `shared/seeds/`.
    public let source: String
    let script: @MainActor @Sendable (JourneyStage) -> Void

    public init(id: String, title: String, source: String, script: @escaping @MainActor @Sendable (JourneyStage) -> Void) {
        self.id = id
        self.title = title
        self.source = source
        self.script = script
    }

    /// Runs the journey on a fresh headless device, writing the narration to `output`.
    @MainActor
    public func run(device: DeviceProfile = .iPhone14, output: @escaping (String) -> Void) {
        let stage = JourneyStage(device: device, output: output)
        output("== \(title) ==")
        output("   (\(source))")
        script(stage)
        stage.finish()
    }
}

/// What a journey script acts on: a headless host, the trace every catalog controller
/// writes to, and narration. Each `step` prints its title, then the callbacks that fire
/// during it, then the controller hierarchy once the run loop settles.
@MainActor
public final class JourneyStage {
    public let host: HeadlessHost
    public let trace = TraceRecorder()
    private let output: (String) -> Void
    private var stepNumber = 0

    init(device: DeviceProfile, output: @escaping (String) -> Void) {
        self.host = HeadlessHost(device: device)
        self.output = output
        trace.echo = { output("      " + $0) }
    }

    /// One step: narrated, performed, settled, then the hierarchy printed.
    public func step(_ description: String, _ action: () -> Void) {
        stepNumber += 1
        output("")
        output("Step \(stepNumber). \(description)")
        action()
        host.runUntilIdle()
        for diagnostic in host.takeDiagnostics() { output("      ! \(diagnostic.description)") }
        output("   Hierarchy:")
        for line in host.hierarchyDump().split(separator: "\n") { output("      " + line) }
    }

    /// A remark between steps.
    public func note(_ text: String) { output("   " + text) }

    func finish() { output("") }
}
