import ArgumentParser
import BrandDelivery
import BrandGen
import BrandLint
import CommandLineSupport
import Foundation

/// `brandgen bundle`: the signed, content-addressed bundle installed apps fetch.
struct BundleCommand: ParsableCommand {
    static let keyEnvironmentVariable = "BRANDGEN_SIGNING_KEY"

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
              manifest.sig          base64 Ed25519 signature over manifest.json's bytes
            Documents are written first and the manifest last; documents of earlier bundles are \
            kept. The output is byte-identical for the same brands, --version and --created.

            The signing key (as `brandgen keygen` writes it) comes from --key FILE or, without \
            --key, from the \(keyEnvironmentVariable) environment variable (the key file's text). \
            A key file inside a git work tree is refused: keys never live in the repository.

            Host the folder on any static host or CDN: manifest.json and manifest.sig with a short \
            max-age, brands/ as immutable. See docs/delivery.md.

            EXIT CODES
              0  bundle written
              1  a brand has errors; nothing written
              2  usage or I/O error (no key, bad key, missing path, version below 1)

            EXAMPLES
              brandgen keygen --output ~/keys
              brandgen bundle --key ~/keys/signing.key --version 42 --output Bundle
              BRANDGEN_SIGNING_KEY="$KEY" brandgen bundle --version "$BUILD" --output Out
            """)

    @Argument(help: "Brand profiles or folders of them.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The private key file (default: $\(keyEnvironmentVariable)).", valueName: "file"))
    var key: String?

    @Option(help: ArgumentHelp("The bundle's version: higher than every bundle published before.", valueName: "n"))
    var version: Int

    @Option(help: ArgumentHelp("The folder to write the bundle into.", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp("Creation time, ISO 8601 (default: now, to the second).", valueName: "time"))
    var created: String?

    @Option(help: ArgumentHelp("Days until apps refuse the manifest. Publish again before then.", valueName: "days"))
    var expiresIn = 30

    @OptionGroup var schemaOptions: SchemaOptions

    @OptionGroup var jobs: JobsOptions

    mutating func validate() throws {
        if version < 1 { throw ValidationError("--version must be at least 1") }
        if !(1...3650).contains(expiresIn) { throw ValidationError("--expires-in must be 1 to 3650 days") }
        if let created, Self.parseTime(created) == nil {
            throw ValidationError("--created \(created.debugDescription) is not an ISO 8601 time such as 2026-11-23T16:00:00Z")
        }
    }

    mutating func run() throws {
        let signingKey = try loadKey()
        let inputs = paths.isEmpty ? ["Brands"] : paths
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
        let createdAt = created.flatMap(Self.parseTime) ?? Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        let builder = BundleBuilder(version: version, created: createdAt, expires: createdAt.addingTimeInterval(Double(expiresIn) * 86_400))
        let runtimeFiles = outcome.files.filter { $0.path.hasPrefix(Platform.json.folder + "/") }
        do {
            let files = try builder.files(runtimeFiles: runtimeFiles, key: signingKey)
            let written = try BundleFolder(root: output).write(files)
            ExitCodeContract.printError(
                "brandgen bundle: version \(version), \(outcome.generated.count) brands, \(written.count) files written to \(output), signed by \(signingKey.publicKey)")
        } catch {
            throw CommandFailure("cannot write the bundle to \(output): \(error.localizedDescription)")
        }
    }

    private func loadKey() throws -> BundleSigningKey {
        let text: String
        if let key {
            if let repository = Self.gitWorkTree(containing: key) {
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

    /// The work tree above `path` (a folder holding `.git`), if any.
    private static func gitWorkTree(containing path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    static func parseTime(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }
}
