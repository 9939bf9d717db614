import BrandGen
import BrandModel
import Foundation
import Localization
import Testing
import TestSupport
import YAMLNode

/// The `ios` platform: Swift that compiles in Swift 6 mode without warnings, accessors that
/// render what the engine renders, and String Catalogs of the right structure.
@Suite("ios platform", .tags(.shippedBrands))
struct IOSTests {
    /// Counts whose categories differ in the supported languages.
    static let counts = [0, 1, 2, 5, 21, 101]

    /// A program that prints every plural string of every locale for `counts`, through the typed accessors.
    static func program(for profile: BrandProfile) -> (source: String, expected: String) {
        var source = ""
        var expected = ""
        for locale in profile.locales {
            for key in profile.strings.keys(in: locale) {
                guard case .plural(let forms)? = profile.strings.message(key, locale: locale) else { continue }
                let parts = key.split(separator: ".").map(String.init)
                let path = (["BrandStrings"] + parts.dropLast().map(NameStyle.upperCamel) + [NameStyle.lowerCamel(parts.last!)]).joined(separator: ".")
                let others = Set(forms.values.flatMap { MessageTemplate.placeholderNames(in: $0) ?? [] }).subtracting(["count"]).sorted()
                let rules = PluralRules(locale: locale)
                let required = rules.requiredCategories
                let message = try! LocalizedMessage(forms: forms.filter { required.contains($0.key) })
                for count in counts {
                    let labels = others.map { ", \(NameStyle.lowerCamel($0)): \"<\($0)>\"" }.joined()
                    source += "BrandStrings.$locale.withValue(\"\(locale)\") { print(\(path)(count: \(count)\(labels))) }\n"
                    var arguments = ["count": String(count)]
                    for name in others { arguments[name] = "<\(name)>" }
                    expected += (try! message.render(count: count, rules: rules, arguments: arguments)) + "\n"
                }
            }
        }
        source += "print(BrandFlags.brand)\n"
        return (source, expected)
    }

    static func compileAndRun(_ brand: BrandSource) throws -> (output: String, expected: String) {
        let folder = try TemporaryFolder.make("brandgen-ios")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try IOSGenerator().files(for: brand)
        try Command.write(files.map { ($0.path, $0.contents) }, to: folder)
        let sources = ["ios/\(brand.id)/BrandTheme.swift", "ios/\(brand.id)/BrandStrings.swift"]
        try Swiftc.run(["-typecheck", "-parse-as-library"] + sources, in: folder)
        let (program, expected) = Self.program(for: brand.profile)
        try Data(program.utf8).write(to: folder.appendingPathComponent("main.swift"))
        try Swiftc.run(sources + ["main.swift", "-o", "program"], in: folder)
        let output = try Command.run([folder.appendingPathComponent("program").path], in: folder)
        let flags = FeatureFlag.allCases.map { "\(NameStyle.lowerCamel($0.rawValue)): \(brand.profile.flags[$0])" }
        return (output, expected + "BrandFlags(\(flags.joined(separator: ", "))" + (brand.profile.flags.unknownNames.isEmpty ? "" : ", ") )
    }

    @Test(arguments: ShippedBrands.ids)
    func generatedSwiftCompilesWarningFreeAndRendersAsTheEngine(id: String) throws {
        let brand = try #require(try ShippedBrands.sources().first { $0.id == id })
        let (output, expected) = try Self.compileAndRun(brand)
        #expect(output.hasPrefix(expected), "\(output)")
    }

