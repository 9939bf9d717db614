import AppBarEngine
import BrandRuntime
@testable import BrandGen
import BrandModel
import Foundation
import Localization
import OddsBoost
import ProfileLoading
import Testing
import TestSupport
import YAMLNode

/// The `react-native` platform and the TypeScript runtime package: the generated names and
/// envelopes type-check under `tsc --strict` with the package and a stub of React Native's
/// types, and the package, reading the envelopes under node, renders what the Swift engine
/// renders (odds boost, plurals, numbers, currency, colours), for every shipped brand and a
/// fixture brand whose locales have more plural categories than English.
@Suite("react-native platform", .tags(.shippedBrands))
struct ReactNativeTests {
    static let fixtureFolder = ShippedBrands.repository + "/Tests/Fixtures/BrandGen/ReactNative"
    static let stubs = ShippedBrands.repository + "/Tests/Fixtures/BrandGen/ReactNativeStubs/react-native.d.ts"
    static let reactStubs = ShippedBrands.repository + "/Tests/Fixtures/BrandGen/ReactNativeStubs/react.d.ts"

    /// Counts for the plural strings: the issue's, and an exact million (the French `many`).
    /// 1.5 is not among them: the engine's `PluralRules` takes whole counts only.
    static let pluralCounts = [0, 1, 2, 5, 21, 100, 1_000_000]

    /// Every shipped brand and the fixture brands, loaded as brandgen loads them.
    static func sources() throws -> [BrandSource] {
        let fixtures = try ShippedBrands.linter().loader.loadCatalog(at: fixtureFolder).brands.compactMap(BrandSource.init)
        return try ShippedBrands.sources() + fixtures
    }

    /// A brand in every language the engine has plural rules for, `pt-PT`, and Turkish, which
    /// it has none for (every count `other`, whatever `Intl` says): for the plural categories
    /// alone, so one plain string a locale is enough. Its document says the same, for the envelope.
    static func languagesBrand(from source: BrandSource) -> BrandSource {
        var brand = source
        brand.profile.id = "languages"
        brand.profile.oddsBoost = nil
        brand.profile.locales = (PluralRules.supportedLanguages.sorted() + ["pt-PT", "tr"]).map { LocaleIdentifier($0) }
        brand.profile.strings = LocalizedStrings(Dictionary(uniqueKeysWithValues: brand.profile.locales.map {
            ($0.description, [StringKey.search.rawValue: LocalizedMessageText.text("\($0)")])
        }))
        var document = EnvelopeDocument.setting(["id"], in: brand.document, to: "languages")
        document = EnvelopeDocument.setting(["betslip"], in: document, to: Node.object([]))
        document = EnvelopeDocument.setting(["locales"], in: document, to: Node.array(brand.profile.locales.map { Node(.string($0.description)) }))
        document = EnvelopeDocument.setting(["strings"], in: document, to: Node.object(brand.profile.locales.map {
            ($0.description, Node.object([(StringKey.search.rawValue, Node(.string($0.description)))]))
        }))
        brand.document = document
        return brand
    }

    // MARK: Without tools

    @Test func theFixtureBrandLintsCleanAndGenerates() throws {
        let outcome = BrandGenerator(linter: try ShippedBrands.linter(), generators: [ReactNativeGenerator()]).run(paths: [Self.fixtureFolder])
        #expect(outcome.failed.isEmpty, "\(outcome.lint.diagnostics)")
        #expect(outcome.files.map(\.path).contains("react-native/plurals.ts"))
        #expect(outcome.files.map(\.path).contains("react-native/index.ts"))
    }

    @Test func theFixtureHasMorePluralCategoriesThanEnglish() throws {
        let fixture = try #require(try Self.sources().first { $0.path.hasPrefix(Self.fixtureFolder) })
        let most = fixture.profile.locales.map { PluralRules(locale: $0).requiredCategories.count }.max() ?? 0
        #expect(most > PluralRules(locale: "en").requiredCategories.count)
    }

