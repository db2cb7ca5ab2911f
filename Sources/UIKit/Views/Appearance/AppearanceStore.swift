import Foundation

/// Which proxy a recorded value came from: the class it was set on, the containers
/// (innermost first) and the traits it asks for.
@MainActor
final class AppearanceProxyKey: Hashable {
    let proxiedClass: AnyObject.Type
    let containers: [AnyObject.Type]
    let traits: UITraitCollection?
    weak var store: AppearanceStore?

    init(proxiedClass: AnyObject.Type, containers: [AnyObject.Type], traits: UITraitCollection?, store: AppearanceStore) {
        self.proxiedClass = proxiedClass
        self.containers = containers
        self.traits = traits
        self.store = store
    }

    /// How many classes lie between the proxied class and the root class: a subclass's
    /// proxy overrides its superclass's.
    var classDepth: Int {
        var depth = 0
        var current: AnyClass? = _getSuperclass(proxiedClass)
        while let candidate = current { depth += 1; current = _getSuperclass(candidate) }
        return depth
    }

    nonisolated static func == (lhs: AppearanceProxyKey, rhs: AppearanceProxyKey) -> Bool {
        lhs.classes == rhs.classes && lhs.traits == rhs.traits
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(classes)
        hasher.combine(traits)
    }

    /// The proxied class and the containers, by identity (traits compare by value).
    private nonisolated var classes: [ObjectIdentifier] {
        [ObjectIdentifier(proxiedClass)] + containers.map { ObjectIdentifier($0) }
    }
}

/// The appearance proxies of one runtime and the values recorded on them.
///
/// Which value an instance gets, per property, among the records whose class is the
/// instance's class or a superclass, whose containers all match (in order, innermost
/// first, each further out than the one before, among the instance's superviews and their
/// view controllers) and whose traits the instance's trait collection contains:
/// 1. a subclass's proxy wins over its superclass's;
/// 2. then a proxy with traits wins over one without;
/// 3. then the proxy whose outermost container matches further out wins ("the outermost
///    appearance proxy wins"), an uncontained proxy losing to any contained one;
/// 4. then the longer container list ("specificity is the tie-breaker");
/// 5. then the value recorded last.
@MainActor
final class AppearanceStore {
    private var proxies: [AppearanceProxyKey: AnyObject] = [:]
    private var records: [Record] = []
    private var nextSequence = 0

    struct Record {
        let key: AppearanceProxyKey
        /// The property's key path, or the name of a per-state setter.
        let property: AnyHashable
        let sequence: Int
        let apply: @MainActor (AnyObject) -> Void
    }

    var isEmpty: Bool { records.isEmpty }

    /// The proxy already made for the same class, containers and traits.
    func proxy(for key: AppearanceProxyKey) -> AnyObject? { proxies[key] }

    func register(_ proxy: AnyObject, for key: AppearanceProxyKey) { proxies[key] = proxy }

    /// Records a value set on a proxy; a later value for the same proxy and property
    /// replaces the earlier one.
    func record(_ property: AnyHashable, for key: AppearanceProxyKey, apply: @escaping @MainActor (AnyObject) -> Void) {
        records.removeAll { $0.key === key && $0.property == property }
        records.append(Record(key: key, property: property, sequence: nextSequence, apply: apply))
        nextSequence += 1
    }

    /// Forgets every proxy and recorded value.
    func reset() {
        proxies = [:]
        records = []
    }

    /// The winning record per property for `object`, given its containers (innermost
    /// first) and traits, in the order to apply them.
    func winners(for object: AnyObject, containers: [AnyObject], traits: UITraitCollection) -> [Record] {
        var best: [AnyHashable: (rank: [Int], record: Record)] = [:]
        for record in records {
            guard ObjectKinds.isKind(object, of: record.key.proxiedClass) else { continue }
            if let wanted = record.key.traits, !traits.containsTraits(in: wanted) { continue }
            guard let anchor = Self.outermostMatch(of: record.key.containers, in: containers) else { continue }
            let rank = [record.key.classDepth, record.key.traits == nil ? 0 : 1, anchor,
                        record.key.containers.count, record.sequence]
            if let current = best[record.property], !current.rank.lexicographicallyPrecedes(rank) { continue }
            best[record.property] = (rank, record)
        }
        return best.values.map(\.record).sorted { $0.sequence < $1.sequence }
    }

    /// Where the outermost of `wanted` (innermost first) matches in `chain` (innermost
    /// first), matching from the outside in so that the anchor is as far out as possible:
    /// -1 for no containers, nil when they do not all match in order.
    static func outermostMatch(of wanted: [AnyObject.Type], in chain: [AnyObject]) -> Int? {
        guard !wanted.isEmpty else { return -1 }
        var limit = chain.count
        var anchor: Int?
        for type in wanted.reversed() {
            guard let index = chain[..<limit].lastIndex(where: { ObjectKinds.isKind($0, of: type) }) else { return nil }
            if anchor == nil { anchor = index }
            limit = index
        }
        return anchor
    }
}

extension ViewControllerKit.Runtime {
    /// The appearance proxies of this runtime (see `UIAppearance`).
    var appearanceStore: AppearanceStore {
        if let store = appearanceStoreSlot as? AppearanceStore { return store }
        let store = AppearanceStore()
        appearanceStoreSlot = store
        return store
    }

    /// Forgets every appearance proxy and the values set on them, as if the app had
    /// never called `appearance()`. Instances keep what was already applied to them.
    public func resetAppearanceProxies() {
        appearanceStore.reset()
    }
}
