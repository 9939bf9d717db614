import BrandModel
import Foundation

/// Why a delivered bundle, or part of it, was refused. The catalog keeps its last good
/// version and reports the rejection (``RemoteBrandCatalog/lastRejection``).
public enum DeliveryRejection: Error, Sendable, Equatable, CustomStringConvertible {
    /// The transport failed (no route, timeout, connection reset, a body cut short).
    case network(String)
    /// The server answered a status other than 200 (or 304 for the manifest).
    case httpStatus(path: String, status: Int)
    /// A key file or key text is not an Ed25519 key.
    case malformedKey(String)
    /// `manifest.json` or `manifest.sig` is not what this build reads.
    case malformedManifest(String)
    /// Fewer than the trusted root's `manifestThreshold` of its manifest keys signed
    /// `manifest.sig`; `keys` are those keys' ids.
    case badSignature(keys: [String])
    /// The manifest's `expires` is past.
    case expired(expires: Date, now: Date)
    /// The manifest's `version` is lower than one already accepted: a replay or a rollback.
    case rollback(offered: Int, accepted: Int)
    /// The manifest's `version` is lower than the one the app's bundled catalog was built from
    /// (``RemoteBrandCatalog/Configuration/bundledVersion``): a fresh install never goes back
    /// behind what it shipped with.
    case belowBundled(offered: Int, bundled: Int)
    /// The signed timestamp (`timestamp.json`, ``BundleTimestamp``) is missing, malformed,
    /// not signed by the manifest threshold, or names another manifest than the one served.
    case timestamp(String)
    /// The signed timestamp expired: a host serving an old manifest with its old timestamp is
    /// refused once the timestamp's short lifetime is over.
    case timestampExpired(expires: Date, now: Date)
    /// The accepted version was stored under a `versionEpoch` above the trusted root's: the
    /// folder was written under a newer root than this catalog trusts (or altered). Nothing is
    /// accepted until a root of that epoch is trusted.
    case epochAhead(accepted: Int, trusted: Int)
    /// The manifest has the version already accepted but other bytes: a version is published once.
    case versionReused(version: Int)
    /// The manifest's `version` exceeds the accepted one by more than
    /// ``BundleManifest/maximumVersionJump``: a fast-forward that would lock out later releases.
    case versionJump(offered: Int, accepted: Int, maximum: Int)
    /// The manifest's `created` is later than the device's clock plus ``BundleManifest/maximumClockSkew``.
    case createdInFuture(created: Date, now: Date)
    /// `expires − created` is longer than ``BundleManifest/maximumLifetime``.
    case lifetimeTooLong(days: Int, maximumDays: Int)
    /// A response body grew past what the manifest (or the format) allows; reading stopped there.
    case tooLarge(path: String, limit: Int)
    /// A request, or a whole refresh, ran past its deadline (``RemoteBrandCatalog/Configuration``).
    case deadline(String, seconds: Int)
    /// The host redirected to another origin, or from HTTPS to HTTP; the redirect was not followed.
    case redirect(path: String, to: String)
    /// The host answered with a `Content-Encoding` the client does not read (it asks for
    /// `identity`, and on Linux inflates `gzip` itself); refused at the headers, before the body
    /// is read.
    case contentEncoding(path: String, encoding: String)
    /// A brand document's bytes do not match the manifest's size or digest.
    case badDigest(brand: String, reason: String)
    /// A brand document fails the loader's checks or a lint rule (named in each diagnostic).
    case documentInvalid(brand: String, diagnostics: [Diagnostic])
    /// A brand needs a newer engine than this build (``BrandEngineVersion``).
    case needsNewerEngine(brand: String, required: Int, current: Int)
    /// A `root/<n>.json` (or the pinned root) is not what this build reads, or breaks a rule of
    /// succession (a lowered epoch, an epoch raised with an old manifest key).
    case malformedRoot(String)
    /// A root's version is not exactly one above the trusted root's: roots are never skipped.
    case rootVersion(offered: Int, expected: Int)
    /// Fewer than the threshold of the keys that must sign a root did: `signer` is the
    /// previous root or the root's own keys.
    case rootThreshold(version: Int, signer: String, valid: Int, required: Int)
    /// Stored documents of these brands were missing, truncated or failed their digest (the
    /// folder was damaged). Reported when a stored bundle is taken (the rest of it is served, and
    /// these brands from the bundled catalog) and by the refresh that fetched them again and
    /// rewrote them.
    case storedDocument(brands: [String])
    /// A root stored in the catalog's folder (`roots.json`) does not chain from the
    /// pinned root; it and the roots after it are ignored, and the walk resumes from the host.
    case storedRoot(version: Int, reason: String)
    /// The newest trusted root has expired: no manifest is accepted until a newer root is.
    case rootExpired(version: Int, expires: Date, now: Date)
    /// The catalog's folder, or the bundle stored in it, cannot be read at start-up (a damaged
    /// folder): the bundled catalog is served until a bundle is delivered again.
    case storedBundle(reason: String)

