import Foundation
import Testing

/// How much slower than an idle two-core machine this one runs now: the factor the tests' time
/// limits and wall-clock deadlines are scaled by, so that a suite given a minute on an idle
/// machine is given eight under a load of 15 (issue 52: the one-minute suites and the
/// 2,800-brand restart timed out in full runs at loads of 15 to 28).
///
/// Measured once per test process: a fixed piece of integer work (``workload()``, about 8.4 ms in
/// a debug build on the idle two-core machine the limits were set on, ``idleMilliseconds``) is
/// timed five times and the median compared with its idle time. A busy machine shares its cores
/// and a slower one takes longer: either way the work takes longer, and the limits grow with it.
/// Never below 1, so an idle or faster machine keeps the limits as written.
public enum MachineSpeed {
    /// ``workload()``'s median time on the idle two-core machine (debug build), in milliseconds.
    /// Measure again with `MachineSpeedTests` (it prints the median) when the reference machine changes.
    public static let idleMilliseconds = 8.4

    /// The factor, at least 1.
    public static let slowdown: Double = max(1, medianMilliseconds() / idleMilliseconds)

    /// `minutes` scaled by ``slowdown``, rounded up: for `.timeLimit(MachineSpeed.minutes(1))`.
    public static func minutes(_ minutes: Int) -> TimeLimitTrait.Duration {
        .minutes(Int((Double(minutes) * slowdown).rounded(.up)))
    }

    /// `duration` scaled by ``slowdown``: for a wall-clock deadline the code under test keeps.
    public static func scaled(_ duration: Duration) -> Duration {
        duration * slowdown
    }

    /// The median of five timings of ``workload()``, in milliseconds.
    public static func medianMilliseconds() -> Double {
        let clock = ContinuousClock()
        var timings: [Double] = []
        var sink: UInt64 = 0
        for _ in 0..<5 {
            let start = clock.now
            sink ^= workload()
            let elapsed = clock.now - start
            timings.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        // Keeps the work from being optimised away.
        if sink == 1 { timings.append(0) }
        return timings.sorted()[timings.count / 2]
    }

    /// Integer mixing with no allocation: the same instructions on every run.
    public static func workload() -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var accumulator: UInt64 = 0
        for index in 0..<3_000_000 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            accumulator = accumulator &+ (state &* UInt64(truncatingIfNeeded: index))
        }
        return accumulator
    }
}
