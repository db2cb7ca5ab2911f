/// The timing every benchmark here shares: one clock, one unit, one median.

/// How long `body` takes to run once, in nanoseconds, on the monotonic clock.
public func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    try ContinuousClock().measure(body).nanoseconds
}

extension Duration {
    /// The duration in nanoseconds.
    public var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

/// The middle of `values` (of an even count, the upper of the two middles).
public func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
