import Testing
import UIKitTesting

/// `CADisplayLink` on the frame driver (120 Hz on the clock's grid).
@Suite @MainActor struct DisplayLinkTests {
    @Test func aLink_firesOnEveryFrame_withItsTimestamps() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var stamps: [[Double]] = []
        let link = CADisplayLink { link in stamps.append([link.timestamp, link.targetTimestamp, link.duration]) }
        link.add(to: .main, forMode: .common)
        host.advance(by: 3 * frame)
        #expect(stamps.count == 3)
        for (n, stamp) in stamps.enumerated() {
            #expect(abs(stamp[0] - Double(n + 1) * frame) < 1e-9)
            #expect(abs(stamp[1] - Double(n + 2) * frame) < 1e-9)
            #expect(abs(stamp[2] - frame) < 1e-12)
        }
        link.invalidate()
        host.advance(by: 3 * frame)
        #expect(stamps.count == 3)
    }

    @Test func preferredFramesPerSecond_skipsFrames_pausedLinksDoNotFire() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.preferredFramesPerSecond = 60
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 60, maximum: 60, preferred: 60))
        link.add(to: .main, forMode: .common)
        host.advance(by: 0.1)
        #expect(fired == 6)
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        link.isPaused = true
        host.advance(by: 0.1)
        #expect(fired == 6)
        link.invalidate()
    }

    @Test func aLink_doesNotKeepTheRunLoopBusy_unlessAsked() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        var fired = 0
        let link = CADisplayLink { link in
            fired += 1
            if fired == 5 { link.keepsRunLoopBusy = false }
        }
        link.add(to: .main, forMode: .common)
        host.runUntilIdle()
        #expect(fired == 0)
        link.keepsRunLoopBusy = true
        host.runUntilIdle()
        #expect(fired == 5)
        link.invalidate()
    }

    @Test func anInvalidatedLink_isReleased_withWhatItsHandlerCaptured() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        final class Owner {}
        weak var weakOwner: Owner?
        weak var weakLink: CADisplayLink?
        do {
            let owner = Owner()
            weakOwner = owner
            let link = CADisplayLink { _ in _ = owner }
            weakLink = link
            link.add(to: .main, forMode: .common)
            host.advance(by: frame)
            link.invalidate()
        }
        #expect(weakLink == nil)
        #expect(weakOwner == nil)
    }

    /// Core Animation's `init(target:selector:)` in the closure form `vck-migrate` writes: the
    /// target's method runs on every frame with the link, and the link holds its target (as
    /// iOS documents) until it is invalidated, which releases both.
    @Test func aTargetLink_callsItsTargetEachFrame_andHoldsItUntilInvalidated() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        @MainActor final class Meter {
            var stamps: [Double] = []
            var bare = 0
            func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
            func tick() { bare += 1 }
        }
        weak var weakMeter: Meter?
        weak var weakLink: CADisplayLink?
        do {
            let meter = Meter()
            weakMeter = meter
            let link = CADisplayLink(target: meter, selector: { $0.step($1) })
            let bareLink = CADisplayLink(target: meter, selector: { $0.tick() })
            weakLink = link
            link.add(to: .main, forMode: .common)
            bareLink.add(to: .main, forMode: .common)
            host.advance(by: 2 * frame)
            #expect(meter.stamps.count == 2)
            #expect(abs(meter.stamps[1] - 2 * frame) < 1e-9)
            #expect(meter.bare == 2)
            bareLink.invalidate()
        }
        #expect(weakMeter != nil)
        weakLink?.invalidate()
        #expect(weakLink == nil)
        #expect(weakMeter == nil)
    }
}
