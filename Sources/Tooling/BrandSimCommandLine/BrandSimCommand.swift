import AppBarEngine
import ArgumentParser
import BrandLint
import BrandModel
import BrandSim
import CommandLineSupport
import Foundation
import ProfileLoading
import StandardHandlers
import YAMLNode
import YAMLReader

/// The `brandsim` command. A library, so that an app's package can build its own brandsim
/// with its handlers linked in: an executable target whose `main.swift` calls
/// ``main(linking:)`` with the app's registry (docs/handlers.md). Without them, a handler
/// that is only declared (`<id>.handler.json`) is simulated by its declared kind.
public struct BrandSimCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "brandsim",
        abstract: "Replay app-bar and betslip scenarios against the brand profiles.",
        discussion: """
            A scenario names a brand and a list of steps (sign in, taps, tool info, time \
            passing, betslip selections, cache states) with expectations on the state and \
            the effects. See docs/brandsim.md for every step and key.

            EXIT CODES
              0  every expectation holds
              1  an expectation failed (expected and actual are shown, with file:line)
              2  a scenario is malformed, or a brand does not load, or a path is
                 missing, or the brands folder holds no profiles, or a scenario reads
                 the behaviour of a handler this brandsim does not link (not judged:
                 run it with the app's own brandsim), or uses a step or key the
                 --runtime does not run (not judged: the step or key is named)

            EXAMPLES
              brandsim Tests/Scenarios/*.yaml
              brandsim --trace Tests/Scenarios/ladbrokes-locker.yaml
              brandsim --brands /tmp/Brands my-scenario.yaml
              brandsim --watch Tests/Scenarios/neds-toolbox.yaml
              brandsim --runtime kotlin --runtime-library brandengine.jar \\
                       Tests/Scenarios/*.yaml
                                   the same scenarios on the Kotlin runtime
              brandsim --runtime node --runtime-library dist Tests/Scenarios/*.yaml
                                   and on the TypeScript runtime, under node
              brandsim bucket --brand ladbrokes betslip-native --user-id u-1 --platform ios
                                   which bucket a user falls in (brandsim bucket --help)
              brandsim-app --write-declarations Handlers     (an app's own brandsim)
              brandsim-app --check-declarations Handlers
            """,
        version: ToolVersion.current)

    @Option(name: .customLong("brands"), help: ArgumentHelp("Folder of brand profiles (default: the settings file's brands, else Brands).", valueName: "folder"))
    var brandsFolder: String?

    @OptionGroup var schemaOptions: SchemaOptions

    @Flag(help: "Print each step's state and effects as JSON lines on standard output; the verdicts then go to standard error, so the output is JSON lines only.")
    var trace = false

    @Option(
        help: ArgumentHelp(
            "The runtime that replays the scenarios: swift (this engine), kotlin (the Kotlin runtime library, Runtimes/Kotlin) or node (the TypeScript runtime package, Runtimes/TypeScript), each reading the brand's envelope; needs kotlin or node on PATH and --runtime-library. A scenario with a step or key that runtime does not run is not judged, and says which.",
            valueName: "name"))
    var runtime: ScenarioRuntime = .swift

    @Option(
        name: .customLong("runtime-library"),
        help: ArgumentHelp(
            "With --runtime kotlin, the runtime's jar (Runtimes/Kotlin/build jar writes out/brandengine.jar; default: $BRANDENGINE_KOTLIN_JAR); with --runtime node, the compiled package's folder (tsc -p Runtimes/TypeScript --outDir DIST; default: $BRANDENGINE_TYPESCRIPT_DIST).",
            valueName: "path"))
    var runtimeLibrary: String?

    @Flag(help: "Keep running: reload brands as their files change (keeping the last good version of a broken one) and replay the scenarios.")
    var watch = false

    @Option(
        name: .customLong("write-declarations"),
        help: ArgumentHelp(
            "Write the declaration (<id>.handler.json) of each handler this brandsim links from the app, from its typed Swift declaration, into the folder (an app's brandsim: one source for a declaration).",
            valueName: "folder"))
    var writeDeclarations: String?

    @Option(
        name: .customLong("check-declarations"),
        help: ArgumentHelp(
            "Check that the folder's <id>.handler.json of each handler this brandsim links from the app declares what its typed Swift declaration does, whatever the order of keys; exit 1 listing each difference.",
            valueName: "folder"))
    var checkDeclarations: String?

    @Argument(help: "Scenario files.")
    var scenarios: [String] = []

    public init() {}

    /// Runs with the shipped handlers only, as the `brandsim` executable does.
    public func run() async throws {
        try await run(linking: HandlerRegistry())
    }

    /// Runs with the shipped handlers and `appHandlers`; a declared handler neither holds is
    /// simulated by its declared kind, which the output says.
    public func run(linking appHandlers: HandlerRegistry) async throws {
        try await run(linking: appHandlers, simulatingDelivery: nil, writingEnvelopes: nil)
    }

    /// As ``run(linking:)``, with delivery steps run by `simulator` (the engine's brandsim
    /// passes BrandSimDelivery's; without one, a delivery step is reported as not runnable) and
    /// envelopes for `--runtime kotlin` written by `envelope` (without one, only this engine runs).
    package func run(
        linking appHandlers: HandlerRegistry, simulatingDelivery simulator: DeliverySimulator?, writingEnvelopes envelope: EnvelopeWriter?
    ) async throws {
        if let folder = writeDeclarations { try DeclarationFiles(folder: folder).write(appHandlers.declarations) }
        if let folder = checkDeclarations, !(try DeclarationFiles(folder: folder).check(appHandlers.declarations)) {
            throw ExitCode(1)
        }
        if scenarios.isEmpty && (writeDeclarations != nil || checkDeclarations != nil) { return }
        guard !scenarios.isEmpty else { throw CommandFailure("give one or more scenario files") }
        let external = try externalRuntime(envelope: envelope)
        defer { external?.close() }
        let linked: HandlerRegistry
        do {
            linked = try StandardHandlers.registry().merging(appHandlers)
        } catch {
            throw CommandFailure("the handler modules do not fit together: \(error)")
        }
        let brands = try brandsFolder ?? schemaOptions.defaultBrands()
        let schemas = try schemaOptions.load(near: brands)
        // brandsim has no summary line: only the warnings, with its other notes on standard error.
        schemaOptions.announceSettings(near: brands, tool: "brandsim", quiet: true)
        let declarations = Array(schemas.declarations.values)
        let registry: HandlerRegistry
        do {
            registry = try linked.simulating(declarations)
        } catch {
            throw CommandFailure("\(error)")
        }
        // On standard error, as brandsim's other notes: standard output stays the verdicts and `--trace`.
        for declaration in linked.unlinked(declarations) { ExitCodeContract.printError("brandsim: " + declaration.simulationNote) }
        var loader = ProfileLoader(schemas: schemas, formats: .yamlAndJSON)
        loader.baseFolders = try schemaOptions.bases(near: brands)
        loader.flagContext = try schemaOptions.flagContext(near: brands)
        guard loader.fileSystem.isDirectory(atPath: brands) else { throw CommandFailure("no such brands folder: \(brands)") }
        if loader.holdsNoBrands(brands) { throw CommandFailure(ProfileLoader.noBrandsMessage(brands)) }
        guard watch else {
            let load = loader.loadCatalog(at: brands)
            let linter = BrandLinter(loader: loader, handlers: registry.directory)
            for brand in load.brands {
                if let warning = RejectionWarning.line(tool: "brandsim", brand: brand.id, diagnostics: brand.diagnostics + linter.check(brand)) {
                    ExitCodeContract.printError(warning)
                }
            }
            var runner = ScenarioRunner(
                catalog: load.catalog, registry: registry, delivery: .init(loader: loader, loads: load.brands, simulator: simulator))
            runner.standIns = Dictionary(linked.unlinked(declarations).map { ($0.id, $0) }) { first, _ in first }
            runner.buildAdvice = Self.buildAdvice
            runner.runtime = external
            let (failed, malformed) = await replay(runner, brandProblems: load.diagnostics)
            if malformed > 0 { throw ExitCode(2) }
            if failed > 0 { throw ExitCode(1) }
            return
        }
        let standIns = Dictionary(linked.unlinked(declarations).map { ($0.id, $0) }) { first, _ in first }
        try await watchAndReplay(brands: brands, loader: loader, registry: registry, standIns: standIns)
    }

    /// The runtime `--runtime` names, started on the first scenario; nil for this engine.
    private func externalRuntime(envelope: EnvelopeWriter?) throws -> ExternalRuntime? {
        switch runtime {
        case .swift:
            return nil
        case .kotlin, .node:
            guard let envelope else {
                throw CommandFailure("this brandsim replays on its own engine only: run --runtime \(runtime.rawValue) with the engine's brandsim")
            }
            guard !watch else { throw CommandFailure("--watch replays on this engine only: leave out --runtime \(runtime.rawValue), or --watch") }
            let variable = runtime == .kotlin ? "BRANDENGINE_KOTLIN_JAR" : "BRANDENGINE_TYPESCRIPT_DIST"
            let build = runtime == .kotlin
                ? "build it with Runtimes/Kotlin/build jar and pass --runtime-library out/brandengine.jar"
                : "compile it with tsc -p Runtimes/TypeScript --outDir DIST and pass --runtime-library DIST"
            guard let library = runtimeLibrary ?? ProcessInfo.processInfo.environment[variable] else {
                throw CommandFailure("--runtime \(runtime.rawValue) needs the runtime: \(build) (or set \(variable))")
            }
            let host = runtime == .kotlin ? library : library + "/src/platform/scenario-host.js"
            guard FileManager.default.isReadableFile(atPath: host) else {
                throw CommandFailure("no \(runtime.rawValue) runtime at \(DisplayText.escaped(host)) (\(build))")
            }
            let command = runtime == .kotlin ? ["kotlin", "-classpath", library, "brandengine.jvm.ScenarioHostKt"] : ["node", host]
            return ExternalRuntime(name: runtime.rawValue, command: command, envelope: envelope)
        }
    }

    /// What a refusal tells the reader to build.
    static let buildAdvice = "build the app's own brandsim, with its handlers linked in (an executable whose main.swift is "
        + "`await BrandSimCommand.main(linking: AppHandlers.registry)`, docs/handlers.md; Examples/BrandApp's is brandsim-app), and run the scenario with it"

    /// A verdict or a watcher's note: on standard output, or on standard error with `--trace`,
    /// whose standard output is JSON lines only.
    private func verdict(_ line: String) {
        if trace { ExitCodeContract.printError(line) } else { print(line) }
    }

    /// Replays every scenario; returns how many failed and how many could not run.
    private func replay(_ runner: ScenarioRunner, brandProblems: [Diagnostic]) async -> (failed: Int, malformed: Int) {
        var failed = 0
        var malformed = 0
        for path in scenarios {
            // Regular files only, opened without blocking: a FIFO given as a scenario is refused.
            let bytes: [UInt8]
            do {
                bytes = try LocalFileSystem().contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes)
            } catch {
                ExitCodeContract.printError("brandsim: error: \(DisplayText.escaped("\(error)"))")
                malformed += 1
                continue
            }
            do {
                let scenario = try ScenarioParser().parse(bytes, file: path)
                let emitter = JSONEmitter(pretty: false)
                let outcome = try await runner.run(scenario, trace: trace ? { print(emitter.emit($0)) } : nil)
                if let refusal = outcome.refusal {
                    // Neither a pass nor a failure: a stand-in's answer is no answer.
                    malformed += 1
                    verdict("⊘ " + DisplayText.escaped("\(path): \(refusal)"))
                } else if outcome.passed {
                    verdict("✓ \(path): \(scenario.steps.count) steps")
                } else {
                    failed += 1
                    verdict("✗ \(path)")
                    // A failure quotes profile and scenario text: escaped, it stays one line.
                    for failure in outcome.failures { verdict("  " + DisplayText.escaped("\(path):\(failure)")) }
                    if outcome.unlistedFailures > 0 {
                        verdict("  " + DisplayText.escaped("\(path): and \(outcome.unlistedFailures) more expectations failed (the first \(outcome.failures.count) are listed)"))
                    }
                }
            } catch {
                malformed += 1
                ExitCodeContract.printError(error.description)
                let errors = brandProblems.filter { $0.severity == .error }
                if error.message.hasPrefix("no brand"), !errors.isEmpty {
                    ExitCodeContract.printError(errors.map(\.description).joined(separator: "\n"))
                }
            }
        }
        // A watcher's output goes to a terminal or a log as it happens, not when it exits.
        fflush(nil)
        return (failed, malformed)
    }

    /// Keeps the brands loaded while they change (a file that fails to load keeps its last
    /// good version) and replays the scenarios whenever a brand or a scenario changes.
    private func watchAndReplay(brands: String, loader: ProfileLoader, registry: HandlerRegistry, standIns: [String: HandlerDeclaration]) async throws {
        func runner(_ catalog: BrandCatalog) -> ScenarioRunner {
            var runner = ScenarioRunner(catalog: catalog, registry: registry)
            runner.standIns = standIns
            runner.buildAdvice = Self.buildAdvice
            return runner
        }
        let live = LiveBrandCatalog(root: brands, loader: loader)
        for (id, problems) in live.problems.sorted(by: { $0.key < $1.key }) {
            ExitCodeContract.printError("brandsim: \(id) does not load:\n" + problems.map(\.description).joined(separator: "\n"))
        }
        var scenarioStamps = scenarios.map { loader.fileSystem.stamp(atPath: $0) }
        _ = await replay(runner(live.catalog), brandProblems: [])
        verdict("brandsim: watching \(brands) and \(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"); Ctrl-C to stop")
        fflush(nil)
        let clock = ContinuousClock()
        let start = clock.now
        while !Task.isCancelled {
            try await clock.sleep(for: .milliseconds(200))
            let reload = live.poll(at: start.duration(to: clock.now))
            for (id, problems) in reload.keptLastGood.sorted(by: { $0.key < $1.key }) {
                ExitCodeContract.printError("brandsim: \(id) kept its last good version:\n" + problems.map(\.description).joined(separator: "\n"))
            }
            let stamps = scenarios.map { loader.fileSystem.stamp(atPath: $0) }
            guard reload.changedCatalog || stamps != scenarioStamps else { continue }
            scenarioStamps = stamps
            var changes: [String] = []
            if !reload.loaded.isEmpty { changes.append("loaded " + reload.loaded.joined(separator: ", ")) }
            if !reload.removed.isEmpty { changes.append("removed " + reload.removed.joined(separator: ", ")) }
            verdict("brandsim: " + (changes.isEmpty ? "scenarios changed" : changes.joined(separator: "; ")) + "; replaying")
            _ = await replay(runner(live.catalog), brandProblems: [])
        }
    }

    /// Parses the command line and runs brandsim with the shipped handlers plus the app's,
    /// exiting with brandsim's exit codes: the whole `main.swift` of an app's own brandsim.
    /// - Parameter appHandlers: the app's handlers (`CoralHandlers.registry`); brandsim itself
    ///   passes an empty registry.
    public static func main(linking appHandlers: () throws -> HandlerRegistry) async -> Never {
        await main(linking: appHandlers, simulatingDelivery: nil, writingEnvelopes: nil)
    }

    /// The engine's brandsim: ``main(linking:)`` with delivery steps run by `simulator`, and
    /// envelopes for another runtime written by `envelope`.
    package static func main(
        linking appHandlers: () throws -> HandlerRegistry, simulatingDelivery simulator: DeliverySimulator?, writingEnvelopes envelope: EnvelopeWriter?
    ) async -> Never {
        // `brandsim bucket ...` before the scenarios, which would take `bucket` as a file.
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == BucketCommand.configuration.commandName {
            ExitCodeContract.run(BucketCommand.self, arguments: Array(arguments.dropFirst()))
        }
        await ExitCodeContract.run(Self.self) { command in
            let registry: HandlerRegistry
            do {
                registry = try appHandlers()
            } catch {
                throw CommandFailure("the app's handlers do not register: \(error)")
            }
            try await command.run(linking: registry, simulatingDelivery: simulator, writingEnvelopes: envelope)
        }
    }
}

/// A runtime `brandsim --runtime` replays scenarios on.
enum ScenarioRuntime: String, ExpressibleByArgument, CaseIterable {
    case swift, kotlin, node
}
