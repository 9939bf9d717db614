import BrandDelivery
import BrandModel
import BrandRuntime
import Foundation
import Infrastructure

/// Runs one case of the suite on `RemoteBrandCatalog`: a served folder holding one of
/// serve-bundle.py's control files (a case about HTTP) goes over loopback HTTP through
/// `URLSessionTransport`, any other from memory (`InMemoryTransport`).
final class SuiteRunner {
    let folder: URL
    let suiteCase: DeliverySuiteCase
    let clock: TestClock
    let directory: URL
    private let transport = SwitchingTransport()
    private var server: LoopbackServer?
    private var catalog: RemoteBrandCatalog?

    init(folder: URL, suiteCase: DeliverySuiteCase) throws {
        self.folder = folder
        self.suiteCase = suiteCase
        clock = TestClock(DeliverySuiteBuilder.now)
        directory = try DeliveryFixtures.temporaryFolder("suite-state")
    }

    func finish() {
        server?.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    private var pinnedData: Data {
        get throws { try Data(contentsOf: folder.appendingPathComponent(suiteCase.pinnedRoot)) }
    }

    private func configuration() throws -> RemoteBrandCatalog.Configuration {
        let settings = suiteCase.settings
        return try RemoteBrandCatalog.Configuration(
            root: try SignedTrustRoot.pinned(try pinnedData), directory: directory, timeToLive: .zero, minimumFetchInterval: .zero,
            engineVersion: settings.engineVersion, requestDeadline: .milliseconds(settings.requestDeadlineMilliseconds),
            refreshDeadline: .milliseconds(settings.refreshDeadlineMilliseconds), maximumRootSteps: settings.maximumRootSteps)
    }

    private func start() throws -> RemoteBrandCatalog {
        let linter = try DeliveryFixtures.linter()
        let clock = clock
        return RemoteBrandCatalog(
            configuration: try configuration(), transport: transport, loader: RuntimeProfileLoader(schemas: linter.loader.schemas),
            bundled: BrandCatalog(), check: { linter.check($0) }, now: { clock.now }, uptime: { clock.uptime })
    }

    private func setClock(_ text: String?) throws {
        guard let text else { return }
        guard let date = ISO8601DateFormatter().date(from: text) else { throw FixtureError("not a time: \(text)") }
        let delta = date.timeIntervalSince(clock.now)
        // Time passes (both clocks), or the device's clock is set back (the wall clock only).
        if delta >= 0 { clock.advance(by: delta) } else { clock.setWallClock(by: delta) }
    }

    func run(_ step: DeliverySuiteCase.Step) async throws -> DeliverySuiteCase.Expect {
        try setClock(step.now)
        switch step.action {
        case "pin":
            do {
                _ = try configuration()
                return .pinned
            } catch {
                return .rejected((error as? DeliveryRejection)?.code ?? "\(error)")
            }
        case "refresh":
            try serve(step.served ?? "")
            if catalog == nil { catalog = try start() }
            let catalog = catalog!
            let outcome: DeliverySuiteCase.Expect
            switch await catalog.refresh() {
            case .updated(let version, _): outcome = .init(outcome: "updated", version: version)
            case .unchanged: outcome = .init(outcome: "unchanged")
            case .rejected(let rejection): outcome = .init(outcome: "rejected", code: rejection.code)
            case .fresh: outcome = .init(outcome: "fresh")
            case .throttled: outcome = .init(outcome: "throttled")
            }
            return .init(outcome: outcome.outcome, code: outcome.code, version: catalog.snapshot.version)
        case "restart":
            for damage in step.damage ?? [] { try apply(damage) }
            let restarted = try start()
            catalog = restarted
            return .started(restarted.lastRejection?.code, version: restarted.snapshot.version)
        default:
            throw FixtureError("unknown action \(step.action)")
        }
    }

    /// Serves the case's folder `served`: over loopback when it holds a control file.
    private func serve(_ served: String) throws {
        server?.stop()
        server = nil
        let source = folder.appendingPathComponent(served)
        let files = (try? RootFixtures.files(in: source)) ?? [:]
        if files.keys.contains(where: { $0.hasPrefix(".") }) {
            // serve-bundle.py may write into its folder: serve a copy.
            let copy = try DeliveryFixtures.temporaryFolder("suite-site")
            try DeliveryFixtures.publish(files, to: copy)
            let server = try LoopbackServer(folder: copy)
            self.server = server
            transport.current = URLSessionTransport(baseURL: server.baseURL, timeout: 30)
        } else {
            transport.current = InMemoryTransport(files: files)
        }
    }

    private func apply(_ damage: DeliverySuiteCase.Damage) throws {
        switch damage.target {
        case "document":
            let file = directory.appendingPathComponent("documents/\(damage.digest ?? "").json")
            var bytes = try Data(contentsOf: file)
            switch damage.how {
            case "bit-flipped":
                bytes[bytes.count / 3] ^= 0x10
                try bytes.write(to: file)
            case "truncated": try bytes.prefix(bytes.count - 7).write(to: file)
            case "removed": try FileManager.default.removeItem(at: file)
            default: throw FixtureError("unknown damage \(damage.how ?? "")")
            }
        case "manifest":
            // accepted.json holds the manifest's bytes in base64 (StoredBundle).
            let file = directory.appendingPathComponent("accepted.json")
            guard damage.how == "bit-flipped", var record = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                  let text = record["manifest"] as? String, var manifest = Data(base64Encoded: text) else {
                throw FixtureError("cannot apply \(damage)")
            }
            manifest[manifest.count / 3] ^= 0x10
            record["manifest"] = manifest.base64EncodedString()
            try JSONSerialization.data(withJSONObject: record).write(to: file)
        case "roots":
            let texts = try (damage.roots ?? []).map { String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self) }
            try JSONEncoder().encode(texts).write(to: directory.appendingPathComponent("roots.json"))
        default:
            throw FixtureError("unknown damage target \(damage.target)")
        }
    }
}

/// The host of the step under way.
final class SwitchingTransport: BrandTransport, @unchecked Sendable {
    // Safety: `host` is read and written only while `lock` is held.
    private let lock = Lock()
    private var host: any BrandTransport = InMemoryTransport()

    var current: any BrandTransport {
        get { lock.withLock { host } }
        set { lock.withLock { host = newValue } }
    }

    func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse {
        try await current.get(path, ifNoneMatch: ifNoneMatch, maximumBytes: maximumBytes)
    }
}
