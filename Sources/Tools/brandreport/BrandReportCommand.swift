import ArgumentParser
import CommandLineSupport
import BrandLint
import BrandModel
import BrandReport
import BrandStudio
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

            THE STUDIO
              --serve serves a live page on 127.0.0.1 (--port, default 8460): every
              brand in every appearance, signed out, signed in and with the tool slot
              open, odds boost and strings, each lint finding on the element it
              concerns. A save to a brand, a base or brandengine.yml shows within a
              second; a file that stops loading shows its error over its last good
              preview. No network is used. docs/studio.md.
              --pictures DIR writes a PNG of each brand in each appearance, drawn by
              headless Chromium (--browser, default chromium on PATH).

            EXAMPLES
              brandreport                                   brand-report.html for Brands/
              brandreport --format markdown --output - --compare old/Brands Brands
              brandreport --format json --output report.json
              brandreport --serve                           the studio on 127.0.0.1:8460
              brandreport --pictures shots                  a PNG per brand, appearance
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

    @Flag(help: "Serve the live studio instead of writing a report.")
    var serve = false

    @Option(help: ArgumentHelp("The studio's port (0: any free one).", valueName: "port"))
    var port: UInt16 = StudioDefaults.port

    @Option(help: ArgumentHelp("The IPv4 address the studio listens on.", valueName: "address"))
    var host = StudioDefaults.host

    @Option(help: ArgumentHelp("Write a PNG of each brand in each appearance here.", valueName: "dir"))
    var pictures: String?

    @Option(help: ArgumentHelp("The Chromium that draws --pictures.", valueName: "path"))
    var browser: String?

    @Option(help: ArgumentHelp("Markdown: link each brand's --pictures under this URL or path.", valueName: "url"))
    var linkPictures: String?

    @OptionGroup var schemaOptions: SchemaOptions

    mutating func validate() throws {
        if serve, pictures != nil { throw ValidationError("--serve and --pictures are two runs: give one") }
        if serve || pictures != nil, output != nil || compare != nil || linkPictures != nil {
            throw ValidationError("--output, --compare and --link-pictures are for a report, not for --serve or --pictures")
        }
        if linkPictures != nil, outputOptions.format != .markdown {
            throw ValidationError("--link-pictures is for --format markdown")
        }
    }

    mutating func run() throws {
        let inputs = paths.isEmpty ? [try schemaOptions.defaultBrands()] : paths
        if serve || pictures != nil {
            try runStudio(inputs)
            return
        }
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
        try OutputFile.write(format.render(model, comparison: comparison, pictures: linkPictures), to: destination)
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
    func makeBuilder(near path: String, announcing: Bool = true) throws -> ReportBuilder {
        let loaded = try schemaOptions.load(near: path)
        do {
            let linked = try StandardHandlers.registry()
            let declarations = Array(loaded.declarations.values)
            let simulated = linked.unlinked(declarations)
            for declaration in simulated where announcing && !outputOptions.quiet {
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