    @Test func profileTextCannotLeaveItsLiteral() throws {
        let hostile = "a\"b\\c\n*/ ${x} `d` </script>\u{2028}\u{202E}\u{0}e\u{1F600}"
        let literal = TypeScriptText.literal(hostile)
        // Its escapes are JSON's (\" \\ \n \r \t \\uXXXX): read as JSON, it is the text again.
        #expect(try JSONDecoder().decode(String.self, from: Data(literal.utf8)) == hostile)
        // Nothing that ends a line or reorders what a reviewer sees is left raw.
        #expect(!literal.unicodeScalars.contains { [0x0A, 0x0D, 0x2028, 0x2029, 0x202E, 0x0].contains($0.value) })
    }

    @Test func aBrandNamedIndexIsRefused() throws {
        var brand = try #require(try ShippedBrands.sources().first)
        brand.profile.id = "index"
        #expect(throws: GenerationError.self) { try ReactNativeGenerator().files(for: brand) }
    }

    @Test func theOutputIsTheSameEveryRun() throws {
        let sources = try Self.sources()
        let first = try sources.map { try ReactNativeGenerator().files(for: $0) }
        let second = try sources.map { try ReactNativeGenerator().files(for: $0) }
        #expect(first == second)
        #expect(ReactNativeGenerator().aggregateFiles(for: sources.map(\.id)) == ReactNativeGenerator().aggregateFiles(for: sources.map(\.id)))
    }

