import Foundation

/// What a presentation's frames depend on in its container view: its bounds, its safe area
/// and its traits — as they are now, or as they will be once a size change under way has
/// happened.
///
/// A size change asks the presentation controller for the presented controller's new size
/// (`size(forChildContentContainer:withParentContainerSize:)`, UIKIT-SEMANTICS 10.3, 10.11)
/// before the window has its new size: during a rotation the screen already reports the new
/// orientation's metrics and traits, so the window's coming safe area and size classes are
/// worked out from those.
@MainActor
struct ContainerGeometry {
    var bounds: CGRect
    var safeAreaInsets: UIEdgeInsets
    var traitCollection: UITraitCollection

    init(bounds: CGRect, safeAreaInsets: UIEdgeInsets, traitCollection: UITraitCollection) {
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        self.traitCollection = traitCollection
    }

    /// `view` as it is now.
    init(view: UIView) {
        self.init(bounds: view.bounds, safeAreaInsets: view.safeAreaInsets, traitCollection: view.traitCollection)
    }

    /// `container` once it has `size`: a window resized to its screen's (new) size gets the
    /// screen's new insets and traits; any other size keeps today's insets and traits.
    init(container: UIView, resizedTo size: CGSize) {
        if size != container.bounds.size, let window = container as? UIWindow, size == window.screen.bounds.size {
            self.init(bounds: CGRect(origin: .zero, size: size), safeAreaInsets: window.safeAreaInsetsFillingScreen,
                      traitCollection: window.screen.traitCollection.applying(window.storedTraitOverrides.collection))
        } else {
            self.init(bounds: CGRect(origin: container.bounds.origin, size: size), safeAreaInsets: container.safeAreaInsets,
                      traitCollection: container.traitCollection)
        }
    }
}

extension UIWindow {
    /// The safe area of this window once it fills its screen in the screen's current
    /// orientation: the device's insets and, unless hidden, the status bar's height.
    var safeAreaInsetsFillingScreen: UIEdgeInsets {
        let metrics = screen.metrics
        var insets = metrics.deviceSafeAreaInsets
        let hidden = prefersStatusBarHiddenNow || metrics.statusBarHeight == 0
        if !hidden { insets.top = max(insets.top, metrics.statusBarHeight) }
        return insets
    }
}
