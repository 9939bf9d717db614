import ArgumentParser
import BrandDelivery
import BrandModel
import BrandRuntime
import CommandLineSupport
import Dispatch
import Foundation

/// `brandgen fetch`: what an app would get from a served bundle, fetched over HTTP by the
/// client an app links (``RemoteBrandCatalog``), as a fresh install, from a pinned root.
struct FetchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        _superCommandName: "brandgen",
        abstract: "Fetch a served bundle as an app would, from a pinned root, and say what it would get.",
        discussion: """
            Runs the delivery client an app links, as a fresh install (or over --state, an \
            existing catalog folder): walks URL/root/ from the pinned --root, fetches \
            manifest.json and manifest.sig (and timestamp.json with --require-timestamp), checks \
            the signatures, expiry, version (against --bundled-version, or --bundled's \
            manifest: the version the app's bundled catalog was built from) and engine level, then fetches and checks every brand \
            document with the app's loader. Nothing is written outside a temporary folder.

            Prints the version, the brands and the expiry of what was accepted, or the \
            rejection's code and reason.

            EXAMPLES
              brandgen fetch https://cdn.example.com/brands/ --root App/root.json
              brandgen fetch http://127.0.0.1:8000/ --root root/1.json --bundled-version 3
              brandgen fetch http://127.0.0.1:8000/ --root root/1.json --bundled App/BrandProfiles

            EXIT CODES
              0  accepted (or unchanged from --state): an app would take this bundle
              1  rejected: an app would keep what it has; the code says why
              2  usage or I/O error (an unreadable root file, a URL that is not http or https)
            """)

    @Argument(help: ArgumentHelp("The folder the bundle is served from (holding manifest.json).", valueName: "url"))
    var url: String

    @Option(help: ArgumentHelp("The root the app pins (root/<n>.json, signed by its own threshold).", valueName: "file"))
    var root: String

    @Option(name: .customLong("bundled-version"), help: ArgumentHelp("The manifest version the app's bundled catalog was built from: no lower one is accepted.", valueName: "n"))
    var bundledVersion: Int = 0

    @Option(help: ArgumentHelp("The app's bundled envelope folder: its \(BundleLayout.bundledManifest) (written by brandgen --bundled FOLDER --bundle BUNDLE) gives the version, as the app reads it.", valueName: "folder"))
    var bundled: String?

    @Flag(name: .customLong("require-timestamp"), help: "Take a manifest only with a fresh signed timestamp.json naming it, as an app configured with requiresTimestamp.")
    var requireTimestamp = false

    @Option(help: ArgumentHelp("A catalog folder to fetch over, as an app that accepted bundles before (default: a fresh install).", valueName: "folder"))
    var state: String?

    func validate() throws {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme), parsed.host != nil else {
            throw ValidationError("\(url.debugDescription) is not an http or https URL")
        }
        if bundledVersion < 0 { throw ValidationError("--bundled-version must be 0 or more") }
        if bundled != nil && bundledVersion != 0 { throw ValidationError("--bundled and --bundled-version both give the version: pass one") }
    }

    mutating func run() throws {
        guard let data = FileManager.default.contents(atPath: root) else { throw CommandFailure("cannot read the root file \(root)") }
        let pinned: SignedTrustRoot
        do {
            pinned = try SignedTrustRoot.pinned(data)
        } catch {
            print("rejected: \(error)")
            print("code: \(error.code)")
            throw ExitCode(1)
        }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("brandgen-fetch-\(UUID().uuidString)", isDirectory: true)
        let directory = state.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? temporary
        defer { try? FileManager.default.removeItem(at: temporary) }
        var configuration = try RemoteBrandCatalog.Configuration(root: pinned, directory: directory, timeToLive: .zero, minimumFetchInterval: .zero)
        configuration.bundledVersion = bundledVersion
        if let bundled {
            do {
                print("bundled: version \(try configuration.readBundledVersion(at: URL(fileURLWithPath: bundled, isDirectory: true)))")
            } catch {
                throw CommandFailure("--bundled \(DisplayText.escaped(bundled)): \(error)")
            }
        }
        configuration.requiresTimestamp = requireTimestamp
        let catalog = RemoteBrandCatalog(
            configuration: configuration, transport: URLSessionTransport(baseURL: URL(string: url)!),
            loader: try RuntimeProfileLoader(), bundled: BrandCatalog())
        let outcome = Self.wait { await catalog.refresh() }
        let snapshot = catalog.snapshot
        switch outcome {
        case .updated, .unchanged, .fresh, .throttled:
            guard snapshot.source != .bundled, let version = snapshot.version else {
                print("rejected: nothing was accepted")
                throw ExitCode(1)
            }
            print("accepted: version \(version) from \(url)")
            print("brands: \(snapshot.catalog.ids.joined(separator: ", "))")
            print("expires: \(snapshot.expires.map { $0.formatted(.iso8601) } ?? "never")")
            if let rejection = catalog.lastRejection { print("note: \(rejection)") }
        case .rejected(let rejection):
            print("rejected: \(rejection)")
            print("code: \(rejection.code)")
            throw ExitCode(1)
        }
    }

    /// `body`'s result, waited for on this thread: the command is synchronous, the client async.
    static func wait<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class ResultBox<Value>: @unchecked Sendable {
        // Safety: written once by the task before the semaphore is signalled, read after it.
        var value: Value?
    }
}
