import Foundation
import Infrastructure
import TestSupport
import Testing
@testable import RevalidatingCache

/// Issue 52's `.tmp` leak: an app killed while its caches write leaves the temporary file of
/// every write in flight (the write's clean-up never runs). Nothing else ever removes them;
/// the next cache to open over the folder does, at once, since their writer has ended.
@Suite("A killed writer's temporary files")
struct KilledWriterTests {
    /// Kills: each a process with two caches over one folder, eight writers and readers
    /// forcing refreshes, ended mid-write after 150 ms.
    static let kills = 12

    @Test func areGoneOnceACacheOpensOverTheFolder() async throws {
        let executable = try #require(ToolProcess("CacheWriterProcess").executable, "build CacheWriterProcess (swift build)")
        try await CacheFixture.run { fixture in
            var leftByKill: [Int] = []
            for _ in 0..<Self.kills {
                let run = try ToolProcess.run(executable, [fixture.folder.path, "150"], in: fixture.folder.deletingLastPathComponent())
                #expect(run.status == 0, "\(run.errorOutput)")
                leftByKill.append(try Self.temporaryFiles(in: fixture.folder).count)
                // A clock at 1970: no file is old enough for the sweep by age; only the sweep
                // by process can remove them.
                _ = RevalidatingCache<String>(directory: fixture.folder, now: { Date(timeIntervalSince1970: 0) }, fetch: { $0 })
                let remaining = try Self.temporaryFiles(in: fixture.folder)
                #expect(remaining.isEmpty, "left after a cache opened: \(remaining)")
            }
            // The stress reaches the leak: without the sweep by process, these files stayed
            // (for 60 s by the clock, which a test or a quick restart never waits).
            #expect(leftByKill.contains { $0 > 0 }, "no kill landed mid-write: \(leftByKill)")
        }
    }

    static func temporaryFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(DurableFile.temporarySuffix) }
    }
}
