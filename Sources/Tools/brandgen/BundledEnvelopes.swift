import ArgumentParser
import BrandDelivery
import BrandGen
import BrandLint
import BrandModel
import BrandRuntime
import CommandLineSupport
import Foundation

/// `brandgen --bundled FOLDER`: the runtime envelopes an app ships (its `BrandProfiles`
/// resources, `FOLDER/<id>.json`), written from the brands, or with `--check` compared with
/// them: the copy an app bundles is never a manual `cp` that nothing checks.
///
/// With `bundle` (a folder `brandgen bundle` wrote), the envelopes must be exactly the
/// documents its manifest names, and the manifest is copied beside them
/// (``BundleLayout/bundledManifest``): the version the app's catalog was built from travels in
/// its files (`Configuration.readBundledVersion(in:)`), not in code.
struct BundledEnvelopes {
    var folder: String
    var bundle: String?

    func run(linter: BrandLinter, inputs: [String], brands: Set<String>?, sourceMap: Bool, check: Bool, quiet: Bool) throws {
        let generator = BrandGenerator(linter: linter, generators: BrandGenerator.generators(for: [.json], sourceMap: sourceMap), brands: brands)
        let outcome = generator.run(paths: inputs)
        if !outcome.lint.missingPaths.isEmpty {
            throw CommandFailure(outcome.lint.missingPaths.map { "no such file or folder: \($0)" }.joined(separator: "\n"))
        }
        print(TextReporter.render(outcome.lint.diagnostics), terminator: "")
        let prefix = Platform.json.folder + "/"
        var wanted: [String: [UInt8]] = [:]
        for file in outcome.files where file.path.hasPrefix(prefix) && !file.path.dropFirst(prefix.count).contains("/") {
            wanted[String(file.path.dropFirst(prefix.count))] = file.contents
        }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: folder, isDirectory: &isFolder)
        if exists && !isFolder.boolValue { throw CommandFailure("\(DisplayText.escaped(folder)) is not a folder") }
        let present = Set(((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") })
        // A brand with errors keeps its envelope: it is not generated, so not compared either.
        let failed = Set(outcome.failed.map { $0 + ".json" })
        var missing: [String] = []
        var stale: [String] = []
        for name in wanted.keys.sorted() {
            let path = folder + "/" + name
            if !present.contains(name) { missing.append(name) } else if manager.contents(atPath: path).map(Array.init) != wanted[name] { stale.append(name) }
        }
        let extra = present.subtracting(wanted.keys).subtracting(failed).filter { brands == nil || brands!.contains(String($0.dropLast(5))) }.sorted()
        let shown = { (name: String) in DisplayText.escaped(folder + "/" + name) }

        // The manifest kept beside the envelopes: the bundle's, or the one already there,
        // which must still name these envelopes.
        let kept = folder + "/" + BundleLayout.bundledManifest
        let keptBytes = manager.fileExists(atPath: kept) ? try Self.manifestBytes(at: kept) : nil
        var manifestVersion: Int?
        var manifestChange: [UInt8]?
        var keptIsStale = false
        if let bundle {
            let bytes = try Self.manifestBytes(at: bundle + "/" + BundleLayout.manifest)
            let manifest = try Self.manifest(bytes, at: bundle + "/" + BundleLayout.manifest)
            let differences = Self.differences(of: wanted, from: manifest, brands: brands)
            if !differences.isEmpty {
                throw CommandFailure("""
                    the brands are not what bundle version \(manifest.version) (\(DisplayText.escaped(bundle))) holds: \(differences.joined(separator: ", "))
                    hint: bundle these brands first (brandgen bundle --version N --output \(DisplayText.escaped(bundle))), or run from the commit the bundle was made from
                    """)
            }
            manifestVersion = manifest.version
            if keptBytes != bytes { manifestChange = bytes }
        } else if let keptBytes {
            let manifest = try Self.manifest(keptBytes, at: kept)
            let differences = Self.differences(of: wanted, from: manifest, brands: brands)
            if differences.isEmpty {
                manifestVersion = manifest.version
            } else {
                // Left as it is: the floor it gives is an older version, never a newer one.
                keptIsStale = true
                ExitCodeContract.printError(
                    "brandgen: \(check ? "" : "warning: ")\(DisplayText.escaped(kept)) is bundle version \(manifest.version), and these envelopes are not: \(differences.joined(separator: ", ")); pass --bundle BUNDLE to record the bundle they are")
            }
        }
        if check {
            for name in missing { print("missing: \(shown(name))") }
            for name in stale { print("stale: \(shown(name))") }
            for name in extra { print("extra: \(shown(name))") }
            if manifestChange != nil || keptIsStale { print("\(keptBytes == nil ? "missing" : "stale"): \(DisplayText.escaped(kept))") }
        } else {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for name in missing + stale { try Data(wanted[name]!).write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic) }
                for name in extra { try manager.removeItem(atPath: folder + "/" + name) }
                if let manifestChange { try Data(manifestChange).write(to: URL(fileURLWithPath: kept), options: .atomic) }
            } catch {
                throw CommandFailure("cannot update \(DisplayText.escaped(folder)): \(error.localizedDescription)")
            }
        }
        if !quiet {
            let changes = missing.count + stale.count + (manifestChange == nil && !(check && keptIsStale) ? 0 : 1)
            let files = check ? "\(changes) to write, \(extra.count) extra" : "\(changes) written, \(extra.count) deleted, \(wanted.count + (manifestVersion == nil ? 0 : 1) - changes) unchanged"
            let version = manifestVersion.map { ", bundle version \($0)" } ?? ""
            ExitCodeContract.printError("brandgen: \(outcome.generated.count) bundled envelopes in \(DisplayText.escaped(folder))\(version), \(outcome.failed.count) failed; \(files)")
        }
        if !outcome.failed.isEmpty || (check && (changes(missing, stale, extra) > 0 || manifestChange != nil || keptIsStale)) { throw ExitCode(1) }
    }

