import Foundation

/// Arbitrates the gesture recognizers taking part in the current touch sequences:
/// who may begin, who must wait or fail, whose view touches are cancelled, when
/// actions run and when recognizers reset. UIKit's gesture environment, in small.
///
/// Rules, from UIKit's "Coordinating multiple gesture recognizers":
/// - A recognizer leaving `possible` for `began`/`recognized` waits while any
///   recognizer it requires to fail is still `possible`; it fails if one of those
///   recognizes, and proceeds when they have all failed.
/// - It then fails if its delegate's `gestureRecognizerShouldBegin` or a view's
///   `gestureRecognizerShouldBegin(_:)` (its own view and the views its touches hit)
///   says no, or if another recognizer is already recognizing and neither delegate
///   allows simultaneous recognition.
/// - Once it recognizes, every other `possible` recognizer it may prevent fails, and
///   with `cancelsTouchesInView` its touches' views get `touchesCancelled` (before its
///   actions run).
/// - Actions run after the touch method that changed the state returns; recognizers
///   in a final state are reset at the end of the event.
/// - A touch that lifts while one of its recognizers with `delaysTouchesEnded` is
///   still possible (a double tap between taps) reaches its view's `touchesEnded` only
///   once they have all failed; if one recognizes, the view gets `touchesCancelled`.
@MainActor
final class GestureArena {
    /// Recognizers that received touches and have not been reset, in joining order.
    private(set) var active: [UIGestureRecognizer] = []
    private var queuedActions: [UIGestureRecognizer] = []
    /// Touches whose end the view has not been told yet: a recognizer with
    /// `delaysTouchesEnded` was still deciding when they lifted.
    private(set) var heldEnds: [UITouch] = []
    /// True while a window delivers an event; outside (a timer failing a tap), changes
    /// are settled at once.
    var isDelivering = false

    /// Adds `recognizer` to the sequence and gives it `touch`.
    func join(_ recognizer: UIGestureRecognizer, touch: UITouch) {
        recognizer.arena = self
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        recognizer.trackedTouches.append(touch)
        touch.recognizers.append(recognizer)
    }

    // MARK: Transitions

    /// The `state` setter: checks the machine, arbitrates, applies.
    static func requestTransition(of recognizer: UIGestureRecognizer, to next: UIGestureRecognizer.State) {
        guard recognizer.storedState.allows(next) else { return }
        guard let arena = recognizer.arena, arena.active.contains(where: { $0 === recognizer }) else {
            // Not in a touch sequence (a subclass or test driving it by hand): no one to
            // arbitrate with; run the actions and, once final, reset at once.
            recognizer.storedState = next
            if next.sendsActions { recognizer.actions.forEach { $0.run(recognizer) } }
            if next.isFinal {
                recognizer.storedState = .possible
                recognizer.reset()
            }
            return
        }
        arena.transition(recognizer, to: next)
        if !arena.isDelivering { arena.settle() }
    }

    private func transition(_ recognizer: UIGestureRecognizer, to next: UIGestureRecognizer.State) {
        let starting = recognizer.storedState == .possible && (next == .began || next == .ended)
        guard starting else { return apply(next, to: recognizer) }
        let requirements = failureRequirements(of: recognizer)
        // A required recognizer that recognized makes this one fail; one still deciding makes it wait.
        if requirements.contains(where: { $0.storedState.isInProgress || $0.storedState == .ended }) {
            return apply(.failed, to: recognizer)
        }
        if requirements.contains(where: { $0.storedState == .possible }) {
            recognizer.pendingState = next
            return
        }
        guard mayBegin(recognizer) else { return apply(.failed, to: recognizer) }
        apply(next, to: recognizer)
    }

    private func apply(_ next: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        let previous = recognizer.storedState
        recognizer.storedState = next
        recognizer.pendingState = nil
        recognizer.noteLocation()
        if previous == .possible, next == .began || next == .ended {
            didRecognize(recognizer)
        }
        if next.sendsActions { queuedActions.append(recognizer) }
        if next == .failed { releaseDependents(of: recognizer) }
    }

