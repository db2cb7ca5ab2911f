import Foundation

extension ViewControllerKit.InterfaceBuilder {
    /// One set of class registrations: a runtime's own, or the process-wide set every
    /// runtime falls back to (DESIGN: no hidden globals — a test's registrations live in its
    /// host's runtime, so suites running in parallel cannot race on them).
    ///
    /// ```
    /// lookup (runtime under a host): its own entry → hidden there? → process-wide entry
    /// lookup (no host):              process-wide entry
    /// ```
    @MainActor
    final class Registrations {
        var entriesByType: [ObjectIdentifier: Entry] = [:]
        var typesByName: [String: AnyObject.Type] = [:]
        /// Classes whose nested ``InterfaceBuilderConnecting`` type was looked for.
        var searchedTypes: Set<ObjectIdentifier> = []
        /// Process-wide registrations this runtime removed (`removeRegistration(of:)` under a host).
        var hidden: Set<ObjectIdentifier> = []
        /// ``InterfaceBuilder/moduleNames`` as set here; nil when never set (a runtime then
        /// uses the process-wide list).
        var moduleNames: [String]?

        var moduleNamesInEffect: [String] { moduleNames ?? fallback?.moduleNamesInEffect ?? [] }

        /// What apps register outside any host, and what every runtime falls back to.
        static let processWide = Registrations()

        /// The registrations of the runtime in use when a host is in use (made on first
        /// use), else the process-wide ones.
        static var current: Registrations {
            guard let runtime = ViewControllerKit.Runtime.currentHosted else { return processWide }
            if let own = runtime.interfaceBuilderRegistrationsSlot as? Registrations { return own }
            let own = Registrations()
            runtime.interfaceBuilderRegistrationsSlot = own
            return own
        }

        private var fallback: Registrations? { self === Self.processWide ? nil : Self.processWide }

        func add(_ type: AnyObject.Type, name: String?, entry: Entry) {
            let key = ObjectIdentifier(type)
            hidden.remove(key)
            entriesByType[key] = entry
            let qualified = String(reflecting: type)
            typesByName[qualified] = type
            typesByName[String(describing: type)] = type
            // IB writes a nested class as `Outer.Inner` without the module.
            if let dot = qualified.firstIndex(of: ".") { typesByName[String(qualified[qualified.index(after: dot)...])] = type }
            if let name { typesByName[name] = type }
        }

        func remove(_ type: AnyClass) {
            let key = ObjectIdentifier(type)
            entriesByType[key] = nil
            searchedTypes.remove(key)
            typesByName = typesByName.filter { ObjectIdentifier($0.value) != key }
            if fallback != nil { hidden.insert(key) }
        }

        func removeAll() {
            entriesByType = [:]
            typesByName = [:]
            searchedTypes = []
            if let fallback {
                hidden = Set(fallback.entriesByType.keys).union(fallback.typesByName.values.map { ObjectIdentifier($0) })
            }
        }

        func entry(for key: ObjectIdentifier) -> Entry? {
            if let entry = entriesByType[key] { return entry }
            guard !hidden.contains(key) else { return nil }
            return fallback?.entry(for: key)
        }

        func type(named name: String) -> AnyObject.Type? {
            if let type = typesByName[name] { return type }
            guard let type = fallback?.type(named: name), !hidden.contains(ObjectIdentifier(type)) else { return nil }
            return type
        }
    }
}
