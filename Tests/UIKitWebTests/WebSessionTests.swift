import CatalogScreens
import Foundation
import Synchronization
import Testing
import UIKitTesting
@testable import UIKitWeb

/// What a session sent, as the page would read it.
final class Outbox: Sendable {
    private let messages = Mutex<[String]>([])
    var send: @Sendable (String) -> Void { { [self] text in messages.withLock { $0.append(text) } } }

    /// Every message so far as sent, emptying the box.
    func takeRaw() -> [String] { messages.withLock { box in defer { box.removeAll() }; return box } }

    /// Every message so far, parsed, emptying the box.
    func take() -> [[String: Any]] {
        messages.withLock { box in
            defer { box.removeAll() }
            return box.map { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? ["unparsed": $0] }
        }
    }
}

extension [[String: Any]] {
    func ofType(_ type: String) -> [[String: Any]] { filter { $0["type"] as? String == type } }
    var lifecycleLines: [String] {
        ofType("lifecycle").flatMap { ($0["events"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String } }
    }
}

/// A browser tab's session without a socket: messages in, JSON out, time moved by ticks.
@Suite @MainActor struct WebSessionTests {
    let app = ViewControllerKit.WebApp(name: "Catalog") { CatalogHome.make() }

    /// Ticks `count` display frames of 1/60 s.
    private func tick(_ session: ViewControllerKit.WebSession, _ count: Int = 1) {
        for _ in 0..<count { session.tick(elapsed: 1.0 / 60) }
    }

    private func tap(_ session: ViewControllerKit.WebSession, x: Double, y: Double, pointer: Int = 1) {
        session.receive(#"{"type":"pointer","phase":"down","id":\#(pointer),"x":\#(x),"y":\#(y)}"#)
        tick(session, 3)
        session.receive(#"{"type":"pointer","phase":"up","id":\#(pointer),"x":\#(x),"y":\#(y)}"#)
    }

    @Test func helloThenTheWholeTreeThenOnlyWhatChanged() throws {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 7, app: app, send: outbox.send)
        defer { session.close() }
        let hello = outbox.take()
        #expect(hello.count == 1)
        #expect(hello[0]["type"] as? String == "hello")
        #expect(hello[0]["session"] as? Int == 7)
        #expect(hello[0]["width"] as? Int == 390 && hello[0]["height"] as? Int == 844)
        #expect(hello[0]["profiles"] as? [String] == ["iphone14", "iphonese", "ipadair"])
        tick(session)
        let first = outbox.take()
        let frames = first.ofType("frame")
        #expect(frames.count == 1)
        let diff = try #require(frames[0]["diff"] as? [String: Any])
        #expect(diff["root"] != nil)
        let kinds = (diff["inserted"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(kinds.first == "UIWindow")
        #expect(kinds.contains("UINavigationBar") && kinds.contains("UIButton"))
        #expect(first.ofType("hierarchy").count == 1)
        // Nothing moves: no frame, no panel news.
        tick(session, 5)
        #expect(outbox.take().isEmpty)
    }

    /// A tap on the page's Navigation button pushes Level 1 (through the touch path), and
    /// the panel gets the callbacks with clock times, in the push order of UIKIT-SEMANTICS 4.2.
    @Test func tapPushesAndThePanelTracesTheCallbacks() {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        tick(session)
        _ = outbox.take()
        tap(session, x: 170, y: 192)
        tick(session, 40)
        let messages = outbox.take()
        #expect(messages.ofType("error").isEmpty)
        let level = "CatalogLevelViewController \"Level 1\""
        let menu = "CatalogMenuViewController \"Catalog\""
        #expect(messages.lifecycleLines == [
            "\(level): willMove(toParent: UINavigationController)", "\(level): loadView", "\(level): viewDidLoad",
            "\(menu): viewWillDisappear(true)", "\(level): viewWillAppear(true)", "\(level): viewIsAppearing(true)",
            "\(menu): viewDidDisappear(true)", "\(level): viewDidAppear(true)",
            "\(level): didMove(toParent: UINavigationController)",
        ])
        let times = messages.ofType("lifecycle").flatMap { ($0["events"] as? [[String: Any]] ?? []).compactMap { $0["time"] as? Double } }
        #expect(times == times.sorted() && times.first! < times.last!)   // clock times, advancing through the push
        let nav = session.host.window.rootViewController as? UINavigationController
        #expect(nav?.viewControllers.map(\.title) == ["Catalog", "Level 1"])
    }
}
