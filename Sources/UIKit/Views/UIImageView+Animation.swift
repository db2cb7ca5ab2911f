import Foundation

/// Flip-book animation of an image view: ``UIImageView/animationImages`` shown one after
/// another on the runtime's clock.
///
/// ```
///   stopped ──startAnimating()──► animating ──stopAnimating()──────────────► stopped
///   (shows image)   (frame 0 first;   │          or animationImages set
///                    every duration/n s the next frame; after the last, frame 0 again)
///                                     └──animationRepeatCount cycles shown──► stopped
/// ```
/// An animated ``image`` (``UIImage/animatedImage(with:duration:)``) runs the same machine
/// with its own frames and duration, repeating, from the moment it is set (and again from
/// `startAnimating()` after a stop) — unless ``animationImages`` are set, which take over.
/// `startAnimating()` always begins at the first frame. With a repeat count of 0 the
/// animation runs until stopped. The frames' timer does not keep a test host's run loop
/// busy, so settling "until idle" does not wait for an endless animation.
extension UIImageView {
    /// Shows ``animationImages`` (``highlightedAnimationImages`` while highlighted, when set)
    /// from the first, one every ``animationDuration`` / count seconds (1/30 s when the
    /// duration is 0), for ``animationRepeatCount`` cycles (0: until ``stopAnimating()``).
    /// Does nothing without frames.
    public func startAnimating() {
        guard let flipBook = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages else {
            return playAnimatedImage()
        }
        run(flipBook, duration: animationDuration, repeatCount: animationRepeatCount)
    }

    /// Plays the animated ``image`` (its frames, its duration, repeating), or stops when the
    /// image is still.
    func playAnimatedImage() {
        let image = isHighlighted ? highlightedImage ?? self.image : self.image
        run(image?.images ?? [], duration: image?.duration ?? 0, repeatCount: 0)
    }

    private func run(_ frames: [UIImage], duration: TimeInterval, repeatCount: Int) {
        cancelAnimationTimer()
        guard !frames.isEmpty else {
            if imageAnimation != nil { setNeedsDisplay() }
            imageAnimation = nil
            return
        }
        let cycle = duration > 0 ? duration : Double(frames.count) / 30
        imageAnimation = ImageAnimation(frames: frames, frameDuration: cycle / Double(frames.count),
                                        framesLeft: repeatCount > 0 ? frames.count * repeatCount : nil,
                                        runLoop: runtimeInUse.runLoop)
        setNeedsDisplay()
        scheduleNextFrame()
    }

    /// Stops the animation and shows the still image again.
    public func stopAnimating() {
        guard imageAnimation != nil else { return }
        cancelAnimationTimer()
        imageAnimation = nil
        setNeedsDisplay()
    }

    /// Whether an image animation is running (until ``stopAnimating()`` or its last cycle).
    public var isAnimating: Bool { imageAnimation != nil }

    /// The frame a running animation shows now.
    var animationFrame: UIImage? {
        imageAnimation.map { $0.frames[$0.index] }
    }

    private func scheduleNextFrame() {
        guard let animation = imageAnimation else { return }
        imageAnimation?.timer = animation.runLoop.schedule(after: animation.frameDuration, keepsRunLoopBusy: false) { [weak self] in
            self?.showNextFrame()
        }
    }

    private func showNextFrame() {
        guard var animation = imageAnimation else { return }
        animation.timer = nil
        if let left = animation.framesLeft {
            // The frame just shown for its time counts; after the last cycle's last frame, stop.
            guard left > 1 else {
                imageAnimation = nil
                setNeedsDisplay()
                return
            }
            animation.framesLeft = left - 1
        }
        animation.index = (animation.index + 1) % animation.frames.count
        imageAnimation = animation
        setNeedsDisplay()
        scheduleNextFrame()
    }

    private func cancelAnimationTimer() {
        if let animation = imageAnimation, let timer = animation.timer { animation.runLoop.cancelTimer(timer) }
    }
}

/// A running flip-book animation's state.
struct ImageAnimation {
    let frames: [UIImage]
    let frameDuration: TimeInterval
    /// Frames still to be shown, the current one included; `nil` repeats forever.
    var framesLeft: Int?
    /// The run loop whose clock moves the frames on (the one in use when it started).
    let runLoop: ViewControllerKit.MainRunLoop
    var index = 0
    var timer: Int?
}
