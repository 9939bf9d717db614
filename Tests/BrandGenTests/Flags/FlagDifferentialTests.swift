import BrandGen
import BrandModel
import Foundation
import Testing
import TestSupport

/// Flags evaluate identically in the engine (Swift), the TypeScript runtime (tsc and node), the
/// Kotlin runtime (kotlinc and the JVM), each reading the brand's envelope, and brandgen's iOS
/// evaluator (compiled with swiftc): every shipped flag
/// and a generated fixture set, over seeded random contexts with and without missing parts, every
/// other one with its locale as POSIX writes it (`en_au.UTF-8`), which reads as `en-AU`. In CI the tools are required: the test fails without them, never skips.
@Suite(.tags(.shippedBrands)) struct FlagDifferentialTests {
    static let contextCount = 2_000

    /// A module under test: a brand's generated code, and the flags it is asked for.
    struct Module {
        var name: String
        var source: BrandSource
        var flagNames: [String] { FeatureFlag.allCases.map(\.rawValue) + source.profile.flags.unknownNames }
    }

    static func modules() throws -> [Module] {
        let shipped = try ShippedBrands.sources()
        var fixture = try #require(shipped.first)
        var random = SeededGenerator(seed: 43)
        fixture.profile.flags = FlagFixtures.flags(count: 60, using: &random)
        fixture.profile.id = "flagfixture"
        // What the TypeScript runtime reads: the same flags and id in the envelope.
        fixture.document = EnvelopeDocument.setting(["flags"], in: fixture.document, to: EnvelopeDocument.flags(fixture.profile.flags))
        fixture.document = EnvelopeDocument.setting(["id"], in: fixture.document, to: "flagfixture")
        return shipped.map { Module(name: $0.id, source: $0) } + [Module(name: "flagfixture", source: fixture)]
    }

    static func contexts() -> [FlagContext] {
        var random = SeededGenerator(seed: 4_343)
        return FlagFixtures.contexts(count: contextCount, using: &random)
    }

    /// `module<TAB>flag<TAB>context index<TAB>summary` for every evaluation, as the engine gives it.
    static func expected(_ modules: [Module], _ contexts: [FlagContext]) -> [String] {
        var lines: [String] = []
        for module in modules {
            for flag in module.flagNames {
                for (index, context) in contexts.enumerated() {
                    lines.append("\(module.name)\t\(flag)\t\(index)\t\(module.source.profile.flags.evaluate(named: flag, in: context).summary)")
                }
            }
        }
        return lines
    }

    static func differences(_ actual: String, _ expected: [String]) -> (comparisons: Int, differences: Int, first: String?) {
        let lines = actual.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var differences = abs(lines.count - expected.count)
        var first: String?
        for (line, wanted) in zip(lines, expected) where line != wanted {
            differences += 1
            if first == nil { first = "got \(line), the engine gives \(wanted)" }
        }
        return (expected.count, differences, first)
    }

    @Test(.requires(.typeScript, .node))
    func typeScriptEvaluatesAsTheEngine() throws {
        let modules = try Self.modules()
        let contexts = Self.contexts()
        let output = try Self.runTypeScript(modules, contexts)
        let result = Self.differences(output, Self.expected(modules, contexts))
        print("flag differential, TypeScript: \(result.comparisons) comparisons, \(result.differences) differences")
        #expect(result.comparisons > 100_000)
        #expect(result.differences == 0, "\(result.first ?? "")")
    }

    /// A deliberate break in the package's evaluator (one multiplier of the hash) is found.
    @Test(.requires(.typeScript, .node))
    func aBrokenEvaluatorIsFound() throws {
        let modules = try Self.modules()
        let contexts = Self.contexts()
        let output = try Self.runTypeScript(modules, contexts) { $0.replacingOccurrences(of: "0x85ebca6b", with: "0x85ebca6d") }
        #expect(Self.differences(output, Self.expected(modules, contexts)).differences > 0)
    }

    /// The Kotlin runtime (`Runtimes/Kotlin`) reading each brand's envelope, as an app's assets hold it.
    @Test(.requires(.kotlin, .java))
    func kotlinEvaluatesAsTheEngine() throws {
        let modules = try Self.modules()
        let contexts = Self.contexts()
        let folder = try TemporaryFolder.make("flags-kotlin")
        defer { try? FileManager.default.removeItem(at: folder) }
        for module in modules { try KotlinRuntime.writeAssets(module.source, as: module.name, in: folder) }
        try Data(FlagFixtures.tabSeparated(contexts, posixLocales: true).utf8).write(to: folder.appendingPathComponent("contexts.tsv"))
        let flags = modules.map { ([$0.name] + $0.flagNames).joined(separator: "\t") + "\n" }.joined()
        try Data(flags.utf8).write(to: folder.appendingPathComponent("flags.tsv"))
        // The evaluation is the library's own test tool (Runtimes/Kotlin/src/jvmTest/kotlin/brandengine/replay/FlagsReplay.kt).
        try KotlinRuntime.replay("FlagsReplay", ["flags.tsv", "contexts.tsv", "results.txt"], in: folder)
        let output = try String(contentsOf: folder.appendingPathComponent("results.txt"), encoding: .utf8)
        let result = Self.differences(output, Self.expected(modules, contexts))
        print("flag differential, Kotlin: \(result.comparisons) comparisons, \(result.differences) differences")
        #expect(result.comparisons > 100_000)
        #expect(result.differences == 0, "\(result.first ?? "")")
    }

    /// The generated iOS evaluator, compiled with swiftc, on the fixture flags (every shipped
    /// brand's file declares the same types, so one brand at a time; the fixture covers the rules).
    @Test func generatedSwiftEvaluatesAsTheEngine() throws {
        let module = try #require(try Self.modules().last)
        let contexts = Self.contexts()
        let folder = try TemporaryFolder.make("flags-swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try IOSGenerator().files(for: module.source).filter { $0.path.hasSuffix(".swift") }
        try Command.write(files.map { ($0.path, $0.contents) }, to: folder)
        try Data(FlagFixtures.tabSeparated(contexts, posixLocales: true).utf8).write(to: folder.appendingPathComponent("contexts.tsv"))
        let names = module.flagNames.map { SwiftLiteral.quoted($0) }.joined(separator: ", ")
        let program = #"""
            import Foundation

            let text = try String(contentsOfFile: "contexts.tsv", encoding: .utf8)
            var out = ""
            let contexts = text.split(separator: "\n").map { line -> FlagContext in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0 == "\u{1}" ? nil : String($0) }
                var attributes: [String: String] = [:]
                if let tier = fields[5] { attributes["tier"] = tier }
                if let segment = fields[6] { attributes["segment"] = segment }
                return FlagContext(userId: fields[0], platform: fields[1], appVersion: fields[2], market: fields[3], locale: fields[4], attributes: attributes)
            }
            for flag in [NAMES] {
                for (index, context) in contexts.enumerated() {
                    let result = BrandFlagRules.evaluate(flag, in: context)
                    out += "MODULE\t\(flag)\t\(index)\tvalue=\(result.value) reason=\(result.reason)"
                    if let rule = result.ruleIndex { out += " rule=\(rule)" }
                    if let error = result.errorCode { out += " error=\(error)" }
                    out += "\n"
                }
            }
            print(out, terminator: "")

            """#
        try Data(program.replacingOccurrences(of: "NAMES", with: names).replacingOccurrences(of: "MODULE", with: module.name).utf8)
            .write(to: folder.appendingPathComponent("main.swift"))
        try Swiftc.run(files.map(\.path) + ["main.swift", "-o", "program"], in: folder)
        let output = try Command.run([folder.appendingPathComponent("program").path], in: folder)
        let result = Self.differences(output, Self.expected([module], contexts))
        print("flag differential, generated Swift: \(result.comparisons) comparisons, \(result.differences) differences")
        #expect(result.differences == 0, "\(result.first ?? "")")
    }

    /// Evaluates each flag of each module in each context under node, by the TypeScript
    /// runtime package reading each brand's envelope; `edit` breaks the compiled flags.js first.
    static func runTypeScript(_ modules: [Module], _ contexts: [FlagContext], edit: ((String) -> String)? = nil) throws -> String {
        let folder = try TemporaryFolder.make("flags-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = try edit.map { try TypeScriptPackage.brokenCopy(in: folder, file: "src/flags.js", $0) } ?? TypeScriptPackage.compiled()
        for module in modules {
            try Data(EnvelopeDocument.envelope(module.source)).write(to: folder.appendingPathComponent("\(module.name).json"))
        }
        try Data(FlagFixtures.tabSeparated(contexts, posixLocales: true).utf8).write(to: folder.appendingPathComponent("contexts.tsv"))
        let flags = modules.map { ([$0.name] + $0.flagNames).joined(separator: "\t") + "\n" }.joined()
        try Data(flags.utf8).write(to: folder.appendingPathComponent("flags.tsv"))
        // The evaluation is the package's own test tool (Runtimes/TypeScript/test/replay/flags-replay.ts).
        try Command.run(["node", dist.appendingPathComponent("test/replay/flags-replay.js").path, "flags.tsv", "contexts.tsv", "results.txt"], in: folder)
        return try String(contentsOf: folder.appendingPathComponent("results.txt"), encoding: .utf8)
    }
}

/// A Swift string literal of generated-test text (flag names: letters, digits, dashes).
enum SwiftLiteral {
    static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}

/// A JSON string literal, which JavaScript reads as the same string.
enum TypeScriptLiteral {
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
