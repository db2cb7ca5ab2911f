import Foundation

extension UIColor {
    /// UIKit's colour that tiles `image`. Differs from iOS: images hold no pixels to tile
    /// here, so the colour is clear (a view whose background it is shows what is behind it);
    /// the first call says so through the diagnostics channel. Main-actor isolated, as that
    /// channel is.
    @preconcurrency @MainActor
    public convenience init(patternImage image: UIImage) {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            "UIColor(patternImage:)", "images hold no pixels to tile; the colour is clear")
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
}
