import Foundation

extension UIWindow {
    /// The default `sendEvent(_:)`: delivers this window's touches of `event`.
    ///
    /// In UIKit's order:
    /// 1. a touch that just began is hit-tested (`hitTest(_:with:)`) to find its view,
    ///    and collects the enabled gesture recognizers of that view and its ancestors
    ///    whose delegates accept it (`gestureRecognizer(_:shouldReceive:)`);
    /// 2. the recognizers get the touches first, phase by phase, and their state
    ///    changes are arbitrated (see ``GestureArena``);
    /// 3. the views get `touchesBegan/Moved/Ended/Cancelled` for touches no recognizer
    ///    cancelled or holds back (`delaysTouchesBegan`, `delaysTouchesEnded`); the
    ///    default implementations pass them up the responder chain;
    /// 4. recognizers that ended, were cancelled or failed are reset.
    func deliverTouches(of event: UIEvent) {
        let touches = event.touches.filter { $0.window === self }
        guard !touches.isEmpty else { return }
        let arena = runtime.application.touchTracker.arena
        for touch in touches where touch.phase == .began && touch.view == nil && touch.recognizers.isEmpty {
            prepare(touch, in: event, arena: arena)
        }
        arena.isDelivering = true
        deliverToRecognizers(touches, event: event, arena: arena)
        deliverToViews(touches, event: event, arena: arena)
        arena.isDelivering = false
        arena.removeFinishedTouches()
        arena.settle()
    }

    /// Hit-tests a new touch and gives it to the recognizers along its view's ancestry.
    private func prepare(_ touch: UITouch, in event: UIEvent, arena: GestureArena) {
        guard let view = hitTest(touch.windowLocation, with: event) else {
            touch.viewDelivery = .stopped
            return
        }
        touch.view = view
        if isBlockedByExclusiveTouch(touch, at: view, in: event) {
            touch.viewDelivery = .stopped
            return
        }
        if !view.isMultipleTouchEnabled,
           event.touches.contains(where: { $0 !== touch && $0.view === view && $0.viewDelivery == .delivering }) {
            // UIKit: a view without multiple touch sees only the first finger.
            touch.viewDelivery = .stopped
        }
        var current: UIView? = view
        while let v = current {
            for recognizer in v.gestureRecognizers ?? [] where recognizer.isEnabled && !recognizer.storedState.isFinal {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                arena.join(recognizer, touch: touch)
            }
            current = v.superview
        }
    }

    /// `isExclusiveTouch`: while a view in an exclusive-touch subtree is being touched, no
    /// other view of the window gets a new touch; and an exclusive-touch view gets no new
    /// touch while another view is being touched. Blocked touches reach neither views nor
    /// gesture recognizers.
    private func isBlockedByExclusiveTouch(_ touch: UITouch, at view: UIView, in event: UIEvent) -> Bool {
        let others = event.touches.filter {
            $0 !== touch && $0.window === self && $0.viewDelivery == .delivering && $0.view != nil
                && $0.phase != .ended && $0.phase != .cancelled
        }
        guard !others.isEmpty else { return false }
        let otherViews = others.compactMap(\.view).filter { $0 !== view }
        if view.isInExclusiveTouchSubtree, !otherViews.isEmpty { return true }
        return otherViews.contains { $0.isInExclusiveTouchSubtree }
    }

    private static let deliveredPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent, arena: GestureArena) {
        for phase in Self.deliveredPhases {
            let group = touches.filter { $0.phase == phase }
            var recognizers: [UIGestureRecognizer] = []
            for touch in group {
                for r in touch.recognizers where !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
            }
            for recognizer in recognizers where !recognizer.storedState.isFinal {
                let mine = Set(group.filter { touch in touch.recognizers.contains { $0 === recognizer } })
                guard !mine.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(mine, with: event)
                case .moved: recognizer.touchesMoved(mine, with: event)
                case .ended: recognizer.touchesEnded(mine, with: event)
                default: recognizer.touchesCancelled(mine, with: event)
                }
                recognizer.noteLocation()
                arena.flushActions()
            }
        }
    }

    private func deliverToViews(_ touches: [UITouch], event: UIEvent, arena: GestureArena) {
        for phase in Self.deliveredPhases {
            var groups: [(UIView, [UITouch])] = []
            for touch in touches where touch.viewDelivery != .stopped {
                guard let view = touch.view, !isHeldBack(touch) else { continue }
                let beginsNow = touch.viewDelivery == .notStarted
                // A touch released by a failed `delaysTouchesBegan` recognizer gets its late began first.
                guard beginsNow ? phase == .began : touch.phase == phase else { continue }
                if let index = groups.firstIndex(where: { $0.0 === view }) {
                    groups[index].1.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, group) in groups {
                for touch in group where touch.viewDelivery == .notStarted { touch.viewDelivery = .delivering }
                var live = Set(group.filter { $0.viewDelivery == .delivering })
                if phase == .ended {
                    // `delaysTouchesEnded`: the end waits for the deciding recognizers (GestureArena).
                    for touch in live where GestureArena.isEndHeldBack(touch) {
                        arena.holdEnd(touch)
                        live.remove(touch)
                    }
                }
                guard !live.isEmpty else { continue }
                switch phase {
                case .began: view.touchesBegan(live, with: event)
                case .moved: view.touchesMoved(live, with: event)
                case .ended: view.touchesEnded(live, with: event)
                default: view.touchesCancelled(live, with: event)
                }
            }
        }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            if !arena.heldEnds.contains(touch) { touch.viewDelivery = .stopped }
        }
    }

    /// Whether a recognizer with `delaysTouchesBegan` is still deciding about `touch`.
    private func isHeldBack(_ touch: UITouch) -> Bool {
        touch.viewDelivery == .notStarted
            && touch.recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
    }
}

extension UIView {
    /// Whether this view or an ancestor has `isExclusiveTouch` set.
    var isInExclusiveTouchSubtree: Bool {
        var view: UIView? = self
        while let v = view {
            if v.isExclusiveTouch { return true }
            view = v.superview
        }
        return false
    }
}
