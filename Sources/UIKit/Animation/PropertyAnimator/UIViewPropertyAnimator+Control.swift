import Foundation

extension UIViewPropertyAnimator {
    /// Adds animations: while inactive they wait for the start; while active they run at
    /// once and animate over what is left of the duration.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active: if let group { run(animation, delayFactor: factor, in: group) }
        case .stopped: break
        }
    }

    /// Adds a block run when the animator ends, with where it ended. Completions run in
    /// the order they were added.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (inactive) or resumes (paused) the animations. A resumed animator runs what
    /// is left from where the views are, over the remaining share of the duration.
    public func startAnimation() {
        switch state {
        case .inactive:
            activate(paused: false)
        case .active:
            guard let group, group.pausedFraction != nil else { return }
            rebase(group, timing: timing, duration: duration * remainingShare)
        case .stopped:
            break
        }
    }

    /// Starts an inactive animator after `delay` seconds.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay >= 0 else {
            runtime.diagnostics.raise(.invalidArgumentException, "The delay should be greater than or equal to zero.")
            return
        }
        if state == .active, group?.pausedFraction != nil {
            raise("A paused animator (\(descriptionForMessages)) cannot be started with a delay!")
            return
        }
        guard state == .inactive else { return }
        self.delay = delay
        activate(paused: false)
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused
    /// at its start).
    public func pauseAnimation() {
        guard isInterruptible else {
            raise("An animator \(descriptionForMessages) that is not interruptible cannot be paused!")
            return
        }
        switch state {
        case .inactive:
            activate(paused: true)
        case .active:
            guard let group, group.pausedFraction == nil else { return }
            group.pausedFraction = group.fraction(at: runtime.clock.now)
            keepAlive = nil
            runtime.animationEngine.timelineDidChange(group)
        case .stopped:
            break
        }
    }

    /// Stops the animations where they are: the views keep the values on screen as their
    /// model values. With `withoutFinishing` the animator becomes inactive and its
    /// completions never run; otherwise it is stopped until ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else {
            raise("An animator \(descriptionForMessages) that is not interruptible cannot be stopped!")
            return
        }
        if state == .stopped {
            raise("Animator \(descriptionForMessages) is already stopped!")
            return
        }
        guard state == .active, let group else { return }
        stoppedFraction = currentFraction
        let shown = group.tracks.map { ($0.view, $0.property, $0.slot.value) }
        runtime.animationEngine.remove(group)
        self.group = nil
        keepAlive = nil
        UIView.performWithoutAnimation {
            for (view, property, value) in shown { view.setModelValue(value, of: property) }
        }
        if withoutFinishing {
            state = .inactive
            endpoints.removeAll()
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views take their values at `finalPosition`, then the
    /// completions run with it. Raises UIKit's exception unless the animator is stopped.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            raise("finishAnimationAtPosition: should only be called on a stopped animator!")
            return
        }
        finish(at: finalPosition)
    }

    /// Carries a paused animator on (or starts an inactive one) with new timing, taking
    /// `durationFactor` × the original duration for what is left — or, with 0, the share of
    /// the duration that is left, as resuming would.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard isInterruptible else {
            raise("An animator \(descriptionForMessages) that is not interruptible cannot be continued or reversed!")
            return
        }
        if let parameters {
            var ignored = duration
            timing = TimingFunction(provider: parameters, duration: &ignored)
        }
        switch state {
        case .inactive: activate(paused: false)
        case .active:
            guard let group else { return }
            rebase(group, timing: timing, duration: durationFactor > 0 ? duration * Double(durationFactor) : duration * remainingShare)
        case .stopped: break
        }
    }

    // MARK: Driving the group

    /// The share of the animation left to run in the current direction.
    var remainingShare: Double { isReversed ? currentFraction : 1 - currentFraction }

    private func activate(paused: Bool) {
        let group = AnimationGroup(timing: timing, duration: duration, startTime: runtime.clock.now + delay)
        group.scrubsLinearly = scrubsLinearly
        group.isReversed = isReversed
        if isReversed { group.anchorFraction = 1 }
        if paused { group.pausedFraction = isReversed ? 1 : 0 }
        group.pausesAtEnd = { [weak self] in
            guard let self, self.pausesOnCompletion else { return false }
            self.keepAlive = nil
            return true
        }
        group.onEnd = { [weak self, unowned group] _, atStart in self?.reachedEnd(of: group, atStart: atStart) }
        self.group = group
        fractionBase = 0
        fractionScale = 1
        state = .active
        if !paused { keepAlive = self }
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        blocks.forEach { run($0.block, delayFactor: $0.delayFactor, in: group) }
        runtime.animationEngine.add(group)
    }

    private func run(_ animation: () -> Void, delayFactor: Double, in group: AnimationGroup) {
        let capture = AnimationCapture(duration: duration, timing: timing)
        capture.absorbsNestedAnimations = absorbsNestedAnimations
        AnimationCapture.run(capture, animation)
        absorbedCompletions += capture.absorbedCompletions
        let now = group.pausedFraction ?? group.fraction(at: runtime.clock.now)
        let start = now + delayFactor * (1 - now)
        let engine = runtime.animationEngine
        for track in capture.makeTracks(engine: engine, fromCurrentState: true) {
            track.start = start
            endpoints.append((track.view, track.property, track.from, track.to))
            engine.install(track, in: group)
        }
        engine.timelineDidChange(group)
    }

    /// Moves a paused animator's group to fraction `fraction` of the whole animation.
    func setFraction(_ fraction: Double, in group: AnimationGroup) {
        group.pausedFraction = fractionScale > 0 ? min(max((fraction - fractionBase) / fractionScale, 0), 1) : 0
        runtime.animationEngine.timelineDidChange(group)
    }

    /// Turns a running group around where it is, to run back over the part already run
    /// in the same time it took; a paused one turns when it resumes.
    func reverse(_ group: AnimationGroup) {
        guard group.pausedFraction == nil else { return }
        rebase(group, timing: timing, duration: duration * remainingShare)
    }

    /// Runs what is left, from the values on screen, with `timing` over `duration`
    /// seconds: forwards from here to the end, or reversed from here to the start.
    func rebase(_ group: AnimationGroup, timing: TimingFunction, duration: TimeInterval) {
        let here = currentFraction
        for track in group.tracks {
            let trackStart = fractionBase + fractionScale * track.start
            let shown = track.slot.value
            track.keyframes.removeAll()
            if isReversed {
                track.from = track.initialFrom
                track.to = shown
                track.start = here > 0 ? min(trackStart / here, 1) : 0
            } else {
                track.from = shown
                track.to = track.initialTo
                track.start = here < 1 ? max((trackStart - here) / (1 - here), 0) : 0
            }
        }
        (fractionBase, fractionScale) = isReversed ? (0, here) : (here, 1 - here)
        group.timing = timing
        group.duration = duration
        group.pausedFraction = nil
        group.isReversed = isReversed
        group.anchorFraction = isReversed ? 1 : 0
        group.anchorTime = runtime.clock.now
        keepAlive = self
        runtime.animationEngine.timelineDidChange(group)
    }

    /// The group ran to its end (or, reversed, its start). The model values already are
    /// the end values; at the start, the properties the animator still owned go back.
    /// Properties another animation took over keep that animation's values.
    private func reachedEnd(of group: AnimationGroup, atStart: Bool) {
        if atStart {
            UIView.performWithoutAnimation {
                for track in group.tracks { track.view.setModelValue(track.initialFrom, of: track.property) }
            }
        }
        self.group = nil
        endpoints.removeAll()
        complete(at: atStart ? .start : .end)
    }

    /// Ends a stopped animator at `position`: every animated property takes its value there.
    private func finish(at position: UIViewAnimatingPosition) {
        UIView.performWithoutAnimation {
            for endpoint in endpoints {
                switch position {
                case .start: endpoint.view.setModelValue(endpoint.from, of: endpoint.property)
                case .end: endpoint.view.setModelValue(endpoint.to, of: endpoint.property)
                case .current: break
                }
            }
        }
        endpoints.removeAll()
        complete(at: position)
    }

    /// Inactive, then the completions in the order they were added.
    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        let blocks = completions
        completions.removeAll()
        // Absorbed `UIView.animate` blocks end with the animator, finished either way (a
        // reversed run also plays to its end).
        let absorbed = absorbedCompletions
        absorbedCompletions.removeAll()
        absorbed.forEach { $0(true) }
        blocks.forEach { $0(position) }
        keepAlive = nil
    }
}
