import Foundation

/// Animated images: a sequence of frames shown one after another by an image view (see
/// ``UIImageView``), each for ``UIImage/duration`` / count seconds, repeating.
extension UIImage {
    /// An image made of `images`, cycling through them every `duration` seconds when an
    /// image view shows it; its size and scale are the first frame's. Nil without frames.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(size: first.size, scale: first.scale, name: nil, data: nil, renderingMode: first.renderingMode,
                       symbolConfiguration: nil, images: images, duration: duration)
    }

    /// An animated image of the named images `NAME0`, `NAME1`, … (or from `NAME1` when there
    /// is no `NAME0`), up to the first number missing and at most `NAME1024`, as UIKit looks
    /// them up. Nil when there is none.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: numberedImages(name), duration: duration)
    }

    /// ``animatedImageNamed(_:duration:)`` with every frame made resizable with `capInsets`.
    public static func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                   duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// ``animatedImageNamed(_:duration:)`` with every frame made resizable with `capInsets`
    /// and `resizingMode`.
    public static func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                   resizingMode: ResizingMode, duration: TimeInterval) -> UIImage? {
        let frames = numberedImages(name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)
    }

    private static func numberedImages(_ name: String) -> [UIImage] {
        let start = UIImage(named: "\(name)0") == nil ? 1 : 0
        var frames: [UIImage] = []
        for number in start...1024 {
            guard let frame = UIImage(named: "\(name)\(number)") else { break }
            frames.append(frame)
        }
        return frames
    }
}
