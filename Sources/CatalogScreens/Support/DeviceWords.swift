import UIKitHeadless

/// The words narration uses about the device, drawn from its profile so that they are
/// true on every device: an iPad has no sensor housing, an iPhone SE no home indicator.
extension ViewControllerKit.DeviceProfile {
    /// `an iPhone 14`, `an iPad Air (5th generation)`.
    var withArticle: String {
        let vowelSound = name.first.map { "AEIOUaeiou".contains($0) } ?? false
        return (vowelSound ? "an " : "a ") + name
    }

    /// `iPhone` or `iPad`, for sentences about the device's apps.
    var kind: String { idiom == .pad ? "iPad" : "iPhone" }

    /// The device insets its top edge itself in portrait (an iPhone's sensor housing).
    var hasSensorHousing: Bool { idiom == .phone && portrait.deviceSafeAreaInsets.top > 0 }

    /// The device insets its bottom edge in portrait (the home indicator).
    var hasHomeIndicator: Bool { portrait.deviceSafeAreaInsets.bottom > 0 }

    /// Whether its apps may turn upside down without asking (iPad: yes; iPhone: no).
    var allowsUpsideDown: Bool { defaultSupportedOrientations.contains(.portraitUpsideDown) }

    /// Whether turning to landscape changes a size class, and so the trait collection.
    var rotationChangesSizeClasses: Bool {
        portrait.horizontalSizeClass != landscape.horizontalSizeClass
            || portrait.verticalSizeClass != landscape.verticalSizeClass
    }

    /// What makes up a full-screen controller's top and bottom safe-area insets in
    /// `orientation`, with `bars` (e.g. "navigation bar") above and `bottomBars` below.
    func safeAreaParts(in orientation: UIInterfaceOrientation, topBars: [String] = [],
                       bottomBars: [String] = []) -> String {
        let metrics = metrics(for: orientation)
        var top: [String] = []
        if metrics.statusBarHeight > 0 {
            top.append("status bar")
        } else if metrics.deviceSafeAreaInsets.top > 0 {
            top.append("sensor housing")
        }
        top += topBars
        var bottom = bottomBars
        if metrics.deviceSafeAreaInsets.bottom > 0 { bottom.append("home indicator") }
        var sides: [String] = []
        if metrics.deviceSafeAreaInsets.left > 0 || metrics.deviceSafeAreaInsets.right > 0 {
            sides.append("sensor housing and rounded corners at the sides")
        }
        let parts = [
            top.isEmpty ? "nothing at the top" : "top: " + top.joined(separator: " + "),
            bottom.isEmpty ? "nothing at the bottom" : "bottom: " + bottom.joined(separator: " + "),
        ] + sides
        return parts.joined(separator: "; ")
    }
}
