import Foundation

/// The Kotlin runtime library (`Runtimes/Kotlin`) compiled once per test run by its own `build`
/// script (`build compile`: the common check, the jar, the test classes), for every test that
/// runs it on the JVM: the library's own suites, the differential tests' replay tools and the
/// delivery suite. The classes are in ``out``; ``classpath`` is what `kotlin -classpath` takes.
public enum KotlinLibrary {
    public static let folder = Repository.root.appendingPathComponent("Runtimes/Kotlin")

    public struct Build: Sendable {
        /// The script's `out` folder: `brandengine.jar` and `test-classes/`.
        public var out: URL
        /// The test classes, the jar, and BouncyCastle where Debian's is installed.
        public var classpath: String {
            [out.appendingPathComponent("test-classes").path, out.appendingPathComponent("brandengine.jar").path, bouncyCastle]
                .filter { FileManager.default.fileExists(atPath: $0) }.joined(separator: ":")
        }
    }

    /// The JVM's options for the tests' own `kotlin` and `kotlinc` runs: `Runtimes/Kotlin/jvm-options`,
    /// which `Runtimes/Kotlin/build` sets for its compiles, and `-Xshare:auto` as it adds. Each run
    /// is short, so the client compiler alone and one garbage-collector thread do the work with
    /// less CPU time than the JVM's defaults, in the same wall time (docs/ci.md). Empty when the
    /// file cannot be read: the JVM's defaults, slower but the same results.
    public static let javaOptions: String = {
        let file = folder.appendingPathComponent("jvm-options")
        let options = (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return options.isEmpty ? "" : options + " -Xshare:auto"
    }()

    /// The environment for a `kotlin` or `kotlinc` run: ``javaOptions`` as `JAVA_OPTS`.
    public static var environment: [String: String] { javaOptions.isEmpty ? [:] : ["JAVA_OPTS": javaOptions] }

    /// Debian's BouncyCastle, for the verifier an app below Android 13 plugs in.
    public static let bouncyCastle = "/usr/share/java/bcprov.jar"

    public struct Failed: Error, CustomStringConvertible {
        public var description: String
    }

    private static let build: Result<Build, Failed> = {
        do {
            let out = try TemporaryFolder.make("kotlin-library").appendingPathComponent("out")
            let run = try ToolProcess.run(folder.appendingPathComponent("build"), ["compile"], in: folder, environment: ["BRANDENGINE_KOTLIN_OUT": out.path])
            guard run.status == 0 else {
                return .failure(Failed(description: "Runtimes/Kotlin/build compile exited \(run.status): \(run.output)\n\(run.errorOutput.suffix(4000))"))
            }
            return .success(Build(out: out))
        } catch {
            return .failure(Failed(description: "Runtimes/Kotlin/build compile: \(error)"))
        }
    }()

    /// The library, compiled.
    public static func compiled() throws -> Build {
        try build.get()
    }

    /// Runs `mainClass` (`brandengine.replay.AppBarReplayKt`) of the compiled library in `folder`.
    public static func run(_ mainClass: String, _ arguments: [String], in folder: URL) throws -> ToolProcess.Run {
        try ToolProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["kotlin", "-classpath", try compiled().classpath, mainClass] + arguments, in: folder,
            environment: environment)
    }
}
