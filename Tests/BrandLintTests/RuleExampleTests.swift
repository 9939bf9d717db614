import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import TestSupport
import Testing
@testable import BrandLint
import YAMLReader

/// Every rule's own examples: the triggering ones must trigger it, the others must not.
/// A new rule brings its examples, and with them its tests.
@Suite("Rule examples")
struct RuleExampleTests {
    static let handlers = try! StandardHandlers.registry().directory

    static func lint(_ profile: String) throws -> (load: ProfileLoad, linter: BrandLinter) {
        let schemas = try Repository.schemas()
        let fileSystem = InMemoryFileSystem(["/brands/example.yaml": profile])
        let linter = BrandLinter(loader: ProfileLoader(schemas: schemas, fileSystem: fileSystem, formats: .yamlAndJSON), handlers: handlers)
        return (linter.loader.loadBrand(at: "/brands/example.yaml"), linter)
    }

    static let rules = RuleRegistry.rules.map { RuleCase(rule: $0) }

    @Test func baselineIsCleanUnderEveryRule() throws {
        let (load, linter) = try Self.lint(RuleExamples.baseline)
        #expect(load.diagnostics.map(\.description) == [])
        #expect(linter.check(load).map(\.description) == [])
    }

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
        for example in description.triggeringExamples {
            let (load, linter) = try Self.lint(try RuleExamples.profile(merging: example))
            #expect(load.diagnostics.errorCount == 0, "\(description.id): example does not load: \(load.diagnostics)")
            let found = ruleCase.rule.check(try Self.context(load, linter))
            #expect(!found.isEmpty, "\(description.id) did not trigger on: \(example)")
            #expect(found.allSatisfy { $0.rule == description.id && $0.severity == description.severity })
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesDoNotTrigger(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
        for example in description.nonTriggeringExamples {
            let (load, linter) = try Self.lint(try RuleExamples.profile(merging: example))
            #expect(load.diagnostics.errorCount == 0, "\(description.id): example does not load: \(load.diagnostics)")
            let found = ruleCase.rule.check(try Self.context(load, linter))
            #expect(found.map(\.description) == [], "\(description.id) triggered on: \(example)")
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.rules.map(\.description.id) + RuleRegistry.folderChecks.map(\.id) + RuleRegistry.loadingChecks.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "*" }, "\(id)")
        }
    }

    /// Past ``Diagnostic/suggestionLimit`` names in a file a rule stops searching for
    /// suggestions, and still reports every name.
    @Test func didYouMeanSearchesStopAtTheLimitAndEveryFindingIsStillReported() throws {
        let typo = String(FeatureFlag.betslipNative.rawValue.dropLast())
        // Distinct names, each one edit from the flag: `betslip-nativ`, then `betslip-nati0`, ….
        let names = [typo] + (0..<Diagnostic.suggestionLimit).map { String(typo.dropLast()) + String($0) }
        let flags = names.map { "  \($0): true" }.joined(separator: "\n")
        let (load, linter) = try Self.lint(try RuleExamples.profile(merging: "flags:\n" + flags))
        let found = FlagUnknownRule().check(try Self.context(load, linter))
        #expect(found.count == names.count)
        let suggesting = found.filter { $0.hint?.hasPrefix("did you mean") == true }
        #expect(suggesting.count == Diagnostic.suggestionLimit)
        #expect(found.first?.hint == "did you mean `\(FeatureFlag.betslipNative.rawValue)`?")
        #expect(found.last?.hint?.hasPrefix("known flags: ") == true)
        #expect(found.last?.fix == nil)
    }

    static func context(_ load: ProfileLoad, _ linter: BrandLinter) throws -> LintContext {
        LintContext(
            profile: try #require(load.profile), document: try #require(load.document), sources: load.sources,
            handlers: linter.handlers, tokenReferences: load.tokenReferences, tokenReferenceFlags: load.tokenReferenceFlags)
    }
}

/// A rule as a test argument, named by its id in test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var rule: any LintRule
    var testDescription: String { rule.description.id }
}

@Suite("Rule documentation")
struct RuleDocumentationTests {
    @Test func docsDescribeEveryRuleAndCheck() throws {
        let text = try String(contentsOfFile: Repository.path("docs/rules.md"), encoding: .utf8)
        for rule in RuleRegistry.rules {
            #expect(text.contains("### `\(rule.description.id)`"), "docs/rules.md lacks \(rule.description.id)")
        }
        // The table of what each rule reads, in the rules' own words.
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.split(separator: "|").count == 2 }
        for rule in RuleRegistry.rules {
            let row = rows.first { $0.split(separator: "|")[0].contains("`\(rule.description.id)`") }
            let documented = row.map { row in
                Set(ProfilePath.allCases.filter { row.split(separator: "|")[1].contains("`\($0.rawValue)`") })
            }
            #expect(documented == rule.description.reads, "docs/rules.md: what \(rule.description.id) reads")
        }
        for check in RuleRegistry.folderChecks {
            #expect(text.contains("### `\(check.id)`"), "docs/rules.md lacks \(check.id)")
        }
        for check in RuleRegistry.configurationChecks {
            #expect(text.contains("| `\(check.id)` |"), "docs/rules.md lacks \(check.id)")
        }
        // The loading-check table is the declaration's cases, no more and no fewer.
        let section = try #require(text.components(separatedBy: "## Loading checks").dropFirst().first?.components(separatedBy: "\n\n").first { $0.hasPrefix("| id |") })
        let documented = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
        #expect(documented == LoadingCheck.allCases.map(\.rawValue))
    }
}

/// docs/handlers.md invites a profile to override a handler's `toolSlot.*` tokens: that
/// override is read, so `token-unused` says nothing about it.
@Suite("Handler token overrides")
struct HandlerTokenOverrideTests {
    static let overrides: [String] =
        ColorTokenName.allCases.filter(\.isHandlerOwned).map { "theme: { colors: { \($0.rawValue): \"#FFFFFF\" } }" }
        + SpacingTokenName.allCases.filter(\.isHandlerOwned).map { "theme: { spacing: { \($0.rawValue): 30 } }" }
        + AnimationTokenName.allCases.filter(\.isHandlerOwned).map { "theme: { animation: { \($0.rawValue): { spring: { response: 0.3, damping: 0.8 } } } }" }

    @Test(arguments: overrides)
    func aDocumentedOverrideIsNotUnused(fragment: String) throws {
        let (load, linter) = try RuleExampleTests.lint(try RuleExamples.profile(merging: fragment))
        #expect(load.diagnostics.errorCount == 0, "\(load.diagnostics)")
        let found = TokenUnusedRule().check(try RuleExampleTests.context(load, linter))
        #expect(found.map(\.description) == [])
    }
}