    /// A stable identifier for the kind of rejection, for state keys, logs and metrics.
    public var code: String {
        switch self {
        case .network: "network"
        case .httpStatus: "http-status"
        case .malformedKey: "malformed-key"
        case .malformedManifest: "malformed-manifest"
        case .badSignature: "bad-signature"
        case .expired: "expired"
        case .rollback: "rollback"
        case .belowBundled: "below-bundled"
        case .timestamp: "timestamp"
        case .timestampExpired: "timestamp-expired"
        case .epochAhead: "epoch-ahead"
        case .versionReused: "version-reused"
        case .versionJump: "version-jump"
        case .createdInFuture: "created-in-future"
        case .lifetimeTooLong: "lifetime-too-long"
        case .tooLarge: "too-large"
        case .deadline: "deadline"
        case .redirect: "redirect"
        case .contentEncoding: "content-encoding"
        case .badDigest: "bad-digest"
        case .documentInvalid: "document-invalid"
        case .needsNewerEngine: "needs-newer-engine"
        case .malformedRoot: "malformed-root"
        case .rootVersion: "root-version"
        case .rootThreshold: "root-threshold"
        case .rootExpired: "root-expired"
        case .storedRoot: "stored-root"
        case .storedDocument: "stored-document"
        case .storedBundle: "stored-bundle"
        }
    }

    public var description: String {
        switch self {
        case .network(let message):
            return "network: \(message)"
        case .httpStatus(let path, let status):
            return "http-status: \(path) answered \(status)"
        case .malformedKey(let message):
            return "malformed-key: \(message)"
        case .malformedManifest(let message):
            return "malformed-manifest: \(message)"
        case .badSignature(let keys):
            return "bad-signature: manifest.sig is not a signature by an accepted key (\(keys.joined(separator: ", ")))"
        case .expired(let expires, let now):
            return "expired: the manifest expired at \(Self.timestamp(expires)) (now \(Self.timestamp(now)))"
        case .rollback(let offered, let accepted):
            return "rollback: manifest version \(offered) is older than version \(accepted), already accepted"
        case .belowBundled(let offered, let bundled):
            return "below-bundled: manifest version \(offered) is older than version \(bundled), which the app's bundled catalog was built from"
        case .timestamp(let message):
            return "timestamp: \(message)"
        case .timestampExpired(let expires, let now):
            return "timestamp-expired: the signed timestamp expired at \(Self.timestamp(expires)) (now \(Self.timestamp(now))); the host must serve a fresh one"
        case .epochAhead(let accepted, let trusted):
            return "epoch-ahead: the accepted version was stored under versionEpoch \(accepted), above the trusted root's \(trusted); nothing is accepted until a root of epoch \(accepted) is"
        case .versionReused(let version):
            return "version-reused: manifest version \(version) was already accepted with other content; publish a higher version"
        case .versionJump(let offered, let accepted, let maximum):
            return "version-jump: manifest version \(offered) is more than \(maximum) above version \(accepted), already accepted"
        case .createdInFuture(let created, let now):
            return "created-in-future: the manifest was created at \(Self.timestamp(created)), later than now (\(Self.timestamp(now))); check the device clock"
        case .lifetimeTooLong(let days, let maximumDays):
            return "lifetime-too-long: the manifest is valid for \(days) days, more than the \(maximumDays) allowed"
        case .tooLarge(let path, let limit):
            return "too-large: \(path) is larger than \(limit) bytes; stopped reading"
        case .deadline(let what, let seconds):
            return "deadline: \(what) took longer than \(seconds) s"
        case .redirect(let path, let target):
            return "redirect: \(path) redirects to \(target), outside the bundle's origin; not followed"
        case .contentEncoding(let path, let encoding):
            return "content-encoding: \(path) was sent with Content-Encoding \(encoding.debugDescription), which the client does not read (identity, and gzip on Linux); serve the bundle's files uncompressed or gzipped"
        case .badDigest(let brand, let reason):
            return "bad-digest: brand \(brand): \(reason)"
        case .documentInvalid(let brand, let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            let first = errors.first.map { "\($0.message) [\($0.rule)]" } ?? "no profile"
            let more = errors.count > 1 ? " and \(errors.count - 1) more" : ""
            // The first error's hint, as brandlint prints it: the reader learns what to do.
            let hint = errors.first?.hint.map { "\n    hint: \($0)" } ?? ""
            return "document-invalid: brand \(brand): \(first)\(more)\(hint)"
        case .needsNewerEngine(let brand, let required, let current):
            return "needs-newer-engine: brand \(brand) needs engine version \(required); this engine is version \(current)"
        case .malformedRoot(let message):
            return "malformed-root: \(message)"
        case .rootVersion(let offered, let expected):
            return "root-version: root version \(offered) offered where version \(expected) is next; roots are taken one version at a time"
        case .rootThreshold(let version, let signer, let valid, let required):
            return "root-threshold: root \(version) carries \(valid) valid signatures by \(signer), \(required) needed"
        case .storedDocument(let brands):
            return "stored-document: the stored documents of \(brands.joined(separator: ", ")) were damaged in the catalog's folder (missing, truncated or not matching their digests); they are fetched again and rewritten, and the rest of the bundle is served meanwhile"
        case .storedRoot(let version, let reason):
            return "stored-root: the stored root \(version) does not chain from the pinned root and is ignored (\(reason))"
        case .rootExpired(let version, let expires, let now):
            return "root-expired: root \(version) expired at \(Self.timestamp(expires)) (now \(Self.timestamp(now))); publish a newer root"
        case .storedBundle(let reason):
            return "stored-bundle: \(reason); the bundled catalog is served until a bundle is delivered again"
        }
    }

    /// The rule ids of a rejected document's errors; empty for other rejections.
    public var rules: [String] {
        guard case .documentInvalid(_, let diagnostics) = self else { return [] }
        return Array(Set(diagnostics.filter { $0.severity == .error }.map(\.rule))).sorted()
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
