import Foundation

/// A frame's drawing: nodes by id, from one root. Built from a window (or any view) after
/// the display pass; compared with the last one to send only a ``RenderDiff``.
///
/// ```swift
/// let tree = builder.tree(of: window)          // UIKit side
/// tree.depthFirst.map(\.kind)                  // ["UIWindow", "UIView", "UILabel", ...]
/// let json = try RenderJSON.encode(tree)        // what a page reads
/// ```
///
/// JSON: `{"root": 1, "nodes": [ … ]}` with the nodes in drawing order (depth first,
/// back to front).
public struct RenderTree: Sendable, Hashable {
    public var root: RenderNodeID
    public var nodes: [RenderNodeID: RenderNode]

    public init(root: RenderNodeID, nodes: [RenderNodeID: RenderNode]) {
        self.root = root
        self.nodes = nodes
    }

    public subscript(id: RenderNodeID) -> RenderNode? { nodes[id] }

    /// The nodes in drawing order: each node, then its children back to front.
    public var depthFirst: [RenderNode] {
        var result: [RenderNode] = []
        result.reserveCapacity(nodes.count)
        var stack: [RenderNodeID] = [root]
        while let id = stack.popLast() {
            guard let node = nodes[id] else { continue }
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The ids of `id` and all its descendants.
    public func subtree(of id: RenderNodeID) -> [RenderNodeID] {
        var result: [RenderNodeID] = []
        var stack = [id]
        while let next = stack.popLast() {
            guard let node = nodes[next] else { continue }
            result.append(next)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

extension RenderTree: Codable {
    private enum CodingKeys: String, CodingKey { case root, nodes }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        root = try container.decode(RenderNodeID.self, forKey: .root)
        let list = try container.decode([RenderNode].self, forKey: .nodes)
        nodes = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(depthFirst, forKey: .nodes)
    }
}

/// The JSON form renderers and pages read: compact, keys in a fixed order per type.
public enum RenderJSON {
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }
}
