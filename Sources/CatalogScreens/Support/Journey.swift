import UIKitHeadless

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
    /// `afterEachStep`, when given, is called with the step's number and the host once the
    /// step has settled (where picture tests take the screen's picture).
    @MainActor
    public func run(device: ViewControllerKit.DeviceProfile = .iPhone14, output: @escaping (String) -> Void,
                    afterEachStep: ((Int, HeadlessHost) -> Void)? = nil) {
        let stage = JourneyStage(device: device, output: output)
        stage.afterEachStep = afterEachStep
        output("== \(title) ==")
        output("   (\(source); on \(device.name))")
        script(stage)
        stage.finish()
    }

    /// The journey whose id is `name`, ignoring case (`Container-Cycle` finds `container-cycle`).
    public static func named(_ name: String) -> Journey? {
        all.first { $0.id.caseInsensitiveCompare(name) == .orderedSame }
    }
}

/// What a journey script acts on: a headless host and narration. Each `step` prints its
/// title, then every lifecycle callback UIKit sends during it — observed through the
/// runtime's lifecycle observers, so the screens are plain `UIViewController`
/// subclasses — each with its time on the host's clock, then any UIKit warning, then the
/// controller hierarchy once the run loop settles.
@MainActor
public final class JourneyStage {
    public let host: HeadlessHost
    /// The device the journey runs on; narration draws its words from it.
    public var device: ViewControllerKit.DeviceProfile { host.screen.profile }
    let output: (String) -> Void
    private var stepNumber = 0
    /// Controllers whose layout callbacks are narrated too (they are skipped otherwise).
    private var layoutNarrated: Set<ObjectIdentifier> = []
    private var setUpAnnounced = false
    var afterEachStep: ((Int, HeadlessHost) -> Void)?

    convenience init(device: ViewControllerKit.DeviceProfile, output: @escaping (String) -> Void) {
        // Each step prints the diagnostics it caused, so failures need no other report.
        self.init(host: HeadlessHost(device: device, createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath,
                                                                                    line: #line, column: #column),
                                     reportingFailures: { _ in }),
                  output: output)
    }

    /// A stage on `host` (a fresh one: the journey makes its own root).
    init(host: HeadlessHost, output: @escaping (String) -> Void) {
        self.host = host
        self.output = output
        host.runtime.lifecycleObservers.add { [weak self] event in self?.narrate(event) }
    }

    /// What the script asked for, kept to be played one step at a time (``JourneyPlayer``);
    /// nil while the script runs straight through.
    var recording: [JourneyItem]?
    /// True while a step's action runs: what it says or does happens now, even when recording.
    private var performing = false

    /// One step: narrated, performed, settled, then the hierarchy printed. Played by a
    /// ``JourneyPlayer``, the step is kept and performed when the player reaches it, so a
    /// step's effects belong in `action`; what the script does between steps is set-up
    /// (creating controllers) and notes.
    public func step(_ description: String, _ action: @escaping () -> Void) {
        if !performing, recording != nil {
            recording?.append(.step(description, action))
            return
        }
        perform(description, action)
        settleStep()
    }

    /// The first half of a step: its title, then its action, without waiting for what the
    /// action started (animations run on the host's clock from here).
    func perform(_ description: String, _ action: () -> Void) {
        stepNumber += 1
        output("")
        output("Step \(stepNumber). \(description)")
        performing = true
        defer { performing = false }
        host.step(at: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column), action)
    }

    /// The second half: the run loop settles, then the diagnostics and the hierarchy.
    func settleStep() {
        host.runUntilIdle()
        for diagnostic in host.takeDiagnostics() { output("      ! \(diagnostic.description)") }
        output("   Hierarchy:")
        for line in host.hierarchyDump().split(separator: "\n") { output("      " + line) }
        afterEachStep?(stepNumber, host)
    }

    /// Keeps `object` alive as long as the stage: a delegate or data source UIKit holds
    /// weakly, which a script's local variable kept alive while the script ran straight
    /// through, but a ``JourneyPlayer`` plays the steps after the script has returned.
    public func keepAlive(_ object: AnyObject) { keptAlive.append(object) }
    private var keptAlive: [AnyObject] = []

    /// A remark between steps, or inside one about the state at that moment. Between steps
    /// of a played journey the text is read when the player gets there.
    public func note(_ text: @autoclosure @escaping () -> String) {
        if !performing, recording != nil {
            recording?.append(.note(text))
            return
        }
        output("   " + text())
    }

    /// Something the app did (a completion handler ran), stamped with the clock's time.
    public func event(_ text: String) { output("      \(Narration.time(host.clock.now)) \(text)") }

    /// Narrates `controller`'s layout callbacks (constraints, safe area, margins, layout) too.
    public func narrateLayout(of controller: UIViewController) {
        layoutNarrated.insert(ObjectIdentifier(controller))
    }

    private func narrate(_ event: ViewControllerKit.LifecycleEvent) {
        if event.callback.isLayout, !layoutNarrated.contains(ObjectIdentifier(event.controller)) { return }
        if stepNumber == 0, !setUpAnnounced {
            // Building the screens already sends callbacks (a container adopting its children).
            setUpAnnounced = true
            output("")
            output("Set-up, before the first step:")
        }
        output("      " + Narration.line(for: event))
    }

    func finish() { output("") }
}

/// A step or a note a ``JourneyStage`` recorded for a ``JourneyPlayer``.
enum JourneyItem {
    case step(String, () -> Void)
    case note(() -> String)
}
