import Foundation

// Moving the content from code, and running a motion frame by frame.
extension UIScrollView {
    /// How long `setContentOffset(_:animated: true)` takes (chosen: UIKit documents no
    /// duration; 0.3 s is what a device shows).
    static let offsetAnimationDuration: TimeInterval = 0.3

    /// Moves the content to `contentOffset`; animated, it eases there over 0.3 s on the
    /// clock (`scrollViewDidScroll` every frame) and ends with
    /// `scrollViewDidEndScrollingAnimation`. Stops a deceleration or animation under way.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let now = ticker.now, from = self.contentOffset
        run(ScrollMotion(kind: .animation,
                         x: .eased(from: Double(from.x), to: Double(contentOffset.x), start: now, duration: Self.offsetAnimationDuration),
                         y: .eased(from: Double(from.y), to: Double(contentOffset.y), start: now, duration: Self.offsetAnimationDuration)))
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the
    /// area the adjusted insets leave; nothing when it is already visible.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset, size = bounds.size, limits = contentOffsetLimits
        var offset = contentOffset
        func axis(_ current: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ before: CGFloat, _ after: CGFloat, _ length: CGFloat) -> CGFloat {
            let visibleStart = current + before, visibleEnd = current + length - after
            if lo < visibleStart || hi - lo > visibleEnd - visibleStart { return lo - before }
            if hi > visibleEnd { return hi - length + after }
            return current
        }
        offset.x = axis(offset.x, rect.minX, rect.maxX, inset.left, inset.right, size.width)
        offset.y = axis(offset.y, rect.minY, rect.maxY, inset.top, inset.bottom, size.height)
        offset.x = min(max(offset.x, limits.min.x), limits.max.x)
        offset.y = min(max(offset.y, limits.min.y), limits.max.y)
        setContentOffset(offset, animated: animated)
    }

    /// What a status-bar tap does to the scroll view that `scrollsToTop`: asks the
    /// delegate, scrolls to the top edge animated, then `scrollViewDidScrollToTop`.
    /// Returns whether it scrolled. (No status bar is tapped here; hosts call this.)
    @discardableResult
    public func _scrollToTop() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        stopMotion()
        let now = ticker.now, from = contentOffset, top = contentOffsetLimits.min.y
        guard from.y != top else {
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        run(ScrollMotion(kind: .animation, x: .rest(Double(from.x)),
                         y: .eased(from: Double(from.y), to: Double(top), start: now, duration: Self.offsetAnimationDuration)),
            scrollsToTop: true)
        return true
    }

    /// Starts stepping `motion` every frame until it rests.
    func run(_ motion: ScrollMotion, scrollsToTop: Bool = false) {
        self.motion = motion
        ticker.start { [unowned self] time in self.stepMotion(to: time, scrollsToTop: scrollsToTop) }
    }

    private func stepMotion(to time: TimeInterval, scrollsToTop: Bool) {
        guard var motion else { return ticker.stop() }
        let offset = motion.step(to: time, rate: Double(decelerationRate.rawValue), limits: contentOffsetLimits,
                                 bounces: bounces, halfPixel: 0.5 / Double(screenScale))
        self.motion = motion
        contentOffset = offset
        guard motion.isFinished else { return }
        self.motion = nil
        ticker.stop()
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            if scrollsToTop { delegate?.scrollViewDidScrollToTop(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    /// Stops the content where it is (a finger came down, or code moved it).
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        isDecelerating = false
        ticker.stop()
    }

    /// Every offset change: the content is laid out again on the next pass (a table view
    /// tiles its rows there, as UIKit's does), and the delegate hears of it at once.
    func scrollViewDidScrollInternal() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
        notifyContainerOfScrolling()
    }
}
