@testable import BrandGen
import BrandModel
import Foundation
import Localization
import OddsBoost
import Testing
import TestSupport

/// The Kotlin runtime (`Runtimes/Kotlin`), each brand read from its envelope and locale data as an
/// Android app's assets hold them, run once on the JVM against the Swift engine: the odds-boost
/// box (display, segment diff, timed plan and cancellations, reduce motion) for every tier count,
/// with and without live stairs, and every plural and plain string at the React Native test's
/// counts. A copy with a deliberate break is found.
@Suite("android strings and odds boost differential", .tags(.shippedBrands))
struct AndroidDifferentialTests {
    @Test(.requires(.kotlin, .java))
    func kotlinRendersAndAnimatesAsTheEngine() throws {
        let sources = try ReactNativeTests.sources()
        var cases: [ReactNativeTests.Case] = []
        var expected: [ReactNativeTests.Result] = []
        try ReactNativeTests.pluralCases(sources, into: &cases, expected: &expected)
        try ReactNativeTests.textCases(sources, into: &cases, expected: &expected)
        let strings = zip(cases, expected).filter { $0.0.kind != "name" }
        let runs = try Self.boostRuns(sources)
        // Plural categories and numbers in every language the engine has rules for, too.
        let languages = ReactNativeTests.languagesBrand(from: try #require(sources.last))
        var categoryCases: [ReactNativeTests.Case] = []
        var categories: [ReactNativeTests.Result] = []
        ReactNativeTests.categoryCases(sources + [languages], into: &categoryCases, expected: &categories)

        var input = ""
        var expectedLines: [String] = []
        for (item, result) in strings {
            let parameters = item.parameters ?? [:]
            var count = "-"
            var arguments: [String] = []
            for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
                switch value {
                case .number(let number) where name == FormatString.countPlaceholder: count = String(number)
                case .number(let number): arguments.append(Self.hex(name) + "=" + Self.hex(String(number)))
                case .text(let text): arguments.append(Self.hex(name) + "=" + Self.hex(text))
                }
            }
            input += ["text", Self.hex(item.brand), Self.hex(item.locale), Self.hex(item.key ?? ""), count, arguments.joined(separator: ",")].joined(separator: "\t") + "\n"
            expectedLines.append("text " + Self.hex(result.text ?? ""))
        }
        for (item, result) in zip(categoryCases, categories) {
            input += ["category", Self.hex(item.brand), Self.hex(item.locale), String(item.count ?? 0)].joined(separator: "\t") + "\n"
            expectedLines.append("category " + (result.category ?? ""))
        }
        var numbers = 0
        for source in sources + [languages] {
            for locale in source.profile.locales {
                let format = LocaleNumberFormat(locale: locale)
                for value in Self.numbers {
                    input += ["number", Self.hex(source.id), Self.hex(locale.description), String(value)].joined(separator: "\t") + "\n"
                    expectedLines.append("number " + Self.hex(format.formatInteger(value)) + " " + Self.hex(format.formatPercent(value)))
                    numbers += 1
                }
            }
        }
        for run in runs {
            input += run.line + "\n"
            expectedLines += run.expected
        }

        let output = try Self.runKotlin(sources + [languages], input: input)
        let actualLines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        try #require(actualLines.count == expectedLines.count, "the driver gave \(actualLines.count) lines for \(expectedLines.count)")
        var differences = 0
        for (index, (actual, wanted)) in zip(actualLines, expectedLines).enumerated() where actual != wanted {
            differences += 1
            if differences <= 10 { Issue.record("line \(index + 1): Kotlin \(actual), the engine \(wanted)") }
        }
        let steps = runs.reduce(0) { $0 + $1.expected.count }
        print("""
            android differential: \(expectedLines.count) comparisons, \(differences) different \
            (\(sources.count) brands and one in every language the engine has rules for; \
            plural strings \(strings.filter { $0.0.kind == "plural" }.count), plain strings \(strings.filter { $0.0.kind == "text" }.count), \
            plural categories \(categoryCases.count), numbers and percents \(numbers), \
            odds-boost steps \(steps) in \(runs.count) runs, each the display and the timed plan)
            """)
        #expect(differences == 0)
        #expect(steps > 0)

        // A deliberate break (the segments animate without their stagger) is found.
        let broken = try Self.runKotlin(sources + [languages], input: input, breaking: "stagger")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(zip(broken, expectedLines).contains { $0 != $1 })
    }

    /// Counts and percents around the grouping thresholds, negative, and at `Int`'s ends in Kotlin.
    static let numbers = [0, 7, 999, 1_000, 1_234, 12_345, 123_456, 1_000_000, -1_234, Int(Int32.max), Int(Int32.min)]

    // MARK: Odds boost

    struct Run {
        /// What the driver reads: brand, locale, reduce motion, timed, stairs, selections.
        var line: String
        /// One line a step: the display and the plan, as the driver writes them.
        var expected: [String]
    }

