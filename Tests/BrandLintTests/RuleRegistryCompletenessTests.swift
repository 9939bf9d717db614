import BrandLint
import Foundation
import TestSupport
import Testing

/// The rule list is written by hand, in `--list-rules` order; this holds it to the rule types:
/// a rule type that is not in it would never run, and nothing else would say so.
@Suite("Every rule registered")
struct RuleRegistryCompletenessTests {
    @Test func everyRuleTypeInBrandLintIsInTheRegistry() throws {
        let declared = try Self.declaredRuleTypes()
        let registered = Set(RuleRegistry.rules.map { String(describing: type(of: $0)) })
        #expect(!declared.isEmpty)
        let unregistered = declared.subtracting(registered).sorted()
        #expect(unregistered.isEmpty, "rule types missing from RuleRegistry.rules: \(unregistered.joined(separator: ", "))")
        #expect(RuleRegistry.rules.count == registered.count, "a rule type is listed twice in RuleRegistry.rules")
    }

    @Test func theScanFindsARuleDeclaredOverSeveralConformances() {
        let source = """
            public struct ExampleRule: Sendable, LintRule {
            struct Helper: Equatable {
            struct OtherRule: LintRule, Equatable {
            """
        #expect(Self.ruleTypes(in: source) == ["ExampleRule", "OtherRule"])
    }

    /// The types that conform to `LintRule` where they are declared, across BrandLint's sources.
    private static func declaredRuleTypes() throws -> Set<String> {
        let folder = Repository.path("Sources/Tooling/BrandLint")
        guard let walk = FileManager.default.enumerator(atPath: folder) else { throw CocoaError(.fileReadNoSuchFile) }
        var types: Set<String> = []
        for case let file as String in walk where file.hasSuffix(".swift") {
            types.formUnion(ruleTypes(in: try String(contentsOfFile: folder + "/" + file, encoding: .utf8)))
        }
        return types
    }

    static func ruleTypes(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: { " :,{".contains($0) })
            guard let kind = words.firstIndex(where: { $0 == "struct" || $0 == "final" || $0 == "enum" }),
                words.index(after: kind) < words.endIndex,
                words.contains("LintRule"), line.contains(":")
            else { return nil }
            let nameIndex = words[kind] == "final" ? words.index(kind, offsetBy: 2) : words.index(after: kind)
            guard nameIndex < words.endIndex else { return nil }
            return String(words[nameIndex])
        }
    }
}
