@testable import BrandGen
import BrandModel
import Foundation
import Localization
import Testing
import TestSupport

/// The `android` platform: resources that parse and keep every character, Kotlin that compiles.
@Suite("android platform", .tags(.shippedBrands))
struct AndroidTests {
    @Test(arguments: [
        ("en-AU", true, "values"), ("en-AU", false, "values-en-rAU"), ("fr", false, "values-fr"),
        ("zh-Hant-TW", false, "values-b+zh+Hant+TW"), ("es-419", false, "values-b+es+419"), ("sv-SE", false, "values-sv-rSE"),
    ])
    func localesBecomeAndroidQualifiers(locale: String, isDefault: Bool, folder: String) {
        #expect(AndroidGenerator.valuesFolder(for: LocaleIdentifier(locale), isDefault: isDefault) == folder)
    }

    @Test func everyShippedBrandsResourcesParseWithTheLocalesPluralQuantities() throws {
        for brand in try ShippedBrands.sources() {
            let files = try AndroidGenerator().files(for: brand)
            let expectedFolders = brand.profile.locales.enumerated().map { AndroidGenerator.valuesFolder(for: $1, isDefault: $0 == 0) }
            for (index, locale) in brand.profile.locales.enumerated() {
                let path = "android/\(brand.id)/res/\(expectedFolders[index])/strings.xml"
                let file = try #require(files.first { $0.path == path }, "\(path)")
                let resources = AndroidResources.parse(Data(file.contents))
                #expect(resources.error == nil, "\(path): \(resources.error ?? "")")
                var quantities: [String: Set<String>] = [:]
                for (name, _) in resources.values where name.contains("#") {
                    let parts = name.split(separator: "#")
                    quantities[String(parts[0]), default: []].insert(String(parts[1]))
                }
                let required = Set(PluralRules(locale: locale).requiredCategories.map(\.rawValue))
                for (name, found) in quantities { #expect(found == required, "\(path) \(name)") }
            }
            for name in ["values/colors.xml", "values/dimens.xml", "values-night/colors.xml"] {
                let file = try #require(files.first { $0.path == "android/\(brand.id)/res/\(name)" })
                let resources = AndroidResources.parse(Data(file.contents))
                #expect(resources.error == nil)
                #expect(!resources.values.isEmpty)
            }
        }
    }

    /// `values-night` holds the dark colours and both folders the high-contrast ones under
    /// `<name>_high_contrast`; a brand without appearances repeats its light colours.
    @Test func nightAndHighContrastColoursAreResources() throws {
        let theme = Theme(colors: TokenGroup([("appBar.background", ColorToken("#E4002B"))]), appearanceColors: [
            .dark: TokenGroup([("appBar.background", ColorToken("#101010"))]),
            .highContrast: TokenGroup([("appBar.background", ColorToken("#A00000"))]),
        ])
        let source = BrandSource(profile: BrandProfile.fixture(theme: theme), document: .object([]), tokenReferences: [:], path: "x.yaml")
        let files = try AndroidGenerator().files(for: source)
        func colors(_ folder: String) throws -> [String: String] {
            let file = try #require(files.first { $0.path == "android/fixture/res/\(folder)/colors.xml" })
            return Dictionary(uniqueKeysWithValues: AndroidResources.parse(Data(file.contents)).values.map { ($0.name, $0.body) })
        }
        #expect(try colors("values") == ["app_bar_background": "#FFE4002B", "app_bar_background_high_contrast": "#FFA00000"])
        // Dark high contrast falls back to dark, as the engine shows it.
        #expect(try colors("values-night") == ["app_bar_background": "#FF101010", "app_bar_background_high_contrast": "#FF101010"])
    }

    static let adversarial = [
        "It's", "say \"hi\"", "@string/app_name", "?attr/colorPrimary", "100% sure", "a < b", "fish & chips", "line\nbreak",
        "emoji 😀🇦🇺", "\u{200F}مرحبا", "back\\slash", "  padded  ", "tab\there", "100%% of %1$d", "end @", "<b>&amp;</b>",
    ]

    static func profile(with text: String) -> BrandProfile {
        BrandProfile.fixture(strings: LocalizedStrings([
            "en": ["appBar.search": .text(text), "appBar.count": .plural([.one: text + " {count}", .other: "{count} " + text])],
        ]))
    }

    static func resources(for text: String) throws -> [GeneratedFile] {
        let source = BrandSource(profile: profile(with: text), document: .object([]), tokenReferences: [:], path: "fixture.yaml")
        return try AndroidGenerator().files(for: source)
    }

    @Test(arguments: adversarial)
    func adversarialStringsSurviveTheEscaping(text: String) throws {
        let file = try #require(try Self.resources(for: text).first { $0.path.hasSuffix("values/strings.xml") })
        let resources = AndroidResources.parse(Data(file.contents))
        #expect(resources.error == nil, "\(resources.error ?? "")")
        let values = Dictionary(uniqueKeysWithValues: resources.values.map { ($0.name, AndroidResources.unescape($0.body)) })
        // A string without arguments is read as it is; plural items are formats (`%%` is `%`).
        #expect(values["app_bar_search"] == text)
        let formatted = text.replacingOccurrences(of: "%", with: "%%")
        #expect(values["app_bar_count#one"] == formatted + " %1$d")
        #expect(values["app_bar_count#other"] == "%1$d " + formatted)
        // No raw control or direction characters reach the file.
        #expect(!String(decoding: file.contents, as: UTF8.self).unicodeScalars.contains { $0 == "\u{200F}" || $0 == "\t" })
    }

    /// aapt, where installed (`.ci/run` installs Debian's), compiles every shipped brand's
    /// resources and the adversarial strings, and its compiled values are the profile's text.
    @Test(.requires(.aapt))
    func aaptCompilesTheResources() throws {
        let folder = try TemporaryFolder.make("brandgen-aapt")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<manifest package=\"brandengine.brand\"/>\n".utf8).write(to: folder.appendingPathComponent("AndroidManifest.xml"))
        for brand in try ShippedBrands.sources() {
            try Command.write(try AndroidGenerator().files(for: brand).map { ($0.path, $0.contents) }, to: folder)
            try Command.run(["aapt", "package", "-f", "-M", "AndroidManifest.xml", "-S", "android/\(brand.id)/res", "-F", "\(brand.id).apk"], in: folder)
        }
        for (index, text) in Self.adversarial.enumerated() where !text.contains("\\") {
            try Command.write(try Self.resources(for: text).map { ("case\(index)/" + $0.path, $0.contents) }, to: folder)
            try Command.run(["aapt", "package", "-f", "-M", "AndroidManifest.xml", "-S", "case\(index)/android/fixture/res", "-F", "case\(index).apk"], in: folder)
            let dump = try Command.run(["aapt", "dump", "--values", "resources", "case\(index).apk"], in: folder)
            // aapt prints the compiled string with `"` and line breaks escaped (tabs raw).
            let shown = text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
            #expect(dump.contains("(string16) \"\(shown)\""), "\(text): \(dump)")
        }
    }

