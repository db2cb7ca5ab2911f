import CatalogScreens
import Foundation
import Testing
import UIKitTesting
@testable import UIKitWeb

/// "Transitions jump in the browser": a push animated in a session is sent frame by frame
/// with the layers' presentation values, so the page draws the slide (UIKIT-SEMANTICS 4.2
/// for the push itself; docs/BrowserHost.md "One tab's life").
@Suite @MainActor struct WebAnimationFrameTests {
    let app = ViewControllerKit.WebApp(name: "Catalog") { CatalogHome.make() }

    /// For every node a frame moves (its frame or its transform's translation), its drawn
    /// x (frame x plus translation) after each frame that moved it, in order.
    private func xPositions(_ messages: [[String: Any]]) -> [Int: [Double]] {
        var frameX: [Int: Double] = [:], shiftX: [Int: Double] = [:], positions: [Int: [Double]] = [:]
        for frame in messages.ofType("frame") {
            guard let diff = frame["diff"] as? [String: Any] else { continue }
            let nodes = (diff["inserted"] as? [[String: Any]] ?? []) + (diff["updated"] as? [[String: Any]] ?? [])
            for node in nodes {
                guard let id = (node["id"] as? NSNumber)?.intValue else { continue }
                var moved = false
                if let rect = node["frame"] as? [NSNumber], rect.count == 4 { frameX[id] = rect[0].doubleValue; moved = true }
                if let matrix = node["transform"] as? [NSNumber], matrix.count == 6 { shiftX[id] = matrix[4].doubleValue; moved = true }
                if node.keys.contains("transform"), node["transform"] is NSNull { shiftX[id] = 0; moved = true }
                if moved { positions[id, default: []].append((frameX[id] ?? 0) + (shiftX[id] ?? 0)) }
            }
        }
        return positions
    }

    @Test func aPushIsSentWithIntermediatePositions() throws {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: app, send: outbox.send)
        defer { session.close() }
        session.tick(elapsed: 1.0 / 60)
        _ = outbox.take()
        session.receive(#"{"type":"pointer","phase":"down","id":1,"x":170,"y":192}"#)
        for _ in 0..<3 { session.tick(elapsed: 1.0 / 60) }
        session.receive(#"{"type":"pointer","phase":"up","id":1,"x":170,"y":192}"#)
        for _ in 0..<60 { session.tick(elapsed: 1.0 / 60) }
        let messages = outbox.take()
        let nav = try #require(session.host.window.rootViewController as? UINavigationController)
        #expect(nav.viewControllers.map(\.title) == ["Catalog", "Level 1"])
        // The incoming screen slides in from the right edge: a node inserted off screen
        // (or at its start), then sent at positions between, ending at 0.
        let width = session.host.screen.bounds.width
        let slides = xPositions(messages).values.filter { xs in
            let between = Set(xs.filter { $0 > 1 && $0 < width - 1 })
            return xs.last == 0 && between.count >= 5 && zip(xs, xs.dropFirst()).allSatisfy { $0 >= $1 }
        }
        #expect(!slides.isEmpty, "no node slid in: \(xPositions(messages).filter { $0.value.count > 2 }) \(messages.ofType("frame").prefix(6).map { "\($0)".prefix(600) })")
        // One frame per tick while the push runs (0.35 s at 60 Hz is about 21 ticks).
        #expect(messages.ofType("frame").count >= 15)
    }
}