    /// Selections up past the last tier, down again and jumping about, for each brand locale,
    /// each ladder of ``ReactNativeTests/oddsBoostCases`` (none, no boost, each pair of adjacent
    /// tiers as the profile's and with other percents), with and without reduce motion: once
    /// letting each plan finish, once at model times 50 to 150 ms apart (plans cancel what has not started; reduce
    /// motion switches half way).
    static func boostRuns(_ sources: [BrandSource]) throws -> [Run] {
        var runs: [Run] = []
        for source in sources {
            for locale in source.profile.locales {
                let configuration = source.profile.oddsBoost == nil ? nil : try OddsBoostConfiguration(profile: source.profile, locale: locale)
                let last = configuration?.tiers.last?.minSelections ?? 3
                let ladders = ReactNativeTests.ladders(configuration?.tiers ?? [])
                let selections = Array(0...(last + 2)) + Array((0...(last + 2)).reversed()) + (0..<12).map { ($0 * 7 + 3) % (last + 3) }
                for stairs in ladders {
                    for reduceMotion in [false, true] {
                        for timed in [false, true] {
                            var engine = OddsBoostEngine(configuration: configuration, reduceMotion: reduceMotion)
                            var expected: [String] = []
                            let (display, plan) = timed ? engine.setStairs(stairs, at: .zero) : engine.setStairs(stairs)
                            expected.append(line(display, plan))
                            for (step, count) in selections.enumerated() {
                                if timed, step == selections.count / 2 { engine.setReduceMotion(!reduceMotion) }
                                let (display, plan) = timed ? engine.select(count, at: .milliseconds(time(step))) : engine.select(count)
                                expected.append(line(display, plan))
                            }
                            let fields = [
                                "boost", hex(source.id), hex(locale.description), reduceMotion ? "1" : "0", timed ? "1" : "0",
                                stairs.map { tier($0.current) + "|" + tier($0.next) } ?? "-",
                                selections.map(String.init).joined(separator: ","),
                            ]
                            runs.append(Run(line: fields.joined(separator: "\t"), expected: expected))
                        }
                    }
                }
            }
        }
        return runs
    }

    /// The model time of a timed run's step, in milliseconds: gaps of 50, 100, 150 and 60 ms, so
    /// some operations have started, some have not, and some start exactly then.
    static func time(_ step: Int) -> Int {
        (0...step).reduce(0) { $0 + [50, 100, 150, 60][$1 % 4] }
    }

    static func tier(_ tier: OddsBoostTier?) -> String {
        tier.map { "\($0.minSelections):\($0.percent)" } ?? "-"
    }

    static func text(_ text: String?) -> String {
        text.map(hex) ?? "-"
    }

    /// A `Double` by its bits, as the driver writes it: exact, and the same text in both languages.
    static func bits(_ value: Double) -> String {
        String(value.bitPattern, radix: 16)
    }

    static func line(_ display: OddsBoostDisplay, _ plan: AnimationPlan) -> String {
        var fields = [
            "boost", display.isVisible ? "1" : "0", text(display.capsule), text(display.heading), text(display.callToAction),
            display.segments.map { "\($0.total)/\($0.filled)" } ?? "-", tier(display.currentTier), tier(display.nextTier),
            String(plan.generation),
        ]
        fields.append(plan.operations.map { operation in
            let effect = switch operation.animation.effect {
            case .colorTransition: "colour"
            case .crossFade: "crossFade"
            case .scaleFade(let fromScale, let toScale, let fromOpacity, let toOpacity):
                "scale:" + [fromScale, toScale, fromOpacity, toOpacity].map(bits).joined(separator: ":")
            }
            let curve = switch operation.animation.curve {
            case .linear: "linear"
            case .easeIn: "easeIn"
            case .easeOut: "easeOut"
            case .easeInOut: "easeInOut"
            case .spring(let response, let damping): "spring:" + bits(response) + ":" + bits(damping)
            }
            let filled = operation.change.isFilled.map { $0 ? "1" : "0" } ?? "-"
            return [operation.op, operation.index.map(String.init) ?? "-", filled, bits(operation.delay), bits(operation.duration), effect, curve,
                    "\(operation.id.generation).\(operation.id.ordinal)"].joined(separator: ",")
        }.joined(separator: ";"))
        fields.append(plan.cancels.map { "\($0.generation).\($0.ordinal)" }.joined(separator: ";"))
        return fields.joined(separator: " ")
    }

    // MARK: Kotlin

    /// Lower-case hex of the UTF-8 bytes: any text through a line-based file, unchanged.
    static func hex(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            result += String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
        }
        return result
    }

    /// Runs the Kotlin runtime's replay tool (`StringsReplay`) on `input`, each brand read from
    /// its envelope and locale data; `breaking` names a deliberate break of the tool's.
    static func runKotlin(_ sources: [BrandSource], input: String, breaking: String? = nil) throws -> String {
        let folder = try TemporaryFolder.make("android-differential")
        defer { try? FileManager.default.removeItem(at: folder) }
        for source in sources { try KotlinRuntime.writeAssets(source, as: source.id, in: folder) }
        try Data(input.utf8).write(to: folder.appendingPathComponent("cases.tsv"))
        try KotlinRuntime.replay("StringsReplay", ["cases.tsv", "results.txt"] + (breaking.map { [$0] } ?? []), in: folder)
        return try String(contentsOf: folder.appendingPathComponent("results.txt"), encoding: .utf8)
    }
}
