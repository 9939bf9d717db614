import BrandDelivery
import BrandModel
import BrandRuntime
import CoralHandlers
import Foundation
import GalaxyHandlers

/// `brand-app fetch URL ROOT FOLDER`: what the app does at launch with signed delivery
/// (docs/delivery.md, "Client API"): trusts the pinned root file ROOT (the bundle's
/// `root/1.json`, shipped in the app), keeps what it accepts in FOLDER, refreshes once from
/// the static host at URL, and prints where the catalog came from, its version and brands.
/// Within `timeToLive` (the engine's default when nil) of the last confirmation a launch serves
/// the stored bundle and asks the host nothing (`source: cached`).
/// With `bundled`, the envelopes the app ships (`brandgen --bundled FOLDER --bundle BUNDLE`)
/// are the catalog before any refresh, and the bundle version they were built from, read from
/// the same folder, is the floor: no older manifest is taken, even on a fresh install.
/// Exits 1 when the refresh was refused (the rejection, code first, on standard error).
func fetchBrands(from url: String, pinnedRoot: String, folder: String, timeToLive: Duration?, bundled: String?) async throws -> Bool {
    guard let baseURL = URL(string: url), baseURL.scheme == "http" || baseURL.scheme == "https" else {
        throw FetchUsage(description: "brand-app fetch: \(url) is not an http(s) URL")
    }
    let appHandlers = try CoralHandlers.registry().merging(GalaxyHandlers.registry())
    let runtime = try RuntimeProfileLoader(handlerDeclarations: appHandlers.declarations)
    let pinned = try Data(contentsOf: URL(fileURLWithPath: pinnedRoot))
    var configuration = try timeToLive.map { try RemoteBrandCatalog.Configuration(root: try SignedTrustRoot.pinned(pinned), directory: URL(fileURLWithPath: folder), timeToLive: $0) }
        ?? .init(root: try SignedTrustRoot.pinned(pinned), directory: URL(fileURLWithPath: folder))
    var shipped = BrandCatalog()
    if let bundled {
        let load = runtime.loadCatalog(at: bundled)
        for diagnostic in load.diagnostics { FileHandle.standardError.write(Data("brand-app fetch: \(diagnostic)\n".utf8)) }
        shipped = load.catalog
        print("bundled: version \(try configuration.readBundledVersion(at: URL(fileURLWithPath: bundled))), \(shipped.ids.count) brands")
    }
    let remote = RemoteBrandCatalog(
        configuration: configuration,
        transport: URLSessionTransport(baseURL: baseURL),
        loader: runtime,
        bundled: shipped)
    let outcome = await remote.refresh()
    let snapshot = remote.snapshot
    print("refresh: \(outcome)")
    print("source: \(snapshot.source), version: \(snapshot.version.map(String.init) ?? "none")")
    for id in snapshot.catalog.ids {
        print("\(id): \(snapshot.catalog[id]?.name ?? "")")
    }
    if let why = remote.lastRejection {
        FileHandle.standardError.write(Data("brand-app fetch: \(why.description)\n".utf8))
        return false
    }
    return true
}

struct FetchUsage: Error, CustomStringConvertible {
    var description: String
}
