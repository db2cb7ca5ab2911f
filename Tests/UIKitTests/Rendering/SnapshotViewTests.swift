import Foundation
import RenderTree
import Testing
@testable import UIKit
import UIKitTesting

/// `snapshotView(afterScreenUpdates:)` and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`,
/// as Apple's UIView documentation describes them: a new view showing the current contents,
/// which later changes to the source do not affect; with `afterScreenUpdates` true, pending
/// changes are included. Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct SnapshotViewTests {
    /// A 200 × 100 card at (20, 100) with a label "Before" at (10, 10).
    static func stage() -> (HeadlessHost, UIView, UILabel) {
        let host = HeadlessHost()
        host.show(UIViewController())
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        card.backgroundColor = .systemTeal
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 30))
        label.text = "Before"
        card.addSubview(label)
        host.window.rootViewController!.view.addSubview(card)
        host.pump()
        return (host, card, label)
    }

    /// The texts drawn under `view`'s node in `tree`, depth first.
    static func texts(under view: UIView, in tree: RenderTree, builder: ViewControllerKit.RenderTreeBuilder) -> [String] {
        func walk(_ id: RenderNodeID) -> [String] {
            guard let node = tree.nodes[id] else { return [] }
            return (node.text?.lines.map(\.text) ?? []) + node.children.flatMap(walk)
        }
        return walk(builder.entry(for: view).id)
    }

    @Test func aSnapshot_isAtTheOrigin_theSourcesSize_withNoSubviews_andStaysAsItWas() throws {
        let (host, card, label) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(snapshot.subviews.isEmpty)
        label.text = "After"
        card.backgroundColor = .systemPink
        snapshot.frame.origin = CGPoint(x: 20, y: 300)
        host.window.rootViewController!.view.addSubview(snapshot)
        host.pump()
        let builder = ViewControllerKit.RenderTreeBuilder()
        let tree = builder.tree(of: host.window)
        #expect(Self.texts(under: snapshot, in: tree, builder: builder) == ["Before"])
        #expect(Self.texts(under: card, in: tree, builder: builder) == ["After"])
        // The picture's root is the card as it was: teal, at the snapshot's origin.
        let pictureRoot = try #require(tree.nodes[builder.entry(for: snapshot).id]?.children.first.flatMap { tree.nodes[$0] })
        #expect(pictureRoot.frame == RenderRect(x: 0, y: 0, width: 200, height: 100))
        #expect(pictureRoot.background == RenderColor(UIColor.systemTeal.cgColor))
        // Drawn again, the picture keeps its ids: nothing changed, nothing to send a page.
        let again = builder.tree(of: host.window)
        #expect(RenderDiff(from: tree, to: again) == RenderDiff())
    }

    @Test func afterScreenUpdates_includesPendingLayout() throws {
        let (host, card, label) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 50),
                                     label.topAnchor.constraint(equalTo: card.topAnchor, constant: 40)])
        let before = try #require(card.snapshotView(afterScreenUpdates: false) as? SnapshotView)
        let after = try #require(card.snapshotView(afterScreenUpdates: true) as? SnapshotView)
        func labelFrame(_ snapshot: SnapshotView) -> RenderRect? {
            snapshot.picture.nodes.values.first { $0.text != nil }?.frame
        }
        #expect(labelFrame(before)?.x == 10)
        #expect(labelFrame(after)?.x == 50 && labelFrame(after)?.y == 40)
    }

    @Test func resizableSnapshot_showsTheRectOnly() throws {
        let (host, card, _) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let part = try #require(card.resizableSnapshotView(from: CGRect(x: 5, y: 5, width: 60, height: 40),
                                                           afterScreenUpdates: false, withCapInsets: .zero))
        #expect(part.frame == CGRect(x: 0, y: 0, width: 60, height: 40) && part.clipsToBounds)
        host.window.rootViewController!.view.addSubview(part)
        let builder = ViewControllerKit.RenderTreeBuilder()
        let tree = builder.tree(of: host.window)
        let pictureRoot = try #require(tree.nodes[builder.entry(for: part).id]?.children.first.flatMap { tree.nodes[$0] })
        #expect(pictureRoot.frame == RenderRect(x: -5, y: -5, width: 200, height: 100))
    }

    @Test func aSnapshotLeavingTheHierarchy_isFreed() throws {
        let (host, card, _) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        weak var weakSnapshot: UIView?
        do {
            let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
            host.window.rootViewController!.view.addSubview(snapshot)
            host.pump()
            snapshot.removeFromSuperview()
            weakSnapshot = snapshot
        }
        host.pump()
        #expect(weakSnapshot == nil)
    }

    @Test func drawHierarchy_andLayerRender_sayOnceThatTheyDrawNothing() {
        let (host, card, _) = Self.stage()
        defer { withExtendedLifetime(host) {} }
        let image = UIGraphicsImageRenderer(size: card.bounds.size).image { context in
            #expect(!card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
            _ = card.drawHierarchy(in: card.bounds, afterScreenUpdates: false)
            card.layer.render(in: context.cgContext)
        }
        #expect(image.size == card.bounds.size)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UIView.drawHierarchy(in:afterScreenUpdates:) does nothing here: a graphics context records paths, not pictures of views; snapshotView(afterScreenUpdates:) works.",
            "ViewControllerKit: CALayer.render(in:) does nothing here: a graphics context records paths, not pictures of layers.",
        ])
    }
}
