import Foundation
import RevalidatingCache
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// An app over a cache folder that is killed while it writes: two cache instances over one
// folder, writers forcing background refreshes (a time to live of zero) and readers reading,
// until the process ends itself with `_exit`, mid-write, as a killed app would: no defer
// runs, no temporary file is removed. The stress test in RevalidatingCacheTests runs it and
// counts what it leaves.
//
//   CacheWriterProcess FOLDER MILLISECONDS
//
// Exits 0 after MILLISECONDS (from the first write), 2 on a usage error.

let arguments = CommandLine.arguments
guard arguments.count == 3, let milliseconds = Int(arguments[2]), milliseconds > 0, milliseconds <= 60_000 else {
    FileHandle.standardError.write(Data("usage: CacheWriterProcess FOLDER MILLISECONDS\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
// Entries of 8 KiB, written by eight workers: 70-93% of the kills land while some write is
// between creating its temporary file and renaming it (64 KiB: 27%, 512 KiB: 8%, the
// encoding taking the time then).
let payload = String(repeating: "x", count: 8 * 1024)
func cache() -> RevalidatingCache<String> {
    RevalidatingCache(directory: folder, timeToLive: .zero, codec: .json, backoff: .standard) { key in key + payload }
}
let caches = [cache(), cache()]
let keys = (0..<8).map { "key-\($0)" }

for (index, cache) in caches.enumerated() {
    for worker in 0..<4 {
        Task.detached {
            var round = 0
            while true {
                let key = keys[(round + worker + index) % keys.count]
                // A stale value starts a background refresh, which writes; a missing one is fetched and written.
                _ = try? await cache.value(for: key, placeholder: "")
                round += 1
                await Task.yield()
            }
        }
    }
}
Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
_exit(0)
