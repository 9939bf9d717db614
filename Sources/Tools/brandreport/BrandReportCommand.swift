import ArgumentParser
import CommandLineSupport
import BrandLint
import BrandModel
import BrandReport
import Foundation
import ProfileLoading
import StandardHandlers
import YAMLReader

@main
struct BrandReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "brandreport",
        abstract: "Report every brand side by side: features, tokens, strings, app bars, odds boost, lint.",
        discussion: """
            PATHs are folders of brand profiles or profile files (default: Brands), read as \
            brandlint reads them. Each brand's app bar and odds boost are run through the \
            engine; the report draws what the engine computes. A brand that fails to load is \
            reported too, flagged, with its diagnostics.

            FORMATS
              html       one self-contained page (inline CSS and SVG, no network);
                         the default
              markdown   for a pull-request comment; with --compare, the changes
                         first; brands without changes fold when the comment would
                         pass GitHub's 65,536-character limit
              json       versioned ({"format": "brandreport", "version": 1, ...});
                         see docs/report-format.md

            The report goes to --output (default brand-report.html, .md or .json; `-` for \
            standard output); where it went is said on standard error. The same input gives \
            byte-identical output unless --timestamp is given.

            EXIT CODES
              0  every brand loaded
              1  some brand failed to load or was refused by the engine (the
                 others are still reported)
              2  usage or I/O error (missing path, a folder with no profiles,
                 unreadable schema, unwritable output)

            EXAMPLES
              brandreport                                   brand-report.html for Brands/
              brandreport --format markdown --output - --compare old/Brands Brands
              brandreport --format json --output report.json
            """,
        version: ToolVersion.current)

    @Argument(help: "Brand folders or profile files.")
    var paths: [String] = []

    @OptionGroup var outputOptions: OutputOptions<ReportFormat>

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the report; `-` for standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Also report what changed since the brands in this folder.", valueName: "old-dir"))
    var compare: String?

    @Flag(help: "Add the time of the run (UTC) to the report.")
    var timestamp = false

    @OptionGroup var schemaOptions: SchemaOptions

    mutating func run() throws {
        let inputs = paths.isEmpty ? [try schemaOptions.defaultBrands()] : paths
        let builder = try makeBuilder(near: inputs[0])
        let generatedAt = timestamp ? Date().formatted(.iso8601) : nil
        let model = try build(builder, inputs, generatedAt: generatedAt)
        var comparison: ReportComparison?
        if let compare {
            guard FileManager.default.fileExists(atPath: compare) else { throw CommandFailure("no such file or folder: \(compare)") }
            comparison = ReportComparison(old: try build(builder, [compare], generatedAt: nil), new: model)
        }
        for brand in model.brands {
            if let warning = RejectionWarning.line(tool: "brandreport", brand: brand.id, diagnostics: brand.lint.diagnostics) {
                ExitCodeContract.printError(warning)
            }
        }
        let format = outputOptions.format
        let destination = output ?? format.defaultFileName
        try OutputFile.write(format.render(model, comparison: comparison), to: destination)
        schemaOptions.announceSettings(near: inputs[0], tool: "brandreport", quiet: outputOptions.quiet)
        if !outputOptions.quiet {
            var line = "brandreport: \(model.summary)"
            if let comparison { line += "; \(comparison.summary)" }
            line += destination == OutputFile.standardOutput ? "" : "; wrote \(destination)"
            ExitCodeContract.printError(line)
            for brand in model.flagged { ExitCodeContract.printError("brandreport: \(brand.id): \(brand.status) (\(brand.path))") }
        }
        if !model.flagged.isEmpty { throw ExitCode(1) }
    }

    /// The shipped handlers, and a stand-in of its declared kind for each declared handler
    /// brandreport does not link (an app's own), said on standard error and in the brand's section.
    private func makeBuilder(near path: String) throws -> ReportBuilder {
        let loaded = try schemaOptions.load(near: path)
        do {
            let linked = try StandardHandlers.registry()
            let declarations = Array(loaded.declarations.values)
            let simulated = linked.unlinked(declarations)
            for declaration in simulated where !outputOptions.quiet {
                ExitCodeContract.printError("brandreport: " + declaration.simulationNote)
            }
            var loader = ProfileLoader(schemas: loaded, formats: .yamlAndJSON)
            loader.baseFolders = try schemaOptions.bases(near: path)
            loader.flagContext = try schemaOptions.flagContext(near: path)
            return ReportBuilder(
                loader: loader, registry: try linked.simulating(declarations),
                simulated: simulated, jobs: ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    private func build(_ builder: ReportBuilder, _ paths: [String], generatedAt: String?) throws -> ReportModel {
        do {
            return try builder.build(paths: paths, generatedAt: generatedAt)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    static func main() {
        ExitCodeContract.run(Self.self)
    }
}

