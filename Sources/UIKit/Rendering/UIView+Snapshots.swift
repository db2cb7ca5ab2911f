import Foundation
import RenderTree

extension UIView {
    /// A new view showing what this view and its subviews look like now, frozen: later
    /// changes to this view do not show in it. Its frame is at the origin with this view's
    /// bounds size; it has no subviews and takes no part in its source's layout. With
    /// `afterScreenUpdates` true, pending layout is done first, so the picture includes it.
    /// Animators use it to move a stand-in while the real view changes underneath.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A frozen picture (see ``snapshotView(afterScreenUpdates:)``) of `rect` of this view, in
    /// its bounds' coordinates: the view is `rect`'s size and shows only what lies inside.
    /// Differs from iOS: `capInsets` are kept, not used — the picture is not stretched when the
    /// view is resized (it stays at the top-left, clipped).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        if afterUpdates { (window ?? self).layoutIfNeeded() }
        let picture = ViewControllerKit.RenderTreeBuilder().tree(of: self)
        let snapshot = SnapshotView(picture: picture, origin: CGPoint(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }
}

extension UIView {
    /// Draws the view and its subviews into the current graphics context. Not here: a
    /// context records paths, not pictures of views (said once); returns false, as UIKit
    /// does when the snapshot is incomplete. ``snapshotView(afterScreenUpdates:)`` works.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        runtimeInUse.diagnostics.unsupported("UIView.drawHierarchy(in:afterScreenUpdates:)",
                                             "a graphics context records paths, not pictures of views; snapshotView(afterScreenUpdates:) works")
        return false
    }
}

extension CALayer {
    /// Draws the layer tree into `ctx`. Not here: a context records paths, not pictures of
    /// layers (said once).
    public func render(in ctx: CGContext) {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "CALayer.render(in:)", "a graphics context records paths, not pictures of layers")
    }
}

/// The view ``UIView/snapshotView(afterScreenUpdates:)`` returns: it draws the render tree
/// taken from its source when it was made (`RenderTreeBuilder` grafts it under this view's
/// node, with ids of its own that stay the same from frame to frame).
final class SnapshotView: UIView {
    /// The source's tree, its root at the source's (0, 0).
    let picture: RenderTree
    /// Where the snapshot's top-left is in the picture.
    let origin: CGPoint

    init(picture: RenderTree, origin: CGPoint) {
        self.picture = picture
        self.origin = origin
        super.init(frame: .zero)
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("a snapshot view is made by snapshotView(afterScreenUpdates:)") }
}

extension ViewControllerKit.RenderTreeBuilder {
    /// Adds `snapshot`'s picture to `nodes` as one child of the snapshot's node, and returns
    /// that child's id. The picture's ids are mapped to ids of this builder, the same ones
    /// every time this snapshot view is drawn.
    func addPictureNodes(of snapshot: SnapshotView, into nodes: inout [RenderNodeID: RenderNode]) -> RenderNodeID {
        let known = snapshotIDs[ObjectIdentifier(snapshot)]
        var ids = known?.view === snapshot ? known?.ids ?? [:] : [:]
        func id(for old: RenderNodeID) -> RenderNodeID {
            if let mapped = ids[old] { return mapped }
            let new = nextID
            nextID += 1
            ids[old] = new
            return new
        }
        for (old, node) in snapshot.picture.nodes {
            var copy = node
            copy.id = id(for: old)
            copy.children = node.children.map(id(for:))
            if old == snapshot.picture.root {
                copy.frame.x = -Double(snapshot.origin.x)
                copy.frame.y = -Double(snapshot.origin.y)
            }
            nodes[copy.id] = copy
        }
        snapshotIDs[ObjectIdentifier(snapshot)] = SnapshotIDs(view: snapshot, ids: ids)
        return id(for: snapshot.picture.root)
    }
}

/// The ids a builder gave one snapshot view's picture.
struct SnapshotIDs {
    weak var view: SnapshotView?
    var ids: [RenderNodeID: RenderNodeID]
}
