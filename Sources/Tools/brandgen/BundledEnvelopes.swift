import ArgumentParser
import BrandGen
import BrandLint
import BrandModel
import CommandLineSupport
import Foundation

/// `brandgen --bundled FOLDER`: the runtime envelopes an app ships (its `BrandProfiles`
/// resources, `FOLDER/<id>.json`), written from the brands, or with `--check` compared with
/// them: the copy an app bundles is never a manual `cp` that nothing checks.
struct BundledEnvelopes {
    var folder: String

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
        if check {
            for name in missing { print("missing: \(shown(name))") }
            for name in stale { print("stale: \(shown(name))") }
            for name in extra { print("extra: \(shown(name))") }
        } else {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for name in missing + stale { try Data(wanted[name]!).write(to: URL(fileURLWithPath: folder + "/" + name), options: .atomic) }
                for name in extra { try manager.removeItem(atPath: folder + "/" + name) }
            } catch {
                throw CommandFailure("cannot update \(DisplayText.escaped(folder)): \(error.localizedDescription)")
            }
        }
        if !quiet {
            let changes = missing.count + stale.count
            let files = check ? "\(changes) to write, \(extra.count) extra" : "\(changes) written, \(extra.count) deleted, \(wanted.count - changes) unchanged"
            ExitCodeContract.printError("brandgen: \(outcome.generated.count) bundled envelopes in \(DisplayText.escaped(folder)), \(outcome.failed.count) failed; \(files)")
        }
        if !outcome.failed.isEmpty || (check && (changes(missing, stale, extra) > 0)) { throw ExitCode(1) }
    }

    private func changes(_ missing: [String], _ stale: [String], _ extra: [String]) -> Int { missing.count + stale.count + extra.count }
}
