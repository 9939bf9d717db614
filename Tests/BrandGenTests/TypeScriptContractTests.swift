import AppBarEngine
@testable import BrandGen
import BrandModel
import Foundation
import Testing
import TestSupport

/// The engine's names the TypeScript package reads (`Runtimes/TypeScript/src/contract.ts`)
/// are BrandModel's declarations: each constant there is the declaration's value here.
@Suite("TypeScript contract")
struct TypeScriptContractTests {
    static func constants() throws -> [String: String] {
        let text = try String(contentsOfFile: TypeScriptPackage.folder + "/src/contract.ts", encoding: .utf8)
        var constants: [String: String] = [:]
        // `name: "value",` inside an object, and `export const name = "value";` (or a number).
        let pattern = try NSRegularExpression(pattern: #"(?:export const )?([A-Za-z]+)(?:: | = )("[^"]*"|[0-9.]+)[,;]"#)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let name = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
            constants[String(text[name])] = String(text[value]).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return constants
    }

    @Test func everyConstantIsTheDeclaration() throws {
        let constants = try Self.constants()
        let declared: [String: String] = [
            "capsule": StringKey.oddsBoostCapsule.rawValue,
            "headingNext": StringKey.oddsBoostHeadingNext.rawValue,
            "headingMax": StringKey.oddsBoostHeadingMax.rawValue,
            "callToAction": StringKey.oddsBoostCallToAction.rawValue,
            "countPlaceholder": FormatString.countPlaceholder,
            "percentPlaceholder": ReactNativeOddsBoostWriter.percentPlaceholder,
            "amountPlaceholder": StringKey.balance.requiredPlaceholders.first ?? "",
            "balanceKey": StringKey.balance.rawValue,
            "userIdKey": FlagContext.userIdKey,
            "maximumMinSelections": String(OddsBoostTierProfile.maximumMinSelections),
            "counterRoll": AppBarAnimationPlan.counterPresetName.rawValue,
            "lockerToggle": AppBarAnimationPlan.lockerPresetName.rawValue,
            "buttonPress": AppBarAnimationPlan.buttonPressPresetName.rawValue,
            "crossFadeSeconds": String(AppBarMotion.crossFadeDuration),
        ]
        for (name, value) in declared {
            #expect(constants[name] == value, "contract.ts \(name)")
        }
        #expect(Set(constants.keys) == Set(declared.keys), "contract.ts has a constant this test does not hold")
        #expect(StringKey.balance.requiredPlaceholders.count == 1)
    }

    /// `colorFallbacks` is `ColorTokenName.fallback`, token for token.
    @Test func theColourFallbacksAreTheContracts() throws {
        let text = try String(contentsOfFile: TypeScriptPackage.folder + "/src/contract.ts", encoding: .utf8)
        for token in ColorTokenName.allCases {
            let fallback = switch token.fallback {
            case .token(let other)?: "{ token: \"\(other.rawValue)\" }"
            case .hex(let hex)?: "{ hex: \"\(hex)\" }"
            case nil: "null"
            }
            #expect(text.contains("  \"\(token.rawValue)\": \(fallback),\n"), "\(token.rawValue)")
        }
        let entries = text.split(separator: "\n").filter { $0.hasPrefix("  \"") && ($0.contains(": { token: ") || $0.contains(": { hex: ") || $0.hasSuffix(": null,")) }
        #expect(entries.count == ColorTokenName.allCases.count, "contract.ts has a colour the contract does not")
    }
}
