import Foundation

/// An animation added to a layer: its timing and content as they were when it was added
/// (iOS copies an animation on `add(_:forKey:)`), and the animation, for its delegate.
struct ExplicitLayerAnimation {
    let key: String
    let animation: CAAnimation
    let timing: LayerAnimationTiming
    let content: LayerAnimationContent
    let isRemovedOnCompletion: Bool
    var endTimer: Int?
    /// The `CATransaction`s open when it was added, told when it ends or is removed.
    var transactionTokens: [ViewControllerKit.AnimationTransactionToken] = []

    var begin: TimeInterval { timing.begin }
    /// All repetitions, there and back: infinite for `repeatCount = .infinity`.
    var activeDuration: TimeInterval { timing.activeDuration }

    /// The values it shows at `now`, by key path; none before its begin time (without a
    /// backward fill) or after its end (without a forward fill on a kept animation).
    @MainActor func values(at now: TimeInterval, on layer: CALayer) -> [(keyPath: String, value: Any)] {
        guard let local = timing.localTime(at: now, showsAfterEnd: !isRemovedOnCompletion) else { return [] }
        return content.values(at: local, duration: timing.duration, on: layer)
    }
}

extension CALayer {
    /// Adds `anim` under `key` (replacing the animation of that key): from now (or its
    /// `beginTime`) on the runtime's clock, ``presentation()`` and what is drawn show its
    /// values; the model values never change. See ``CAAnimation`` for timing and the delegate.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let runtime = ViewControllerKit.Runtime.current
        let now = runtime.clock.now
        let key = key ?? "vck.animation.\(UUID().uuidString)"
        if explicitAnimations.contains(where: { $0.key == key }) { removeAnimation(forKey: key) }
        if anim is CATransition {
            runtime.diagnostics.unsupported("CATransition", "the layer's new content shows at once, without the transition")
        }
        var entry = ExplicitLayerAnimation(
            key: key, animation: anim,
            timing: LayerAnimationTiming(anim, begin: anim.beginTime > 0 ? anim.beginTime : now, defaultDuration: 0.25),
            content: LayerAnimationContent(anim), isRemovedOnCompletion: anim.isRemovedOnCompletion)
        let end = entry.begin + entry.activeDuration
        if end.isFinite {
            entry.endTimer = runtime.runLoop.schedule(after: max(end - now, 0)) { [weak self] in
                self?.finishAnimation(forKey: key)
            }
        }
        entry.transactionTokens = runtime.frameDriver.animationTransactions.animationStarting()
        explicitAnimations.append(entry)
        _ = runtime.runLoop.schedule(after: max(entry.begin - now, 0), keepsRunLoopBusy: false) {
            anim.delegate?.animationDidStart(anim)
        }
        scheduleAnimationFrame()
    }

    /// The animation added under `key`, while it is on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        explicitAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        explicitAnimations.isEmpty ? nil : explicitAnimations.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`
    /// on the next run-loop turn.
    public func removeAnimation(forKey key: String) {
        guard let index = explicitAnimations.firstIndex(where: { $0.key == key }) else { return }
        let entry = explicitAnimations.remove(at: index)
        stop(entry, finished: false)
    }

    /// Removes every animation, in the order added.
    public func removeAllAnimations() {
        let entries = explicitAnimations
        explicitAnimations = []
        for entry in entries { stop(entry, finished: false) }
    }

    private func stop(_ entry: ExplicitLayerAnimation, finished: Bool) {
        let runLoop = ViewControllerKit.Runtime.current.runLoop
        if let timer = entry.endTimer { runLoop.cancelTimer(timer) }
        runLoop.setNeedsPasses()
        let animation = entry.animation
        let tokens = entry.transactionTokens
        if finished {
            animation.delegate?.animationDidStop(animation, finished: true)
            tokens.forEach { $0.end() }
        } else {
            runLoop.perform {
                animation.delegate?.animationDidStop(animation, finished: false)
                tokens.forEach { $0.end() }
            }
        }
    }

    /// At an animation's end: removed unless it should stay, and the delegate told.
    private func finishAnimation(forKey key: String) {
        guard let index = explicitAnimations.firstIndex(where: { $0.key == key }) else { return }
        var entry = explicitAnimations[index]
        entry.endTimer = nil
        let ending = entry
        // A kept animation has told its transactions already; removing it later must not again.
        entry.transactionTokens = []
        if entry.isRemovedOnCompletion { explicitAnimations.remove(at: index) } else { explicitAnimations[index] = entry }
        stop(ending, finished: true)
    }

    /// Asks for a display pass on every display frame while an animation runs, so a
    /// connected page sees it move (pictures read the values at the clock's time anyway).
    private func scheduleAnimationFrame() {
        let runLoop = ViewControllerKit.Runtime.current.runLoop
        let now = runLoop.clock.now
        guard explicitAnimations.contains(where: { $0.begin + $0.activeDuration > now }) else { return }
        _ = runLoop.schedule(after: ViewControllerKit.FrameDriver.frameInterval, keepsRunLoopBusy: false) { [weak self] in
            runLoop.setNeedsPasses()
            self?.scheduleAnimationFrame()
        }
    }

    /// The values the running animations show at `now`, by key path, later animations last.
    func explicitAnimationValues(at now: TimeInterval) -> [(keyPath: String, value: Any)] {
        explicitAnimations.flatMap { $0.values(at: now, on: self) }
    }
}

/// Values between two animation values.
enum CAInterpolation {
    static func value(from: Any, to: Any, at p: CGFloat) -> Any {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        if let a = CALayer.number(from), let b = CALayer.number(to) { return mix(a, b) }
        switch (from, to) {
        case let (a as CGPoint, b as CGPoint): return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
        case let (a as CGSize, b as CGSize): return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
        case let (a as CGRect, b as CGRect):
            return CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
        case let (a as CGColor, b as CGColor):
            return CGColor(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
        case let (a as CATransform3D, b as CATransform3D):
            return CATransform3D(rows: zip(a.rows, b.rows).map { zip($0, $1).map { mix($0, $1) } })
        case let (a as [Any], b as [Any]) where a.count == b.count:
            return zip(a, b).map { value(from: $0, to: $1, at: p) }
        default:
            return p < 1 ? from : to
        }
    }
}
