import BrandModel
import Foundation
import ProfileLoading
import TestSupport
import Testing
@testable import BrandLint

/// The linter's fast path for a rule with thousands of findings (those past the first
/// thousand kept as positions by ``Findings``, then dropped by them or made again) against
/// its reference: every finding made whole, silenced by the file's comments and summarised.
/// Random profiles with findings of several rules around the thresholds, some lines
/// silenced, some findings repeated at one place.
@Suite("Findings kept as positions against findings made whole")
struct FindingsDeferralDifferentialTests {
    static let file = "/brands/example.yaml"

    /// The rule examples' baseline with `flags` unknown flags, `colours` unused tokens in the
    /// other letter case, and, `silencing`, a `# brandlint:disable-line` comment on some of
    /// their lines (a silenced line among the positions makes the linter make them again).
    static func profile(silencing: Bool, using random: inout SeededGenerator) throws -> String {
        let flags = Int.random(in: 0...2_600, using: &random)
        let colours = Int.random(in: 0...2_600, using: &random)
        var fragment = "flags:\n"
        for index in 0..<flags { fragment += "  flag-\(index): true\n" }
        fragment += "theme:\n  colors:\n"
        for index in 0..<colours { fragment += "    extra.c\(index): \"#\(String(format: "%06x", Int.random(in: 0..<0x100_0000, using: &random)))\"\n" }
        let text = try RuleExamples.profile(merging: fragment)
        // Silence a few of the findings' lines, rule by rule, as an author would.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where silencing && Int.random(in: 0..<40, using: &random) == 0 {
            if lines[index].hasPrefix("  flag-") {
                lines[index] += " # brandlint:disable-line flag-unknown"
            } else if lines[index].contains("extra.c") {
                lines[index] += " # brandlint:disable-line \(Bool.random(using: &random) ? "token-unused" : "color-case")"
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: 0..<6)
    func theSummaryIsTheOneEveryFindingMadeWholeGives(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0xDEFE_0000 + seed)
        let text = try Self.profile(silencing: seed % 2 == 1, using: &random)
        let loader = ProfileLoader(schemas: try Repository.schemas(), fileSystem: InMemoryFileSystem([Self.file: text]), formats: .yamlAndJSON)
        let linter = BrandLinter(loader: loader, handlers: RuleExampleTests.handlers)
        let fast = linter.lint(paths: [Self.file]).diagnostics

        // The reference: the load's findings and every rule's, made whole; the file's comments
        // applied; then the summary.
        let load = loader.loadBrand(at: Self.file)
        let whole = load.diagnostics + linter.check(load)
        let suppressions = [InlineSuppressions(file: Self.file, text: text)]
        let reference = (InlineSuppressions.apply(suppressions, to: whole, configuration: LintConfiguration()) + suppressions.flatMap(\.diagnostics))
            .summarizingRepeats()
        #expect(fast.count == reference.count, "seed \(seed)")
        #expect(fast == reference, "seed \(seed)")
        #expect(whole.count > 0)
    }
}