    /// Delegate and views agree, and nobody already recognizing blocks it.
    private func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        var views: [UIView] = recognizer.view.map { [$0] } ?? []
        for touch in recognizer.trackedTouches {
            if let hit = touch.view, !views.contains(where: { $0 === hit }) { views.append(hit) }
        }
        if views.contains(where: { !$0.gestureRecognizerShouldBegin(recognizer) }) { return false }
        return !active.contains { other in
            other !== recognizer && (other.storedState.isInProgress || other.storedState == .ended)
                && other.trackedTouches.contains { recognizer.trackedTouches.contains($0) }
                && prevents(other, recognizer)
        }
    }

    /// `preventing` recognizing makes `prevented` fail unless they may run together.
    private func prevents(_ preventing: UIGestureRecognizer, _ prevented: UIGestureRecognizer) -> Bool {
        !Self.simultaneous(preventing, prevented)
            && preventing.canPrevent(prevented) && prevented.canBePrevented(by: preventing)
    }

    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// The active recognizers `recognizer` must wait for.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        active.filter { other in
            other !== recognizer && (
                recognizer.failureRequirements.contains { $0.recognizer === other }
                    || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                    || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true)
        }
    }

    /// After `recognizer` began or was recognized: cancel its view touches, fail the
    /// recognizers it prevents and those waiting for it to fail.
    private func didRecognize(_ recognizer: UIGestureRecognizer) {
        if recognizer.cancelsTouchesInView {
            let held = heldEnds.filter { touch in touch.recognizers.contains { $0 === recognizer } }
            cancelViewTouches(recognizer.trackedTouches + held)
        }
        for other in active where other !== recognizer && other.storedState == .possible {
            let waits = failureRequirements(of: other).contains { $0 === recognizer }
            let shares = other.trackedTouches.contains { recognizer.trackedTouches.contains($0) }
            if waits || (shares && prevents(recognizer, other)) { apply(.failed, to: other) }
        }
    }

    /// Recognizers waiting on `failed` try their pending transition again.
    private func releaseDependents(of failed: UIGestureRecognizer) {
        for waiting in active where waiting.pendingState != nil {
            guard failureRequirements(of: waiting).contains(where: { $0 === failed }),
                  let pending = waiting.pendingState else { continue }
            waiting.pendingState = nil
            transition(waiting, to: pending)
        }
    }

    /// Sends `touchesCancelled` to the views of `touches` that are still delivering,
    /// grouped by view, and stops their view delivery.
    func cancelViewTouches(_ touches: [UITouch]) {
        var groups: [(UIView, [UITouch])] = []
        for touch in touches where touch.viewDelivery != .stopped {
            let wasDelivering = touch.viewDelivery == .delivering
            touch.viewDelivery = .stopped
            guard wasDelivering, let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                groups[index].1.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        guard let event = touches.first.flatMap({ $0.window?.runtime.application.touchTracker.event }) else { return }
        for (view, group) in groups { view.touchesCancelled(Set(group), with: event) }
    }

    // MARK: Actions and reset

    /// Runs the queued actions, in the order the state changes happened.
    func flushActions() {
        while !queuedActions.isEmpty {
            let recognizer = queuedActions.removeFirst()
            recognizer.actions.forEach { $0.run(recognizer) }
        }
    }

    /// End of an event (or of a change outside one): actions, then reset of every
    /// recognizer in a final state, which then sees no more of its touches.
    func settle() {
        flushActions()
        // A `delaysTouchesBegan` recognizer that fails outside an event (a timer) releases
        // its touches' begans now, not at their next move.
        let heldBegans = isDelivering ? [] : active.flatMap(\.trackedTouches)
        for recognizer in active where recognizer.storedState.isFinal {
            for touch in recognizer.trackedTouches + heldEnds { touch.recognizers.removeAll { $0 === recognizer } }
            recognizer.trackedTouches.removeAll()
            recognizer.storedState = .possible
            recognizer.pendingState = nil
            recognizer.reset()
        }
        active.removeAll {
            $0.storedState == .possible && $0.trackedTouches.isEmpty && $0.pendingState == nil && !$0.isAwaitingTouches
        }
        releaseHeldBegans(heldBegans)
        releaseHeldEnds()
        flushActions()
    }

    /// Sends the late `touchesBegan` of touches no recognizer holds back any more.
    private func releaseHeldBegans(_ touches: [UITouch]) {
        var groups: [(UIView, [UITouch])] = []
        for touch in touches where touch.viewDelivery == .notStarted && touch.phase != .ended && touch.phase != .cancelled
            && !touch.recognizers.contains(where: { $0.delaysTouchesBegan && $0.storedState == .possible }) {
            guard let view = touch.view else { continue }
            touch.viewDelivery = .delivering
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                if !groups[index].1.contains(where: { $0 === touch }) { groups[index].1.append(touch) }
            } else {
                groups.append((view, [touch]))
            }
        }
        guard let event = touches.first?.window?.runtime.application.touchTracker.event else { return }
        for (view, group) in groups { view.touchesBegan(Set(group), with: event) }
    }

    // MARK: Delayed touch ends (`delaysTouchesEnded`)

    /// Whether a recognizer of `touch` that delays touch ends is still deciding.
    static func isEndHeldBack(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible }
    }

    /// Keeps `touch`'s end from its view until its recognizers have decided.
    func holdEnd(_ touch: UITouch) {
        heldEnds.append(touch)
    }

    /// Sends `touchesEnded` for held touches whose recognizers all failed; touches a
    /// recognizer took were cancelled in the view already and are dropped.
    private func releaseHeldEnds() {
        heldEnds.removeAll { $0.viewDelivery == .stopped }
        let ready = heldEnds.filter { !Self.isEndHeldBack($0) }
        guard !ready.isEmpty else { return }
        heldEnds.removeAll { !Self.isEndHeldBack($0) }
        var groups: [(UIView, [UITouch])] = []
        for touch in ready {
            touch.viewDelivery = .stopped
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                groups[index].1.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        guard let event = ready.first?.window?.runtime.application.touchTracker.event else { return }
        for (view, group) in groups { view.touchesEnded(Set(group), with: event) }
    }

    /// Forgets touches that ended or were cancelled.
    func removeFinishedTouches() {
        for recognizer in active {
            recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
    }
}
