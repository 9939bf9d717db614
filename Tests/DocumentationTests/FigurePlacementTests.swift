import Foundation
import TestSupport
import Testing

/// Figures that change with the code (test counts, instruction counts) are written down in
/// docs/performance.md and docs/ci.md (the figures of record) and in the decision records of
/// docs/decisions/ (the figures a choice was taken on, as measured then) only, each with the
/// command that measures it and the commit it was measured at. Every other markdown file of the repository and every comment in
/// Sources links there instead of quoting one, so a change to the code leaves nothing stale
/// elsewhere.
@Suite("Figures in one place")
struct FigurePlacementTests {
    @Test func noOtherDocumentQuotesAFigure() throws {
        let findings = try FigureCheck.otherDocuments().flatMap { file in
            FigureCheck.figures(in: try Self.read(file)).map { "\(file):\($0.line): \($0.text)" }
        }
        #expect(findings.isEmpty, "\(FigureCheck.hint)\n\(findings.joined(separator: "\n"))")
    }

    @Test func noCommentInSourcesQuotesAFigure() throws {
        let findings = try FigureCheck.files(under: "Sources", suffix: ".swift").flatMap { file in
            FigureCheck.figuresInComments(of: try Self.read(file)).map { "\(file):\($0.line): \($0.text)" }
        }
        #expect(findings.isEmpty, "\(FigureCheck.hint)\n\(findings.joined(separator: "\n"))")
    }

    @Test func everyTestCountInTheFiguresDocumentsNamesItsCommit() throws {
        let findings = try FigureCheck.homes().flatMap { file in
            FigureCheck.testCountsWithoutCommit(in: try Self.read(file)).map { "\(file):\($0.line): \($0.text)" }
        }
        #expect(findings.isEmpty, "a test count needs the commit it was measured at (`abc1234`) in its paragraph or table:\n\(findings.joined(separator: "\n"))")
    }

    /// The decision records are homes of figures, and nothing else under docs/ is.
    @Test func theDecisionRecordsAreHomesOfFigures() throws {
        let homes = try FigureCheck.homes()
        #expect(homes.contains("docs/decisions/README.md"))
        #expect(homes.filter { $0.hasPrefix("docs/decisions/") }.count > 1)
        #expect(try FigureCheck.otherDocuments().contains("docs/domain.md"))
        #expect(try !FigureCheck.otherDocuments().contains { $0.hasPrefix("docs/decisions/") })
    }

    @Test func aTestCountOrAnInstructionCountIsFoundWithItsLine() {
        let text = """
            The suite has
            822 tests in 135
            suites; lint took 1,040 M instructions (422.2 M instr. for the rules).
            Issue 18 set 3.0x; the 10 s deadline and 2 test runs are no counts of tests.
            """
        #expect(
            FigureCheck.figures(in: text) == [
                .init(line: 2, text: "822 tests"), .init(line: 2, text: "135\nsuites"), .init(line: 3, text: "1,040 M instructions"),
                .init(line: 3, text: "422.2 M instr"),
            ])
        #expect(FigureCheck.figures(in: "Figures and the commands that measure them: docs/performance.md.").isEmpty)
    }

    @Test func onlyCommentsInSourceAreRead() {
        let source = """
            let tests = 3 // a loop of 12 M instructions
            /// Runs 40 tests.
            let text = "5 tests"
            """
        #expect(FigureCheck.figuresInComments(of: source) == [.init(line: 1, text: "12 M instructions"), .init(line: 2, text: "40 tests")])
    }

    @Test func aTestCountNeedsACommitInItsParagraph() {
        let text = """
            At `f1ccb16`, `swift test` ran
            822 tests.

            Later, 830 tests.

            | phase | tests |
            | --- | --- |
            | `swift test` at `8ba62f8` | 720 tests |

            Measured at `2ab3792`:

            | phase | tests |
            | --- | --- |
            | `swift test` | 719 tests |

            | phase | tests |
            | --- | --- |
            | `swift test` | 718 tests |
            """
        #expect(FigureCheck.testCountsWithoutCommit(in: text) == [.init(line: 4, text: "830 tests"), .init(line: 18, text: "718 tests")])
    }

    private static func read(_ file: String) throws -> String {
        try String(contentsOfFile: Repository.path(file), encoding: .utf8)
    }
}

