import UIKitHeadless

/// A journey played one step at a time on a host someone else drives — the browser host's
/// Step button, with the tab's display-link ticks running the animations between clicks.
///
/// ```
///  init: script recorded ──▶ ready ──playNextStep()──▶ step k running ──playNextStep()──▶ …
///        (set-up runs, notes      ▲   (settles step k-1,  (its animations run on the
///         before step 1 said)     │    its notes, then     host's clock)
///                                 │    performs step k)
///            finish(): settles the last step, its notes, the closing line ──▶ finished
/// ```
///
/// The narration is the one ``Journey/run(device:output:afterEachStep:)`` writes — the same
/// lines in the same order (`JourneyPlayerTests` checks every journey) — because a step's
/// action and the notes between steps run when the player reaches them. What a script does
/// between steps other than notes (creating controllers) runs when the player is made.
@MainActor
public final class JourneyPlayer {
    public let journey: Journey
    let stage: JourneyStage
    private var items: [JourneyItem]
    private var cursor = 0
    private var stepOpen = false
    /// Each step's description, in order.
    public let steps: [String]
    /// How many steps have been performed.
    public private(set) var stepsPlayed = 0
    public private(set) var isFinished = false

    /// Prepares `journey` on `host` (a fresh host with no root: the journey shows its own),
    /// writing the narration to `output`.
    public init(journey: Journey, host: HeadlessHost, output: @escaping (String) -> Void) {
        self.journey = journey
        stage = JourneyStage(host: host, output: output)
        output("== \(journey.title) ==")
        output("   (\(journey.source); on \(host.screen.profile.name))")
        stage.recording = []
        journey.script(stage)
        items = stage.recording ?? []
        stage.recording = nil
        steps = items.compactMap { if case .step(let description, _) = $0 { description } else { nil } }
        sayNotes()
    }

    /// The step the next ``playNextStep()`` performs, if any.
    public var nextStep: String? { stepsPlayed < steps.count ? steps[stepsPlayed] : nil }

    /// Settles the step before (its callbacks, diagnostics, hierarchy and the notes after
    /// it), then performs the next step's action; its animations are left to the host's
    /// clock. Past the last step it finishes the journey.
    public func playNextStep() {
        closeStep()
        guard cursor < items.count, case .step(let description, let action) = items[cursor] else {
            finish()
            return
        }
        cursor += 1
        stepsPlayed += 1
        stage.perform(description, action)
        stepOpen = true
    }

    /// Settles the last step and writes the closing line; the recorded steps are let go.
    public func finish() {
        guard !isFinished else { return }
        closeStep()
        isFinished = true
        stage.finish()
        items = []
    }

    /// Stops without settling (the tab closed or chose something else): the recorded
    /// steps, which hold the script's controllers, are let go.
    public func abandon() {
        isFinished = true
        stepOpen = false
        items = []
    }

    private func closeStep() {
        if stepOpen {
            stepOpen = false
            stage.settleStep()
        }
        sayNotes()
    }

    private func sayNotes() {
        while cursor < items.count, case .note(let text) = items[cursor] {
            cursor += 1
            stage.output("   " + text())
        }
    }
}
