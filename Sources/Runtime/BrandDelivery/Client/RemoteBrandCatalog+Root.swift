import Foundation

extension RemoteBrandCatalog {
    /// Takes the host's newer roots one version at a time (TUF's root update): asks for
    /// `root/<trusted + 1>.json` until the host has none (404, or 403 as S3 answers for a
    /// missing file), at most ``Configuration/maximumRootSteps`` a refresh. Each must pass
    /// ``SignedTrustRoot/checkSuccessor(_:)``; the first that fails ends the refresh with its
    /// rejection. The newest root that passed is stored once, at the end, also after a failure
    /// (one durable write a refresh, not one a step). Returns the newest trusted root; refuses
    /// to go on when it has expired.
    func updateRoot() async throws(DeliveryRejection) -> SignedTrustRoot {
        let start = currentRoot
        var trusted = start
        var failure: DeliveryRejection?
        if trusted.walksRoots {
            do throws(DeliveryRejection) {
                for _ in 0..<max(0, configuration.maximumRootSteps) {
                    let (next, overflow) = trusted.root.version.addingReportingOverflow(1)
                    if overflow { break }
                    let path = BundleLayout.rootPath(version: next)
                    let response = try await get(path, ifNoneMatch: nil, maximumBytes: TrustRoot.maximumFileSize)
                    if response.status == 404 || response.status == 403 { break }
                    guard response.status == 200 else { throw .httpStatus(path: path, status: response.status) }
                    let candidate = try SignedTrustRoot.decode(response.body)
                    try trusted.checkSuccessor(candidate)
                    trusted = candidate
                }
            } catch {
                failure = error
            }
        }
        if trusted.root.version > start.root.version {
            // A root stored by another catalog meanwhile, if newer, wins; a failed write leaves
            // this one trusted in memory, and the next start walks again from the stored root.
            trusted = (try? store.commitRoot(trusted)) ?? trusted
            trust(trusted)
        }
        if let failure { throw failure }
        let current = now()
        if trusted.root.expires <= current { throw .rootExpired(version: trusted.root.version, expires: trusted.root.expires, now: current) }
        return trusted
    }
}
