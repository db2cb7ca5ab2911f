import CatalogScreens
import Foundation
import Testing
import UIKitTesting
@testable import UIKitWeb

/// Hardening at the session: refused messages get an error reply and the session goes
/// on; an exception stays in its session; closing mid-transition leaves nothing behind.
@Suite @MainActor struct WebSessionHardeningTests {
    let app = ViewControllerKit.WebApp(name: "Catalog") { CatalogHome.make() }

    private func tick(_ session: ViewControllerKit.WebSession, _ count: Int = 1) {
        for _ in 0..<count { session.tick(elapsed: 1.0 / 60) }
    }

    @Test func refusedMessagesGetAnErrorReplyAndTheSessionGoesOn() {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        tick(session)
        _ = outbox.take()
        session.receive("not json")
        session.receive(#"{"type":"pointer","phase":"up","id":9,"x":1,"y":1}"#)
        session.receive(#"{"type":"pointer","phase":"down","id":1,"x":170,"y":192}"#)
        session.receive(#"{"type":"pointer","phase":"down","id":1,"x":170,"y":192}"#)
        session.receive(#"{"type":"device","profile":"nokia3310"}"#)
        session.receive(#"{"type":"device","orientation":"sideways"}"#)
        let errors = outbox.take().ofType("error")
        #expect(errors.map { $0["code"] as? String } == ["bad-json", "unknown-id", "unknown-id", "unknown-id", "unknown-id"])
        #expect(errors.map { $0["message"] as? String } == [
            "not valid JSON", "unknown pointer 9", "unknown pointer 1 is already down",
            "unknown profile \"nokia3310\"", "unknown orientation \"sideways\"",
        ])
        // The finger that went down still works: lifting it taps Navigation.
        session.receive(#"{"type":"pointer","phase":"up","id":1,"x":170,"y":192}"#)
        tick(session, 40)
        let nav = session.host.window.rootViewController as? UINavigationController
        #expect(nav?.viewControllers.map(\.title) == ["Catalog", "Level 1"])
        #expect(outbox.take().ofType("error").isEmpty)
    }

    /// UIKIT-SEMANTICS 4.10: pushing a controller already on the stack raises and changes
    /// nothing. In the browser host the exception goes to that tab only.
    @Test func anExceptionIsShownInItsOwnSessionOnly() {
        let outboxA = Outbox(), outboxB = Outbox()
        let a = ViewControllerKit.WebSession(id: 1, app: app, send: outboxA.send)
        let b = ViewControllerKit.WebSession(id: 2, app: app, send: outboxB.send)
        defer { a.close(); b.close() }
        tick(a); tick(b)
        _ = outboxA.take(); _ = outboxB.take()
        // "Misuse: push a controller twice" is the third button (y 282...326).
        a.receive(#"{"type":"pointer","phase":"down","id":1,"x":170,"y":304}"#)
        tick(a, 3)
        a.receive(#"{"type":"pointer","phase":"up","id":1,"x":170,"y":304}"#)
        tick(a, 10); tick(b, 10)
        let exceptions = outboxA.take().ofType("exception").compactMap { $0["message"] as? String }
        #expect(exceptions.count == 1)
        #expect(exceptions.first?.contains("Pushing the same view controller instance more than once is not supported") == true)
        #expect(outboxB.take().ofType("exception").isEmpty)
        // Both sessions go on: A's stack is unchanged and it still answers taps.
        let nav = a.host.window.rootViewController as? UINavigationController
        #expect(nav?.viewControllers.map(\.title) == ["Catalog"])
        a.receive(#"{"type":"pointer","phase":"down","id":2,"x":170,"y":192}"#)
        a.receive(#"{"type":"pointer","phase":"up","id":2,"x":170,"y":192}"#)
        tick(a, 40)
        #expect(nav?.viewControllers.map(\.title) == ["Catalog", "Level 1"])
    }

    /// A tab that disconnects halfway through a push animation: closing the session
    /// releases the host, its window and every controller (weak references go nil).
    @Test func closingMidTransitionLeavesNothingBehind() {
        weak var weakSession: ViewControllerKit.WebSession?
        weak var weakHost: HeadlessHost?
        weak var weakWindow: UIWindow?
        weak var weakNav: UINavigationController?
        weak var weakLevel: UIViewController?
        do {
            let outbox = Outbox()
            let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
            tick(session)
            session.receive(#"{"type":"pointer","phase":"down","id":1,"x":170,"y":192}"#)
            session.receive(#"{"type":"pointer","phase":"up","id":1,"x":170,"y":192}"#)
            tick(session, 6)   // 0.1 s into the 0.35 s push
            let nav = session.host.window.rootViewController as? UINavigationController
            #expect(nav?.transitionCoordinator != nil)
            // A second finger is still down when the tab goes away.
            session.receive(#"{"type":"pointer","phase":"down","id":2,"x":100,"y":600}"#)
            weakSession = session
            weakHost = session.host
            weakWindow = session.host.window
            weakNav = nav
            weakLevel = nav?.topViewController
            session.close()
            session.close()   // twice is harmless
        }
        #expect(weakLevel?.title == nil)
        #expect(weakNav == nil)
        #expect(weakWindow == nil)
        #expect(weakHost == nil)
        #expect(weakSession == nil)
    }

    @Test func theDeviceBarSwitchesProfileAppearanceAndOrientation() {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        tick(session)
        _ = outbox.take()
        session.receive(#"{"type":"device","profile":"ipadair"}"#)
        tick(session)
        var messages = outbox.take()
        let hello = messages.ofType("hello")
        #expect(hello.count == 1)
        #expect(hello.first?["profile"] as? String == "ipadair")
        #expect(hello.first?["width"] as? Int == 820 && hello.first?["height"] as? Int == 1180)
        #expect((messages.ofType("frame").first?["diff"] as? [String: Any])?["root"] != nil)
        session.receive(#"{"type":"device","appearance":"dark","orientation":"landscapeLeft"}"#)
        tick(session, 40)
        messages = outbox.take()
        #expect(messages.ofType("hello").first?["orientation"] as? String == "landscapeLeft")
        #expect(messages.ofType("hello").first?["rotated"] as? Bool == true)
        #expect(session.host.window.traitCollection.userInterfaceStyle == .dark)
        #expect(session.host.screen.bounds.size == CGSize(width: 1180, height: 820))
        #expect(messages.lifecycleLines.contains { $0.hasSuffix("viewWillTransition(to: {1180, 820})") })
    }
}
