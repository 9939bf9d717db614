import AppBarEngine
import Foundation
import Testing
import TestSupport

/// The Kotlin and TypeScript stores run the engine's scheduling core: their `ActionSchedule`s,
/// given the same reducer steps and the same passing time, deliver the same actions in the same
/// order and keep the same waiting list as the engine's (``ActionSchedule``, which `AppBarStore`,
/// `AppBarSession` and the test store share). Seeded random operations: schedules under a few
/// ids (so one replaces another), cancels, several effects in one step, ties in due time, and
/// time passing in steps of 0 to 700 ms.
@Suite struct ScheduleDifferentialTests {
    static let operationCount = 3_000

    /// `step EFFECTS` and `advance MILLISECONDS` lines, as the replay tools read them.
    static func operations(seed: UInt64 = 5_252) -> [String] {
        var random = SeededGenerator(seed: seed)
        let ids = [ScheduledActionID.lockerOpening.rawValue, "a", "b", "c"]
        var lines: [String] = []
        var tag = 0
        for _ in 0..<operationCount {
            if Int.random(in: 0..<3, using: &random) == 0 {
                lines.append("advance\t\(Int.random(in: 0...700, using: &random))")
                continue
            }
            let effects = (0..<Int.random(in: 1...3, using: &random)).map { _ -> String in
                let id = ids.randomElement(using: &random)!
                if Int.random(in: 0..<4, using: &random) == 0 { return "cancel,\(id)" }
                tag += 1
                // Delays in steps of 50 ms, so due times tie often.
                return "schedule,\(id),\(Int.random(in: 0...12, using: &random) * 50),\(tag)"
            }
            lines.append("step\t" + effects.joined(separator: ";"))
        }
        return lines
    }

    /// What the engine's schedule gives for `operations`: a line per delivered action and, after
    /// each operation, the waiting entries in due order.
    static func expected(_ operations: [String]) throws -> [String] {
        var schedule = ActionSchedule()
        var now = Duration.zero
        var lines: [String] = []
        func tag(_ entry: ActionSchedule.Entry) -> Int {
            if case .betslipCountChanged(let count, _) = entry.action { return count }
            return -1
        }
        for operation in operations {
            let fields = operation.split(separator: "\t").map(String.init)
            switch fields[0] {
            case "step":
                let effects = fields[1].split(separator: ";").map { effect -> AppBarEffect in
                    let parts = effect.split(separator: ",").map(String.init)
                    let id = ScheduledActionID(rawValue: parts[1])
                    guard parts[0] == "schedule" else { return .cancelScheduled(id) }
                    return .schedule(ScheduledAction(
                        id: id, delay: .milliseconds(Int(parts[2])!), action: .betslipCountChanged(Int(parts[3])!, source: .nativeStore)))
                }
                _ = schedule.apply(effects, at: now)
            default:
                let end = now + .milliseconds(Int(fields[1])!)
                while let entry = schedule.takeNextDue(through: end) {
                    now = max(now, entry.due)
                    lines.append("deliver \(entry.id) tag=\(tag(entry)) at=\(Self.milliseconds(now))")
                }
                now = end
            }
            lines.append((["waiting"] + schedule.inDueOrder.map { "\($0.id)@\(Self.milliseconds($0.due))#\(tag($0))" }).joined(separator: " "))
        }
        return lines
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    static func differences(_ output: String, _ expected: [String]) -> (comparisons: Int, differences: Int, first: String?) {
        let lines = output.split(separator: "\n").map(String.init)
        var differences = abs(lines.count - expected.count)
        var first: String?
        for (index, (line, wanted)) in zip(lines, expected).enumerated() where line != wanted {
            differences += 1
            if first == nil { first = "line \(index + 1): got \(line), the engine gives \(wanted)" }
        }
        return (expected.count, differences, first)
    }

    /// The operations through node and the package's replay tool; `edit` breaks the compiled schedule first.
    static func runTypeScript(_ operations: [String], edit: ((String) -> String)? = nil) throws -> String {
        let folder = try TemporaryFolder.make("schedule-typescript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = try edit.map { try TypeScriptPackage.brokenCopy(in: folder, file: "src/appbar/schedule.js", $0) } ?? TypeScriptPackage.compiled()
        try Data(operations.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("operations.tsv"))
        // The replay is the package's own test tool (Runtimes/TypeScript/test/replay/schedule-replay.ts).
        try Command.run(["node", dist.appendingPathComponent("test/replay/schedule-replay.js").path, "operations.tsv", "results.txt"], in: folder)
        return try String(contentsOf: folder.appendingPathComponent("results.txt"), encoding: .utf8)
    }

    @Test(.requires(.typeScript, .node))
    func typeScriptSchedulesAsTheEngine() throws {
        let operations = Self.operations()
        let result = Self.differences(try Self.runTypeScript(operations), try Self.expected(operations))
        #expect(result.comparisons > Self.operationCount)
        #expect(result.differences == 0, "\(result.first ?? "")")
    }

    /// Ties broken the other way round in the package's schedule are found.
    @Test(.requires(.typeScript, .node))
    func aBrokenTieBreakIsFound() throws {
        let operations = Self.operations()
        let output = try Self.runTypeScript(operations) { $0.replacingOccurrences(of: "a.sequence - b.sequence", with: "b.sequence - a.sequence") }
        #expect(Self.differences(output, try Self.expected(operations)).differences > 0)
    }

    /// The Kotlin runtime library's schedule (`Runtimes/Kotlin`), through its replay tool.
    @Test(.requires(.kotlin, .java))
    func kotlinSchedulesAsTheEngine() throws {
        let operations = Self.operations()
        let folder = try TemporaryFolder.make("schedule-kotlin")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(operations.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("operations.tsv"))
        // Runtimes/Kotlin/src/jvmTest/kotlin/brandengine/replay/ScheduleReplay.kt
        try KotlinRuntime.replay("ScheduleReplay", ["operations.tsv", "results.txt"], in: folder)
        let output = try String(contentsOf: folder.appendingPathComponent("results.txt"), encoding: .utf8)
        let result = Self.differences(output, try Self.expected(operations))
        #expect(result.comparisons > Self.operationCount)
        #expect(result.differences == 0, "\(result.first ?? "")")
    }
}