    /// A module is names and data: the envelope in it is the `json` platform's, byte for byte,
    /// and it holds no function, class or statement of runtime code.
    @Test func aModuleIsNamesAndTheEnvelope() throws {
        for source in try Self.sources() {
            let module = String(decoding: try #require(try ReactNativeGenerator().files(for: source).first).contents, as: UTF8.self)
            let envelope = String(decoding: EnvelopeDocument.envelope(source), as: UTF8.self)
            #expect(module.contains("export const envelope: string = " + TypeScriptText.literal(envelope) + ";\n"))
            for word in ["function ", "class ", "switch ", "=>", "import "] {
                #expect(!module.contains(word), "\(source.id): \(word)")
            }
        }
    }

    // MARK: With tsc and node

    /// A folder holding the generated modules, `tsconfig.json` (`--strict`, the strictest
    /// options an app may set, the package's declarations as `@brandengine/runtime`), the
    /// React Native stub, the check file and the sample app, compiled by tsc once.
    static func compileApp(_ sources: [BrandSource], in folder: URL) throws {
        let generator = ReactNativeGenerator()
        var files = try sources.flatMap { try generator.files(for: $0) }
        files += generator.aggregateFiles(for: sources.map(\.id).sorted())
        try Command.write(files.map { ($0.path, $0.contents) }, to: folder)
        try Data(Self.checkFile(sources.filter { $0.id != "languages" }).utf8).write(to: folder.appendingPathComponent("check.ts"))
        try FileManager.default.copyItem(atPath: Self.multiBrandAppFile, toPath: folder.appendingPathComponent("app.ts").path)
        let dist = try TypeScriptPackage.compiled().appendingPathComponent("src")
        let paths = "{ \"\(TypeScriptPackage.name)\": [\(TypeScriptLiteral.quoted(dist.appendingPathComponent("index.d.ts").path))] }"
        let inputs = [Self.stubs, Self.reactStubs, "check.ts", "app.ts"] + files.map(\.path).sorted()
        try Data("""
            { "compilerOptions": { "strict": true, "target": "es2019", "module": "commonjs", "lib": ["es2019"], "types": [],
                "noUnusedLocals": true, "noUnusedParameters": true, "noImplicitReturns": true, "noFallthroughCasesInSwitch": true,
                "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true, "isolatedModules": true,
                "outDir": "out", "rootDir": ".", "baseUrl": ".", "paths": \(paths) },
              "files": [\(inputs.map(TypeScriptLiteral.quoted).joined(separator: ", "))] }
            """.utf8).write(to: folder.appendingPathComponent("tsconfig.json"))
        try Command.run(["tsc", "-p", "."], in: folder)
    }

    /// The generated modules and the sample app under `tsc --strict` with the package's types
    /// and the React Native stub, then every case run under node by the package reading the
    /// envelopes the compiled index holds, against the Swift engine.
    @Test(.requires(.typeScript, .node))
    func generatedTypeScriptTypeChecksAndRendersAsTheEngine() throws {
        let sources = try Self.sources()
        let languages = Self.languagesBrand(from: try #require(sources.last))
        let folder = try TemporaryFolder.make("brandgen-react-native")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.compileApp(sources + [languages], in: folder)

        var cases: [Case] = []
        var expected: [Result] = []
        try Self.oddsBoostCases(sources, into: &cases, expected: &expected)
        try Self.pluralCases(sources, into: &cases, expected: &expected)
        try Self.textCases(sources, into: &cases, expected: &expected)
        Self.amountCases(sources, into: &cases, expected: &expected)
        try Self.balanceCases(sources, into: &cases, expected: &expected)
        Self.categoryCases(sources + [languages], into: &cases, expected: &expected)
        try JSONEncoder().encode(cases).write(to: folder.appendingPathComponent("cases.json"))
        try Self.runCases(try TypeScriptPackage.compiled(), in: folder)
        let results = try JSONDecoder().decode(Results.self, from: Data(contentsOf: folder.appendingPathComponent("results.json")))

        var comparisons = 0
        var differences = 0
        for (pass, actual) in [("Intl.PluralRules", results.withIntl), ("Intl removed", results.withoutIntl)] {
            try #require(actual.count == expected.count)
            for (index, result) in actual.enumerated() {
                comparisons += 1
                if result != expected[index] {
                    differences += 1
                    if differences <= 20 { Issue.record("with \(pass): \(cases[index]) gave \(result), the engine \(expected[index])") }
                }
            }
        }
        let counts = Dictionary(grouping: cases, by: \.kind).mapValues(\.count)
        print("""
            react-native differential: \(comparisons) comparisons, \(differences) different \
            (\(sources.count) brands and one in every language, \(Set(cases.map { "\($0.brand) \($0.locale)" }).count) brand locales; \
            odds boost \(counts["boost"] ?? 0), plural strings \(counts["plural"] ?? 0), plain strings \(counts["text"] ?? 0), \
            plural categories \(counts["category"] ?? 0), amounts \(counts["amount"] ?? 0), balances through the sample app \(counts["balance"] ?? 0), \
            each with Intl.PluralRules and without)
            """)
        #expect(differences == 0)
        #expect(comparisons > 0)
    }

    /// A deliberate break in the package (English's plural rule) is found by the same cases.
    @Test(.requires(.typeScript, .node))
    func aBrokenRuntimeIsFound() throws {
        let sources = try Self.sources()
        let folder = try TemporaryFolder.make("brandgen-react-native-broken")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.compileApp(sources, in: folder)
        var cases: [Case] = []
        var expected: [Result] = []
        try Self.pluralCases(sources, into: &cases, expected: &expected)
        try JSONEncoder().encode(cases).write(to: folder.appendingPathComponent("cases.json"))
        let broken = try TypeScriptPackage.brokenCopy(in: folder, file: "src/locale/plurals.js") {
            $0.replacingOccurrences(of: "return n === 1 ? \"one\" : \"other\";", with: "return n <= 1 ? \"one\" : \"other\";")
        }
        try Self.runCases(broken, in: folder)
        let results = try JSONDecoder().decode(Results.self, from: Data(contentsOf: folder.appendingPathComponent("results.json")))
        #expect(zip(results.withIntl, expected).contains { $0 != $1 })
    }

    /// `themeFor` falls back as the engine does (`Theme.appearance(shownFor:)`): each shipped
    /// and fixture brand with every subset of its appearances beyond light (the shipped brands
    /// may have them all, which would leave the fallbacks unexercised), run under node from the
    /// colour scheme and contrast and from each appearance's name, every colour compared with
    /// the engine's `Theme.colors(in:)` of the same envelope.
    @Test(.requires(.typeScript, .node))
    func themeForFallsBackAsTheEngine() throws {
        let schemas = try ShippedBrands.linter().loader.schemas
        var variants: [BrandSource] = []
        var engine: [String: Theme] = [:]
        for source in try Self.sources() {
            let others = source.profile.theme.appearances.filter { $0 != .light }
            for subset in 0..<(1 << others.count) {
                var variant = source
                variant.profile.id = "\(source.id)-\(subset)"
                let kept = Set(others.enumerated().filter { subset >> $0.offset & 1 == 1 }.map(\.element.rawValue))
                let layers = source.document["theme"]?[Appearance.themeKey]?.mapping?.entries.filter { kept.contains($0.key) } ?? []
                variant.document = EnvelopeDocument.setting(["id"], in: variant.document, to: Node(.string(variant.profile.id)))
                variant.document = EnvelopeDocument.setting(["theme", Appearance.themeKey], in: variant.document, to: Node(.mapping(Node.Mapping(layers))))
                engine[variant.profile.id] = try RuntimeProfileLoader(schemas: schemas)
                    .profile(envelope: EnvelopeDocument.envelope(variant), id: variant.profile.id).theme
                variants.append(variant)
            }
        }
        let tables = try AppearanceAgreementTests.reactNative(variants)
        var comparisons = 0
        var fallbacks = 0
        for variant in variants {
            let theme = try #require(engine[variant.id])
            let table = try #require(tables[variant.id])
            for appearance in Appearance.allCases {
                if theme.appearance(shownFor: appearance) != appearance { fallbacks += 1 }
                for (name, token) in theme.colors(in: appearance) {
                    #expect(table.scheme[appearance]?[name] == token.rgba, "\(variant.id) \(appearance.rawValue) \(name): themeFor(scheme, contrast)")
                    #expect(table.named[appearance]?[name] == token.rgba, "\(variant.id) \(appearance.rawValue) \(name): theme(name)")
                    comparisons += 2
                }
            }
        }
        print("react-native appearances: \(comparisons) colour comparisons over \(variants.count) brand variants, \(fallbacks) of whose appearances fall back")
        #expect(fallbacks > 0)
        #expect(comparisons > 0)
    }

    // MARK: Cases

    /// One call the driver makes: `oddsBoostDisplay`, `translate` or `pluralCategory`.
    struct Case: Codable, CustomStringConvertible {
        var kind: String
        var brand: String
        var locale: String
        var selections: Int?
        var stairs: Stairs?
        var key: String?
        var count: Int?
        var amount: Double?
        var parameters: [String: Parameter]?

        var description: String {
            "\(kind) \(brand) \(locale) \(selections.map { "n=\($0)" } ?? "")\(stairs.map { " stairs \($0)" } ?? "")\(key ?? "") \(count.map(String.init) ?? "")\(amount.map { " \($0)" } ?? "")"
        }
    }

    enum Parameter: Codable {
        case number(Int)
        case text(String)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let value): try container.encode(value)
            case .text(let value): try container.encode(value)
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Int.self) { self = .number(value) } else { self = .text(try container.decode(String.self)) }
        }
    }

    struct Tier: Codable, Equatable, CustomStringConvertible {
        var minSelections: Int
        var percent: Int
        var description: String { "\(minSelections):\(percent)%" }
    }

    struct Stairs: Codable, CustomStringConvertible {
        var current: Tier?
        var next: Tier?
        var description: String { "\(current.map(\.description) ?? "none") → \(next.map(\.description) ?? "none")" }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(current, forKey: .current)
            try container.encode(next, forKey: .next)
        }
    }

    struct Segments: Codable, Equatable {
        var total: Int
        var filled: Int
    }

    struct Display: Codable, Equatable {
        var isVisible: Bool
        var capsule: String?
        var heading: String?
        var callToAction: String?
        var segments: Segments?
        var currentTier: Tier?
        var nextTier: Tier?

        init(_ display: OddsBoostDisplay) {
            isVisible = display.isVisible
            capsule = display.capsule
            heading = display.heading
            callToAction = display.callToAction
            segments = display.segments.map { Segments(total: $0.total, filled: $0.filled) }
            currentTier = display.currentTier.map { Tier(minSelections: $0.minSelections, percent: $0.percent) }
            nextTier = display.nextTier.map { Tier(minSelections: $0.minSelections, percent: $0.percent) }
        }
    }

    struct Result: Codable, Equatable, CustomStringConvertible {
        var display: Display?
        var text: String?
        var category: String?

        var description: String {
            if let display { return "\(display)" }
            return text.map { "\"\($0)\"" } ?? category ?? "nothing"
        }
    }

    struct Results: Codable {
        var withIntl: [Result]
        var withoutIntl: [Result]
    }

    /// Selection counts 0 to past the last tier, alone and with live stairs (each pair of
    /// adjacent tiers, none below the first and above the last, percents as the profile's and
    /// overridden; consistent or overtaken), through `OddsBoostEngine`.
    static func oddsBoostCases(_ sources: [BrandSource], into cases: inout [Case], expected: inout [Result]) throws {
        for source in sources {
            for locale in source.profile.locales {
                let configuration = source.profile.oddsBoost == nil ? nil : try OddsBoostConfiguration(profile: source.profile, locale: locale)
                let last = configuration?.tiers.last?.minSelections ?? 3
                let tier = { (tier: OddsBoostTier?) in tier.map { Tier(minSelections: $0.minSelections, percent: $0.percent) } }
                let ladders = Self.ladders(configuration?.tiers ?? []).map { $0.map { Stairs(current: tier($0.current), next: tier($0.next)) } }
                for stairs in ladders {
                    var engine = OddsBoostEngine(configuration: configuration)
                    engine.setStairs(stairs.map {
                        OddsBoostStairs(
                            current: $0.current.map { OddsBoostTier(minSelections: $0.minSelections, percent: $0.percent) },
                            next: $0.next.map { OddsBoostTier(minSelections: $0.minSelections, percent: $0.percent) })
                    })
                    for selections in 0...(last + 2) {
                        let (display, _) = engine.select(selections)
                        cases.append(Case(kind: "boost", brand: source.id, locale: locale.description, selections: selections, stairs: stairs))
                        expected.append(Result(display: Display(display)))
                    }
                }
            }
        }
    }

    /// The live stairs the odds-boost tests run: none, stairs offering nothing, and each pair of
    /// adjacent tiers (none below the first and above the last) as the profile's and with other percents.
    static func ladders(_ tiers: [OddsBoostTier]) -> [OddsBoostStairs?] {
        var ladders: [OddsBoostStairs?] = [nil, OddsBoostStairs(current: nil, next: nil)]
        let steps: [OddsBoostTier?] = [nil] + tiers.map(Optional.some) + [nil]
        for index in steps.indices.dropLast() {
            let (current, next) = (steps[index], steps[index + 1])
            ladders.append(OddsBoostStairs(current: current, next: next))
            let bump = { (tier: OddsBoostTier?) in tier.map { OddsBoostTier(minSelections: $0.minSelections, percent: $0.percent + 2) } }
            ladders.append(OddsBoostStairs(current: bump(current), next: bump(next)))
        }
        return ladders
    }

    /// Every plural string of every locale at ``pluralCounts``: the engine's `LocalizedMessage`
    /// of the forms the profile writes, the count written as the engine writes counts and any
    /// other placeholder as `<name>`.
    static func pluralCases(_ sources: [BrandSource], into cases: inout [Case], expected: inout [Result]) throws {
        for source in sources {
            for locale in source.profile.locales {
                let rules = PluralRules(locale: locale)
                let numbers = LocaleNumberFormat(locale: locale)
                for key in source.profile.strings.keys(in: locale) {
                    guard case .plural(let forms)? = source.profile.strings.message(key, locale: locale) else { continue }
                    let message = try LocalizedMessage(forms: forms)
                    let others = message.placeholders.subtracting(["count"]).sorted()
                    for count in pluralCounts {
                        var arguments = ["count": numbers.formatInteger(count)]
                        var parameters: [String: Parameter] = ["count": .number(count)]
                        for name in others {
                            arguments[name] = "<\(name)>"
                            parameters[name] = .text("<\(name)>")
                        }
                        cases.append(Case(kind: "plural", brand: source.id, locale: locale.description, key: key, count: count, parameters: parameters))
                        expected.append(Result(text: try message.render(count: count, rules: rules, arguments: arguments)))
                    }
                }
            }
        }
    }

    /// Every plain string of every locale, placeholders as `<name>`, and the brand's name:
    /// profile text (the fixture's is hostile) comes back from TypeScript as written.
    static func textCases(_ sources: [BrandSource], into cases: inout [Case], expected: inout [Result]) throws {
        for source in sources {
            cases.append(Case(kind: "name", brand: source.id, locale: source.profile.locales[0].description))
            expected.append(Result(text: source.profile.name))
            for locale in source.profile.locales {
                for key in source.profile.strings.keys(in: locale) {
                    guard case .text(let text)? = source.profile.strings.message(key, locale: locale) else { continue }
                    let template = try MessageTemplate(text)
                    var arguments: [String: String] = [:]
                    var parameters: [String: Parameter] = [:]
                    for name in template.placeholders {
                        arguments[name] = "<\(name)>"
                        parameters[name] = .text("<\(name)>")
                    }
                    // A count outside a plural is still a number.
                    if template.placeholders.contains("count") {
                        arguments["count"] = LocaleNumberFormat(locale: locale).formatInteger(1234)
                        parameters["count"] = .number(1234)
                    }
                    cases.append(Case(kind: "text", brand: source.id, locale: locale.description, key: key, parameters: parameters.isEmpty ? nil : parameters))
                    expected.append(Result(text: try template.render(arguments)))
                }
            }
        }
    }

    /// Each brand locale's category of 0 to 300 and of a few larger counts, `PluralRules`'.
    static func categoryCases(_ sources: [BrandSource], into cases: inout [Case], expected: inout [Result]) {
        var seen = Set<String>()
        for source in sources {
            for locale in source.profile.locales where seen.insert(locale.description).inserted {
                let rules = PluralRules(locale: locale)
                for count in Array(0...300) + [1_000, 1_011, 1_000_000, 3_000_000, 1_000_001, 123_456_789] {
                    cases.append(Case(kind: "category", brand: source.id, locale: locale.description, count: count))
                    expected.append(Result(category: rules.category(for: count).rawValue))
                }
            }
        }
    }

    /// Amounts a balance may take: whole minor units, ties and sub-minor digits (half-to-even on
    /// the shortest decimal text), negatives that round to zero, the 1e15 edge of the minor-unit
    /// path, and seeded random ones.
    static func amounts() -> [Double] {
        var amounts: [Double] = [
            0, 0.5, 1, 12.3, 1234.5, 1_234_567.89, -42.125, 0.125, 0.005, 2.675, 999_999.995, 1e-7, -0.001,
            1e16, 123_456_789_012.345, 9.999_999_999_999_999e14, -1e13, 0.1 + 0.2, 1.005, Double.leastNonzeroMagnitude,
        ]
        var random = SeededGenerator(seed: 0xA_0047)
        for _ in 0..<60 {
            let cents = Double(Int.random(in: -10_000_000_000...10_000_000_000, using: &random))
            amounts.append(cents / 100)
            amounts.append(cents / 1000)
            amounts.append(Double.random(in: -1e7...1e7, using: &random))
        }
        return amounts
    }

    /// Every brand locale's `formatAmount` of ``amounts()``, the engine's `BalanceFormatter`'s.
    static func amountCases(_ sources: [BrandSource], into cases: inout [Case], expected: inout [Result]) {
        let amounts = amounts()
        for source in sources {
            for locale in source.profile.locales {
                let formatter = BalanceFormatter(locale: locale, currencyCode: source.profile.currency)
                for amount in amounts {
                    cases.append(Case(kind: "amount", brand: source.id, locale: locale.description, amount: amount))
                    expected.append(Result(text: formatter.format(amount)))
                }
            }
        }
    }

    /// The sample app's balance label (``multiBrandAppFile``), reached through `brands[id]`: the
    /// brand's `appBar.balance` text with `{amount}` as the engine's `BalanceFormatter` writes it.
    static func balanceCases(_ sources: [BrandSource], into cases: inout [Case], expected: inout [Result]) throws {
        for source in sources {
            for locale in source.profile.locales {
                guard case .text(let text)? = source.profile.strings.message(StringKey.balance.rawValue, locale: locale) else { continue }
                let formatter = BalanceFormatter(locale: locale, currencyCode: source.profile.currency)
                for amount in [0, 1234.5, -12.3] {
                    cases.append(Case(kind: "balance", brand: source.id, locale: locale.description, amount: amount))
                    expected.append(Result(text: try MessageTemplate(text).render(["amount": formatter.format(amount)])))
                }
            }
        }
    }

    /// The sample app, Tests/Fixtures/ReactNative/app.ts: a multi-brand app, one catalog of every
    /// brand's envelope, each reached by an id known only at run time and typed `BrandModule`,
    /// with React Native's `ColorSchemeName` and `TextStyle`; what must not compile is marked
    /// `@ts-expect-error`, so tsc fails if it compiles.
    static let multiBrandAppFile = ShippedBrands.repository + "/Tests/Fixtures/ReactNative/app.ts"

    /// Runs every case through `dist`'s package reading the envelopes the compiled sample app
    /// holds, with `Intl.PluralRules` and again without it, in one process: the package's own
    /// test tool (Runtimes/TypeScript/test/replay/react-native-cases.ts).
    static func runCases(_ dist: URL, in folder: URL) throws {
        try Command.run(
            ["node", dist.appendingPathComponent("test/replay/react-native-cases.js").path, folder.appendingPathComponent("out/app.js").path,
             "cases.json", "results.json"], in: folder)
    }

    /// Each brand's tokens assigned to React Native's types through the package's typed brand:
    /// every appearance's colours to `ColorValue`, text styles to `TextStyle` (with no member
    /// `TextStyle` lacks), springs spread into `Animated.SpringAnimationConfig` (likewise),
    /// easings through `Easing.bezier` into `Animated.TimingAnimationConfig`; a plural string
    /// without its count, a locale, token or flag the brand lacks must not compile.
    static func checkFile(_ sources: [BrandSource]) -> String {
        var text = """
            import type { Animated, ColorSchemeName, ColorValue, Easing, TextStyle } from "react-native";
            import type { AppBarState, AppBarStore, BrandCatalog, PluralCategory, Theme } from "@brandengine/runtime";
            import { useSyncExternalStore } from "react";
            type NoExtraKeys<T, U> = Exclude<keyof T, keyof U> extends never ? true : false;
            declare const bezier: typeof Easing.bezier;
            declare const scheme: ColorSchemeName;
            declare const catalog: BrandCatalog;

            /** The hook docs/exports.md gives: the bar's state, re-rendered on every change. */
            export function useAppBar(store: AppBarStore): AppBarState {
              return useSyncExternalStore((onChange) => store.subscribe(onChange), () => store.state);
            }

            """
        for (index, source) in sources.enumerated() {
            let brand = "brand\(index)"
            let names = "names\(index)"
            text += "import * as \(names) from \"./react-native/\(source.id)\";\n"
            text += "const \(brand) = catalog.brand<\(names).Names>(\(names).brandId);\n"
            for appearance in source.profile.theme.appearances {
                text += "export const \(brand)Colors_\(appearance.rawValue): { readonly [name: string]: ColorValue } = \(brand).theme(\"\(appearance.rawValue)\").colors;\n"
            }
            for flag in FeatureFlag.allCases {
                text += "export const \(brand)Flag_\(NameStyle.lowerCamel(flag.rawValue)): boolean = \(brand).evaluateFlag(\(TypeScriptLiteral.quoted(flag.rawValue)), { platform: \"react-native\" }).value;\n"
            }
            text += "const \(brand)Theme = \(brand).theme();\n"
            for (position, (name, _)) in source.profile.theme.typography.enumerated() {
                let member = "\(brand)Theme.typography[\(TypeScriptLiteral.quoted(name))]"
                text += "export const \(brand)Text_\(position): TextStyle = \(member);\n"
                text += "export const \(brand)TextKeys_\(position): NoExtraKeys<typeof \(member), TextStyle> = true;\n"
            }
            for (position, (name, preset)) in source.profile.theme.animation.enumerated() {
                let member = "\(brand)Animation_\(position)"
                text += "export const \(member) = \(brand)Theme.animation[\(TypeScriptLiteral.quoted(name))];\n"
                if preset.spring != nil {
                    text += "export const \(brand)Spring_\(position): Animated.SpringAnimationConfig = { ...\(member).spring, toValue: 1, useNativeDriver: true };\n"
                    text += "export const \(brand)SpringKeys_\(position): NoExtraKeys<NonNullable<typeof \(member).spring>, Animated.SpringAnimationConfig> = true;\n"
                }
                if preset.easing != nil, preset.duration != nil {
                    text += "const \(brand)Easing_\(position) = \(member).easing;\n"
                    text += "export const \(brand)Timing_\(position): Animated.TimingAnimationConfig | undefined = \(brand)Easing_\(position) === undefined ? undefined : "
                    text += "{ toValue: 1, duration: \(member).duration ?? 0, easing: bezier(...\(brand)Easing_\(position)), useNativeDriver: false };\n"
                }
            }
            if let key = source.profile.locales.lazy.flatMap({ locale in
                source.profile.strings.keys(in: locale).filter {
                    if case .plural? = source.profile.strings.message($0, locale: locale) { return true }
                    return false
                }
            }).first {
                let literal = TypeScriptLiteral.quoted(key)
                text += "export const \(brand)Plural: string = \(brand).translate(\(brand).sourceLocale, \(literal), { count: 2 } as never);\n"
                text += "// @ts-expect-error: a plural string needs its count\n\(brand).translate(\(brand).sourceLocale, \(literal));\n"
            }
            text += "export const \(brand)Display: string | null = \(brand).oddsBoostDisplay(3, \(brand).sourceLocale).heading;\n"
            text += "export const \(brand)Dark: Theme = \(brand).themeFor(\"dark\");\n"
            text += "export const \(brand)DarkHighContrast: Theme = \(brand).themeFor(\"dark\", true);\n"
            text += "export const \(brand)Unspecified: string = \(brand).appearanceFor(null);\n"
            text += "export const \(brand)Scheme: string = \(brand).appearanceFor(scheme, true);\n"
            text += "export const \(brand)Currency: string = \(brand).currency.code;\n"
            text += "export const \(brand)Amount: string = \(brand).formatAmount(\(brand).sourceLocale, 1234.5);\n"
            text += "export const \(brand)Category: PluralCategory = \(brand).pluralCategory(\(brand).sourceLocale, 1);\n"
            text += "// @ts-expect-error: a locale the brand does not declare\n\(brand).formatNumber(\"not-a-locale\", 1);\n"
            text += "// @ts-expect-error: a flag the brand does not have\n\(brand).evaluateFlag(\"no-such-flag\", {});\n"
            if let (name, _) = source.profile.theme.colors.first(where: { _ in true }) {
                text += "export const \(brand)Color: ColorValue = \(brand).theme().colors[\(TypeScriptLiteral.quoted(name))];\n"
                text += "// @ts-expect-error: a colour token the brand does not have\n\(brand).theme().colors[\(TypeScriptLiteral.quoted(name + "x"))];\n"
            }
        }
        return text
    }
}
