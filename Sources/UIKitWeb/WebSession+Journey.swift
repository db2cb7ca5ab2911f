import UIKitHeadless

/// Replaying one of the app's journeys step by step in the tab: the picker starts it on a
/// fresh host (the app's controllers are let go, as on a profile change), Step performs
/// the next step, and the ticks run its animations. The panel gets a `journey` message
/// with the seed section the journey illustrates, the step reached and the narration.
extension ViewControllerKit.WebSession {
    /// The journey a tab is playing and the narration not yet sent.
    @MainActor
    final class PlayingJourney {
        let info: ViewControllerKit.WebJourney
        let player: any ViewControllerKit.WebJourneyPlaying
        let narration: NarrationBox
        var changed = true

        init(info: ViewControllerKit.WebJourney, player: any ViewControllerKit.WebJourneyPlaying, narration: NarrationBox) {
            self.info = info
            self.player = player
            self.narration = narration
        }
    }

    /// Starts the journey `id` on a fresh host, or with no id goes back to the app.
    func startJourney(_ id: String?) throws(ViewControllerKit.WebMessageError) {
        var chosen: ViewControllerKit.WebJourney?
        if let id {
            guard let known = app.journeys.first(where: { $0.id == id }) else { throw .unknownID("journey \"\(id.prefix(32))\"") }
            chosen = known
        }
        let profile = app.profiles.first { $0.name == profileName }?.profile ?? app.profiles[0].profile
        tearDownHost()
        host = Self.makeHost(profile)
        start(showingApp: chosen == nil)
        guard let chosen else {
            sendJourneyState()
            return
        }
        let box = NarrationBox()
        let host = self.host
        let player = host.step(at: Self.location) { chosen.start(host) { box.lines.append($0) } }
        journey = PlayingJourney(info: chosen, player: player, narration: box)
    }

    /// Performs the next step of the journey being played.
    func playNextStep() throws(ViewControllerKit.WebMessageError) {
        guard let journey, !journey.player.isFinished else { throw .unknownID("journey step (no journey is playing, or it has ended)") }
        host.step(at: Self.location) { journey.player.playNextStep() }
        journey.changed = true
    }

    /// Sends what changed in the journey since the last tick.
    func flushJourney() {
        guard let journey, journey.changed || !journey.narration.lines.isEmpty else { return }
        journey.changed = false
        let player = journey.player
        let next = player.stepsPlayed < player.steps.count ? player.steps[player.stepsPlayed] : ""
        send(WebJSON.object([
            "type": "journey", "id": .string(journey.info.id), "title": .string(journey.info.title),
            "source": .string(journey.info.source), "step": .number(Double(player.stepsPlayed)),
            "steps": .number(Double(player.steps.count)), "next": .string(next), "done": .bool(player.isFinished),
            "narration": .array(journey.narration.lines.map { .string($0) }),
        ]))
        journey.narration.lines = []
    }

    /// `journey` with no id: the tab shows the app (after leaving a journey).
    func sendJourneyState() {
        send(WebJSON.object(["type": "journey", "id": ""]))
    }
}

/// A journey's narration lines until the next tick sends them.
@MainActor
final class NarrationBox {
    var lines: [String] = []
}
