import Foundation

// Panning: the pan recognizer's actions move the content (rubber-banded past the edges),
// and its end hands the content to a ScrollMotion (UIScrollView's state diagram).
extension UIScrollView {
    func installScrollRecognizers() {
        clipsToBounds = true
        panGestureRecognizer.addAction { [unowned self] _ in self.handlePan() }
        addGestureRecognizer(trackingRecognizer)
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// A pan begins only along an axis that scrolls, and only if it may take the touches
    /// the content already has (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    func panShouldBegin() -> Bool {
        let t = panGestureRecognizer.translation(in: self)
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        if !horizontal && !vertical { return false }
        if !horizontal && abs(t.x) > abs(t.y) { return false }
        if !vertical && abs(t.y) > abs(t.x) { return false }
        for touch in panGestureRecognizer.trackedTouches
        where touch.viewDelivery == .delivering && touch.view !== self {
            guard canCancelContentTouches, let view = touch.view, touchesShouldCancel(in: view) else { return false }
        }
        return true
    }

    private func handlePan() {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began: beginDragging()
        // While two fingers zoom, their centroid moves the content (the pinch's anchor).
        case .changed: if !isZooming { drag(to: pan.translation(in: self)) }
        case .ended: endDragging(velocity: pan.velocity(in: self))
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
    }

    private func beginDragging() {
        let start = panGestureRecognizer.translation(in: self)
        let downwards = start.y > 0
        dragStart.lock = isDirectionalLockEnabled && scrollsHorizontally && scrollsVertically ? DragAxisLock(start) : .none
        stopMotion()
        // The content follows the finger from here; the recognizer's hysteresis is not a jump.
        panGestureRecognizer.setTranslation(.zero, in: self)
        isTracking = true
        isDragging = true
        dismissKeyboardForDrag(downwards: downwards)
        // A drag that starts already pulled past an edge continues from the pull it shows.
        let limits = contentOffsetLimits, offset = contentOffset
        func unbanded(_ p: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if p < lo { return lo + ScrollPhysics.rubberBandInverse(p - lo, dimension: d) }
            if p > hi { return hi + ScrollPhysics.rubberBandInverse(p - hi, dimension: d) }
            return p
        }
        dragStart.offset = CGPoint(x: unbanded(offset.x, limits.min.x, limits.max.x, bounds.width),
                                   y: unbanded(offset.y, limits.min.y, limits.max.y, bounds.height))
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func drag(to translation: CGPoint) {
        let limits = contentOffsetLimits
        var offset = contentOffset
        if scrollsHorizontally, dragStart.lock != .vertical {
            offset.x = banded(dragStart.offset.x - translation.x, limits.min.x, limits.max.x, bounds.width)
        }
        if scrollsVertically, dragStart.lock != .horizontal {
            offset.y = banded(dragStart.offset.y - translation.y, limits.min.y, limits.max.y, bounds.height)
        }
        contentOffset = offset
        refreshControl?.scrollViewWasPulled(by: limits.min.y - offset.y)
    }

    /// The offset shown for a finger position `raw`: past an edge, the rubber band's share
    /// (or the edge itself when `bounces` is off).
    private func banded(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if raw < lo { return bounces ? lo + ScrollPhysics.rubberBand(raw - lo, dimension: dimension) : lo }
        if raw > hi { return bounces ? hi + ScrollPhysics.rubberBand(raw - hi, dimension: dimension) : hi }
        return raw
    }

    private func endDragging(velocity fingerVelocity: CGPoint) {
        let limits = contentOffsetLimits, offset = contentOffset
        // The content moves against the finger.
        let v = CGPoint(x: scrollsHorizontally && dragStart.lock != .vertical ? -fingerVelocity.x : 0,
                        y: scrollsVertically && dragStart.lock != .horizontal ? -fingerVelocity.y : 0)
        let rate = Double(decelerationRate.rawValue)
        let natural: CGPoint
        if isPagingEnabled {
            natural = pageTarget(offset: offset, velocity: v, limits: limits)
        } else {
            func rest(_ p: CGFloat, _ vel: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
                if p < lo || p > hi { return min(max(p, lo), hi) }
                return min(max(p + CGFloat(ScrollPhysics.projection(velocity: Double(vel), rate: rate)), lo), hi)
            }
            natural = CGPoint(x: rest(offset.x, v.x, limits.min.x, limits.max.x),
                              y: rest(offset.y, v.y, limits.min.y, limits.max.y))
        }
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000),
                                            targetContentOffset: &target)
        isDragging = false
        let now = ticker.now
        let halfPixel = 0.5 / Double(screenScale)
        func axis(_ p: CGFloat, _ vel: CGFloat, _ goal: CGFloat, _ naturalGoal: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> ScrollMotion.Axis {
            let p = Double(p), vel = Double(vel), goal = Double(goal)
            if abs(goal - p) < halfPixel, abs(vel) < 1 || goal == Double(naturalGoal), p >= Double(lo), p <= Double(hi) {
                return .rest(p)
            }
            if isPagingEnabled || p < Double(lo) || p > Double(hi) {
                return .spring(target: goal, displacement: p - goal, velocity: vel, start: now)
            }
            if goal != Double(naturalGoal) {
                // The delegate moved the target: a deceleration that comes to rest there.
                return .decelerate(from: p, velocity: ScrollPhysics.velocity(toTravel: goal - p, rate: rate), start: now)
            }
            return .decelerate(from: p, velocity: vel, start: now)
        }
        var motion = ScrollMotion(kind: .deceleration,
                                  x: axis(offset.x, v.x, target.x, natural.x, limits.min.x, limits.max.x),
                                  y: axis(offset.y, v.y, target.y, natural.y, limits.min.y, limits.max.y))
        let willDecelerate = !motion.isFinished
        if !willDecelerate { motion = ScrollMotion(kind: .deceleration, x: .rest(0), y: .rest(0)) }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        run(motion)
    }