    /// Every shipped brand's asset catalog has Xcode's structure: a folder `Contents.json`,
    /// and per colour token a colour set with an entry per appearance (`luminosity` dark,
    /// `contrast` high, both, or none for light), sRGB components as `0xHH`, alpha 0-1.
    @Test func theAssetCatalogHasXcodesStructure() throws {
        for brand in try ShippedBrands.sources() {
            let files = try IOSGenerator().files(for: brand)
            let catalog = "ios/\(brand.id)/BrandColors.xcassets/"
            let root = try JSONParser().parse(try #require(files.first { $0.path == catalog + "Contents.json" }).contents)
            #expect(root.mapping?.entries.map(\.key) == ["info"])
            #expect(root["info"]?["author"]?.string == "xcode" && root["info"]?["version"]?.int == 1)
            let sets = files.filter { $0.path.hasPrefix(catalog) && $0.path.hasSuffix(".colorset/Contents.json") }
            #expect(sets.count == brand.profile.theme.colors.count)
            for file in sets {
                let document = try JSONParser().parse(file.contents)
                #expect(document.mapping?.entries.map(\.key) == ["colors", "info"], "\(file.path)")
                #expect(document["info"]?["author"]?.string == "xcode")
                let entries = try #require(document["colors"]?.sequence)
                var seen: [[String]] = []
                for entry in entries {
                    #expect(entry["idiom"]?.string == "universal")
                    #expect(entry["color"]?["color-space"]?.string == "srgb")
                    let components = try #require(entry["color"]?["components"])
                    #expect(components.mapping?.entries.map(\.key) == ["alpha", "blue", "green", "red"])
                    for channel in ["red", "green", "blue"] {
                        let text = try #require(components[channel]?.string)
                        #expect(text.count == 4 && text.hasPrefix("0x") && UInt8(text.dropFirst(2), radix: 16) != nil, "\(text)")
                    }
                    let alpha = try #require(components["alpha"]?.string.flatMap(Double.init))
                    #expect((0...1).contains(alpha))
                    let appearances = (entry["appearances"]?.sequence ?? []).map { "\($0["appearance"]?.string ?? "")=\($0["value"]?.string ?? "")" }
                    #expect(appearances.allSatisfy { $0 == "luminosity=dark" || $0 == "contrast=high" }, "\(appearances)")
                    seen.append(appearances)
                }
                #expect(seen == [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]], "\(file.path)")
            }
        }
    }

    /// The issue's check, on a fixture: one and five selections in English and French.
    @Test func theAccessorsPickEnglishAndFrenchPlurals() throws {
        let strings = LocalizedStrings([
            "en": ["appBar.betslip": .plural([.one: "{count} selection", .other: "{count} selections"]), "appBar.search": .text("100% \"Search\"")],
            "fr": ["appBar.betslip": .plural([.one: "{count} sélection", .other: "{count} sélections"]), "appBar.search": .text("Rechercher")],
        ])
        let profile = BrandProfile.fixture(locales: ["en", "fr"], strings: strings)
        let brand = BrandSource(profile: profile, document: .object([]), tokenReferences: [:], path: "fixture.yaml")
        let folder = try TemporaryFolder.make("brandgen-ios")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Command.write(try IOSGenerator().files(for: brand).map { ($0.path, $0.contents) }, to: folder)
        try Data("""
            for locale in ["en", "fr"] {
                for count in [1, 5] { BrandStrings.$locale.withValue(locale) { print(BrandStrings.AppBar.betslip(count: count)) } }
            }
            print(BrandStrings.AppBar.search)
            """.utf8).write(to: folder.appendingPathComponent("main.swift"))
        try Swiftc.run(["ios/fixture/BrandTheme.swift", "ios/fixture/BrandStrings.swift", "main.swift", "-o", "program"], in: folder)
        let output = try Command.run([folder.appendingPathComponent("program").path], in: folder)
        #expect(output == "1 selection\n5 selections\n1 sélection\n5 sélections\n100% \"Search\"\n")
    }

    /// Keys whose accessor names clash are refused with both sources named, whichever of
    /// a namespace, an accessor or an argument label the name is; keys that share a
    /// namespace are not a clash.
    @Test(arguments: [
        (["appBar.title", "app-bar.close"], "namespace app-bar and namespace appBar both become the Swift name in BrandStrings `AppBar`"),
        (["appBar.search", "appBar.search-x.y", "appBar.searchX.z"], "namespace search-x and namespace searchX both become the Swift name in BrandStrings.AppBar `SearchX`"),
        (["appBar.title", "appBar.Title"], "string appBar.Title and string appBar.title both become the Swift name in BrandStrings.AppBar `title`"),
        (["appBar.title", "appBar.title-x"], nil),
    ] as [([String], String?)])
    func accessorNamesThatClashAreAnError(keys: [String], message: String?) throws {
        let strings = LocalizedStrings(["en": Dictionary(uniqueKeysWithValues: keys.map { ($0, LocalizedMessageText.text("x")) })])
        let brand = BrandSource(
            profile: BrandProfile.fixture(locales: ["en"], strings: strings), document: .object([]), tokenReferences: [:], path: "fixture.yaml")
        do {
            _ = try IOSGenerator().files(for: brand)
            #expect(message == nil)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func argumentLabelsThatClashAreAnError() throws {
        let strings = LocalizedStrings(["en": ["appBar.greeting": .text("{first_name} {firstName}")]])
        let brand = BrandSource(
            profile: BrandProfile.fixture(locales: ["en"], strings: strings), document: .object([]), tokenReferences: [:], path: "fixture.yaml")
        #expect(throws: GenerationError("{firstName} and {first_name} both become the argument label of appBar.greeting `firstName`",
                                        hint: "rename one of them so the names differ in more than punctuation or case")) {
            try IOSGenerator().files(for: brand)
        }
    }

