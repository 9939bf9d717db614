import Foundation

/// A stale-while-revalidate cache in front of an async data source, kept in memory and on disk.
///
/// `value(for:placeholder:)` answers from the first tier that has something:
/// - **fresh** (stored less than `timeToLive` ago): the stored value, no fetch;
/// - **stale**: the stored value at once, plus one background refresh;
/// - **placeholder** (nothing stored, caller passed one): the placeholder at once, plus a fetch;
/// - **fetched** (nothing at all): waits for the fetch and throws its error.
///
/// Every fetch outcome is published to `updates(for:)` subscribers of that key. Concurrent
/// requests for one key share one fetch. Entries are global per key (not per user); the time to
/// live is per cache instance, i.e. per brand when each brand gets its own cache and folder.
public actor RevalidatingCache<Value: Sendable> {
    /// Loads the current value for a key from the real source.
    public typealias Fetch = @Sendable (_ key: String) async throws -> Value

    /// Ten minutes: the cache exists to remove spinners, not to save requests, so data stays recent.
    public static var defaultTimeToLive: Duration { .seconds(600) }

    /// How long after a fetch a value is served without revalidating.
    public nonisolated let timeToLive: Duration
    /// The folder holding one entry file per key.
    public nonisolated var directoryURL: URL { directory.url }

    private let directory: CacheDirectory
    private let codec: CacheCodec<Value>
    private let now: @Sendable () -> Date
    private let report: @Sendable (CacheDiagnostic) -> Void
    private let fetch: Fetch
    private let backoff: RefreshBackoff

    private var memory: [String: StoredValue] = [:]
    private var fetches: [String: Task<Value, any Error>] = [:]
    private var subscribers: [String: [Int: AsyncStream<CacheUpdate<Value>>.Continuation]] = [:]
    private var nextSubscriberID = 0
    /// Callers waiting on a shared fetch, per key; lets tests see that requests have joined.
    private(set) var waitingRequests: [String: Int] = [:]
    /// Keys whose last fetch failed: how many failed in a row, and when the next background
    /// refresh may start.
    private var failures: [String: (count: Int, retryAt: Date)] = [:]

    private struct StoredValue: Sendable {
        var value: Value
        var storedAt: Date
    }

    /// Creates a cache over `directory`; a new instance over the same folder finds earlier entries.
    ///
    /// - Parameters:
    ///   - directory: Folder for entry files, created on first write. Give each brand its own.
    ///   - timeToLive: Age below which a stored value is fresh. Profiles spell it like `10m`;
    ///     see `BrandProfile.cacheTimeToLive`.
    ///   - codec: Turns values into payload bytes and back.
    ///   - now: Wall-clock time; persisted stored-at times and ages are computed from it.
    ///   - diagnostics: Told about discarded disk entries and failed disk writes.
    ///   - backoff: How long background refreshes of a key wait after failures.
    ///   - fetch: The real data source.
    ///
    /// Opening removes temporary files a crashed writer left in the folder
    /// (older than ``CacheLimits/staleTemporaryFileAge`` by `now`).
    public init(
        directory: URL,
        timeToLive: Duration = defaultTimeToLive,
        codec: CacheCodec<Value>,
        now: @escaping @Sendable () -> Date = { Date() },
        diagnostics: @escaping @Sendable (CacheDiagnostic) -> Void = { _ in },
        backoff: RefreshBackoff = .standard,
        fetch: @escaping Fetch
    ) {
        self.directory = CacheDirectory(url: directory)
        self.timeToLive = timeToLive
        self.codec = codec
        self.now = now
        self.report = diagnostics
        self.backoff = backoff
        self.fetch = fetch
        self.directory.sweepTemporaryFiles(now: now(), olderThan: CacheLimits.staleTemporaryFileAge)
    }

    deinit {
        for continuation in subscribers.values.flatMap(\.values) {
            continuation.finish()
        }
    }

    /// The value for `key` from the first tier that has one; see the type's documentation.
    ///
    /// Throws only when nothing is stored, no placeholder is given and the fetch fails; the
    /// fetch's own error is rethrown. A cancelled caller still waits for the shared fetch.
    public func value(for key: String, placeholder: Value? = nil) async throws -> CacheResult<Value> {
        if let stored = storedValue(for: key) {
            let age = age(of: stored)
            if age >= .zero && age < timeToLive {
                return CacheResult(value: stored.value, source: .fresh, age: age, refreshPending: fetches[key] != nil)
            }
            refreshUnlessBackingOff(key)
            return CacheResult(value: stored.value, source: .stale, age: age, refreshPending: fetches[key] != nil)
        }
        if let placeholder {
            refreshUnlessBackingOff(key)
            return CacheResult(value: placeholder, source: .placeholder, age: nil, refreshPending: fetches[key] != nil)
        }
        let fetch = sharedFetch(for: key)
        waitingRequests[key, default: 0] += 1
        defer {
            waitingRequests[key, default: 1] -= 1
            if waitingRequests[key] == 0 { waitingRequests[key] = nil }
        }
        let value = try await fetch.value
        let age = memory[key].map(age(of:)) ?? .zero
        return CacheResult(value: value, source: .fetched, age: age, refreshPending: fetches[key] != nil)
    }

    /// Outcomes of every fetch for `key` from now on: background refreshes, placeholder
    /// replacements and blocking fetches alike. Keeps the newest 32 undelivered updates.
    public func updates(for key: String) -> AsyncStream<CacheUpdate<Value>> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: CacheUpdate<Value>.self, bufferingPolicy: .bufferingNewest(32))
        let id = nextSubscriberID
        nextSubscriberID += 1
        subscribers[key, default: [:]][id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(key: key, id: id) }
        }
        return stream
    }

    /// Forgets `key` in memory and on disk; a running fetch still stores its result.
    public func removeValue(for key: String) {
        memory[key] = nil
        directory.remove(key: key)
    }

    private func unsubscribe(key: String, id: Int) {
        subscribers[key]?[id] = nil
        if subscribers[key]?.isEmpty == true { subscribers[key] = nil }
    }

    /// Starts a background refresh, unless the key's last fetches failed and its back-off
    /// has not run out (a running fetch is shared as always).
    private func refreshUnlessBackingOff(_ key: String) {
        if fetches[key] == nil, let failure = failures[key], now() < failure.retryAt { return }
        sharedFetch(for: key)
    }

    /// The age, saturated rather than trapping when the clock and the stored-at time are
    /// too far apart for 64 bits of milliseconds (NaN counts as negative: stale).
    private func age(of stored: StoredValue) -> Duration {
        let milliseconds = (now().timeIntervalSince(stored.storedAt) * 1000).rounded()
        guard let whole = Int64(exactly: milliseconds) else { return .milliseconds(milliseconds > 0 ? Int64.max : Int64.min) }
        return .milliseconds(whole)
    }

    private func storedValue(for key: String) -> StoredValue? {
        if let stored = memory[key] { return stored }
        let data: Data
        switch directory.read(key: key) {
        case .missing:
            return nil
        case .defect(let defect):
            directory.remove(key: key)
            report(.discardedEntry(key: key, defect: defect))
            return nil
        case .contents(let contents):
            data = contents
        }
        do {
            let stored = try decodeEntry(data, key: key)
            memory[key] = stored
            return stored
        } catch {
            // Bad bytes are never shown: drop the file so the next fetch writes a good one.
            directory.remove(key: key)
            report(.discardedEntry(key: key, defect: error))
            return nil
        }
    }

    private func decodeEntry(_ data: Data, key: String) throws(CacheEntryDefect) -> StoredValue {
        let record = try CacheEntryRecord(decoding: data, expectedKey: key)
        do {
            return StoredValue(value: try codec.decode(Data(record.payload)), storedAt: record.storedAt)
        } catch {
            throw .undecodablePayload(String(describing: error))
        }
    }

    /// Waits until no fetch is running, so a refresh that a stale read started has stored
    /// its value. Tests settle a cache before removing its folder: a refresh still running
    /// then wrote its entry afterwards, into a folder it created again.
    func settle() async {
        while let running = fetches.values.first {
            _ = try? await running.value
        }
    }

    /// The running fetch for `key`, or a new one; its outcome is stored and published on the actor.
    @discardableResult
    private func sharedFetch(for key: String) -> Task<Value, any Error> {
        if let running = fetches[key] { return running }
        let fetch = self.fetch
        let task = Task<Value, any Error> {
            do {
                let value = try await fetch(key)
                self.finishFetch(for: key, with: .success(value))
                return value
            } catch {
                self.finishFetch(for: key, with: .failure(error))
                throw error
            }
        }
        fetches[key] = task
        return task
    }

    private func finishFetch(for key: String, with outcome: Result<Value, any Error>) {
        fetches[key] = nil
        switch outcome {
        case .success(let value):
            failures[key] = nil
            store(value, for: key)
            publish(.refreshed(value), for: key)
        case .failure(let error):
            let count = (failures[key]?.count ?? 0) + 1
            failures[key] = (count, now().addingTimeInterval(backoff.delay(afterFailures: count)))
            publish(.refreshFailed(error), for: key)
        }
    }

    private func store(_ value: Value, for key: String) {
        let storedAt = CacheEntryRecord.millisecondPrecision(now())
        memory[key] = StoredValue(value: value, storedAt: storedAt)
        do {
            let payload = try codec.encode(value)
            let record = CacheEntryRecord(key: key, storedAt: storedAt, payload: Array(payload))
            try directory.write(record.encoded(), key: key)
        } catch {
            report(.persistFailed(key: key, error: error))
        }
    }

    private func publish(_ update: CacheUpdate<Value>, for key: String) {
        for continuation in subscribers[key]?.values ?? [:].values {
            continuation.yield(update)
        }
    }
}

extension RevalidatingCache where Value: Codable {
    /// Creates a cache whose entries hold JSON (`CacheCodec.json`).
    public init(
        directory: URL,
        timeToLive: Duration = defaultTimeToLive,
        now: @escaping @Sendable () -> Date = { Date() },
        diagnostics: @escaping @Sendable (CacheDiagnostic) -> Void = { _ in },
        backoff: RefreshBackoff = .standard,
        fetch: @escaping Fetch
    ) {
        self.init(
            directory: directory, timeToLive: timeToLive, codec: .json, now: now,
            diagnostics: diagnostics, backoff: backoff, fetch: fetch)
    }
}