    /// Kotlin, where installed (`.ci/run` installs Debian's `kotlin`), compiles every shipped
    /// brand's BrandTheme.kt and BrandNames.kt against the Compose stubs in
    /// Tests/Fixtures/BrandGen/ComposeStubs and the runtime library, and runs them on each brand's
    /// envelope: every colour of every appearance and every text style the Compose theme gives is
    /// the engine's (`Theme.colors(in:)`, the contract's text styles), the springs have stiffness
    /// (2π/response)², and the names hold the contract's values.
    @Test(.requires(.kotlin, .java))
    func kotlinCompilesAgainstTheComposeStubs() throws {
        let folder = try TemporaryFolder.make("brandgen-kotlin")
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        var main = "import brandengine.runtime.Appearance\n\nfun color(value: Long): String = java.lang.Long.toHexString(value)\n"
        main += "fun bits(value: Float): String = Integer.toHexString(java.lang.Float.floatToRawIntBits(value))\n\nfun main() {\n"
        var expected = ""
        for brand in try ShippedBrands.sources() {
            let files = try AndroidGenerator().files(for: brand)
            // Every brand's files are `brandengine.brand.*`, one per app flavour; one
            // compilation of all of them needs a package each.
            let package = "brandengine.brand." + NameStyle.snake(brand.id)
            for name in ["BrandTheme.kt", KotlinNamesWriter.fileName] {
                let file = try #require(files.first { $0.path.hasSuffix("/" + name) })
                let text = String(decoding: file.contents, as: UTF8.self).replacingOccurrences(of: "package brandengine.brand\n", with: "package \(package)\n")
                let path = "\(brand.id)-\(name)"
                try Data(text.utf8).write(to: folder.appendingPathComponent(path))
                sources.append(path)
            }
            try KotlinRuntime.writeAssets(brand, as: brand.id, in: folder)
            // The names are the contract's: a flag's and a string key's constants hold them.
            main += "    println(\(package).BrandFlagNames.\(NameStyle.lowerCamel(FeatureFlag.betslipNative.rawValue)))\n"
            main += "    println(\(package).BrandStringKeys.\(NameStyle.lowerCamel(StringKey.search.rawValue)))\n"
            expected += FeatureFlag.betslipNative.rawValue + "\n" + StringKey.search.rawValue + "\n"
            // The theme reads the brand as the runtime loads it from its envelope.
            main += "    run {\n        val brand = brandengine.profile.BrandRuntime.load(java.io.File(\"\(brand.id).json\").readText(), \"\(brand.id)\", "
            main += "brandengine.profile.LocaleData.parse(java.io.File(\"\(brand.id).locales.json\").readText()))\n"
            main += "        val theme = \(package).BrandComposeTheme(brand)\n"
            let colors = try IdentifierSet.named(brand.profile.theme.colors, group: ColorTokenName.group, kind: "Kotlin colour scheme member", style: NameStyle.lowerCamel)
            for appearance in Appearance.allCases {
                let shown = brand.profile.theme.colors(in: appearance)
                for (identifier, name, _) in colors {
                    main += "        println(color(theme.schemes.getValue(Appearance.of(\"\(appearance.rawValue)\")!!).\(KotlinText.identifier(identifier)).value))\n"
                    let argb = shown[name]?.rgba.map { (UInt32($0.alpha) << 24) | (UInt32($0.red) << 16) | (UInt32($0.green) << 8) | UInt32($0.blue) } ?? 0
                    expected += String(argb, radix: 16) + "\n"
                }
            }
            for (name, _) in brand.profile.theme.typography {
                let identifier = NameStyle.lowerCamel(name)
                main += "        println(bits(theme.typography.\(identifier).fontSize.value) + \" \" + theme.typography.\(identifier).fontWeight!!.weight + \" \" + bits(theme.typography.\(identifier).lineHeight.value) + \" \" + theme.typography.\(identifier)FontFamily)\n"
                let style = TypographyTokenName(rawValue: name).map { token in token.resolved { brand.profile.theme.typography[$0.rawValue] } } ?? brand.profile.theme.typography[name]!
                expected += [String(Float(style.size).bitPattern, radix: 16), String(FontWeightScale.numeric(style.weight)), String(Float(style.resolvedLineHeight).bitPattern, radix: 16), style.family].joined(separator: " ") + "\n"
            }
            main += "    }\n"
            for (name, preset) in brand.profile.theme.animation {
                guard let spring = preset.spring else { continue }
                main += "    println(\(package).BrandTheme.Animations.\(NameStyle.lowerCamel(name)).stiffness)\n"
                let stiffness = (2 * Double.pi / spring.response) * (2 * Double.pi / spring.response)
                expected += "\(Float((stiffness * 1_000_000).rounded() / 1_000_000))\n"
            }
        }
        // The scheme an Android device picks: its dark theme and contrast level (`UiModeManager.getContrast()`).
        for (dark, level, appearance) in [("true", "1f", Appearance.darkHighContrast), ("true", "0f", .dark), ("false", "0.5f", .highContrast), ("false", "0.2f", .light)] {
            main += "    println(Appearance.forSystem(\(dark), \(level)).rawValue)\n"
            expected += appearance.rawValue + "\n"
        }
        try Data((main + "}\n").utf8).write(to: folder.appendingPathComponent("Main.kt"))
        let stubs = try FileManager.default.contentsOfDirectory(atPath: ShippedBrands.repository + "/Tests/Fixtures/BrandGen/ComposeStubs")
            .filter { $0.hasSuffix(".kt") }.sorted().map { ShippedBrands.repository + "/Tests/Fixtures/BrandGen/ComposeStubs/" + $0 }
        let jar = try KotlinLibrary.compiled().out.appendingPathComponent("brandengine.jar").path
        try Command.run(["kotlinc", "-Werror", "-classpath", jar, "-d", "themes"] + stubs + sources + ["Main.kt"], in: folder, environment: KotlinLibrary.environment)
        let output = try Command.run(["kotlin", "-classpath", "themes:" + jar, "MainKt"], in: folder, environment: KotlinLibrary.environment)
        #expect(output == expected)
    }
}
