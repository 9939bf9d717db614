import BrandGen
import BrandModel
import BrandRuntime
import Foundation
import Localization
import TestSupport
import YAMLNode

/// The Kotlin runtime library (`Runtimes/Kotlin`), built and tested by its own `build` script once
/// per test run (the common check, the jar, then its test suites on every shipped brand's
/// envelopes). Its test classes hold the replay tools (`src/jvmTest/kotlin/brandengine/replay`)
/// that the engine's differential tests run on the JVM, each brand read from its envelope.
enum KotlinRuntime {
    static let folder = Repository.root.appendingPathComponent("Runtimes/Kotlin")

    struct Build {
        /// The script's `out` folder: `brandengine.jar` and `test-classes/`.
        var out: URL
        /// The script's run: its last line is the test summary.
        var run: ToolProcess.Run
        var brands: Int
    }

    private static let build: Result<Build, Swiftc.Failed> = {
        do {
            let sources = try ShippedBrands.sources()
            let root = try TemporaryFolder.make("kotlin-runtime")
            let assets = root.appendingPathComponent("assets")
            try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
            for source in sources { try writeAssets(source, as: source.id, in: assets) }
            let out = root.appendingPathComponent("out")
            let run = try ToolProcess.run(folder.appendingPathComponent("build"), ["all"], in: folder, environment: [
                "BRANDENGINE_ENVELOPES": assets.path,
                "BRANDENGINE_KOTLIN_OUT": out.path,
            ])
            return .success(Build(out: out, run: run, brands: sources.count))
        } catch {
            return .failure(Swiftc.Failed(description: "\(error)"))
        }
    }()

    /// The library's build and test run.
    static func built() throws -> Build {
        try build.get()
    }

    /// Runs the replay tool `tool` (`AppBarReplay`, `StringsReplay`, `FlagsReplay`) in `folder`.
    @discardableResult
    static func replay(_ tool: String, _ arguments: [String], in folder: URL) throws -> String {
        let out = try built().out
        let classes = out.appendingPathComponent("test-classes").path + ":" + out.appendingPathComponent("brandengine.jar").path
        guard FileManager.default.fileExists(atPath: out.appendingPathComponent("test-classes").path) else {
            throw Swiftc.Failed(description: "Runtimes/Kotlin/build did not compile its tests:\n\(try built().run.errorOutput.suffix(4000))")
        }
        return try Command.run(["kotlin", "-classpath", classes, "brandengine.replay.\(tool)Kt"] + arguments, in: folder)
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
