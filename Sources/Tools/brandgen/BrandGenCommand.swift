import ArgumentParser
import BrandDelivery
import BrandGen
import BrandLint
import BrandModel
import CommandLineSupport
import Foundation
import ProfileLoading
import StandardHandlers
import YAMLReader

@main
struct BrandGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandgen",
        abstract: "Generate each brand's tokens, strings and flags for iOS, Android, the web, React Native, DTCG and the runtime.",
        discussion: """
            PATHs are brand profiles or folders of them (default: Brands), read exactly as brandlint \
            reads them: `extends` merged, token references resolved, every lint rule run. A brand \
            with errors is reported as brandlint reports it and is not generated, and its files \
            already in the output folder are left as they are (web/brands.css still imports its \
            sheet); the others are generated.

            Files go to --output (default: Generated), one folder per platform; every \
            mapping rule is in docs/exports.md.

            PLATFORMS
              ios      ios/<id>/BrandTheme.swift, BrandStrings.swift,
                       Localizable.xcstrings
              android  android/<id>/res/values[-<locale>]/strings.xml,
                       colors.xml, dimens.xml, BrandTheme.kt, BrandNames.kt,
                       assets/brandengine/<id>.json and <id>.locales.json
                       (read by the Kotlin runtime, Runtimes/Kotlin)
              web      web/<id>.css, web/<id>.json, web/brands.css
              dtcg     dtcg/<id>.tokens.json (DTCG Format Module 2025.10)
              json     json/<id>.json (the runtime profile the engine loads)
              react-native
                       react-native/<id>.ts (TypeScript: theme, strings, flags,
                       odds boost), react-native/index.ts

            Output is byte-identical for the same input, whatever --jobs. Only files whose \
            contents change are written. brandgen owns its output folder through a .brandgen \
            marker: it refuses a non-empty folder without one, and deletes files it no longer \
            generates only inside the platform folders of the run (with --brand, only that \
            brand's files), never those of a brand with errors. With --check nothing is written: the files that are missing, stale \
            or extra are listed and the exit code is 1 when there are any.

            --bundled FOLDER writes the runtime envelopes (the json platform's files) flat into \
            an app's bundled copy instead, FOLDER/<id>.json (its BrandProfiles resources, which \
            RuntimeProfileLoader.loadCatalog(in:) reads), deleting envelopes of brands no longer \
            there; with --check it only says whether that copy is current: CI's check that \
            the app ships the brands as they are. With --bundle BUNDLE (a folder brandgen \
            bundle wrote) the envelopes must be exactly that bundle's documents, and its \
            manifest is copied beside them as FOLDER/\(BundleLayout.bundledManifest): the \
            version the app's catalog was built from, which the delivery client reads as its \
            floor (RemoteBrandCatalog.Configuration.readBundledVersion(in:)).

            EXIT CODES
              0  every brand generated (or, with --check, everything up to date)
              1  a brand has errors, or --check found files to update
              2  usage or I/O error (bad path, unknown --brand, folder not owned)

            EXAMPLES
              brandgen                     every brand and platform into Generated/
              brandgen --platform ios --brand ladbrokes --output App/Brand
              brandgen --platform react-native --output app/src/brand
                                           the React Native app's TypeScript modules
              brandgen --check             CI: are the generated files up to date?
              brandgen --bundled Sources/App/BrandProfiles --check
                                           CI: are the app's bundled envelopes current?
              brandgen --bundled Sources/App/BrandProfiles --bundle Bundle
                                           the app ships bundle Bundle's brands and version
              brandgen bundle --key signing.key --version 42 --output Bundle
                                           signed bundle for apps (docs/delivery.md)
              brandgen root init|rotate|sign|verify ...
                                           the root of trust apps pin (docs/delivery.md)
              brandgen fetch URL --root root/1.json
                                           what an app would get from a served bundle
            """,
        version: ToolVersion.current,
        subcommands: [BundleCommand.self, KeygenCommand.self, RootCommand.self, LogCommand.self, FetchCommand.self, TimestampCommand.self, ImportCommand.self])

    @Argument(help: "Brand profiles or folders of them.")
    var paths: [String] = []

    @Option(name: .customLong("platform"), help: ArgumentHelp("Generate only this platform: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")). Repeatable.", valueName: "name"))
    var platforms: [Platform] = []

    @Option(name: .customLong("brand"), help: ArgumentHelp("Generate only this brand. Repeatable.", valueName: "id"))
    var brands: [String] = []

    @Option(help: ArgumentHelp("The folder brandgen owns and writes to (default: the settings file's output, else Generated).", valueName: "folder"))
    var output: String?

    @Flag(help: "Write nothing; list missing, stale and extra files and exit 1 if there are any.")
    var check = false

    @Option(help: ArgumentHelp(
        "Write the runtime envelopes flat into an app's bundled copy, FOLDER/<id>.json (its BrandProfiles), instead of --output; with --check, only check that copy is current.",
        valueName: "folder"))
    var bundled: String?

    @Option(help: ArgumentHelp(
        "With --bundled: the signed bundle (a folder brandgen bundle wrote) these envelopes are. They must be exactly its documents, and its manifest is copied beside them as \(BundleLayout.bundledManifest), the version apps read as their floor.",
        valueName: "folder"))
    var bundle: String?

    @Flag(help: "json platform: each envelope also says where each value was written in the YAML, so an app's diagnostics name that line (docs/profile-format.md).")
    var sourceMap = false

    @OptionGroup var schemaOptions: SchemaOptions

    @OptionGroup var jobs: JobsOptions

    @OptionGroup var summary: SummaryOptions

    mutating func validate() throws {
        if bundle != nil && bundled == nil { throw ValidationError("--bundle needs --bundled FOLDER (the app's copy it describes)") }
        if let bad = brands.first(where: { !ProfileLoader.isValidBrandID($0) }) {
            throw ValidationError("--brand \(bad) is not a brand id (lower-case letters, digits and dashes)")
        }
    }

    mutating func run() throws {
        let start = ContinuousClock.now
        let inputs = paths.isEmpty ? [try schemaOptions.defaultBrands()] : paths
        if let bundled {
            try BundledEnvelopes(folder: bundled, bundle: bundle).run(
                linter: try Self.makeLinter(near: inputs[0], schemaOptions: schemaOptions, jobs: jobs), inputs: inputs,
                brands: brands.isEmpty ? nil : Set(brands), sourceMap: sourceMap, check: check, quiet: summary.quiet)
            return
        }
        let platformSet = platforms.isEmpty ? Set(Platform.allCases) : Set(platforms)
        let brandSet = brands.isEmpty ? nil : Set(brands)
        let output = try self.output ?? schemaOptions.settings(near: inputs[0])?.output ?? "Generated"
        let folder = OutputFolder(root: output)
        let scope = OutputScope(platforms: platformSet, brands: brandSet)
        // The platform folders are listed before the run, each brand's own folders on the
        // thread that builds it, so each brand's files are compared as they are built.
        let listing: OutputFolder.Listing
        do {
            listing = try folder.listing(scope: scope)
        } catch {
            throw CommandFailure(error.description)
        }
        let generator = BrandGenerator(
            linter: try Self.makeLinter(near: inputs[0], schemaOptions: schemaOptions, jobs: jobs), generators: BrandGenerator.generators(for: platformSet, sourceMap: sourceMap),
            brands: brandSet, output: listing)
        let outcome = generator.run(paths: inputs)
        if !outcome.lint.missingPaths.isEmpty || !outcome.lint.emptyFolders.isEmpty {
            throw CommandFailure(
                (outcome.lint.missingPaths.map { "no such file or folder: \($0)" } + outcome.lint.emptyFolders.map(ProfileLoader.noBrandsMessage))
                    .joined(separator: "\n"))
        }
        if !outcome.unknownBrands.isEmpty {
            throw CommandFailure("no brand \(outcome.unknownBrands.joined(separator: ", ")) in \(inputs.joined(separator: " "))")
        }
        print(TextReporter.render(outcome.lint.diagnostics), terminator: "")

        let comparison: OutputComparison
        let listed = outcome.listing ?? listing.leaving(outcome.failed)
        do {
            comparison = check
                ? folder.compare(outcome.files, unchanged: outcome.unchanged, listing: listed)
                : try folder.update(with: outcome.files, unchanged: outcome.unchanged, listing: listed)
        } catch {
            throw CommandFailure(error.description)
        }
        if check {
            for path in comparison.missing { print("missing: \(output)/\(path)") }
            for path in comparison.stale { print("stale: \(output)/\(path)") }
            for path in comparison.extra { print("extra: \(output)/\(path)") }
        }
        schemaOptions.announceSettings(near: inputs[0], tool: "brandgen", quiet: summary.quiet)
        if !summary.quiet {
            let elapsed = ContinuousClock.now - start
            let milliseconds = Int((Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15).rounded())
            let changes = comparison.missing.count + comparison.stale.count
            let files = check
                ? "\(changes) to write, \(comparison.extra.count) extra"
                : "\(changes) written, \(comparison.extra.count) deleted, \(comparison.unchanged.count) unchanged"
            let schemas = schemaOptions.source(near: inputs[0]) == .compiledIn ? ", \(SchemaSource.compiledIn)" : ""
            ExitCodeContract.printError(
                "brandgen: \(outcome.generated.count) generated, \(outcome.failed.count) failed; \(files)\(schemas) (\(milliseconds) ms)")
        }
        if !outcome.failed.isEmpty || (check && !comparison.isUpToDate) { throw ExitCode(1) }
    }

    /// The linter brandgen and `brandgen bundle` load profiles through: the schemas from
    /// `--schemas` (``SchemaOptions``), the shipped handlers and the declared ones (`--handlers`).
    static func makeLinter(near path: String, schemaOptions: SchemaOptions, jobs: JobsOptions) throws -> BrandLinter {
        let schemas = try schemaOptions.load(near: path)
        var loader = ProfileLoader(schemas: schemas, formats: .yamlAndJSON)
        loader.baseFolders = try schemaOptions.bases(near: path)
        loader.flagContext = try schemaOptions.flagContext(near: path)
        do {
            return BrandLinter(
                loader: loader, handlers: try StandardHandlers.registry().directory.including(schemas.declarations.values), jobs: jobs.count)
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    static func main() {
        // ArgumentParser offers a first word to PATHs before it tries the subcommands, so
        // `brandgen bundle ...`, `keygen ...`, `root ...`, `log ...` and `fetch ...` are dispatched here.
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "help", arguments.count >= 2 { arguments = Array(arguments.dropFirst()) + ["--help"] }
        // A run that exits when done, like brandlint's: freed memory is reused, not unmapped.
        ProcessMemory.keepFreedMemoryUntilExit()
        switch arguments.first {
        case BundleCommand.configuration.commandName: ExitCodeContract.run(BundleCommand.self, arguments: Array(arguments.dropFirst()))
        case KeygenCommand.configuration.commandName: ExitCodeContract.run(KeygenCommand.self, arguments: Array(arguments.dropFirst()))
        case RootCommand.configuration.commandName: ExitCodeContract.run(RootCommand.self, arguments: Array(arguments.dropFirst()))
        case LogCommand.configuration.commandName: ExitCodeContract.run(LogCommand.self, arguments: Array(arguments.dropFirst()))
        case FetchCommand.configuration.commandName: ExitCodeContract.run(FetchCommand.self, arguments: Array(arguments.dropFirst()))
        case TimestampCommand.configuration.commandName: ExitCodeContract.run(TimestampCommand.self, arguments: Array(arguments.dropFirst()))
        case ImportCommand.configuration.commandName: ExitCodeContract.run(ImportCommand.self, arguments: Array(arguments.dropFirst()))
        default: ExitCodeContract.run(Self.self)
        }
    }
}

extension Platform: ExpressibleByArgument {}
