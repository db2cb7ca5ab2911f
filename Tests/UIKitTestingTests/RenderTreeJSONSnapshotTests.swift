import Foundation
import RenderTree
import Testing
import UIKitTesting

/// The render tree's wire form, as a page will read it: the first frame of a navigation
/// screen and the diff when its label changes, compared with `Snapshots/render-*.json`.
/// Re-record on purpose with `RECORD_SNAPSHOTS=1` and review the diff.
@Suite @MainActor struct RenderTreeJSONSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    final class Recorder: ViewControllerKit.RenderHost {
        var frames: [RenderFrame] = []
        func render(_ frame: RenderFrame) { frames.append(frame) }
    }

    /// Pretty-printed with sorted keys, so the snapshot diff reads line by line.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    static func check(_ text: String, _ name: String) throws {
        let file = directory.appendingPathComponent(name)
        if PictureSnapshots.isRecording {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its snapshot (re-record with RECORD_SNAPSHOTS=1)")
    }

    @Test func firstFrame_andALabelsChange() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.view.backgroundColor = .systemBackground
        let count = UILabel(frame: CGRect(x: 16, y: 107, width: 200, height: 21))
        count.text = "3 unread"
        inbox.view.addSubview(count)
        host.show(UINavigationController(rootViewController: inbox))
        let recorder = Recorder()
        host.runtime.connect(recorder, to: host.window)
        host.pump()
        count.text = "2 unread"
        host.pump()
        #expect(recorder.frames.count == 2)
        try Self.check(Self.json(recorder.frames[0].tree), "render-tree-inbox.json")
        try Self.check(Self.json(recorder.frames[1].diff), "render-diff-inbox-label.json")
        // What goes over the wire is the compact form of the same values.
        let wire = try RenderJSON.encode(recorder.frames[1].diff)
        #expect(try RenderJSON.decode(RenderDiff.self, from: wire) == recorder.frames[1].diff)
    }
}
