import Foundation

extension UINavigationBar {
    /// Sets the image drawn behind the bar for `barMetrics` (nil removes it). Stored, not
    /// drawn: the bar keeps its colour, and the first image set says so through the
    /// diagnostics channel (an empty `UIImage()`, the usual way to make a bar transparent,
    /// does not make it transparent here).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        if backgroundImage != nil { reportImagesNotDrawn("UINavigationBar.setBackgroundImage(_:for:)") }
        appearancePropertyDidSet("backgroundImage:\(barMetrics.rawValue)") { $0.setBackgroundImage(backgroundImage, for: barMetrics) }
    }

    /// The image set for `barMetrics` with `setBackgroundImage(_:for:)`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    func reportImagesNotDrawn(_ api: String) {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(api, "bar background and shadow images are stored, not drawn")
    }
}
