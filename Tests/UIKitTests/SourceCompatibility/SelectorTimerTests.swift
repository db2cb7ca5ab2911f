import Foundation
import Testing
import UIKitTesting

/// `Timer(timeInterval:target:selector:userInfo:repeats:)` with a closure of the target (what
/// `vck-migrate` writes for a selector): it calls the target's method when it fires, holds
/// the target weakly, and reports the `userInfo` it cannot keep.
@Suite @MainActor struct SelectorTimerTests {
    final class Ticker {
        var ticks: [Bool] = []
        func tick(_ timer: Timer) { ticks.append(timer.isValid) }
    }

    @Test func firingCallsTheTargetsMethodWithTheTimer() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let ticker = Ticker()
        let timer = Timer(timeInterval: 1, target: ticker, selector: { $0.tick($1) }, userInfo: nil, repeats: true)
        timer.fire()
        #expect(ticker.ticks == [true])
        #expect(host.diagnostics.isEmpty)
        timer.invalidate()
    }

    @Test func theTargetIsHeldWeakly_andAUserInfoIsReported() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        weak var weakTicker: Ticker?
        var ticker: Ticker? = Ticker()
        weakTicker = ticker
        let timer = Timer(timeInterval: 1, target: ticker!, selector: { $0.tick($1) }, userInfo: "kept?", repeats: false)
        ticker = nil
        #expect(weakTicker == nil)
        timer.fire()
        #expect(timer.userInfo == nil)
        #expect(host.diagnostics.map(\.message) == [
            "Timer(timeInterval:target:selector:userInfo:repeats:) keeps no userInfo here; schedule it with scheduledTimer(timeInterval:target:selector:userInfo:repeats:)",
        ])
    }
}
