import ArgumentParser
import BrandDelivery
import BrandGen
import BrandLint
import BrandModel
import BrandPublishing
import CommandLineSupport
import Foundation

/// `brandgen bundle`: the signed, content-addressed bundle installed apps fetch.
struct BundleCommand: ParsableCommand {
    static let keyEnvironmentVariable = "BRANDGEN_SIGNING_KEY"
    static let maximumLifetimeDays = Int(BundleManifest.maximumLifetime / 86_400)

    static let configuration = CommandConfiguration(
        commandName: "bundle",
        _superCommandName: "brandgen",
        abstract: "Compile brands into a signed bundle of static files for installed apps.",
        discussion: """
            PATHs are read and linted exactly as brandgen and brandlint read them (default: \
            Brands). A brand with errors is reported and nothing is written. Otherwise --output \
            receives:
              brands/<sha256>.json  each brand's runtime profile (the json platform's
                                    file), named by the SHA-256 (hex) of its bytes
              manifest.json         format version, --version, created, expires; per
                                    brand its id, digest, size, minimum engine version
              manifest.sig          base64 Ed25519 signatures over manifest.json's bytes,
                                    one a line (one per --key)
            Documents are written first and the manifest last; documents of earlier bundles are \
            kept. The output is byte-identical for the same brands, --version and --created.

            The signing key (as `brandgen keygen` writes it) comes from --key FILE or, without \
            --key, from the \(keyEnvironmentVariable) environment variable (the key file's text). \
            A key file inside a git work tree is refused: keys never live in the repository.             --key is repeatable, for a root that needs several online keys' signatures. When             --output holds roots (root/<n>.json, `brandgen root`), the keys must be online keys             of the newest one, enough for its threshold: apps would refuse the bundle otherwise.

            --version must be higher than the version of the manifest already in --output (a \
            rebuild giving the same bytes excepted), and at most \(BundleManifest.maximumVersionJump) \
            above it: apps refuse a lower version as a rollback, the same version with other \
            content as a reused version, and a larger jump as a fast-forward. --force writes such \
            a bundle anyway (after a key rotation that starts apps on a new folder, see \
            docs/delivery.md).

            Before signing, the brands' scenarios are replayed (the settings' `scenarios` \
            folder, else Tests/Scenarios or Scenarios beside the brands; each scenario whose \
            brand is bundled) by the brandsim installed beside brandgen, or by --brandsim, an \
            app's own brandsim with its handlers linked in. A scenario that fails, or cannot \
            run, stops the bundle: nothing is written. A scenario a brandsim cannot judge (it \
            reads a handler that brandsim does not link) is named as not judged; pass the \
            app's brandsim to judge it. --skip-scenarios signs without replaying them.

            Host the folder on any static host or CDN: manifest.json and manifest.sig with a short \
            max-age, brands/ as immutable. See docs/delivery.md.

            EXIT CODES
              0  bundle written
              1  a brand has errors, or a scenario fails; nothing written
              2  usage or I/O error (no key, bad key, missing path, version below 1, a
                 version apps would refuse after the output folder's manifest)

            EXAMPLES
              brandgen keygen --output ~/keys
              brandgen bundle --key ~/keys/signing.key --version 42 --output Bundle
              brandgen bundle --brandsim .build/debug/brandsim-app --key ~/keys/signing.key --version 43 --output Bundle
              BRANDGEN_SIGNING_KEY="$KEY" brandgen bundle --version "$BUILD" --output Out
            """)

