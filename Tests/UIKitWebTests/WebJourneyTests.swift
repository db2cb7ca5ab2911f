import CatalogScreens
import Foundation
import Testing
import UIKitTesting
@testable import UIKitWeb

extension JourneyPlayer: ViewControllerKit.WebJourneyPlaying {}

/// Replaying a Catalog journey step by step in a tab: the picker starts it on a fresh
/// host, Step performs one step, the ticks run its animations, the panel names the seed
/// section and gets the narration.
@Suite @MainActor struct WebJourneyTests {
    let app = ViewControllerKit.WebApp(name: "Catalog", journeys: Journey.all.map { journey in
        ViewControllerKit.WebJourney(id: journey.id, title: journey.title, source: journey.source) { host, output in
            JourneyPlayer(journey: journey, host: host, output: output)
        }
    }) { CatalogHome.make() }

    private func tick(_ session: ViewControllerKit.WebSession, _ count: Int = 1) {
        for _ in 0..<count { session.tick(elapsed: 1.0 / 60) }
    }

    @Test func helloListsTheJourneys() throws {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        let hello = try #require(outbox.take().ofType("hello").first)
        let journeys = try #require(hello["journeys"] as? [[String: String]])
        #expect(journeys.map { $0["id"] } == Journey.all.map(\.id))
        #expect(journeys.first?["title"] == Journey.all.first?.title)
    }

    @Test func stepsOfAJourney_runOnTheTabsHost_withTheirAnimationsOnTheTicks() throws {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        tick(session)
        let catalogHost = session.host
        _ = outbox.take()
        session.receive(#"{"type":"journey","id":"presentation-styles"}"#)
        #expect(session.host !== catalogHost)
        #expect(session.host.window.rootViewController == nil)
        tick(session)
        var messages = outbox.take()
        #expect(messages.ofType("hello").count == 1)
        var state = try #require(messages.ofType("journey").last)
        #expect(state["source"] as? String == "seed 001 (Presentations and Transitions: full-screen styles)")
        #expect(state["step"] as? Int == 0 && state["steps"] as? Int == 5 && state["done"] as? Bool == false)
        #expect(state["next"] as? String == "Show Home as the window's root.")
        #expect((state["narration"] as? [String])?.first == "== Presenting full screen versus over full screen ==")

        session.receive(#"{"type":"step"}"#)
        session.receive(#"{"type":"step"}"#)   // present Cover, animated: left to the ticks
        let home = session.host.window.rootViewController
        #expect(home?.title == "Home")
        let cover = try #require(home?.presentedViewController)
        tick(session)
        let start = cover.view.layer.presentation()?.frame.minY ?? 0
        tick(session, 8)
        let middle = cover.view.layer.presentation()?.frame.minY ?? 0
        #expect(start > middle && middle > 0)   // sliding up, frame by frame
        tick(session, 60)
        messages = outbox.take()
        #expect(messages.ofType("frame").count > 8)
        state = try #require(messages.ofType("journey").last)
        #expect(state["step"] as? Int == 2)
        let narration = messages.ofType("journey").flatMap { $0["narration"] as? [String] ?? [] }
        #expect(narration.contains("Step 2. Present Cover full screen, animated: Home's views leave after Cover appears."))
        #expect(narration.contains { $0.hasSuffix("present completion") })
        for _ in 0..<4 { session.receive(#"{"type":"step"}"#); tick(session, 40) }
        state = try #require(outbox.take().ofType("journey").last)
        #expect(state["done"] as? Bool == true && state["step"] as? Int == 5)
        session.receive(#"{"type":"step"}"#)
        #expect(outbox.take().ofType("error").map { $0["code"] as? String } == ["unknown-id"])
        // Back to the app.
        session.receive(#"{"type":"journey"}"#)
        tick(session)
        #expect((session.host.window.rootViewController as? UINavigationController)?.viewControllers.first?.title == "Catalog")
        #expect(outbox.take().ofType("journey").last?["id"] as? String == "")
    }

    @Test func unknownJourneyOrStepWithoutOne_isRefused_andTheAppGoesOn() {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        tick(session)
        let host = session.host
        _ = outbox.take()
        session.receive(#"{"type":"journey","id":"no-such-journey"}"#)
        session.receive(#"{"type":"step"}"#)
        session.receive(#"{"type":"step","n":2}"#)
        #expect(outbox.take().ofType("error").map { $0["code"] as? String } == ["unknown-id", "unknown-id", "unknown-field"])
        #expect(session.host === host)
    }

    /// A journey that rotates the device itself (not the device bar) still resizes the
    /// page's device: the tick after the rotation sends `hello` with the landscape size,
    /// and the one after rotating back the portrait size; steps that leave the screen
    /// alone send none.
    @Test func aJourneysOwnRotation_isAnnouncedWithHello() throws {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        session.receive(#"{"type":"journey","id":"rotation"}"#)
        tick(session)
        _ = outbox.take()
        session.receive(#"{"type":"step"}"#)   // show the root in portrait
        tick(session, 30)
        #expect(outbox.take().ofType("hello").isEmpty)
        session.receive(#"{"type":"step"}"#)   // rotate to landscape
        tick(session)
        let landscape = try #require(outbox.take().ofType("hello").first)
        #expect(landscape["width"] as? Int == 844 && landscape["height"] as? Int == 390)
        #expect(landscape["orientation"] as? String == "landscapeLeft")
        tick(session, 30)
        #expect(outbox.take().ofType("hello").isEmpty)
        session.receive(#"{"type":"step"}"#)   // upside down: an iPhone refuses, nothing changes
        tick(session, 30)
        #expect(outbox.take().ofType("hello").isEmpty)
        session.receive(#"{"type":"step"}"#)   // back to portrait
        tick(session)
        let portrait = try #require(outbox.take().ofType("hello").first)
        #expect(portrait["width"] as? Int == 390 && portrait["height"] as? Int == 844)
        #expect(portrait["orientation"] as? String == "portrait")
    }

    /// A tab closing mid-step lets the journey's host and controllers go.
    @Test func closingMidJourney_leavesNothingBehind() {
        weak var weakHost: HeadlessHost?
        weak var weakHome: UIViewController?
        do {
            let outbox = Outbox()
            let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
            session.receive(#"{"type":"journey","id":"presentation-styles"}"#)
            session.receive(#"{"type":"step"}"#)
            session.receive(#"{"type":"step"}"#)
            tick(session, 3)
            weakHost = session.host
            weakHome = session.host.window.rootViewController
            #expect(weakHome != nil)
            session.close()
        }
        #expect(weakHost == nil)
        #expect(weakHome == nil)
    }
}
