import Foundation
import RenderTree

extension ViewControllerKit {
    /// Turns a view hierarchy into a ``RenderTree``: one node per view, with the layer's
    /// drawn values (``renderedValues(of:)``), what its `draw(_:)` drew (as paths), and what
    /// the view draws itself — a label's
    /// lines as Swift laid them out, an image view's image, a bar's background and
    /// hairline (`RenderedContentProviding`).
    ///
    /// A builder gives each view the same node id for as long as the view stays in the
    /// trees it builds, so the diff between two of its trees names the nodes a page already
    /// has. Ids count from 1 in the order views are first met; a view that leaves and comes
    /// back gets a new id. Build every frame of one window with one builder.
    ///
    /// ```swift
    /// let builder = ViewControllerKit.RenderTreeBuilder()
    /// let first = builder.tree(of: window)
    /// label.text = "Changed"; host.pump()
    /// let diff = RenderDiff(from: first, to: builder.tree(of: window))   // one text patch
    /// ```
    @preconcurrency @MainActor
    public final class RenderTreeBuilder {
        struct Entry {
            weak var object: AnyObject?
            let id: RenderNodeID
            let kind: String
        }

        private var entries: [ObjectIdentifier: Entry] = [:]
        /// The nodes of shape layers' paths, by layer (``LayerNodes``).
        var pathEntries: [ObjectIdentifier: Entry] = [:]
        /// The ids given to snapshot views' pictures (UIView+Snapshots).
        var snapshotIDs: [ObjectIdentifier: SnapshotIDs] = [:]
        var nextID = 1

        public init() {}

        /// The tree of `view` and its subviews as they are drawn now. `view` is the root,
        /// drawn at (0, 0) untransformed (a window's frame is its screen's bounds already).
        public func tree(of view: UIView) -> RenderTree {
            var nodes: [RenderNodeID: RenderNode] = [:]
            nodes.reserveCapacity(entries.count + 1)
            let root = addNode(for: view, parentBoundsOrigin: .zero, isRoot: true, inheritedTraits: view.traitCollection,
                               into: &nodes)
            // Every view and layer met has an entry: more entries than nodes means some left.
            if entries.count > nodes.count { entries = entries.filter { nodes[$0.value.id] != nil } }
            if !pathEntries.isEmpty { pathEntries = pathEntries.filter { nodes[$0.value.id] != nil } }
            if !snapshotIDs.isEmpty { snapshotIDs = snapshotIDs.filter { $0.value.view != nil } }
            if let window = view as? UIWindow { addSystemChrome(of: window, to: root, into: &nodes) }
            return RenderTree(root: root, nodes: nodes)
        }

        /// The ids of the status bar and the home indicator (kept for the builder's life).
        private var chromeIDs: (statusBar: RenderNodeID, homeIndicator: RenderNodeID)?

        /// A window's status bar and home indicator (``SystemChrome``) as its last children,
        /// above every view.
        private func addSystemChrome(of window: UIWindow, to root: RenderNodeID, into nodes: inout [RenderNodeID: RenderNode]) {
            let ids = chromeIDs ?? (nextID, nextID + 1)
            if chromeIDs == nil {
                chromeIDs = ids
                nextID += 2
            }
            for node in [SystemChrome.statusBar(of: window, id: ids.statusBar), SystemChrome.homeIndicator(of: window, id: ids.homeIndicator)] {
                guard let node else { continue }
                nodes[node.id] = node
                nodes[root]?.children.append(node.id)
            }
        }

        func entry(for object: AnyObject) -> Entry {
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object === object { return entry }
            let entry = Entry(object: object, id: nextID, kind: String(describing: type(of: object)))
            nextID += 1
            entries[key] = entry
            return entry
        }

