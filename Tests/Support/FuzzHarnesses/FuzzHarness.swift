import Dispatch
import Foundation

/// The libFuzzer targets' bodies, one per harness, callable from an ordinary test: the fuzz
/// package (tools/fuzz, an AddressSanitizer and libFuzzer build of its own, run by the
/// scheduled fuzz job) hands each input to ``run(_:)``, and `FuzzSeedTests` replays every
/// target's seed corpus through the same call in the normal build, so a harness that stops
/// building or traps on its seeds fails the landing CI (docs/fuzzing.md).
public enum FuzzHarness: String, CaseIterable, Sendable {
    case yaml = "FuzzYAML"
    case schema = "FuzzSchema"
    case profileLoader = "FuzzProfileLoader"
    case scenario = "FuzzScenario"
    case profileDecode = "FuzzProfileDecode"
    case trustRoot = "FuzzTrustRoot"
    case acceptanceLog = "FuzzAcceptanceLog"
    case signatureFile = "FuzzSignatureFile"
    case envelope = "FuzzEnvelope"
    case versionFiles = "FuzzVersionFiles"

    /// What the harness checks before the first input (the real bundle taken, the real
    /// documents loaded): a failure means the harness itself has rotted.
    public func prepare() async throws {
        switch self {
        case .signatureFile: try await SignatureFileHarness.prepare()
        case .versionFiles: _ = try await VersionFilesHarness.pristine()
        default: try prepareSynchronously()
        }
    }

    private func prepareSynchronously() throws {
        if self == .envelope { try EnvelopeHarness.prepare() }
    }

    /// One input. Any outcome but a trap is fine, unless the harness checks a promise (the
    /// YAML and JSON round trips, the schema's two entry points agreeing), which traps.
    public func run(_ bytes: [UInt8]) async {
        switch self {
        case .scenario: await ScenarioHarness.run(bytes)
        case .signatureFile: await SignatureFileHarness.run(bytes)
        case .versionFiles: await VersionFilesHarness.run(bytes)
        default: runSynchronously(bytes)
        }
    }

    /// Whether the body is async (a scenario's replay, a catalog's refresh).
    var isAsync: Bool { [.scenario, .signatureFile, .versionFiles].contains(self) }

    /// The synchronous bodies, on the caller's thread.
    private func runSynchronously(_ bytes: [UInt8]) {
        switch self {
        case .yaml: YAMLHarness.run(bytes)
        case .schema: SchemaHarness.run(bytes)
        case .profileLoader: ProfileLoaderHarness.run(bytes)
        case .profileDecode: ProfileDecodeHarness.run(bytes)
        case .trustRoot: TrustRootHarness.run(bytes)
        case .acceptanceLog: AcceptanceLogHarness.run(bytes)
        case .envelope: EnvelopeHarness.run(bytes)
        case .scenario, .signatureFile, .versionFiles: preconditionFailure("\(rawValue) is async")
        }
    }

    /// The seed corpus, as tools/fuzz/run seeds the fuzzer: the delivery targets' own
    /// folder (tools/fuzz/seeds/<target>), else every YAML and JSON file of Brands,
    /// Tests/Fixtures, Tests/Scenarios and Schemas. Paths relative to the repository, sorted.
    public var seedPaths: [String] {
        let fileManager = FileManager.default
        let own = "tools/fuzz/seeds/" + rawValue
        if let names = try? fileManager.contentsOfDirectory(atPath: FuzzRepository.path(own)) {
            return names.sorted().map { own + "/" + $0 }
        }
        var found: [String] = []
        for folder in ["Brands", "Tests/Fixtures", "Tests/Scenarios", "Schemas"] {
            guard let files = fileManager.enumerator(atPath: FuzzRepository.path(folder)) else { continue }
            for case let file as String in files where [".yaml", ".yml", ".json"].contains(where: file.hasSuffix) {
                var isFolder: ObjCBool = false
                if fileManager.fileExists(atPath: FuzzRepository.path(folder + "/" + file), isDirectory: &isFolder), !isFolder.boolValue {
                    found.append(folder + "/" + file)
                }
            }
        }
        return found.sorted()
    }

    /// libFuzzer calls a harness synchronously, on a thread of its own: a synchronous body
    /// runs on that thread (no task, so an input's allocations are its own, as the per-input
    /// leak check counts them), an async one is waited for. Never call this from the
    /// cooperative pool (a test): await `run` instead.
    public func runBlocking(_ start: UnsafePointer<UInt8>, _ count: Int) {
        let bytes = Array(UnsafeBufferPointer(start: start, count: count))
        guard isAsync else { return runSynchronously(bytes) }
        Self.blocking { await self.run(bytes) }
    }

    /// `prepare()`, on this thread or waited for; a rotted harness stops the fuzzer before it starts.
    public func prepareBlocking() {
        guard isAsync else {
            do { try prepareSynchronously() } catch { preconditionFailure("\(rawValue) has rotted: \(error)") }
            return
        }
        Self.blocking {
            do { try await self.prepare() } catch { preconditionFailure("\(self.rawValue) has rotted: \(error)") }
        }
    }

    static func blocking(_ body: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await body()
            done.signal()
        }
        done.wait()
    }
}

/// What a harness found wrong with its own fixtures.
public struct FuzzHarnessRot: Error, CustomStringConvertible {
    public let description: String
}

/// The repository, found from this file: Tests/Support/FuzzHarnesses/<file>.
enum FuzzRepository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func path(_ relative: String) -> String { root + "/" + relative }
}
