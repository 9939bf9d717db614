import Foundation

extension RemoteBrandCatalog {
    /// Takes the host's newer roots one version at a time (TUF's root update): asks for
    /// `root/<trusted + 1>.json` until the host has none (404, or 403 as S3 answers for a
    /// missing file) or cannot say (a 5xx, or a body that is not JSON, such as an error page:
    /// TUF's "not available"), at most ``Configuration/maximumRootSteps`` a refresh. Each must pass
    /// ``SignedTrustRoot/checkSuccessor(_:)``; the first that fails ends the refresh with its
    /// rejection. The roots that passed are stored at the end, also after a failure (one
    /// `fsync` of the folder a refresh, not one a step), and chained from the pinned root at
    /// the next start. Returns the newest trusted root; refuses
    /// to go on when it has expired.
    /// Whether `body` starts (after white space) as a JSON document may; an HTML error page
    /// or a proxy's text does not, and is no root at all.
    static func mayBeJSON(_ body: Data) -> Bool {
        guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// Most roots one refresh takes while the trusted root has expired: each costs one
    /// request of at most 64 KiB and four signature checks, within the refresh deadline.
    static let maximumExpiredRootSteps = 1_024

    func updateRoot() async throws(DeliveryRejection) -> SignedTrustRoot {
        let start = currentRoot
        var trusted = start
        var taken: [SignedTrustRoot] = []
        var failure: DeliveryRejection?
        if trusted.walksRoots {
            do throws(DeliveryRejection) {
                var steps = 0
                // Past `maximumRootSteps` the walk goes on only through expired roots (which
                // sign nothing), up to `maximumExpiredRootSteps`, so a chain of stale roots
                // delays a new install by one refresh, not one back-off per 16 roots.
                while steps < max(0, configuration.maximumRootSteps)
                    || (trusted.root.expires <= now() && steps < Self.maximumExpiredRootSteps) {
                    steps += 1
                    let (next, overflow) = trusted.root.version.addingReportingOverflow(1)
                    if overflow { break }
                    let path = BundleLayout.rootPath(version: next)
                    let response = try await get(path, ifNoneMatch: nil, maximumBytes: TrustRoot.maximumFileSize)
                    if response.status == 404 || response.status == 403 || response.status >= 500 { break }
                    guard response.status == 200 else { throw .httpStatus(path: path, status: response.status) }
                    guard Self.mayBeJSON(response.body) else { break }
                    let candidate = try SignedTrustRoot.decode(response.body)
                    try trusted.checkSuccessor(candidate)
                    trusted = candidate
                    taken.append(candidate)
                }
            } catch {
                failure = error
            }
        }
        if !taken.isEmpty {
            // Roots another catalog stored meanwhile, chaining on from these, are taken too; a
            // failed write leaves these trusted in memory, and the next start walks again.
            if let stored = try? store.commitRoots(taken) { trusted = Self.chain(from: trusted, stored: stored).root }
            trust(trusted)
        }
        if let failure { throw failure }
        let current = now()
        if trusted.root.expires <= current { throw .rootExpired(version: trusted.root.version, expires: trusted.root.expires, now: current) }
        return trusted
    }
}
