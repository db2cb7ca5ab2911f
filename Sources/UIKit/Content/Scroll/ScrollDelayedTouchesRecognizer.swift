import Foundation

/// Holds a touch back from a scroll view's content while a pan may still begin
/// (`delaysContentTouches`, UIKit's private delayed-touches recognizer).
///
/// It never recognizes. It fails ``delay`` seconds after the touch began, or when the
/// touch lifts or is cancelled; failing releases the touch to the content (its
/// `touchesBegan` arrives late). A pan that begins first makes it fail too, and then
/// cancels the touch, so the content never sees it.
@MainActor
final class ScrollDelayedTouchesRecognizer: UIGestureRecognizer {
    /// UIKit's delay before content gets a touch: 150 ms (documented for `delaysContentTouches`
    /// only as "a short delay"; 150 ms is the measured value).
    static let delay: TimeInterval = 0.15

    private var timer: Int?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    private var runLoop: ViewControllerKit.MainRunLoop? { view?.runtimeInUse.runLoop }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Some content takes its touches at once (a table's section index).
        if let scrollView = view as? UIScrollView, touches.allSatisfy({ scrollView.deliversTouchWithoutDelay($0) }) {
            if state == .possible, timer == nil { state = .failed }
            return
        }
        guard timer == nil else { return }
        timer = runLoop?.schedule(after: Self.delay) { [weak self] in
            guard let self else { return }
            self.timer = nil
            if self.state == .possible { self.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty, state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        if let timer { runLoop?.cancelTimer(timer) }
        timer = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Follows every finger on a scroll view from down to up, without ever recognizing or
/// holding anything back: a finger coming down stops a deceleration and sets
/// `isTracking`; the last finger lifting clears it.
@MainActor
final class ScrollTrackingRecognizer: UIGestureRecognizer {
    override init() {
        super.init()
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView = view as? UIScrollView else { return }
        scrollView.stopMotion()
        scrollView.isTracking = true
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty { finish() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finish()
    }

    private func finish() {
        (view as? UIScrollView)?.isTracking = false
        if state == .possible { state = .failed }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