    /// The page a paging drag settles on: the nearest, or the next one in the flick's direction.
    private func pageTarget(offset: CGPoint, velocity: CGPoint, limits: (min: CGPoint, max: CGPoint)) -> CGPoint {
        func page(_ p: CGFloat, _ v: CGFloat, _ size: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
            guard size > 0 else { return p }
            let position = (p - lo) / size
            let index: CGFloat
            if v > 0 { index = position.rounded(.up) } else if v < 0 { index = position.rounded(.down) } else { index = position.rounded() }
            return min(max(lo + index * size, lo), hi)
        }
        return CGPoint(x: page(offset.x, velocity.x, bounds.width, limits.min.x, limits.max.x),
                       y: page(offset.y, velocity.y, bounds.height, limits.min.y, limits.max.y))
    }
}

extension UIScrollView {
    /// `keyboardDismissMode`: `.onDrag` (and `.onDragWithAccessory`) ends editing in the
    /// window when a drag begins; `.interactive` (and `.interactiveWithAccessory`) when a drag
    /// begins downwards (iOS lets the keyboard follow the finger and dismisses it once dragged
    /// off; here it goes at once).
    func dismissKeyboardForDrag(downwards: Bool) {
        switch keyboardDismissMode {
        case .none: return
        case .onDrag, .onDragWithAccessory: break
        case .interactive, .interactiveWithAccessory: guard downwards else { return }
        }
        _ = window?.endEditing(true)
    }
}

/// The axis a drag keeps to under `isDirectionalLockEnabled`: decided by the pan's first
/// translation; `none` for a diagonal start (neither component twice the other; the ratio
/// is chosen, UIKit does not publish it).
enum DragAxisLock {
    case none, horizontal, vertical

    init(_ translation: CGPoint) {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dx == 0, dy == 0 { self = .none } else if dy >= 2 * dx { self = .vertical } else if dx >= 2 * dy { self = .horizontal } else { self = .none }
    }
}
