import BrandGen
import BrandModel
import BrandRuntime
import Foundation
import Localization
import TestSupport
import YAMLNode

/// The Kotlin runtime library (`Runtimes/Kotlin`) as the engine's tests run it: compiled once per
/// test run (``KotlinLibrary``), its own suites run on every shipped brand's envelopes, and its
/// replay tools (`src/jvmTest/kotlin/brandengine/replay`) that the differential tests run on the
/// JVM, each brand read from its envelope.
enum KotlinRuntime {
    static let folder = KotlinLibrary.folder

    struct TestRun {
        /// The script's run of the library's suites: its last line is the summary.
        var run: ToolProcess.Run
        var brands: Int
    }

    private static let testRun: Result<TestRun, Swiftc.Failed> = {
        do {
            let build = try KotlinLibrary.compiled()
            let sources = try ShippedBrands.sources()
            let assets = try TemporaryFolder.make("kotlin-runtime-assets")
            for source in sources { try writeAssets(source, as: source.id, in: assets) }
            let run = try ToolProcess.run(folder.appendingPathComponent("build"), ["run"], in: folder, environment: [
                "BRANDENGINE_ENVELOPES": assets.path,
                "BRANDENGINE_KOTLIN_OUT": build.out.path,
            ])
            return .success(TestRun(run: run, brands: sources.count))
        } catch {
            return .failure(Swiftc.Failed(description: "\(error)"))
        }
    }()

    /// The library's own suites, run once on every shipped brand's envelopes.
    static func tested() throws -> TestRun {
        try testRun.get()
    }

    /// Runs the replay tool `tool` (`AppBarReplay`, `StringsReplay`, `FlagsReplay`) in `folder`.
    @discardableResult
    static func replay(_ tool: String, _ arguments: [String], in folder: URL) throws -> String {
        let run = try KotlinLibrary.run("brandengine.replay.\(tool)Kt", arguments, in: folder)
        guard run.status == 0 else {
            throw Swiftc.Failed(description: "\(tool) exited \(run.status): \(run.output.suffix(2000))\(run.errorOutput.suffix(4000))")
        }
        return run.output
    }

    /// What the app's assets hold for `source` (`<file>.json`, its envelope, with `document` in place
    /// of the source's own when given; `<file>.locales.json`, the engine's locale data), in `folder`.
    static func writeAssets(_ source: BrandSource, document: Node? = nil, as file: String, in folder: URL) throws {
        var source = source
        if let document { source.document = document }
        try Data(EnvelopeDocument.envelope(source)).write(to: folder.appendingPathComponent("\(file).json"))
        try Data(RuntimeLocaleData.json(for: source.profile).bytes).write(to: folder.appendingPathComponent("\(file).locales.json"))
    }
}
