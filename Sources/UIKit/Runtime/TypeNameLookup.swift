import Synchronization

/// `_typeByName`, remembered. Interface Builder names classes by string, and without an
/// Objective-C runtime the only way from a name to a class is the Swift runtime's metadata
/// search, which scans every type record of every loaded image when the name is absent (an
/// app's storyboard names many classes a tool or test never links). The answer for a name
/// never changes while the process runs — types are not loaded or unloaded — so it is kept
/// process-wide; it is a fact about the binary, not state a test could leak.
enum TypeNameLookup {
    private static let known = Mutex<[String: Any.Type?]>([:])

    /// The type `name` denotes (a module-qualified name or a mangled one), or nil.
    static func type(named name: String) -> Any.Type? {
        if let remembered = known.withLock({ $0[name] }) { return remembered }
        let found = _typeByName(name)
        known.withLock { $0[name] = .some(found) }
        return found
    }
}
