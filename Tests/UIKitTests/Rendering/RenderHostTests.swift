import RenderTree
import Testing
import UIKitTesting

/// Frames reach a render host after the display pass, only when the drawing changed, as
/// diffs that rebuild the tree; the connection keeps neither window nor host alive.
@Suite @MainActor struct RenderHostTests {
    final class Recorder: ViewControllerKit.RenderHost {
        var frames: [RenderFrame] = []
        func render(_ frame: RenderFrame) { frames.append(frame) }
    }

    @Test func firstFrame_insertsTheWholeWindow_afterTheNextTurn() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let recorder = Recorder()
        host.runtime.connect(recorder, to: host.window)
        #expect(recorder.frames.isEmpty)
        host.pump()
        #expect(recorder.frames.count == 1)
        let frame = recorder.frames[0]
        #expect(frame.sequence == 1)
        #expect(frame.diff.root == frame.tree.root)
        #expect(frame.diff.inserted.count == frame.tree.nodes.count)
        #expect(frame.tree[frame.tree.root]?.kind == "UIWindow")
        host.pump()
        host.advance(by: 1)
        #expect(recorder.frames.count == 1)   // nothing changed: nothing sent
    }

    @Test func aLabelsNewText_isOnePatchOfItsText_andTheDiffsRebuildTheTree() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 200, height: 20))
        label.text = "Before"
        host.show(controller)
        controller.view.addSubview(label)
        let recorder = Recorder()
        host.runtime.connect(recorder, to: host.window)
        host.pump()
        label.text = "After"
        host.pump()
        #expect(recorder.frames.count == 2)
        let diff = recorder.frames[1].diff
        #expect(diff.inserted.isEmpty && diff.removed.isEmpty && diff.root == nil)
        #expect(diff.updated.map(\.fields) == [[.text]])
        let json = String(decoding: try RenderJSON.encode(diff), as: UTF8.self)
        #expect(json.hasPrefix(#"{"updated":[{"id":"#) && json.contains(#""lines":[{"t":"After","#))
        #expect(recorder.frames[0].tree.applying(diff) == recorder.frames[1].tree)
    }

    /// The benchmark's goal as a test: one label's new text costs the same bytes on a
    /// screen of 100 views as on one of 2,000, under 200 (Benchmarks/README.md, render-bench).
    @Test func oneLabelsNewText_costsTheSameBytes_whateverTheScreenSize() throws {
        var sizes: [Int] = []
        for views in [100, 2_000] {
            let host = HeadlessHost(device: .iPhone14)
            defer { withExtendedLifetime(host) {} }
            let controller = UIViewController()
            host.show(controller)
            var labels: [UILabel] = []
            for index in 0..<views / 2 {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(index), width: 390, height: 44))
                let label = UILabel(frame: CGRect(x: 16, y: 12, width: 300, height: 20))
                label.text = "Row \(index)"
                row.addSubview(label)
                controller.view.addSubview(row)
                labels.append(label)
            }
            let recorder = Recorder()
            host.runtime.connect(recorder, to: host.window)
            host.pump()
            labels[40].text = "Changed"
            host.pump()
            let frame = try #require(recorder.frames.last)
            #expect(frame.sequence == 2)
            sizes.append(try RenderJSON.encode(frame.diff).count)
        }
        #expect(sizes == [148, 148])
    }

    @Test func aChangeThatNeedsNoLayout_stillReachesTheHost() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        let recorder = Recorder()
        host.runtime.connect(recorder, to: host.window)
        host.pump()
        controller.view.backgroundColor = .systemYellow
        #expect(host.pump())
        #expect(recorder.frames.count == 2)
        #expect(recorder.frames[1].diff.updated.map(\.fields) == [[.background]])
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(child)
        host.pump()
        child.isHidden = true
        #expect(host.pump())
        #expect(recorder.frames.last?.diff.updated.map(\.fields) == [[.hidden]])
        child.alpha = 0.5
        host.pump()
        #expect(recorder.frames.last?.diff.updated.map(\.fields) == [[.opacity]])
        child.layer.cornerRadius = 3      // layer properties show on the next pass that runs
        child.setNeedsDisplay()
        host.pump()
        #expect(recorder.frames.last?.diff.updated.map(\.fields) == [[.cornerRadius]])
        #expect(recorder.frames.count == 6)
    }

    @Test func pushAndPop_diffsApplyFrameAfterFrame() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let nav = UINavigationController(rootViewController: UIViewController())
        host.show(nav)
        let recorder = Recorder()
        host.runtime.connect(recorder, to: host.window)
        host.pump()
        nav.pushViewController(UIViewController(), animated: true)
        host.runUntilIdle()
        nav.popViewController(animated: true)
        host.runUntilIdle()
        #expect(recorder.frames.count >= 3)
        var tree = RenderTree(root: 0, nodes: [:])
        for frame in recorder.frames {
            tree.apply(frame.diff)
            #expect(tree == frame.tree, "frame \(frame.sequence)")
        }
        #expect(recorder.frames.contains { !$0.diff.removed.isEmpty })
        #expect(recorder.frames.map(\.sequence) == Array(1...recorder.frames.count))
    }

    /// A view that leaves the window is freed while a host is connected: the builder holds
    /// views weakly, and its node is removed in the next frame's diff.
    @Test func aViewThatLeaves_isFreed_andRemovedFromTheNextFrame() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        let recorder = Recorder()
        host.runtime.connect(recorder, to: host.window)
        weak var weakLabel: UILabel?
        do {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            label.text = "Bye"
            weakLabel = label
            controller.view.addSubview(label)
            host.pump()
            label.removeFromSuperview()
        }
        host.pump()
        #expect(weakLabel == nil)
        let frames = recorder.frames
        #expect(frames.count == 2)
        let labelID = try #require(frames[0].tree.depthFirst.first { $0.kind == "UILabel" }?.id)
        #expect(frames[1].diff.removed == [labelID])
    }

    @Test func disconnect_stopsFrames_andTheConnectionKeepsNothingAlive() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        var recorder: Recorder? = Recorder()
        weak let weakRecorder = recorder
        let connection = host.runtime.connect(recorder!, to: host.window)
        host.pump()
        recorder = nil
        #expect(weakRecorder == nil)
        controller.view.backgroundColor = .red
        host.pump()
        #expect(!connection.isConnected)

        let other = Recorder()
        let second = host.runtime.connect(other, to: host.window)
        host.pump()
        second.disconnect()
        controller.view.backgroundColor = .blue
        host.pump()
        #expect(other.frames.count == 1)
    }
}