    @Argument(help: "Brand profiles or folders of them.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The private key file (default: $\(keyEnvironmentVariable)). Repeatable.", valueName: "file"))
    var key: [String] = []

    @Option(help: ArgumentHelp("The bundle's version: higher than every bundle published before.", valueName: "n"))
    var version: Int

    @Option(help: ArgumentHelp("The folder to write the bundle into.", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp("Creation time, ISO 8601 (default: now, to the second).", valueName: "time"))
    var created: String?

    @Option(help: ArgumentHelp(
        "Days until apps refuse the manifest, 1 to \(BundleCommand.maximumLifetimeDays) (apps refuse a longer lifetime). Publish again before then.",
        valueName: "days"))
    var expiresIn = 30

    @Option(name: .customLong("timestamp-hours"), help: ArgumentHelp(
        "Also write timestamp.json and timestamp.sig, valid for this many hours (1 to 168): the short-lived signed timestamp apps with requiresTimestamp need fresh. Sign it again with `brandgen timestamp` before it expires.",
        valueName: "hours"))
    var timestampHours: Int?

    @Flag(help: "Sign without replaying the brands' scenarios first.")
    var skipScenarios = false

    @Option(help: ArgumentHelp(
        "The brandsim that replays the scenarios before signing: an app's own, with its handlers linked in (default: the brandsim installed beside brandgen).",
        valueName: "executable"))
    var brandsim: String?

    @Flag(help: "Write the bundle even when --version does not follow the output folder's manifest, or the keys are not its newest root's online keys.")
    var force = false

    @OptionGroup var schemaOptions: SchemaOptions

    @OptionGroup var jobs: JobsOptions

    mutating func validate() throws {
        if version < 1 { throw ValidationError("--version must be at least 1") }
        if !(1...Self.maximumLifetimeDays).contains(expiresIn) {
            throw ValidationError(
                "--expires-in must be 1 to \(Self.maximumLifetimeDays) days: apps refuse a manifest valid for longer (docs/delivery.md)")
        }
        if let timestampHours, !(1...TimestampCommand.maximumHours).contains(timestampHours) {
            throw ValidationError("--timestamp-hours must be 1 to \(TimestampCommand.maximumHours): a timestamp is short-lived")
        }
        if let created, Self.parseTime(created) == nil {
            throw ValidationError("--created \(created.debugDescription) is not an ISO 8601 time such as 2026-11-23T16:00:00Z")
        }
    }

    mutating func run() throws {
        let signingKeys = try loadKeys()
        if !force { try checkKeysMatchNewestRoot(signingKeys) }
        let inputs = paths.isEmpty ? [try schemaOptions.defaultBrands()] : paths
        schemaOptions.announceSettings(near: inputs[0], tool: "brandgen bundle", quiet: false)
        let generator = BrandGenerator(
            linter: try BrandGenCommand.makeLinter(near: inputs[0], schemaOptions: schemaOptions, jobs: jobs),
            generators: BrandGenerator.generators(for: [.json]))
        let outcome = generator.run(paths: inputs)
        if !outcome.lint.missingPaths.isEmpty {
            throw CommandFailure(outcome.lint.missingPaths.map { "no such file or folder: \($0)" }.joined(separator: "\n"))
        }
        print(TextReporter.render(outcome.lint.diagnostics), terminator: "")
        if !outcome.failed.isEmpty {
            ExitCodeContract.printError("brandgen bundle: \(outcome.failed.joined(separator: ", ")) failed; nothing written")
            throw ExitCode(1)
        }
        if !skipScenarios { try replayScenarios(brandsAt: inputs[0], brands: Set(outcome.generated)) }
        let createdAt = created.flatMap(Self.parseTime) ?? Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        let builder = BundleBuilder(version: version, created: createdAt, expires: createdAt.addingTimeInterval(Double(expiresIn) * 86_400))
        let runtimeFiles = outcome.files.filter { $0.path.hasPrefix(Platform.json.folder + "/") }
        do {
            let files = try builder.files(runtimeFiles: runtimeFiles, keys: signingKeys)
            if !force { try checkVersionFollowsPublished(files) }
            let written = try BundleFolder(root: output).write(files)
            if let timestampHours, let manifest = files.first(where: { $0.path == BundleLayout.manifest }) {
                try TimestampCommand.write(
                    manifest: manifest.contents, folder: output, created: createdAt, hours: timestampHours, keys: signingKeys)
            }
            ExitCodeContract.printError(
                "brandgen bundle: version \(version), \(outcome.generated.count) brands, \(written.count) files written to \(output), signed by \(signingKeys.map(\.publicKey.description).joined(separator: ", "))")
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot write the bundle to \(output): \(error.localizedDescription)")
        }
    }

    private func loadKeys() throws -> [BundleSigningKey] {
        if key.isEmpty { return [try Self.loadKey(nil)] }
        guard key.count <= BundleManifest.maximumSignatureLines else {
            throw CommandFailure("\(key.count) --key options; a client reads at most \(BundleManifest.maximumSignatureLines) signatures in manifest.sig")
        }
        return try key.map { try Self.loadKey($0) }
    }

    static func loadKey(_ key: String?) throws -> BundleSigningKey {
        let text: String
        if let key {
            if let repository = GitWorkTree.containing(key) {
                throw CommandFailure("\(key) is inside the git work tree \(repository); keep signing keys out of the repository (a CI secret: $\(Self.keyEnvironmentVariable))")
            }
            guard let data = FileManager.default.contents(atPath: key), let contents = String(data: data, encoding: .utf8) else {
                throw CommandFailure("cannot read the key file \(key)")
            }
            text = contents
        } else if let value = ProcessInfo.processInfo.environment[Self.keyEnvironmentVariable], !value.isEmpty {
            text = value
        } else {
            throw CommandFailure("no signing key: pass --key FILE or set \(Self.keyEnvironmentVariable) (brandgen keygen writes one)")
        }
        do {
            return try BundleSigningKey(fileText: text)
        } catch {
            throw CommandFailure("\(key ?? "$" + Self.keyEnvironmentVariable): \(error)")
        }
    }

    /// Refuses keys that apps trusting the output folder's newest root would not accept.
    private func checkKeysMatchNewestRoot(_ keys: [BundleSigningKey]) throws {
        guard let newest = RootFiles.versions(in: output).last else { return }
        let root = try RootFiles.read(RootFiles.path(output, version: newest)).root
        let online = keys.filter { root.manifestKeys.contains($0.publicKey) }
        guard Set(online.map(\.publicKey)).count >= root.manifestThreshold else {
            let listed = root.manifestKeys.map(\.description).sorted().joined(separator: ", ")
            throw CommandFailure(
                "root \(newest) in \(output) needs manifests signed by \(root.manifestThreshold) of its online keys (\(listed)); \(online.count) of the --key files given are: apps would refuse this bundle (bad-signature). Sign with its online keys, or --force")
        }
    }

    /// Refuses a version every app that accepted the folder's current manifest would refuse:
    /// lower, equal with other bytes, or too far above it.
    private func checkVersionFollowsPublished(_ files: [GeneratedFile]) throws {
        let path = URL(fileURLWithPath: output).appendingPathComponent(BundleLayout.manifest).path
        guard let data = FileManager.default.contents(atPath: path), let published = try? BundleManifest.decode(data) else { return }
        let manifest = files.first { $0.path == BundleLayout.manifest }.map { Data($0.contents) }
        if version == published.version, manifest == data { return }
        let next = "pass --version \(published.version + 1) or higher, or --force to write it anyway"
        if version <= published.version {
            let why = version == published.version ? "as a reused version (same version, other content)" : "as a rollback"
            throw CommandFailure(
                "--version \(version) is not higher than version \(published.version) of \(path); apps that accepted it would refuse this bundle \(why): \(next)")
        }
        if version - published.version > BundleManifest.maximumVersionJump {
            throw CommandFailure(
                "--version \(version) is more than \(BundleManifest.maximumVersionJump) above version \(published.version) of \(path); apps would refuse it as a fast-forward: pass a lower --version, or --force to write it anyway")
        }
    }

    static func parseTime(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    /// Replays the brands' scenarios (``BundleScenarioGate``); throws when one fails or cannot run.
    private func replayScenarios(brandsAt path: String, brands: Set<String>) throws {
        let tool = "brandgen bundle"
        let located = BundleScenarioGate.folder(forBrandsAt: path, settings: try schemaOptions.settings(near: path)?.scenarios)
        guard let folder = located.folder else {
            ExitCodeContract.printError("\(tool): no scenarios folder (looked for \(located.looked.map(DisplayText.escaped).joined(separator: " and "))); signing without replaying scenarios")
            return
        }
        let scenarios = BundleScenarioGate.scenarios(in: folder, of: brands)
        guard !scenarios.isEmpty else {
            ExitCodeContract.printError("\(tool): no scenario in \(DisplayText.escaped(folder)) names a bundled brand; signing without replaying scenarios")
            return
        }
        guard let executable = brandsim ?? BundleScenarioGate.installedBrandsim() else {
            throw CommandFailure("no brandsim to replay the scenarios: install it beside brandgen, pass --brandsim EXECUTABLE, or --skip-scenarios")
        }
        var options: [String] = []
        if let schemas = schemaOptions.schemas { options += ["--schemas", schemas] }
        for folder in schemaOptions.handlerFolders { options += ["--handlers", folder] }
        for folder in schemaOptions.baseFolders { options += ["--bases", folder] }
        let brandsFolder = LocalFileSystem().isDirectory(atPath: path) ? path : (path as NSString).deletingLastPathComponent
        let gate = BundleScenarioGate(brandsim: executable, brands: brandsFolder.isEmpty ? "." : brandsFolder, folder: folder, options: options)
        let verdict = try gate.run(scenarios)
        for line in verdict.failures { ExitCodeContract.printError(line) }
        for line in verdict.notJudged { ExitCodeContract.printError("\(tool): warning: not judged by \(DisplayText.escaped(executable)): \(line)") }
        if let problem = verdict.problem {
            ExitCodeContract.printError(problem)
            ExitCodeContract.printError("\(tool): the scenarios could not run with \(DisplayText.escaped(executable)); nothing written (--skip-scenarios signs anyway)")
            throw ExitCode(1)
        }
        let failed = verdict.failures.filter { $0.hasPrefix("✗ ") }.count
        if failed > 0 {
            ExitCodeContract.printError(
                "\(tool): \(failed) of \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s") failed; nothing written "
                    + "(fix the brand or the scenario; --skip-scenarios signs anyway)")
            throw ExitCode(1)
        }
        ExitCodeContract.printError("\(tool): \(verdict.passed) of \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s") passed (\(DisplayText.escaped(folder)), \(DisplayText.escaped(executable)))")
    }
}