/// Finds figures that change with the code in text.
enum FigureCheck {
    /// Where such figures live: the two documents of the figures of record, and the decision
    /// records, which keep the figures each choice was taken on.
    static let figureDocuments = ["docs/performance.md", "docs/ci.md"]
    static let decisionRecords = "docs/decisions"
    static func homes() throws -> [String] {
        try figureDocuments + files(under: decisionRecords, suffix: ".md")
    }
    static let hint = "figures that change with the code go in docs/performance.md, docs/ci.md or a decision record (docs/decisions/), with the command that measures them and the commit; link there instead"

    /// A place in a text and what was found there.
    struct Figure: Equatable {
        var line: Int
        var text: String
    }

    /// A count of tests or suites: "822 tests", "135 suites".
    static var testCount: Regex<Substring> { /\b\d[\d,]*\s+(?:tests|suites)\b/ }
    /// An instruction count: "1,040 M instructions", "422.2 M instr".
    static var instructionCount: Regex<Substring> { /\b\d[\d.,]*\s?[kMG]?\s+(?:instructions|instr)\b/ }
    /// A commit named in backticks: `f1ccb16`.
    static var commit: Regex<Substring> { /`[0-9a-f]{7,40}`/ }

    /// The test and instruction counts of `text`, in order, with their lines.
    static func figures(in text: String) -> [Figure] {
        located(text.matches(of: testCount).map(\.range) + text.matches(of: instructionCount).map(\.range), in: text)
    }

    /// The figures in the `//` comments of Swift source.
    static func figuresInComments(of source: String) -> [Figure] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            guard let start = line.firstRange(of: "//")?.lowerBound else { return [Figure]() }
            return figures(in: String(line[start...])).map { Figure(line: index + 1, text: $0.text) }
        }
    }

    /// The test counts of a paragraph (lines between blank ones) that names no commit; a
    /// table may name it in the paragraph that introduces it instead.
    static func testCountsWithoutCommit(in text: String) -> [Figure] {
        var findings: [Figure] = []
        var block: [Substring] = []
        var firstLine = 1
        var previousNamesCommit = false
        let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false) + [""]
        for (index, line) in lines.enumerated() {
            guard line.trimmingCharacters(in: .whitespaces).isEmpty else {
                if block.isEmpty { firstLine = index + 1 }
                block.append(line)
                continue
            }
            guard !block.isEmpty else { continue }
            let paragraph = block.joined(separator: "\n")
            let namesCommit = paragraph.contains(commit)
            let isTable = block[0].trimmingCharacters(in: .whitespaces).hasPrefix("|")
            if !namesCommit, !(isTable && previousNamesCommit) {
                findings += located(paragraph.matches(of: testCount).map(\.range), in: paragraph).map {
                    Figure(line: firstLine + $0.line - 1, text: $0.text)
                }
            }
            previousNamesCommit = namesCommit
            block = []
        }
        return findings
    }

    /// README.md and every other markdown file of the repository outside `.build`, `.git` and
    /// the homes of figures.
    static func otherDocuments() throws -> [String] {
        let figureHomes = try homes()
        return try files(under: "", suffix: ".md").filter { !figureHomes.contains($0) }
    }

    /// The files under `folder` (relative to the repository; "" for all of it) whose names end
    /// in `suffix`, hidden files and folders (`.build`, `.git`) left out, sorted.
    static func files(under folder: String, suffix: String) throws -> [String] {
        let root = Repository.root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let start = URL(fileURLWithPath: folder.isEmpty ? Repository.root.path : Repository.path(folder))
        guard let walk = FileManager.default.enumerator(at: start, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        return walk.compactMap { item in
            guard let url = item as? URL, url.lastPathComponent.hasSuffix(suffix) else { return nil }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : nil
        }.sorted()
    }

    /// Each range's line (counted once through the text) and text, in the text's order.
    private static func located(_ ranges: [Range<String.Index>], in text: String) -> [Figure] {
        var line = 1
        var position = text.startIndex
        return ranges.sorted { $0.lowerBound < $1.lowerBound }.map { range in
            line += text[position..<range.lowerBound].lazy.filter { $0 == "\n" }.count
            position = range.lowerBound
            return Figure(line: line, text: String(text[range]))
        }
    }
}
