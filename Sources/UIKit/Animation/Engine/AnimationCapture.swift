import Foundation

/// The changes made to animatable properties while an animation block runs: for each
/// view and property, in first-change order, the model value before the block.
///
/// Blocks nest (an animation inside an animation, `performWithoutAnimation` inside
/// either): the innermost open block receives the changes. The stack lives only while the
/// blocks run — synchronously, on the main actor — so it is empty between turns.
@MainActor
final class AnimationCapture {
    /// The block's duration and curve, which a nested `UIView.animate` inherits.
    let duration: TimeInterval
    let timing: TimingFunction
    /// Set for a scrubbed transition's animator block: `UIView.animate` calls inside add
    /// their changes to this capture instead of starting animations of their own, and their
    /// completions wait for this capture's animation to end (``absorbedCompletions``).
    var absorbsNestedAnimations = false
    /// The completions of the animation blocks this capture absorbed, in call order.
    var absorbedCompletions: [(Bool) -> Void] = []
    private(set) var order: [TrackKey] = []
    private(set) var changes: [TrackKey: (view: UIView, property: AnimatableProperty, old: AnimatableValue)] = [:]

    init(duration: TimeInterval, timing: TimingFunction) {
        self.duration = duration
        self.timing = timing
    }

    /// Open blocks, innermost last; nil stands for a block run without animation.
    private static var stack: [AnimationCapture?] = []

    /// The innermost open block, unless it runs without animation.
    static var current: AnimationCapture? { stack.last ?? nil }

    /// Whether the innermost open block runs without animation (`performWithoutAnimation`):
    /// animation blocks opened inside it apply their changes at once.
    static var isSuppressed: Bool { stack.last.map { $0 == nil } ?? false }

    /// Runs `body` with `capture` (nil: no animation) receiving the changes it makes.
    static func run(_ capture: AnimationCapture?, _ body: () -> Void) {
        stack.append(capture)
        install()
        defer {
            stack.removeLast()
            install()
        }
        body()
    }

    private static func install() {
        if let capture = current {
            AnimatablePropertyChanges.recorder = { view, property, old in capture.record(view, property, old) }
        } else {
            AnimatablePropertyChanges.recorder = nil
        }
    }

    private func record(_ view: UIView, _ property: AnimatableProperty, _ old: AnimatableValue) {
        let key = TrackKey(view, property)
        guard changes[key] == nil else { return }
        changes[key] = (view, property, old)
        order.append(key)
    }

    /// The views whose properties changed, each once, in first-change order.
    var changedViews: [UIView] {
        var seen = Set<ObjectIdentifier>()
        return order.compactMap { key in seen.insert(key.view).inserted ? changes[key]?.view : nil }
    }

    /// Each captured change with its value before the block and its model value now.
    func changedValues() -> [(view: UIView, property: AnimatableProperty, old: AnimatableValue, new: AnimatableValue)] {
        order.compactMap { key in
            guard let change = changes[key] else { return nil }
            return (change.view, change.property, change.old, change.view.modelValue(of: change.property))
        }
    }

    /// Tracks for the captured changes that moved a value: from the value before the
    /// block (or, with `fromCurrentState`, from the value on screen when the property is
    /// already animating) to the model value now.
    func makeTracks(engine: AnimationEngine, fromCurrentState: Bool) -> [AnimationTrack] {
        order.compactMap { key in
            guard let change = changes[key] else { return nil }
            let to = change.view.modelValue(of: change.property)
            var from = change.old
            if fromCurrentState, let running = engine.track(for: change.view, change.property) {
                from = running.slot.value
            }
            guard from != to else { return nil }
            return AnimationTrack(view: change.view, property: change.property, from: from, to: to)
        }
    }
}
