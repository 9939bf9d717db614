import RevalidatingCache
import Synchronization

/// Collects what a cache reports through its diagnostics callback.
final class DiagnosticLog: Sendable {
    private let entries = Mutex<[CacheDiagnostic]>([])

    func record(_ diagnostic: CacheDiagnostic) {
        entries.withLock { $0.append(diagnostic) }
    }

    var discardedDefects: [CacheEntryDefect] {
        entries.withLock { entries in
            entries.compactMap { if case .discardedEntry(_, let defect) = $0 { defect } else { nil } }
        }
    }

    var persistFailureCount: Int {
        entries.withLock { entries in
            entries.filter { if case .persistFailed = $0 { true } else { false } }.count
        }
    }
}
