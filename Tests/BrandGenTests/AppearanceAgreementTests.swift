import AppBarEngine
import BrandGen
import BrandModel
import BrandRuntime
import Foundation
import ProfileLoading
import StandardHandlers
import Testing
import TestSupport
import YAMLNode

/// One truth, checked: for every shipped brand, appearance and colour token, the engine's
/// theme, the Android resources, the Swift dynamic colours (compiled and run), the asset
/// catalog, the DTCG resolver's resolution, the generated CSS (as the media queries
/// cascade, and as the explicit `data-appearance` rule) and the React Native modules (run
/// under node, from the colour scheme and contrast, and from the appearance's name) give
/// the same colour.
@Suite("appearances agree across platforms", .tags(.shippedBrands))
struct AppearanceAgreementTests {
    /// A platform's colours: token name to colour, per appearance.
    typealias Table = [Appearance: [String: RGBA]]

    /// The Android colours: `values` and `values-night`, each with its `_high_contrast` names.
    static func android(_ files: [GeneratedFile], id: String) throws -> Table {
        func read(_ folder: String) throws -> [String: RGBA] {
            let file = try #require(files.first { $0.path == "android/\(id)/res/\(folder)/colors.xml" }, "\(folder)")
            let resources = AndroidResources.parse(Data(file.contents))
            #expect(resources.error == nil)
            return Dictionary(resources.values.compactMap { name, body in
                // `#AARRGGBB`
                guard body.count == 9, let value = UInt32(body.dropFirst(), radix: 16) else { return nil }
                return (name, RGBA(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF), alpha: UInt8(value >> 24)))
            }, uniquingKeysWith: { first, _ in first })
        }
        let day = try read("values")
        let night = try read("values-night")
        let suffix = AndroidGenerator.highContrastSuffix
        func split(_ resources: [String: RGBA]) -> (standard: [String: RGBA], highContrast: [String: RGBA]) {
            var standard: [String: RGBA] = [:]
            var high: [String: RGBA] = [:]
            for (name, color) in resources {
                if name.hasSuffix(suffix) { high[String(name.dropLast(suffix.count))] = color } else { standard[name] = color }
            }
            return (standard, high)
        }
        let (light, highContrast) = split(day)
        let (dark, darkHighContrast) = split(night)
        return [.light: light, .highContrast: highContrast, .dark: dark, .darkHighContrast: darkHighContrast]
    }

    /// The Swift colours: `BrandTheme.swift` compiled with a program that prints every
    /// `DynamicColors.all` entry resolved for each appearance, channels back to 0-255.
    static func swift(_ files: [GeneratedFile], id: String) throws -> Table {
        let folder = try TemporaryFolder.make("brandgen-appearances")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Command.write(files.filter { $0.path.hasSuffix("BrandTheme.swift") }.map { ($0.path, $0.contents) }, to: folder)
        let cases = Appearance.allCases.map { "(\"\($0.rawValue)\", \($0.isDark), \($0.isHighContrast))" }.joined(separator: ", ")
        try Data("""
            // No `rounded()`: it needs libm at link time, and the channels are never negative.
            func byte(_ channel: Double) -> Int { Int(channel * 255 + 0.5) }
            for (name, color) in BrandTheme.DynamicColors.all {
                for (appearance, isDark, isHighContrast) in [\(cases)] {
                    let value = color.resolved(isDark: isDark, isHighContrast: isHighContrast)
                    print(appearance, byte(value.red), byte(value.green), byte(value.blue), byte(value.opacity), name)
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("main.swift"))
        try Swiftc.run(["ios/\(id)/BrandTheme.swift", "main.swift", "-o", "colors"], in: folder)
        let output = try Command.run([folder.appendingPathComponent("colors").path], in: folder)
        var table: Table = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5).map(String.init)
            guard fields.count == 6, let appearance = Appearance(rawValue: fields[0]) else { continue }
            let channels = fields[1...4].compactMap { UInt8($0) }
            guard channels.count == 4 else { continue }
            table[appearance, default: [:]][fields[5]] = RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
        }
        return table
    }

    /// The asset catalog's colours: each colour set's entry per appearance, read as Xcode
    /// picks one (no appearances: light; `luminosity` dark; `contrast` high; both), keyed by
    /// the set's name. The structure itself is checked in `IOSTests`.
    static func assetCatalog(_ files: [GeneratedFile], id: String) throws -> Table {
        var table: Table = [:]
        let prefix = "ios/\(id)/BrandColors.xcassets/"
        for file in files where file.path.hasPrefix(prefix) && file.path.hasSuffix(".colorset/Contents.json") {
            let name = String(file.path.dropFirst(prefix.count).dropLast(".colorset/Contents.json".count))
            for entry in try JSONParser().parse(file.contents)["colors"]?.sequence ?? [] {
                let qualifiers = Set((entry["appearances"]?.sequence ?? []).compactMap { pair in
                    pair["appearance"]?.string.flatMap { kind in pair["value"]?.string.map { kind + "=" + $0 } }
                })
                let appearance = Appearance(isDark: qualifiers.contains("luminosity=dark"), isHighContrast: qualifiers.contains("contrast=high"))
                let components = entry["color"]?["components"]
                let channels = ["red", "green", "blue"].compactMap { components?[$0]?.string.flatMap { UInt8($0.dropFirst(2), radix: 16) } }
                guard channels.count == 3, let alpha = components?["alpha"]?.string.flatMap(Double.init) else { continue }
                table[appearance, default: [:]][name] = RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: UInt8((alpha * 255).rounded()))
            }
        }
        return table
    }

    /// The DTCG colours: the resolver document walked as the Resolver Module 2025.10 says,
    /// for each context of the `appearance` modifier: the `resolutionOrder` items in order,
    /// each set's or the chosen context's sources merged in order (a later token replaces
    /// an earlier one), then aliases followed in the merged tokens.
    static func dtcg(_ files: [GeneratedFile], id: String) throws -> Table {
        let documents = try Dictionary(uniqueKeysWithValues: files.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, try JSONParser().parse($0.contents)) })
        let resolver = try #require(documents["\(id).resolver.json"])
        #expect(resolver["version"]?.string == "2025.10")
        let modifier = try #require(resolver["modifiers"]?[DTCGGenerator.appearanceModifier])
        var table: Table = [:]
        for appearance in Appearance.allCases {
            var tokens: [String: Node] = [:]
            func merge(_ node: Node, path: [String]) {
                if node["$value"] != nil { tokens[path.joined(separator: ".")] = node["$value"]; return }
                for entry in node.mapping?.entries ?? [] where !entry.key.hasPrefix("$") || entry.key == "$root" {
                    merge(entry.value, path: entry.key == "$root" ? path : path + [entry.key])
                }
            }
            func include(_ sources: Node?) throws {
                for source in sources?.sequence ?? [] {
                    let file = try #require(source["$ref"]?.string)
                    merge(try #require(documents[file], "\(file)"), path: [])
                }
            }
            for item in resolver["resolutionOrder"]?.sequence ?? [] {
                let reference = try #require(item["$ref"]?.string)
                let parts = reference.split(separator: "/").map(String.init)
                if parts.count == 3, parts[1] == "sets" {
                    try include(resolver["sets"]?[parts[2]]?["sources"])
                } else if parts.count == 3, parts[1] == "modifiers" {
                    let context = modifier["contexts"]?[appearance.rawValue]
                    #expect(context != nil, "\(id) \(appearance)")
                    try include(context)
                }
            }
            func resolve(_ value: Node?, depth: Int = 0) -> RGBA? {
                guard let value, depth < 32 else { return nil }
                if let alias = value.string, alias.hasPrefix("{"), alias.hasSuffix("}") {
                    let target = alias.dropFirst().dropLast().replacingOccurrences(of: ".$root", with: "")
                    return resolve(tokens[String(target)], depth: depth + 1)
                }
                guard let components = value["components"]?.sequence?.compactMap(\.double), components.count == 3, let alpha = value["alpha"]?.double else { return nil }
                func byte(_ channel: Double) -> UInt8 { UInt8((channel * 255).rounded()) }
                return RGBA(red: byte(components[0]), green: byte(components[1]), blue: byte(components[2]), alpha: byte(alpha))
            }
            let prefix = ThemeGroup.colors.rawValue + "."
            for (path, value) in tokens where path.hasPrefix(prefix) {
                table[appearance, default: [:]][String(path.dropFirst(prefix.count))] = resolve(value)
            }
        }
        return table
    }

    /// The Android resource name of a token, as docs/exports.md gives it.
    static func androidName(_ name: String) -> String {
        let snake = NameStyle.snake(name)
        return snake.first.map { ("a"..."z").contains($0) } == true ? snake : "s_" + snake
    }

    /// The web's colours, two ways, keyed by custom property (`--color-app-bar-background`):
    /// `css`, the cascade a browser applies for the system's preference (the brand's rule,
    /// then each `@media` block whose condition the appearance meets, in the file's order);
    /// `css[data-appearance]`, the explicit rule an in-app switch selects (a brand without
    /// appearances writes none, and shows its rule in every appearance).
    static func web(_ files: [GeneratedFile], id: String) throws -> (cascade: Table, explicit: Table) {
        let file = try #require(files.first { $0.path == "web/\(id).css" })
        // Each block's declarations, with its media condition and selector, in order.
        var blocks: [(media: String?, selector: String, declarations: [String: String])] = []
        var media: String?
        var selector: String?
        for raw in String(decoding: file.contents, as: UTF8.self).split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@media"), line.hasSuffix("{") {
                media = String(line.dropFirst("@media".count).dropLast()).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("["), line.hasSuffix("{") {
                selector = String(line.dropLast()).trimmingCharacters(in: .whitespaces)
                blocks.append((media, selector ?? "", [:]))
            } else if line == "}" {
                if selector != nil { selector = nil } else { media = nil }
            } else if line.hasPrefix("--"), selector != nil, let colon = line.firstIndex(of: ":") {
                let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
                blocks[blocks.count - 1].declarations[String(line[..<colon])] = value
            }
        }
        func colors(_ declarations: [String: String]) -> [String: RGBA] {
            declarations.compactMapValues { $0.hasPrefix("#") ? RGBA(hex: $0) : nil }
        }
        let brandSelector = "[data-brand=\"\(id)\"]"
        var cascade: Table = [:]
        var explicit: Table = [:]
        for appearance in Appearance.allCases {
            var shown: [String: RGBA] = [:]
            for block in blocks where block.selector == brandSelector {
                let applies = switch block.media {
                case nil: true
                case let condition?:
                    (!condition.contains("prefers-color-scheme: dark") || appearance.isDark)
                        && (!condition.contains("prefers-contrast: more") || appearance.isHighContrast)
                }
                if applies { shown.merge(colors(block.declarations)) { _, later in later } }
            }
            cascade[appearance] = shown
            let rule = blocks.first { $0.media == nil && $0.selector == brandSelector + "[data-appearance=\"\(appearance.rawValue)\"]" }
            explicit[appearance] = rule.map { colors($0.declarations) } ?? shown
        }
        return (cascade, explicit)
    }

    /// The custom property of a colour token, as docs/exports.md gives it.
    static func cssName(_ name: String) -> String {
        "--color-" + NameStyle.kebab(name)
    }

    /// The React Native colours of every brand at once: the modules and their index compiled
    /// with tsc and run under node, each appearance's colours two ways: `react-native`, as
    /// `themeFor` gives them for the colour scheme `useColorScheme()` reports and the contrast
    /// setting; `react-native[name]`, as `appearances[appearanceShownFor[name]]` for the
    /// appearance's name. Keyed by brand id,
    /// then by lower-camel token name.
    static func reactNative(_ brands: [BrandSource]) throws -> [String: (scheme: Table, named: Table)] {
        let folder = try TemporaryFolder.make("brandgen-appearances-react-native")
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = try TypeScriptPackage.compiled()
        for brand in brands {
            try Data(EnvelopeDocument.envelope(brand)).write(to: folder.appendingPathComponent("\(brand.id).json"))
        }
        // React Native reports "light" or "dark", the profile's spelling of both.
        let requests = Appearance.allCases.map { appearance in
            "\(appearance.rawValue)\t\((appearance.isDark ? Appearance.dark : .light).rawValue)\t\(appearance.isHighContrast)\n"
        }
        try Data(requests.joined().utf8).write(to: folder.appendingPathComponent("requests.tsv"))
        // The package's own test tool (Runtimes/TypeScript/test/replay/appearance-colors.ts).
        let output = try JSONParser().parse(Array(try Command.run(
            ["node", dist.appendingPathComponent("test/replay/appearance-colors.js").path, "requests.tsv"] + brands.map(\.id), in: folder).utf8))
        var tables: [String: (scheme: Table, named: Table)] = [:]
        for brand in brands {
            var scheme: Table = [:]
            var named: Table = [:]
            for appearance in Appearance.allCases {
                let entry = output[brand.id]?[appearance.rawValue]
                func colors(_ way: String) -> [String: RGBA] {
                    Dictionary(uniqueKeysWithValues: (entry?[way]?.mapping?.entries ?? []).compactMap { entry in
                        entry.value.string.flatMap(RGBA.init(hex:)).map { (entry.key, $0) }
                    })
                }
                scheme[appearance] = colors("scheme")
                named[appearance] = colors("named")
            }
            tables[brand.id] = (scheme, named)
        }
        return tables
    }

    /// The runtime envelope (`json/<id>.json`) loaded as an app loads it: its theme's colours.
    static func runtimeJSON(_ files: [GeneratedFile], id: String, schemas: ProfileSchemas) throws -> (table: Table, profile: BrandProfile) {
        let file = try #require(files.first { $0.path == "json/\(id).json" })
        let profile = try RuntimeProfileLoader(schemas: schemas).profile(envelope: file.contents, id: id, path: file.path)
        var table: Table = [:]
        for appearance in Appearance.allCases {
            table[appearance] = Dictionary(profile.theme.colors(in: appearance).compactMap { entry in entry.value.rgba.map { (entry.name, $0) } },
                                           uniquingKeysWith: { first, _ in first })
        }
        return (table, profile)
    }

    /// What the engine shows for a profile, as views read it: each appearance's `AppBarTheme`,
    /// the contract's colours read by their typed names (the handler's and the fallbacks
    /// applied), the brand's others as set.
    static func engine(_ profile: BrandProfile) throws -> Table {
        let reducer = try AppBarReducer(profile: profile, registry: try StandardHandlers.registry())
        var table: Table = [:]
        for appearance in Appearance.allCases {
            let theme = try #require(reducer.themes[appearance])
            var colors = theme.colors
            for token in ColorTokenName.allCases { colors[token.rawValue] = theme.color(token) }
            table[appearance] = colors
        }
        return table
    }

    /// The engine, the runtime envelope and the engine over the envelope give every colour
    /// brandgen writes, the handler's and the fallbacks included: each shipped brand loaded
    /// once with the colours filled in (as brandgen writes them) and once without (as the
    /// engine reads a profile).
    @Test func theEngineAndTheRuntimeEnvelopeGiveTheColoursBrandgenWrites() throws {
        let linter = try ShippedBrands.linter()
        let schemas = linter.loader.schemas
        let loads = linter.loader.loadCatalog(at: Repository.brands).brands
        var engines: [String: Table] = [:]
        for load in loads {
            let plain = try #require(BrandSource(load))
            engines[plain.id] = try Self.engine(plain.profile)
        }
        try Self.compare(loads.compactMap { BrandSource($0, schemas: schemas) }) { brand in
            let json = try Self.runtimeJSON(try RuntimeProfileGenerator().files(for: brand), id: brand.id, schemas: schemas)
            return [("engine", try #require(engines[brand.id])), ("json", json.table), ("engine[json]", try Self.engine(json.profile))]
        }
    }

    @Test func everyPlatformGivesTheEnginesColourInEveryAppearance() throws {
        try Self.compare(try ShippedBrands.sources()) { brand in
            let ios = try IOSGenerator().files(for: brand)
            let web = try Self.web(try WebGenerator().files(for: brand), id: brand.id)
            return [
                ("android", try Self.android(try AndroidGenerator().files(for: brand), id: brand.id)),
                ("swift", try Self.swift(ios, id: brand.id)),
                ("xcassets", try Self.assetCatalog(ios, id: brand.id)),
                ("dtcg", try Self.dtcg(try DTCGGenerator().files(for: brand), id: brand.id)),
                ("css", web.cascade), ("css[data-appearance]", web.explicit),
            ]
        }
    }

    /// The TypeScript runtime reading each brand's envelope, run under node: a test of its own, so that where tsc or node
    /// is missing the comparison is a recorded skip (and in CI a failure), not a silent drop.
    @Test(.requires(.typeScript, .node))
    func reactNativeGivesTheEnginesColourInEveryAppearance() throws {
        let sources = try ShippedBrands.sources()
        let reactNative = try Self.reactNative(sources)
        try Self.compare(sources) { brand in
            let tables = try #require(reactNative[brand.id], "\(brand.id): no react-native module")
            return [("react-native", tables.scheme), ("react-native[name]", tables.named)]
        }
    }

    /// Every colour of every appearance of every brand, as the engine resolves it, against
    /// what each of `platforms(brand)`'s tables holds.
    static func compare(_ sources: [BrandSource], platforms: (BrandSource) throws -> [(String, Table)]) throws {
        var comparisons = 0
        var colours = 0
        for brand in sources {
            let theme = brand.profile.theme
            let tables = try platforms(brand)
            for appearance in Appearance.allCases {
                for (name, token) in theme.colors(in: appearance) {
                    let expected = try #require(token.rgba)
                    colours += 1
                    for (platform, table) in tables {
                        let key = switch platform {
                        case "android": Self.androidName(name)
                        case "xcassets": NameStyle.lowerCamel(name)
                        case "css", "css[data-appearance]": Self.cssName(name)
                        default: name
                        }
                        #expect(table[appearance]?[key] == expected, "\(brand.id) \(appearance.rawValue) \(name): \(platform)")
                        comparisons += 1
                    }
                }
            }
        }
        #expect(sources.count == ShippedBrands.ids.count)
        #expect(comparisons > 0)
        print("appearances agree: \(colours) brand × appearance × token colours, each compared on \(comparisons / max(colours, 1)) platforms: \(comparisons) comparisons over \(sources.count) brands")
    }
}
