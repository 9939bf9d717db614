import BrandDelivery
import BrandModel
import BrandRuntime
import Foundation

// A RemoteBrandCatalog in a process of its own, driven line by line on stdin: what the
// tests need to run two app processes over one folder, and to measure one client's memory
// and time against a hostile host.
//
//   DeliveryClientProcess --state DIR (--key PUB | --root ROOT.json) --schemas DIR [--base-url URL] [--lifetime S]
//
// Commands, one a line; each answers one line on stdout:
//   publish FOLDER   the in-memory host serves FOLDER's bundle files (and root/) from now on
//   refresh          one refresh(); answers "<outcome> version=<v> accepted=<a> rejection=<code> root=<r>"
//   log              answers "log <version>,<version>,…" (the folder's acceptance log)
//   quit
// Without --base-url the host is in memory (empty until `publish`). The process exits at the
// end of stdin (its parent gone) and, whatever its parent does, after --lifetime seconds
// (default 120).

struct Arguments {
    var values: [String: String] = [:]

    init(_ arguments: [String]) throws {
        var index = 0
        while index + 1 < arguments.count {
            guard arguments[index].hasPrefix("--") else { throw Failure("unexpected argument \(arguments[index])") }
            values[String(arguments[index].dropFirst(2))] = arguments[index + 1]
            index += 2
        }
    }

    func required(_ name: String) throws -> String {
        guard let value = values[name] else { throw Failure("--\(name) is required") }
        return value
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The files of a bundle folder by relative path: manifest, signature and every document.
func bundleFiles(in folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in [BundleLayout.manifest, BundleLayout.signature] {
        files[name] = FileManager.default.contents(atPath: folder + "/" + name)
    }
    for subfolder in [BundleLayout.documentsFolder, BundleLayout.rootsFolder] {
        let path = folder + "/" + subfolder
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            files[subfolder + "/" + name] = FileManager.default.contents(atPath: path + "/" + name)
        }
    }
    return files
}

/// One answer line, written at once (stdout is a pipe: print would buffer it).
func answer(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func describe(_ outcome: RemoteBrandCatalog.Refresh) -> String {
    switch outcome {
    case .fresh: "fresh"
    case .throttled: "throttled"
    case .unchanged: "unchanged"
    case .updated(let version, let source): "updated(\(version),\(source.rawValue))"
    case .rejected(let rejection): "rejected(\(rejection.code))"
    }
}

func run() async throws {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let lifetime = Double(arguments.values["lifetime"] ?? "120") ?? 120
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: lifetime)
        exit(3)
    }
    let loader = RuntimeProfileLoader(schemas: try ProfileSchemas.load(from: try arguments.required("schemas")))
    let memory = InMemoryTransport()
    let transport: any BrandTransport = try arguments.values["base-url"].map { text in
        guard let url = URL(string: text) else { throw Failure("--base-url \(text) is not a URL") }
        return URLSessionTransport(baseURL: url)
    } ?? memory
    let directory = URL(fileURLWithPath: try arguments.required("state"))
    let configuration: RemoteBrandCatalog.Configuration
    if let root = arguments.values["root"] {
        guard let data = FileManager.default.contents(atPath: root) else { throw Failure("cannot read --root \(root)") }
        configuration = .init(root: try SignedTrustRoot.pinned(data), directory: directory, timeToLive: .zero, minimumFetchInterval: .zero)
    } else {
        let key = try BundlePublicKey(base64: try String(contentsOfFile: try arguments.required("key"), encoding: .utf8))
        configuration = .init(publicKeys: [key], directory: directory, timeToLive: .zero, minimumFetchInterval: .zero)
    }
    let catalog = RemoteBrandCatalog(
        configuration: configuration,
        transport: transport, loader: loader, bundled: BrandCatalog())
    while let line = readLine() {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "publish" where words.count == 2:
            memory.publish(try bundleFiles(in: words[1]))
            answer("published")
        case "refresh":
            let outcome = await catalog.refresh()
            answer("\(describe(outcome)) version=\(catalog.snapshot.version ?? 0) accepted=\(catalog.acceptedVersion) rejection=\(catalog.lastRejection?.code ?? "none") root=\(catalog.trustedRoot.version)")
        case "log":
            let versions = (try? catalog.acceptanceLog.records().map { "\($0.version)" }) ?? []
            answer("log \(versions.joined(separator: ","))")
        case "quit":
            return
        default:
            answer("error unknown command \(line.debugDescription)")
        }
    }
}

do {
    try await run()
} catch {
    FileHandle.standardError.write(Data("DeliveryClientProcess: \(error)\n".utf8))
    exit(2)
}
