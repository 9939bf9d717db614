import Foundation
import TestSupport
import Testing

/// What the landing CI leaves to the scheduled job is written in one place in the code (the
/// `.scheduledJob` trait on the test) and named on docs/ci.md, and the two CI scripts select it
/// by ``TestJob``'s variable: a test moved out of the landing CI cannot go unmentioned, and the
/// scheduled job cannot leave it out too.
@Suite("CI jobs")
struct CIJobTests {
    /// The tests and suites marked `.scheduledJob`, as `file: name`.
    static func scheduledTests() throws -> [(file: String, name: String)] {
        var found: [(file: String, name: String)] = []
        for file in try FigureCheck.files(under: "Tests", suffix: ".swift") where !file.hasSuffix("/CIJobTests.swift") {
            let text = try String(contentsOf: URL(fileURLWithPath: Repository.path(file)), encoding: .utf8)
            found += declarations(markedIn: text).map { (file, $0) }
        }
        return found
    }

    /// The name of the `func` or `struct` each `.scheduledJob` mark in `text` is on: a `@Test` or
    /// `@Suite` attribute holding the mark, and the first declaration after it.
    static func declarations(markedIn text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var names: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("@Test") || trimmed.hasPrefix("@Suite"), let mark = line.range(of: ".scheduledJob") else { continue }
            let rest = ([line[mark.upperBound...]] + lines[(index + 1)...]).joined(separator: "\n")
            guard let next = ["func ", "struct "].compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { continue }
            names.append(String(rest[next.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    @Test func theMarkIsReadOffTheDeclarationItIsOn() {
        let text = """
            @Suite("a", .serialized, .scheduledJob)
            struct LongSuite {
                @Test(.scheduledJob) func aLongReplay() {}
                @Test func notMarked() {}
                /// Not `.scheduledJob`: a comment.
                @Test func notMarkedEither() {}
            }
            """
        #expect(Self.declarations(markedIn: text) == ["LongSuite", "aLongReplay"])
    }

    @Test func everyTestTheLandingCILeavesOutIsNamedOnTheCIPage() throws {
        let page = try String(contentsOf: URL(fileURLWithPath: Repository.path("docs/ci.md")), encoding: .utf8)
        let marked = try Self.scheduledTests()
        #expect(!marked.isEmpty, "no test is marked .scheduledJob: the scan no longer finds the mark")
        let unnamed = marked.filter { !page.contains("`\($0.name)`") }
        #expect(unnamed.isEmpty, "marked .scheduledJob but not named in backticks on docs/ci.md: \(unnamed.map { "\($0.file): \($0.name)" })")
    }

    @Test func theLandingCISetsTheVariableAndTheScheduledJobRunsEverything() throws {
        let landing = try String(contentsOf: URL(fileURLWithPath: Repository.path(".ci/run")), encoding: .utf8)
        let scheduled = try String(contentsOf: URL(fileURLWithPath: Repository.path(".ci/fuzz")), encoding: .utf8)
        #expect(landing.contains("export \(TestJob.variable)=\(TestJob.landing)\n"))
        #expect(!scheduled.contains(TestJob.variable), "the scheduled job runs every test")
        #expect(scheduled.contains("\nswift test"), "the scheduled job runs the tests")
        #expect(TestJob.isLanding([TestJob.variable: TestJob.landing]))
        #expect(!TestJob.isLanding([:]))
    }
}
