import BrandDelivery
import BrandPublishing
import BrandRuntime
import Foundation

/// Builds one case of the suite: its files (path relative to the case's folder, to bytes) and
/// its `case.json`. Keys come from fixed seeds and times are fixed, so the same code gives the
/// same bytes (Ed25519 signatures are deterministic).
final class DeliverySuiteBuilder {
    static let created = Date(timeIntervalSince1970: 1_795_000_000)
    /// The device's clock in most steps: an hour after the bundles were made.
    static let now = created.addingTimeInterval(3600)
    static let day: TimeInterval = 86_400

    let name: String
    private(set) var files: [String: Data] = [:]
    private var steps: [DeliverySuiteCase.Step] = []
    private var served = 0
    private let description: String
    private let from: String
    var settings = DeliverySuiteCase.Settings(
        engineVersion: BrandEngineVersion.current, maximumRootSteps: 16, requestDeadlineMilliseconds: 10_000,
        refreshDeadlineMilliseconds: 60_000)

    init(_ name: String, _ description: String, from: String, pinned: Data) {
        self.name = name
        self.description = description
        self.from = from
        files["pinned-root.json"] = pinned
    }

    var suiteCase: DeliverySuiteCase {
        DeliverySuiteCase(description: description, from: from, pinnedRoot: "pinned-root.json", settings: settings, steps: steps)
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// The app pins its root: only the pinned root is read.
    func pin(expect: DeliverySuiteCase.Expect) {
        steps.append(.init(action: "pin", expect: expect))
    }

    /// The host serves `hosted` (path to bytes; control files of serve-bundle.py included) and
    /// the app refreshes at `now`.
    func refresh(_ hosted: [String: Data], now: Date = DeliverySuiteBuilder.now, expect: DeliverySuiteCase.Expect) {
        served += 1
        let folder = "served/\(served)"
        for (path, data) in hosted { files["\(folder)/\(path)"] = data }
        steps.append(.init(action: "refresh", served: folder, now: Self.timestamp(now), expect: expect))
    }

    /// The app starts again over the same folder, after `damage`.
    func restart(now: Date = DeliverySuiteBuilder.now, damage: [DeliverySuiteCase.Damage] = [], expect: DeliverySuiteCase.Expect) {
        steps.append(.init(action: "restart", now: Self.timestamp(now), damage: damage.isEmpty ? nil : damage, expect: expect))
    }

    /// A file of the case (a planted root).
    func add(_ path: String, _ data: Data) { files[path] = data }

    /// Every file of the case, `case.json` included, by path relative to the suite's folder.
    func output() throws -> [String: Data] {
        var all: [String: Data] = ["\(name)/case.json": try suiteCase.encoded()]
        for (path, data) in files { all["\(name)/\(path)"] = data }
        return all
    }
}

/// Outcomes, briefly.
extension DeliverySuiteCase.Expect {
    static func updated(_ version: Int) -> Self { .init(outcome: "updated", version: version) }
    static func unchanged(_ version: Int?) -> Self { .init(outcome: "unchanged", version: version) }
    static func rejected(_ code: String, version: Int? = nil) -> Self { .init(outcome: "rejected", code: code, version: version) }
    static func started(_ code: String?, version: Int?) -> Self { .init(outcome: "started", code: code, version: version) }
    static let pinned = Self(outcome: "pinned")
}

/// The suite's keys and signed files.
enum SuiteKeys {
    /// The Ed25519 key whose 32-byte seed is the SHA-256 of "delivery-suite <name>".
    static func key(_ name: String) -> BundleSigningKey {
        let hex = RuntimeProfileFormat.sha256Hex(Array("delivery-suite \(name)".utf8))
        var seed = Data()
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            seed.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return try! BundleSigningKey(fileText: seed.base64EncodedString())
    }

    static let rootA = key("root-a"), rootB = key("root-b"), rootC = key("root-c"), rootD = key("root-d")
    static let onlineA = key("online-a"), onlineB = key("online-b"), onlineC = key("online-c")
    static let intruder = key("intruder")

    /// A signed root's file, signed by `signers` (default: every one of `rootKeys`).
    static func root(
        version: Int, rootKeys: [BundleSigningKey] = [rootA], threshold: Int = 1, online: [BundleSigningKey] = [onlineA],
        onlineThreshold: Int = 1, epoch: Int = 0, expires: Date = DeliverySuiteBuilder.created.addingTimeInterval(365 * DeliverySuiteBuilder.day),
        signers: [BundleSigningKey]? = nil
    ) throws -> Data {
        var signed = try SignedTrustRoot(root: TrustRoot(
            version: version, expires: expires, rootKeys: rootKeys.map(\.publicKey), rootThreshold: threshold,
            manifestKeys: online.map(\.publicKey), manifestThreshold: onlineThreshold, versionEpoch: epoch))
        for key in signers ?? rootKeys { try signed.sign(with: key) }
        return try signed.fileData()
    }

    /// The usual pinned root: version 1, root key A, online key A.
    static func rootOne() throws -> Data { try root(version: 1) }
}
