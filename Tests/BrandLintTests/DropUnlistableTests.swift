import BrandLint
import BrandModel
import TestSupport
import Testing

/// Dropping findings no summary can list, early, changes nothing a run reports: the same
/// findings are listed and the summaries count the same number, whatever the later stages
/// (suppressions, findings from other files, exact repeats) do.
@Suite("Findings dropped before the summary")
struct DropUnlistableTests {
    static let brandFile = "brands/own.yaml"

    /// Findings of a few rules over a brand's own file and a base: many more than the early
    /// drop looks at, with repeats, alike-but-different hints and lines a comment silences.
    static func findings(seed: UInt64, count: Int) -> [Diagnostic] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let file = Int.random(in: 0..<10, using: &random) == 0 ? "brands/_base/house.yaml" : brandFile
            let line = Int.random(in: 1...(count / 3), using: &random)
            let rule = ["token-unused", "color-format", "flag-unknown"][Int.random(in: 0..<3, using: &random)]
            return Diagnostic(
                file: file, line: line, column: Int.random(in: 1...3, using: &random), severity: .warning, rule: rule,
                message: "finding \(line % 7)", hint: Int.random(in: 0..<4, using: &random) == 0 ? "other hint" : "hint")
        }
    }

    /// What a suppression silences here: every 50th line, for one rule.
    static func isSilenced(line: Int, rule: String) -> Bool {
        rule == "color-format" && line % 50 == 0
    }

    static func isSilenced(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.file == brandFile && isSilenced(line: diagnostic.line, rule: diagnostic.rule)
    }

    @Test("the summary lists and counts the same", arguments: [(1, 3_000), (2, 6_000), (3, 12_000), (4, 900)])
    func sameSummary(seed: UInt64, count: Int) {
        let all = Self.findings(seed: seed, count: count)
        let later = Self.findings(seed: seed + 100, count: 40).filter { $0.file != Self.brandFile }
        let expected = (all + later + all.prefix(200)).filter { !Self.isSilenced($0) }.summarizingRepeats()

        var dropped = all
        var omitted = OmittedRepeats()
        dropped.dropUnlistable(inFile: Self.brandFile, isProtected: { line, rule in Self.isSilenced(line: line, rule: rule) }, omitted: &omitted)
        let actual = (dropped + later + dropped.prefix(200)).filter { !Self.isSilenced($0) }.summarizingRepeats(omitted: omitted)
        #expect(actual == expected)
        // Past about 3,400 findings each rule has more than the early drop looks at here.
        if count >= 6_000 {
            #expect(dropped.count < all.count / 2)
            #expect(!omitted.isEmpty)
        }
    }

    @Test("findings in other files and small groups stay whole")
    func otherFilesStay() {
        let all = Self.findings(seed: 9, count: 3_000)
        var dropped = all
        var omitted = OmittedRepeats()
        dropped.dropUnlistable(inFile: "brands/another.yaml", isProtected: { _, _ in false }, omitted: &omitted)
        #expect(dropped == all)
        #expect(omitted.isEmpty)
    }

    @Test("a file seen through two paths is counted once")
    func mergeKeepsTheLargerCount() {
        var all = Self.findings(seed: 5, count: 6_000)
        var omitted = OmittedRepeats()
        all.dropUnlistable(inFile: Self.brandFile, isProtected: { _, _ in false }, omitted: &omitted)
        var twice = omitted
        twice.merge(omitted)
        #expect(twice == omitted)
        twice.removeRules { $0 == "token-unused" }
        #expect(twice != omitted)
    }

    /// One rule's findings at lines 1...count of the brand's file, those from `deferredFrom`
    /// on kept as their positions only, as a linter's ``Findings`` keeps them.
    static func deferred(
        count: Int, from deferredFrom: Int, line: (Int) -> Int = { $0 + 1 }
    ) -> (whole: [Diagnostic], made: [Diagnostic], deferred: [Diagnostic.Position]) {
        let whole = (0..<count).map { index in
            Diagnostic(
                file: brandFile, line: line(index), column: 3, severity: .warning, rule: "token-unused",
                message: "token colors.c\(index) is not used", hint: "remove it")
        }
        return (whole, Array(whole[..<deferredFrom]), whole[deferredFrom...].map { Diagnostic.Position(line: $0.line, column: $0.column) })
    }

    /// Findings made without their texts, each alone at its place and after the first
    /// hundred and one listed, are dropped and counted: the summary is the one the whole
    /// findings give, early drop or not.
    @Test("findings made without their texts are dropped by their positions", arguments: [false, true])
    func deferredFindingsAreDroppedByPosition(silencing: Bool) {
        let (whole, made, deferred) = Self.deferred(count: 5_000, from: 1_000)
        let isProtected: (Int, String) -> Bool = { line, _ in silencing && line <= 40 }
        var dropped = made
        var omitted = OmittedRepeats()
        #expect(made.settlesDeferred(deferred, rule: "token-unused", inFile: Self.brandFile, isProtected: isProtected, omitted: &omitted))
        dropped.dropUnlistable(inFile: Self.brandFile, isProtected: isProtected, omitted: &omitted)
        var droppedWhole = whole
        var omittedWhole = OmittedRepeats()
        droppedWhole.dropUnlistable(inFile: Self.brandFile, isProtected: isProtected, omitted: &omittedWhole)
        let keep: (Diagnostic) -> Bool = { !(silencing && $0.line <= 40) }
        #expect(dropped.filter(keep).summarizingRepeats(omitted: omitted) == whole.filter(keep).summarizingRepeats())
        #expect(dropped.filter(keep).summarizingRepeats(omitted: omitted) == droppedWhole.filter(keep).summarizingRepeats(omitted: omittedWhole))
    }

    /// Where positions cannot settle it, nothing is dropped and the caller makes the
    /// findings again: one listed before the hundred and first place, one sharing its place
    /// with another finding, one on a silenced line. (Positions are kept only for findings in
    /// the brand's own file, so none is elsewhere.)
    @Test("findings made without their texts stay when their positions cannot settle it", arguments: ["early", "shared", "silenced"])
    func deferredFindingsStayWhenPositionsDoNotSettleIt(case name: String) {
        let (_, made, deferred) = Self.deferred(count: 3_000, from: 1_000, line: { index in
            switch name {
            case "early": index == 2_500 ? 50 : index + 1
            case "shared": index == 2_500 ? 2_400 : index + 1
            default: index + 1
            }
        })
        var omitted = OmittedRepeats()
        let settled = made.settlesDeferred(
            deferred, rule: "token-unused", inFile: Self.brandFile, isProtected: { line, _ in name == "silenced" && line == 2_222 }, omitted: &omitted)
        #expect(!settled)
        #expect(omitted.isEmpty)
    }
}
