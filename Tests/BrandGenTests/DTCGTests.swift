import BrandGen
import BrandModel
import BrandSchema
import Foundation
import Testing
import YAMLNode

/// The `dtcg` platform: every file passes the shipped DTCG schema, with our own evaluator.
@Suite("dtcg platform")
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
            #expect(files.map(\.path) == ["dtcg/\(id).tokens.json"])
            let document = try JSONParser().parse(try #require(files.first).contents)
            #expect(schema.validate(document).map(\.message) == [], "\(id)")
        }
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
    static func fixture(id: String = "fixture", locales: [String] = ["en"], theme: Theme = Theme(), strings: LocalizedStrings = .init(), flags: FeatureFlags = .init()) -> BrandProfile {
        BrandProfile(
            id: id, name: "Fixture", base: nil, locales: locales, currency: "AUD",
            appBar: AppBarProfile(
                signedOut: [], signedIn: [], pendingBetsLabel: .myBets, potIcon: nil,
                toolSlot: ToolSlotProfile(kind: .none, handler: "none", observesBalance: false, userTrayDismissalDelay: nil, config: nil)),
            flags: flags, oddsBoost: nil, cacheTimeToLive: .seconds(600), theme: theme, strings: strings)
    }
}
