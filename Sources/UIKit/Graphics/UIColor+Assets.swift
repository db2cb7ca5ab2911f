import Foundation

extension UIColor {
    /// The colour set `name` from the main bundle's asset catalogues; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` from `bundle`'s asset catalogues (the main bundle when nil).
    /// A colour set with a dark appearance gives a dynamic colour; with
    /// `traitCollection`, the colour resolved for those traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let folder = AssetCatalog.folder(named: name, kind: .colorset, in: bundle ?? .main),
              let entries = AssetCatalog.contents(of: folder)?["colors"] as? [[String: Any]] else { return nil }
        var light: UIColor?, dark: UIColor?
        for entry in entries {
            guard let color = ColorSetEntry.color(entry["color"]) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch luminosity {
            case "dark": dark = dark ?? color
            case nil: light = light ?? color
            default: continue  // "light" sets and high-contrast variants: the any-appearance one wins
            }
        }
        guard let light else { return nil }
        let dynamic = UIColor(systemName: name, light: light, dark: dark ?? light)
        let chosen = traitCollection.map { dynamic.resolvedColor(with: $0) } ?? dynamic
        self.init(copying: chosen)
    }

    /// Rebuilds `color` (a convenience initializer cannot return another object).
    private convenience init(copying color: UIColor) {
        if color.isDynamic {
            self.init(dynamicProvider: { color.resolvedColor(with: $0) })
        } else {
            self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }
}

/// One `color` object of a colour set's `Contents.json`.
private enum ColorSetEntry {
    static func color(_ object: Any?) -> UIColor? {
        guard let object = object as? [String: Any] else { return nil }
        if let platform = object["platform"] as? String, platform != "ios" { return nil }
        guard let components = object["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? { component(components[key]) }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        if object["color-space"] as? String == "display-p3" {
            return UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
        }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Xcode writes components as "0.500" (0…1), "128" (0…255) or "0x80".
    static func component(_ raw: Any?) -> CGFloat? {
        if let number = raw as? Double { return number > 1 ? number / 255 : number }
        guard let text = raw as? String else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if !text.contains("."), let integer = Int(text) { return integer > 1 ? CGFloat(integer) / 255 : CGFloat(integer) }
        return Double(text).map { CGFloat($0) }
    }
}
