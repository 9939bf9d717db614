import BrandGen
import BrandModel
import BrandSchema
import Foundation
import Localization
import TestSupport
import Testing
import YAMLNode

/// The `dtcg` platform: every file passes the shipped DTCG schema, with our own evaluator.
@Suite("dtcg platform", .tags(.shippedBrands))
struct DTCGTests {
    static func schema() throws -> JSONSchema {
        let text = try String(contentsOfFile: ShippedBrands.repository + "/Schemas/dtcg-tokens.schema.json", encoding: .utf8)
        return try JSONSchema(JSONParser().parse(Array(text.utf8)))
    }

    @Test func everyShippedBrandPassesTheSchema() throws {
        let schema = try Self.schema()
        let brands = try ShippedBrands.files(DTCGGenerator())
        #expect(brands.map(\.id) == ShippedBrands.ids)
        for (id, files) in brands {
            let source = try #require(try ShippedBrands.sources().first { $0.id == id })
            let appearances = source.profile.theme.appearances.filter { $0 != .light }
            #expect(files.map(\.path) == ["dtcg/\(id).tokens.json"] + appearances.map { "dtcg/" + DTCGGenerator.appearanceFileName(id, $0) } + ["dtcg/\(id).resolver.json"])
            for file in files where !file.path.hasSuffix(".resolver.json") {
                let document = try JSONParser().parse(file.contents)
                #expect(schema.validate(document).map(\.message) == [], "\(file.path)")
            }
        }
    }

