import Foundation

/// What changed between two frames' trees: nodes removed, nodes inserted (whole), and
/// patches carrying only the changed properties of nodes present in both. A node's place
/// is its parent's `children` list, so a move or reorder is a patch of that list.
///
/// Applying a diff to the old tree gives the new one exactly (``RenderTree/applying(_:)``);
/// a page applies it the same way: remove, insert, then patch (re-appending children in
/// the listed order).
///
/// ```swift
/// let diff = RenderDiff(from: lastTree, to: tree)
/// diff.isEmpty                          // nothing changed: nothing to send
/// try RenderJSON.encode(diff)           // {"updated":[{"id":42,"text":{…}}]}
/// ```
public struct RenderDiff: Sendable, Hashable {
    /// The new root, when it is not the old one (or there was no old tree).
    public var root: RenderNodeID?
    /// Nodes gone since the last frame, by id (ascending).
    public var removed: [RenderNodeID] = []
    /// New nodes, whole, in drawing order.
    public var inserted: [RenderNode] = []
    /// Changed properties of nodes in both frames, in drawing order.
    public var updated: [RenderNodePatch] = []

    public init(root: RenderNodeID? = nil, removed: [RenderNodeID] = [], inserted: [RenderNode] = [],
                updated: [RenderNodePatch] = []) {
        self.root = root; self.removed = removed; self.inserted = inserted; self.updated = updated
    }

    public var isEmpty: Bool { root == nil && removed.isEmpty && inserted.isEmpty && updated.isEmpty }

    /// The changes that turn `old` (nil: nothing drawn yet) into `new`. Costs one
    /// comparison per node of `new`.
    public init(from old: RenderTree?, to new: RenderTree) {
        if old?.root != new.root { root = new.root }
        var stack: [RenderNodeID] = [new.root]
        while let id = stack.popLast() {
            guard let node = new.nodes[id] else { continue }
            stack.append(contentsOf: node.children.reversed())
            guard let previous = old?.nodes[id] else {
                inserted.append(node)
                continue
            }
            if previous != node, let patch = RenderNodePatch(from: previous, to: node) { updated.append(patch) }
        }
        if let old {
            removed = old.nodes.keys.filter { new.nodes[$0] == nil }.sorted()
        }
    }
}

extension RenderTree {
    /// The tree after `diff`: its removals, insertions and patches applied.
    public func applying(_ diff: RenderDiff) -> RenderTree {
        var tree = self
        tree.apply(diff)
        return tree
    }

    public mutating func apply(_ diff: RenderDiff) {
        if let root = diff.root { self.root = root }
        for id in diff.removed { nodes[id] = nil }
        for node in diff.inserted { nodes[node.id] = node }
        for patch in diff.updated { nodes[patch.id]?.apply(patch) }
    }
}

extension RenderDiff: Codable {
    private enum CodingKeys: String, CodingKey { case root, removed, inserted, updated }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        root = try container.decodeIfPresent(RenderNodeID.self, forKey: .root)
        removed = try container.decodeIfPresent([RenderNodeID].self, forKey: .removed) ?? []
        inserted = try container.decodeIfPresent([RenderNode].self, forKey: .inserted) ?? []
        updated = try container.decodeIfPresent([RenderNodePatch].self, forKey: .updated) ?? []
    }

    /// Only what is there: an update of one label's text is `{"updated":[{"id":…,"text":…}]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(root, forKey: .root)
        if !removed.isEmpty { try container.encode(removed, forKey: .removed) }
        if !inserted.isEmpty { try container.encode(inserted, forKey: .inserted) }
        if !updated.isEmpty { try container.encode(updated, forKey: .updated) }
    }
}
