/// How long a key whose refreshes keep failing waits before the next background refresh:
/// capped exponential back-off with jitter, so a source that is down is not called in a
/// tight loop by every read of a stale value.
///
/// After the n-th consecutive failure the next refresh waits
/// `min(maximum, initial * 2^(n-1)) * (0.5 + 0.5 * jitter())`, where `jitter()` is in
/// `[0, 1)`: between half and all of the capped delay, so many clients that failed
/// together do not retry together. Any success resets the count.
public struct RefreshBackoff: Sendable {
    public var initial: Duration
    public var maximum: Duration
    /// A random number in `[0, 1)`; injected so tests can fix it.
    public var jitter: @Sendable () -> Double

    public init(initial: Duration = .seconds(1), maximum: Duration = .seconds(300), jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.initial = initial
        self.maximum = maximum
        self.jitter = jitter
    }

    /// 1 s doubling up to 5 minutes, with system randomness.
    public static var standard: RefreshBackoff { RefreshBackoff() }

    /// The wait after `failures` consecutive failures (at least 1), in seconds.
    public func delay(afterFailures failures: Int) -> Double {
        let initialSeconds = Self.seconds(initial)
        let maximumSeconds = Self.seconds(maximum)
        // The exponent stops growing once the cap is reached: 2^(n-1) never overflows.
        let exponent = min(max(failures, 1) - 1, 62)
        let capped = min(maximumSeconds, initialSeconds * Double(sign: .plus, exponent: exponent, significand: 1))
        let random = jitter()
        let unit = random.isFinite ? min(max(random, 0), 1) : 0
        return capped * (0.5 + 0.5 * unit)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
