/// The properties of one node that changed: the node's id and each changed property's new
/// value (a cleared optional is `null` in JSON, so a removed background is `"background":null`).
public struct RenderNodePatch: Sendable, Hashable {
    public let id: RenderNodeID
    /// The changed properties, in ``RenderNodeField`` order.
    public private(set) var fields: [RenderNodeField]
    /// Holds the new values of ``fields``; its other properties mean nothing.
    private var values: RenderNode

    /// The patch from `old` to `new` (same id), or nil when nothing changed.
    public init?(from old: RenderNode, to new: RenderNode) {
        precondition(old.id == new.id, "a patch joins two states of one node")
        let changed = RenderNodeField.allCases.filter { !old.hasSameValue($0, as: new) }
        guard !changed.isEmpty else { return nil }
        id = new.id
        fields = changed
        values = new
    }

    /// Equal when they change the same properties of the same node to the same values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.fields == rhs.fields
            && lhs.fields.allSatisfy { lhs.values.hasSameValue($0, as: rhs.values) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(fields)
    }

    /// The new value of `field` as a node property, read through `node`'s key path.
    public func newValue<T>(_ keyPath: KeyPath<RenderNode, T>) -> T { values[keyPath: keyPath] }
}

extension RenderNode {
    /// Takes the patch's changed properties.
    public mutating func apply(_ patch: RenderNodePatch) {
        for field in patch.fields { take(field, from: patch.newValue(\.self)) }
    }
}

extension RenderNodePatch: Codable {
    private struct IDKey: CodingKey {
        var stringValue: String { "id" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { guard stringValue == "id" else { return nil } }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: IDKey.self).decode(RenderNodeID.self, forKey: IDKey())
        let container = try decoder.container(keyedBy: RenderNodeField.self)
        values = RenderNode(id: id)
        fields = RenderNodeField.allCases.filter { container.contains($0) }
        for field in fields { try values.decode(field, from: container) }
    }

    public func encode(to encoder: any Encoder) throws {
        var identity = encoder.container(keyedBy: IDKey.self)
        try identity.encode(id, forKey: IDKey())
        var container = encoder.container(keyedBy: RenderNodeField.self)
        for field in fields { try values.encode(field, to: &container) }
    }
}