    @Test func stringCatalogsHaveTheStringCatalogStructure() throws {
        for brand in try ShippedBrands.sources() {
            let file = try #require(try IOSGenerator().files(for: brand).first { $0.path.hasSuffix("Localizable.xcstrings") })
            let catalog = try JSONParser().parse(file.contents)
            #expect(catalog.mapping?.keys == ["sourceLanguage", "strings", "version"])
            #expect(catalog["sourceLanguage"]?.string == brand.profile.locales.first?.description)
            #expect(catalog["version"]?.string == "1.0")
            var seen = Set<String>()
            for entry in catalog["strings"]?.mapping ?? .init() {
                #expect(entry.value["extractionState"]?.string == "manual")
                for localization in entry.value["localizations"]?.mapping ?? .init() {
                    seen.insert(localization.key)
                    var values: [String] = []
                    if let plural = localization.value["variations"]?["plural"]?.mapping {
                        let required = PluralRules(locale: LocaleIdentifier(localization.key)).requiredCategories.map(\.rawValue).sorted()
                        #expect(plural.keys.sorted() == required, "\(brand.id) \(entry.key) \(localization.key)")
                        values = plural.compactMap { $0.value["stringUnit"]?["value"]?.string }
                        #expect(values.count == plural.count)
                    } else {
                        let unit = try #require(localization.value["stringUnit"]?.mapping)
                        #expect(unit["state"]?.string == "translated")
                        values = [try #require(unit["value"]?.string)]
                    }
                    for value in values { #expect(Self.specifiersArePositional(value), "\(value)") }
                }
            }
            #expect(seen == Set(brand.profile.locales.map(\.description)), "\(brand.id)")
        }
    }

    /// Only `%N$lld`, `%N$@` and `%%`.
    static func specifiersArePositional(_ format: String) -> Bool {
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: percent)...]
            if rest.hasPrefix("%") { rest = rest.dropFirst(); continue }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return false }
            rest = rest.dropFirst(digits.count)
            if rest.hasPrefix("$lld") { rest = rest.dropFirst(4) } else if rest.hasPrefix("$@") { rest = rest.dropFirst(2) } else { return false }
        }
        return true
    }

    @Test(arguments: PluralRules.supportedLanguages.sorted() + ["pt-PT", "xx"])
    func pluralSamplesAgreeWithTheRules(language: String) {
        let rules = PluralRules(locale: LocaleIdentifier(language))
        let sample = PluralSample(rules: rules)
        var counts = Array(0..<20_000) + [-1, -5, -21]
        counts += (1...30).map { $0 * 1_000_000 } + (1...30).map { $0 * 1_000_000 + 1 } + [Int.max, Int.min + 1]
        let wrong = counts.filter { sample.category(for: $0) != rules.category(for: $0) }
        #expect(wrong.isEmpty, "\(language): \(wrong.prefix(5))")
    }
}