    private func changes(_ missing: [String], _ stale: [String], _ extra: [String]) -> Int { missing.count + stale.count + extra.count }

    private static func manifestBytes(at path: String) throws -> [UInt8] {
        do {
            return try LocalFileSystem().contents(atPath: path, maxBytes: BundleManifest.maximumManifestSize)
        } catch {
            throw CommandFailure("cannot read \(DisplayText.escaped(path)): \(error)")
        }
    }

    private static func manifest(_ bytes: [UInt8], at path: String) throws -> BundleManifest {
        do {
            return try BundleManifest.decode(Data(bytes))
        } catch {
            throw CommandFailure("\(DisplayText.escaped(path)): \(error)")
        }
    }

    /// How the envelopes (`<id>.json` to bytes) differ from the manifest's documents, each
    /// brand once, sorted: "coral.json differs", "a.json is not in the bundle", "b.json is
    /// only in the bundle". With `brands`, only those brands are compared.
    static func differences(of envelopes: [String: [UInt8]], from manifest: BundleManifest, brands: Set<String>?) -> [String] {
        let entries = Dictionary(manifest.brands.map { ($0.id + ".json", $0) }, uniquingKeysWith: { first, _ in first })
        let listed = entries.keys.filter { brands == nil || brands!.contains(String($0.dropLast(5))) }
        var differences: [String] = []
        for name in Set(envelopes.keys).union(listed).sorted() {
            let shown = DisplayText.escaped(name)
            switch (envelopes[name], entries[name]) {
            case (let bytes?, let entry?):
                if bytes.count != entry.size || RuntimeProfileFormat.sha256Hex(bytes) != entry.digest { differences.append("\(shown) differs") }
            case (.some, nil): differences.append("\(shown) is not in the bundle")
            case (nil, .some): differences.append("\(shown) is only in the bundle")
            case (nil, nil): break
            }
        }
        return differences
    }
}
