import Foundation
import TestSupport
import Testing
@testable import BrandModel

/// Every name of the contract is spelled in its declaration and nowhere else in Sources:
/// other modules refer to the typed value, so a misspelling there does not compile.
@Suite("Contract spelled once")
struct ContractSpellingTests {
    /// A declared name and the file that declares it.
    struct Name: Sendable, CustomTestStringConvertible {
        var text: String
        var declaredIn: String
        var testDescription: String { text }
    }

    static let names: [Name] =
        StringKey.allCases.map { Name(text: $0.rawValue, declaredIn: "Contract/StringKey.swift") }
        + LoadingCheck.allCases.map { Name(text: $0.rawValue, declaredIn: "Contract/LoadingCheck.swift") }
        + ThemeGroup.allCases.map { Name(text: $0.rawValue, declaredIn: "Contract/Tokens/ThemeGroup.swift") }
        + ColorTokenName.allCases.map { Name(text: $0.rawValue, declaredIn: "Contract/Tokens/ColorTokenName.swift") }
        + SpacingTokenName.allCases.map { Name(text: $0.rawValue, declaredIn: "Contract/Tokens/SpacingTokenName.swift") }
        // Plain words (`label`, `buttonPress`) are also ordinary words elsewhere; the dotted
        // handler-owned animation token is the contract's alone.
        + AnimationTokenName.allCases.filter(\.isHandlerOwned).map { Name(text: $0.rawValue, declaredIn: "Contract/Tokens/AnimationTokenName.swift") }
        // `light` is also a font weight; the other appearances and their key are the contract's alone.
        + Appearance.allCases.filter { $0 != .light }.map { Name(text: $0.rawValue, declaredIn: "Contract/Appearance.swift") }
        + [Name(text: Appearance.themeKey, declaredIn: "Contract/Appearance.swift")]
        + FlagLintRuleID.allCases.map { Name(text: $0.rawValue, declaredIn: "Contract/FlagLintRuleID.swift") }

    /// `Schemas/` compiled into the runtime (tools/runtime-schemas): data held byte for byte
    /// equal to the schemas by `CompiledSchemasTests`, not code that spells a name.
    static let compiledSchemas = "Runtime/BrandRuntime/Schemas/CompiledSchemas.swift"

    /// The text of every Swift file under Sources, by path relative to the repository.
    static let sources: [(path: String, text: String)] = {
        let root = Repository.path("Sources")
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0 != compiledSchemas } ?? []
        return paths.sorted().compactMap { path in
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map { ("Sources/" + path, $0) }
        }
    }()

    @Test(arguments: names)
    func aNameIsSpelledOnlyWhereItIsDeclared(name: Name) {
        let spelled = Self.sources.filter { $0.text.contains("\"\(name.text)\"") }.map(\.path)
        // A key built by interpolation (`appBar.\(kind.rawValue)`) is spelled whole nowhere.
        #expect(spelled.allSatisfy { $0 == "Sources/Runtime/BrandModel/" + name.declaredIn }, "\(spelled)")
    }

    /// Keys are not built from their prefix outside the declaration either.
    @Test(arguments: ["\"appBar.\\(", "\"oddsBoost.\\(", "\"colors.\\("])
    func aKeyIsBuiltOnlyWhereItIsDeclared(prefix: String) {
        let building = Self.sources.filter { $0.text.contains(prefix) }.map(\.path)
        #expect(building.allSatisfy { $0 == "Sources/Runtime/BrandModel/Contract/StringKey.swift" }, "\(building)")
    }

    @Test func theSourcesAreFound() {
        #expect(Self.sources.count > 100)
    }
}
