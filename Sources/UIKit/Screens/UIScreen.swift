import Foundation

/// A display: its size in the current interface orientation, scale and traits.
///
/// There is no hidden global: a host creates the screen from a ``DeviceProfile``
/// and installs it in the ``ViewControllerKit.Runtime``; `UIScreen.main` reads it from there.
/// Rotating (``ViewControllerKit.Runtime/rotate(to:)``) changes `bounds`, as on iOS 8 and later
/// where screen bounds follow the interface orientation.
@preconcurrency @MainActor
public final class UIScreen {
    public let profile: ViewControllerKit.DeviceProfile
    public private(set) var interfaceOrientation: UIInterfaceOrientation

    public init(profile: ViewControllerKit.DeviceProfile, orientation: UIInterfaceOrientation = .portrait) {
        self.profile = profile
        self.interfaceOrientation = orientation
    }

    /// The screen of the current runtime (compatibility accessor; prefer `view.window?.screen`).
    public static var main: UIScreen { ViewControllerKit.Runtime.current.screen }

    public var bounds: CGRect { CGRect(origin: .zero, size: profile.size(for: interfaceOrientation)) }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: profile.portraitSize.width * profile.scale,
               height: profile.portraitSize.height * profile.scale)
    }
    public var scale: CGFloat { profile.scale }
    public var nativeScale: CGFloat { profile.scale }

    var metrics: ViewControllerKit.DeviceProfile.Metrics { profile.metrics(for: interfaceOrientation) }

    /// The screen's traits: size classes for the orientation, idiom, scale; light, left-to-right, large text.
    public var traitCollection: UITraitCollection {
        var traits = UITraitCollection()
        traits.horizontalSizeClass = metrics.horizontalSizeClass
        traits.verticalSizeClass = metrics.verticalSizeClass
        traits.userInterfaceIdiom = profile.idiom
        traits.displayScale = profile.scale
        traits.userInterfaceStyle = .light
        traits.layoutDirection = .leftToRight
        traits.preferredContentSizeCategory = .large
        return traits.applying(systemOverrides)
    }

    /// System-wide settings a host can change (dark mode, text size), as the Settings app
    /// would; windows pick the change up at once and report it to their trait environments.
    public var systemOverrides = UITraitCollection() {
        didSet {
            guard systemOverrides != oldValue else { return }
            traitsDidChange?(systemOverrides.preferredContentSizeCategory != oldValue.preferredContentSizeCategory)
        }
    }

    /// The device this screen belongs to (`UIDevice.current` of the screen's runtime).
    private(set) lazy var device = UIDevice(screen: self)

    /// Set by the runtime that owns the screen; the argument says whether the content size
    /// category changed (the runtime then posts `UIContentSizeCategory.didChangeNotification`).
    var traitsDidChange: ((_ contentSizeCategoryChanged: Bool) -> Void)?

    func setInterfaceOrientation(_ orientation: UIInterfaceOrientation) {
        interfaceOrientation = orientation
    }
}
