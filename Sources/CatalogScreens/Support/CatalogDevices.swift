import UIKitHeadless

/// The devices the catalog runs on, by the names `--device` accepts (any case).
public enum CatalogDevices {
    public static let profiles: [(name: String, profile: ViewControllerKit.DeviceProfile)] = [
        ("iphone14", .iPhone14), ("iphonese", .iPhoneSE), ("ipadair", .iPadAir),
    ]

    public static var names: [String] { profiles.map(\.name) }

    /// The profile called `name`, ignoring case (`iPadAir` finds `ipadair`).
    public static func named(_ name: String) -> ViewControllerKit.DeviceProfile? {
        profiles.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.profile
    }
}