        @discardableResult
        private func addNode(for view: UIView, parentBoundsOrigin: CGPoint, isRoot: Bool,
                             inheritedTraits: UITraitCollection,
                             into nodes: inout [RenderNodeID: RenderNode]) -> RenderNodeID {
            // Traits change only where a controller's view or an override starts: ask the
            // view there, and pass the parent's down elsewhere (asking walks up the tree).
            let traits = view.owningViewController != nil || !view.storedTraitOverrides.isEmpty
                ? view.traitCollection : inheritedTraits
            let entry = entry(for: view)
            var node = RenderNode(id: entry.id)
            node.kind = entry.kind
            guard let values = renderedValues(of: view.layer) else { return entry.id }
            let size = values.bounds.size
            node.frame = isRoot
                ? RenderRect(CGRect(origin: .zero, size: size))
                : RenderRect(CGRect(x: values.center.x - size.width / 2 - parentBoundsOrigin.x,
                                    y: values.center.y - size.height / 2 - parentBoundsOrigin.y,
                                    width: size.width, height: size.height))
            if !isRoot { node.transform = RenderTransform.of(values.transform) }
            // Dynamic colours resolve with this view's traits, as they do when UIKit draws it.
            traits.performAsCurrent { draw(view, values: values, into: &node) }
            // Subviews' layers and added layers, back to front.
            var sublayers = view.layer.allSublayers
            if sublayers.contains(where: { $0.zPosition != 0 }) {
                // Core Animation draws siblings by zPosition, then in order (a stable sort).
                sublayers = sublayers.enumerated()
                    .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
                    .map(\.element)
            }
            if let snapshot = view as? SnapshotView { node.children = [addPictureNodes(of: snapshot, into: &nodes)] }
            // A view whose layerClass is a gradient, shape or text layer draws what that layer draws.
            if type(of: view.layer) != CALayer.self {
                drawContent(of: view.layer.presentation() ?? view.layer, for: view.layer, into: &node, nodes: &nodes)
            }
            node.children += sublayers.map { sublayer in
                if let subview = sublayer.owningView {
                    return addNode(for: subview, parentBoundsOrigin: values.bounds.origin, isRoot: false,
                                   inheritedTraits: traits, into: &nodes)
                }
                return addLayerNode(for: sublayer, parentBoundsOrigin: values.bounds.origin, into: &nodes)
            }
            nodes[node.id] = node
            return node.id
        }

        /// The view's own drawing: opacity, background, corners, border, shadow, content.
        private func draw(_ view: UIView, values: RenderedLayerValues, into node: inout RenderNode) {
            drawLayer(values, maskedCorners: view.layer.maskedCorners, into: &node)
            // What `draw(_:)` drew (run now if out of date), fitted by the content mode.
            if let drawing = view.currentDrawing() {
                node.paths = RenderPath.paths(of: drawing, in: CGRect(origin: .zero, size: values.bounds.size),
                                              contentMode: view.contentMode)
            }
            if let content = view as? RenderedContentProviding { content.renderContent(into: &node, bounds: values.bounds) }
        }

        /// What every layer draws: opacity, background, corners, border, shadow.
        func drawLayer(_ values: RenderedLayerValues, maskedCorners: CACornerMask, into node: inout RenderNode) {
            node.opacity = RenderRounding.length(Double(values.opacity))
            node.isHidden = values.isHidden
            node.background = values.backgroundColor.map(RenderColor.init)
            node.cornerRadius = RenderRounding.length(Double(values.cornerRadius))
            if node.cornerRadius > 0 { node.maskedCorners = Int(maskedCorners.rawValue & 15) }
            if values.borderWidth > 0, let color = values.borderColor {
                node.border = RenderBorder(width: RenderRounding.length(Double(values.borderWidth)), color: RenderColor(color))
            }
            node.clipsToBounds = values.masksToBounds
            if values.shadowOpacity > 0, let color = values.shadowColor {
                node.shadow = RenderShadow(color: RenderColor(color), opacity: RenderRounding.length(Double(values.shadowOpacity)),
                                           offsetX: RenderRounding.length(Double(values.shadowOffset.width)),
                                           offsetY: RenderRounding.length(Double(values.shadowOffset.height)),
                                           radius: RenderRounding.length(Double(values.shadowRadius)))
            }
        }
    }
}
