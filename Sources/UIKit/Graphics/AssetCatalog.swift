import Foundation
import Synchronization

/// Finds named assets the way `UIImage(named:)` and `UIColor(named:)` do on iOS, in the
/// asset catalogues a bundle carries (`*.xcassets` folders, which SwiftPM copies into a
/// resource bundle on Linux since there is no `actool`) and, for images, loose files.
///
/// Each bundle is indexed once: asset name (with the namespaces of folders that provide
/// one, as Xcode builds them) → the asset's folder.
enum AssetCatalog {
    enum Kind: String { case colorset, imageset }

    static func folder(named name: String, kind: Kind, in bundle: Bundle) -> URL? {
        index(of: bundle)[kind.rawValue + ":" + name]
    }

    /// Reads an asset's `Contents.json`; nil when it is missing or malformed.
    static func contents(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object
    }

    private static let indexes = Mutex<[String: [String: URL]]>([:])

    private static func index(of bundle: Bundle) -> [String: URL] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        if let cached = indexes.withLock({ $0[root.path] }) { return cached }
        var found: [String: URL] = [:]
        for catalog in catalogs(under: root) { scan(catalog, namespace: "", into: &found) }
        indexes.withLock { $0[root.path] = found }
        return found
    }

    /// The `.xcassets` folders under `root`, two levels deep at most (resource bundles put
    /// them at the top; apps sometimes keep them in a group folder).
    private static func catalogs(under root: URL, depth: Int = 0) -> [URL] {
        guard depth <= 2, let children = try? FileManager.default.contentsOfDirectory(
            at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        return children.flatMap { child -> [URL] in
            guard (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { return [] }
            return child.pathExtension == "xcassets" ? [child] : catalogs(under: child, depth: depth + 1)
        }
    }

    private static func scan(_ folder: URL, namespace: String, into found: inout [String: URL]) {
        guard let children = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for child in children where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let base = child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case Kind.colorset.rawValue, Kind.imageset.rawValue:
                found[child.pathExtension + ":" + namespace + base] = child
            case "":
                let properties = contents(of: child)?["properties"] as? [String: Any]
                let provides = properties?["provides-namespace"] as? Bool ?? false
                scan(child, namespace: provides ? namespace + base + "/" : namespace, into: &found)
            default:
                continue
            }
        }
    }
}
