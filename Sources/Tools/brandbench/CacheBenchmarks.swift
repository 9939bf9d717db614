import AppBarEngine
import Foundation
import RevalidatingCache

/// The tool-slot data cache: a memory hit, and a disk hit (a new cache instance, as after
/// an app restart, reading one entry).
struct CacheBenchmarks {
    var stopwatch: Stopwatch

    func run() async throws -> [Measurement] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brandbench-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fetch: @Sendable (String) async throws -> ToolInfo = { _ in ToolInfo(balance: 3) }
        let cache = RevalidatingCache<ToolInfo>(directory: folder, fetch: fetch)
        _ = try await cache.value(for: "ladbrokes.locker")

        let hits = 100_000
        let memory = try await stopwatch.medianAsync(operations: hits) {
            for _ in 0..<hits { _ = try await cache.value(for: "ladbrokes.locker") }
        }
        let reads = 1_000
        let disk = try await stopwatch.medianAsync(operations: reads) {
            for _ in 0..<reads {
                let restarted = RevalidatingCache<ToolInfo>(directory: folder, fetch: fetch)
                _ = try await restarted.value(for: "ladbrokes.locker")
            }
        }
        return [
            Measurement(section: "cache", name: "memory hit", seconds: memory, operationsPerRun: hits),
            Measurement(section: "cache", name: "disk hit (new instance, one entry)", seconds: disk, operationsPerRun: reads),
        ]
    }
}

extension Stopwatch {
    /// ``median(operations:warmUp:_:)`` for async work.
    func medianAsync(operations: Int = 1, _ body: () async throws -> Void) async rethrows -> Double {
        try await body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try await body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(operations))
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
