import Foundation

/// Where `UIImage(named:in:compatibleWith:)` finds an image: an image set in the bundle's
/// asset catalogues first, then loose files beside the bundle's resources.
enum NamedImageLookup {
    struct Found {
        let data: Data
        let scale: CGFloat
        let renderingMode: UIImage.RenderingMode
    }

    static func find(_ name: String, in bundle: Bundle, displayScale: CGFloat) -> Found? {
        if let folder = AssetCatalog.folder(named: name, kind: .imageset, in: bundle) {
            return fromImageSet(folder, displayScale: displayScale)
        }
        return fromLooseFiles(name, in: bundle, displayScale: displayScale)
    }

    private static func fromImageSet(_ folder: URL, displayScale: CGFloat) -> Found? {
        guard let contents = AssetCatalog.contents(of: folder),
              let images = contents["images"] as? [[String: Any]] else { return nil }
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        let mode: UIImage.RenderingMode = intent == "template" ? .alwaysTemplate : intent == "original" ? .alwaysOriginal : .automatic
        let candidates: [(URL, CGFloat)] = images.compactMap { image in
            guard let file = image["filename"] as? String else { return nil }
            if let idiom = image["idiom"] as? String, !["universal", "iphone", "ipad"].contains(idiom) { return nil }
            let scaleText = (image["scale"] as? String ?? "1x").dropLast()
            return (folder.appendingPathComponent(file), CGFloat(Double(scaleText) ?? 1))
        }
        guard let (url, scale) = pick(candidates, displayScale: displayScale),
              let data = try? Data(contentsOf: url) else { return nil }
        return Found(data: data, scale: scale, renderingMode: mode)
    }

    private static func fromLooseFiles(_ name: String, in bundle: Bundle, displayScale: CGFloat) -> Found? {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg", "gif"] : [ext]
        var candidates: [(URL, CGFloat)] = []
        for e in extensions {
            for (suffix, scale) in [("", CGFloat(1)), ("@2x", 2), ("@3x", 3)] {
                let url = root.appendingPathComponent(base + suffix + "." + e)
                if FileManager.default.fileExists(atPath: url.path) { candidates.append((url, scale)) }
            }
        }
        guard let (url, scale) = pick(candidates, displayScale: displayScale),
              let data = try? Data(contentsOf: url) else { return nil }
        return Found(data: data, scale: scale, renderingMode: .automatic)
    }

    /// The variant for the display scale; without one, or without an exact match, the
    /// largest scale there is (UIKit scales down rather than up).
    private static func pick(_ candidates: [(URL, CGFloat)], displayScale: CGFloat) -> (URL, CGFloat)? {
        if displayScale > 0, let exact = candidates.first(where: { $0.1 == displayScale }) { return exact }
        return candidates.max { $0.1 < $1.1 }
    }
}