    /// Every file, tokens and resolver, against the DTCG's own 2025.10 schemas (a copy in
    /// Tests/Fixtures/DTCG-2025.10, W3C licence) with Python's `jsonschema`; CI requires it.
    @Test(.requires(.pythonJSONSchema))
    func everyFilePassesTheOfficialSchemas() throws {
        let folder = try TemporaryFolder.make("brandgen-dtcg")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (_, files) in try ShippedBrands.files(DTCGGenerator()) {
            try Command.write(files.map { ($0.path, $0.contents) }, to: folder)
            paths += files.map(\.path)
        }
        #expect(paths.contains { $0.hasSuffix(".resolver.json") })
        let schemas = ShippedBrands.repository + "/Tests/Fixtures/DTCG-2025.10"
        let output = try Command.run(["python3", ShippedBrands.repository + "/Tests/Fixtures/BrandGen/check-dtcg.py", schemas] + paths, in: folder)
        #expect(output == "checked \(paths.count) files\n")
        // The checker refuses what the schemas refuse.
        try Data(#"{"version": "2024", "resolutionOrder": []}"#.utf8).write(to: folder.appendingPathComponent("bad.resolver.json"))
        try Data(#"{"a": {"$type": "cubicBezier", "$value": [2, 0, 1, 1]}}"#.utf8).write(to: folder.appendingPathComponent("bad.tokens.json"))
        #expect(throws: (any Error).self) {
            try Command.run(["python3", ShippedBrands.repository + "/Tests/Fixtures/BrandGen/check-dtcg.py", schemas, "bad.resolver.json", "bad.tokens.json"], in: folder)
        }
    }

    /// Curves are `cubicBezier` tokens, a timed curve is also a `transition`, `repeat` and
    /// `trigger` keep the profile's names, springs stay in `$extensions`.
    @Test func animationPresetsBecomeDTCGTypes() throws {
        let theme = Theme(animation: TokenGroup([
            ("pulse", AnimationPreset(easing: "easeInOut", duration: 2, delay: 0.1, repeats: true, trigger: .continuous)),
            ("press", AnimationPreset(spring: .init(response: 0.3, damping: 0.8), trigger: .interaction)),
        ]))
        let source = BrandSource(profile: BrandProfile.fixture(theme: theme), document: .object([]), tokenReferences: [:], path: "x.yaml")
        let document = try JSONParser().parse(try #require(try DTCGGenerator().files(for: source).first).contents)
        let pulse = try #require(document["animation"]?["pulse"])
        #expect(pulse["easing"]?["$type"]?.string == "cubicBezier")
        #expect(pulse["easing"]?["$value"]?.sequence?.compactMap(\.double) == [0.42, 0, 0.58, 1])
        #expect(pulse["transition"]?["$type"]?.string == "transition")
        #expect(pulse["transition"]?["$value"]?["duration"]?["value"]?.double == 2000)
        #expect(pulse["transition"]?["$value"]?["delay"]?["value"]?.double == 100)
        #expect(pulse["transition"]?["$value"]?["timingFunction"]?.sequence?.count == 4)
        let pulseExtension = pulse["$extensions"]?[DTCGGenerator.extensionKey]
        #expect(pulseExtension?["repeat"]?.bool == true)
        #expect(pulseExtension?["trigger"]?.string == "continuous")
        let press = try #require(document["animation"]?["press"])
        #expect(press["$extensions"]?[DTCGGenerator.extensionKey]?["spring"]?["response"]?.double == 0.3)
        #expect(press["$extensions"]?[DTCGGenerator.extensionKey]?["trigger"]?.string == "interaction")
        #expect(press["transition"] == nil)
        #expect(try Self.schema().validate(document).map(\.message) == [])
    }

    /// The resolver composes the brand's set and an `appearance` modifier with a context per
    /// appearance; a fixture without appearances has an empty context for each.
    @Test func theResolverHasAnAppearanceModifier() throws {
        let source = BrandSource(profile: BrandProfile.fixture(theme: Theme(colors: TokenGroup([("a", ColorToken("#fff"))]))), document: .object([]), tokenReferences: [:], path: "x.yaml")
        let files = try DTCGGenerator().files(for: source)
        #expect(files.map(\.path) == ["dtcg/fixture.tokens.json", "dtcg/fixture.resolver.json"])
        let resolver = try JSONParser().parse(try #require(files.last).contents)
        #expect(resolver["sets"]?["fixture"]?["sources"]?.sequence?.first?["$ref"]?.string == "fixture.tokens.json")
        let contexts = resolver["modifiers"]?[DTCGGenerator.appearanceModifier]?["contexts"]
        #expect(contexts?.mapping?.entries.map(\.key) == Appearance.allCases.map(\.rawValue))
        #expect(contexts?.mapping?.entries.allSatisfy { $0.value.sequence?.isEmpty == true } == true)
        #expect(resolver["resolutionOrder"]?.sequence?.compactMap { $0["$ref"]?.string } == ["#/sets/fixture", "#/modifiers/appearance"])
    }

    @Test func theSchemaRejectsWhatDTCGDoesNotAllow() throws {
        let schema = try Self.schema()
        let color = ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1, "hex": "#ff0000"}"##
        func document(_ colors: String) throws -> Node {
            try JSONParser().parse(Array(##"{"$description": "x", "colors": {"$type": "color", \##(colors)}}"##.utf8))
        }
        #expect(schema.validate(try document(##""a": {"$value": \##(color)}"##)).isEmpty)
        #expect(!schema.validate(try document(##""a": {"$value": "#ff0000"}"##)).isEmpty)
        #expect(!schema.validate(try document(##""a": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "alpha": 1, "hex": "#ff0000"}}"##)).isEmpty)
        #expect(!schema.validate(try document(##""$a": {"$value": \##(color)}"##)).isEmpty)
        #expect(!schema.validate(try document(##""a": {"$value": "{spacing.x}"}"##)).isEmpty)
    }

    /// Each token the profile wrote as a reference is an alias to the same token; the others are values.
    @Test func referencesStayAliases() throws {
        for source in try ShippedBrands.sources() {
            let document = try JSONParser().parse(try #require(try DTCGGenerator().files(for: source).first).contents)
            for (group, names) in [("colors", source.profile.theme.colors.names), ("spacing", source.profile.theme.spacing.names),
                                   ("typography", source.profile.theme.typography.names)] {
                for name in names {
                    var node: Node? = document[group]
                    for part in name.split(separator: ".") { node = node?[String(part)] }
                    let value = try #require(node?["$value"] ?? node?["$root"]?["$value"], "\(group).\(name)")
                    if let target = source.tokenReferences["\(group).\(name)"] {
                        #expect(value.string == "{\(target)}", "\(source.id) \(group).\(name)")
                    } else {
                        #expect(value.mapping != nil, "\(source.id) \(group).\(name)")
                    }
                }
            }
        }
    }

    @Test func colorsAreSRGBComponentsWithHex() throws {
        let theme = Theme(colors: TokenGroup([("brand.primary", ColorToken("#E4002B80")), ("brand", ColorToken("#fff"))]))
        let source = BrandSource(
            profile: BrandProfile.fixture(theme: theme), document: .object([]), tokenReferences: [:], path: "x.yaml")
        let document = try JSONParser().parse(try #require(try DTCGGenerator().files(for: source).first).contents)
        let primary = try #require(document["colors"]?["brand"]?["primary"]?["$value"])
        #expect(primary["hex"]?.string == "#e4002b")
        #expect(primary["alpha"]?.double == 128.0 / 255)
        #expect(primary["components"]?.sequence?.compactMap(\.double) == [228.0 / 255, 0, 43.0 / 255])
        // `brand` is a token and a group: the token sits at the group's `$root`.
        #expect(document["colors"]?["brand"]?["$root"]?["$value"]?["hex"]?.string == "#ffffff")
        #expect(try Self.schema().validate(document).map(\.message) == [])
    }

    /// An alias names the `$root` of a token that is also a group, and only then.
    @Test func aliasesToATokenThatIsAlsoAGroupPointAtItsRoot() throws {
        let theme = Theme(colors: TokenGroup([
            ("brand.primary", ColorToken("#E4002B")), ("brand", ColorToken("#fff")), ("bar", ColorToken("#fff")), ("bar.x", ColorToken("#E4002B")),
            ("appBar.background", ColorToken("#fff")), ("appBar.foreground", ColorToken("#E4002B")), ("appBar.border", ColorToken("#fff")),
        ]))
        let source = BrandSource(
            profile: BrandProfile.fixture(theme: theme), document: .object([]),
            tokenReferences: [
                "colors.appBar.background": "colors.brand", "colors.appBar.foreground": "colors.bar.x", "colors.appBar.border": "colors.bar",
            ],
            path: "x.yaml")
        let document = try JSONParser().parse(try #require(try DTCGGenerator().files(for: source).first).contents)
        let appBar = document["colors"]?["appBar"]
        #expect(appBar?["background"]?["$value"]?.string == "{colors.brand.$root}")
        #expect(appBar?["foreground"]?["$value"]?.string == "{colors.bar.x}")
        #expect(appBar?["border"]?["$value"]?.string == "{colors.bar.$root}")
    }
}

extension BrandProfile {
    /// A profile with only what a test sets; for generators' unit tests.
    static func fixture(id: String = "fixture", locales: [LocaleIdentifier] = ["en"], theme: Theme = Theme(), strings: LocalizedStrings = .init(), flags: FeatureFlags = .init()) -> BrandProfile {
        BrandProfile(
            id: id, name: "Fixture", base: nil, locales: locales, currency: "AUD",
            appBar: AppBarProfile(
                signedOut: [], signedIn: [], pendingBetsLabel: .myBets, potIcon: nil,
                toolSlot: ToolSlotProfile(kind: .none, handler: "none", observesBalance: false, userTrayDismissalDelay: nil, config: nil)),
            flags: flags, oddsBoost: nil, cacheTimeToLive: .seconds(600), theme: theme, strings: strings)
    }
}
