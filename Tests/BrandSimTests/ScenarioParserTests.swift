import Testing
import YAMLNode
@testable import BrandSim

/// Malformed scenarios are refused with their line and a hint, never run.
@Suite("Malformed scenarios")
struct ScenarioParserTests {
    func refusal(_ text: String) -> ScenarioError? {
        do {
            _ = try ScenarioParser().parse(Array(text.utf8), file: "bad.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func unknownStepSuggestsTheClosest() throws {
        let error = try #require(refusal("brand: neds\nsteps:\n  - signIn: { balance: 1 }\n  - tapp: login\n"))
        #expect(error.mark.line == 4)
        #expect(error.message == #"unknown step "tapp""#)
        #expect(error.hint == "did you mean `tap`?")
    }

    @Test func anUnknownAppearanceSuggestsTheClosest() throws {
        let error = try #require(refusal("brand: neds\nsteps:\n  - appearance: drak\n  - expect: { color.appBar.backgrund: \"#000000\" }\n"))
        #expect(error.all.map(\.mark.line) == [3, 4])
        #expect(error.all[0].message == "appearance takes one of: light, dark, highContrast, darkHighContrast")
        #expect(error.all[0].hint == "did you mean `dark`?")
        #expect(error.all[1].hint == "did you mean `color.appBar.background`?")
    }

    /// A colour key's suggestion is a colour key: `color.boost.capsule` once suggested
    /// `oddsBoost.capsule`, a text.
    @Test func aMisspeltKeyIsSuggestedOnlyKeysOfItsKind() throws {
        let colour = try #require(refusal("brand: neds\nsteps:\n  - expect: { color.boost.capsule: \"#061F4A\" }\n"))
        let hint = try #require(colour.hint)
        #expect(!hint.contains("oddsBoost."), "\(hint)")
        #expect(hint.contains("color."), "\(hint)")
        for key in hint.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
            #expect(ScenarioParser.stateKeys.contains(String(key)), "\(key) is not a key")
        }
        let text = try #require(refusal("brand: neds\nsteps:\n  - expect: { oddsBoost.capsle: \"15%\" }\n"))
        #expect(text.hint == "did you mean `oddsBoost.capsule`?")
    }

    @Test func everyMalformedStepIsReportedInOneRun() throws {
        let error = try #require(refusal(
            "brand: neds\nsteps:\n  - tapp: login\n  - signIn: { balance: 2 }\n  - advance: soon\n  - selections: -1\n"))
        #expect(error.all.map(\.mark.line) == [3, 5, 6])
        #expect(error.all.map(\.message).last == "selections cannot be negative")
        #expect(error.description.split(separator: "\n").filter { $0.contains(": error: ") }.count == 3)
        #expect(error.description.hasPrefix("bad.yaml:3:5: error: unknown step \"tapp\"\n    hint: did you mean `tap`?\nbad.yaml:5:"))
    }

    @Test func unknownExpectationKey() throws {
        let error = try #require(refusal("brand: neds\nsteps:\n  - expect: { lockerVisibel: true }\n"))
        #expect(error.mark == Mark(line: 3, column: 15))
        #expect(error.hint == "did you mean `lockerVisible`?")
    }

    @Test func unknownItem() throws {
        let error = try #require(refusal("brand: neds\nsteps:\n  - tap: lokcer\n"))
        #expect(error.mark.line == 3)
        #expect(error.message.contains("app-bar item"))
    }

    @Test func badDurationAndValues() throws {
        #expect(refusal("brand: neds\nsteps:\n  - advance: soon\n")?.message.contains("duration") == true)
        #expect(refusal("brand: neds\nsteps:\n  - signIn: { balance: lots }\n")?.mark.line == 3)
        #expect(refusal("brand: neds\nsteps:\n  - selections: -1\n")?.message == "selections cannot be negative")
        #expect(refusal("brand: neds\nsteps:\n  - lockerVisible: maybe\n") != nil)
    }

    @Test func structure() throws {
        #expect(refusal("- just a list")?.message.contains("mapping") == true)
        #expect(refusal("steps: []")?.message.contains("brand") == true)
        #expect(refusal("brand: neds")?.message.contains("steps") == true)
        #expect(refusal("brand: neds\nstep: []\n")?.hint == "did you mean `steps`?")
        #expect(refusal("brand: neds\nsteps:\n  - { tap: login, signOut: null }\n")?.mark.line == 3)
        #expect(refusal("brand: neds\nsteps: [\n")?.mark.line == 3)
    }

    @Test func wellFormedScenarioParses() throws {
        let scenario = try ScenarioParser().parse(Array("""
            brand: betsson-cm
            locale: fr
            flags: { login-native: false }
            steps:
              - signOut
              - betslipCount: { count: 3, source: reactNativeSharedState }
              - stairs: { current: null, next: { minSelections: 2, percent: 10 } }
              - cached: { balance: 3, age: 12m }
              - advance: 1.5s
            """.utf8), file: "ok.yaml")
        #expect(scenario.brand == "betsson-cm")
        #expect(scenario.locale == "fr")
        #expect(scenario.flags.map(\.name) == ["login-native"])
        #expect(scenario.steps.count == 5)
        #expect(scenario.steps.map(\.mark.line) == [5, 6, 7, 8, 9])
    }

    @Test func anErrorQuotingScenarioTextStaysOneLineWithControlsEscaped() {
        let error = ScenarioError(
            file: "s.yaml", mark: Mark(line: 2, column: 3),
            message: "unknown step \"x\n::error file=pwned::y\u{1B}[2J\"", hint: "did you mean `\u{202E}tap`?")
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0] == "s.yaml:2:3: error: unknown step \"x\\u{A}::error file=pwned::y\\u{1B}[2J\"")
        #expect(lines[1] == "    hint: did you mean `\\u{202E}tap`?")
    }
}
