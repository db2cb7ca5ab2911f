import Foundation

/// A token bucket: `rate` messages a second on average, bursts of up to `burst`. One per
/// connection, checked before a message reaches the main actor, so a flood costs the app
/// nothing but the refusals (reported at most once a second).
struct RateLimiter: Sendable {
    let rate: Double
    let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant
    private var lastReport: ContinuousClock.Instant?

    init(rate: Double, burst: Double, now: ContinuousClock.Instant = .now) {
        self.rate = rate
        self.burst = burst
        tokens = burst
        last = now
    }

    /// Whether a message arriving `now` may pass (and takes its token).
    mutating func allow(now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = now - last
        last = now
        tokens = min(burst, tokens + Double(elapsed.components.seconds) * rate
                     + Double(elapsed.components.attoseconds) / 1e18 * rate)
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// Whether a refusal at `now` should be reported (the first, then one a second).
    mutating func shouldReport(now: ContinuousClock.Instant = .now) -> Bool {
        if let lastReport, now - lastReport < .seconds(1) { return false }
        lastReport = now
        return true
    }
}
