import Foundation

/// One figure brandbench prints: the median of repeated runs.
struct Measurement: Sendable {
    var section: String
    var name: String
    /// Median seconds per operation.
    var seconds: Double
    /// Operations timed in each run.
    var operationsPerRun: Int
    /// Peak resident memory in bytes, for whole-process figures.
    var peakMemory: Int?
    /// Free text: ratios, targets.
    var note: String?

    var formattedTime: String {
        switch seconds {
        case ..<1e-6: String(format: "%.0f ns", seconds * 1e9)
        case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
        case ..<1: String(format: "%.2f ms", seconds * 1e3)
        default: String(format: "%.2f s", seconds)
        }
    }
}

/// Times closures: runs each several times and keeps the median, so one slow run (the
/// other core busy, a page fault) does not decide the figure.
struct Stopwatch {
    var runs: Int

    /// Seconds per operation: `body` performs `operations` operations per call.
    func median(operations: Int = 1, warmUp: Bool = true, _ body: () throws -> Void) rethrows -> Double {
        if warmUp { try body() }
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(operations))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Times `bodies` in turn, run after run, so a slow spell of the machine hits them
    /// alike, and compares each with the first *within* a run. Returns the median seconds
    /// of each and the median of each one's ratio to the first (1 for the first itself).
    func interleaved(_ bodies: [() throws -> Void]) throws -> [(seconds: Double, ratio: Double)] {
        for body in bodies { try body() }
        var samples = Array(repeating: [Double](), count: bodies.count)
        var ratios = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<runs {
            var times: [Double] = []
            for body in bodies {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            for index in bodies.indices {
                samples[index].append(times[index])
                ratios[index].append(times[index] / times[0])
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return bodies.indices.map { (median(samples[$0]), median(ratios[$0])) }
    }
}
