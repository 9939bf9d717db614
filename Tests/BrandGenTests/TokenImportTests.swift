import BrandGen
import BrandLint
import BrandModel
import Foundation
import ProfileLoading
import StandardHandlers
import Testing
import TestSupport
import YAMLNode
import YAMLReader

/// `brandgen import`: DTCG tokens back into a theme. Exported and imported again, every
/// brand in Brands/ and every profile of a generated corpus gives the same theme: colours
/// in every appearance, colour references, contrast pairs, text styles, spacing and
/// animation presets.
@Suite(.tags(.shippedBrands))
struct TokenImportTests {
    @Test func exportThenImportGivesTheSameThemeForEveryShippedBrand() throws {
        let linter = try ShippedBrands.linter()
        let loads = linter.loader.loadCatalog(at: Repository.brands).brands
        #expect(loads.count == ShippedBrands.ids.count)
        try Self.roundTrip(loads, loader: linter.loader)
    }

    /// Profiles of brandbench's generated corpus (tools/generate-corpus.py), 200 of them.
    @Test(.requires(.python))
    func exportThenImportGivesTheSameThemeForACorpus() throws {
        let folder = try TemporaryFolder.make("token-import-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let brands = folder.appendingPathComponent("Brands").path
        // BRANDENGINE_IMPORT_CORPUS=1000: brandbench's whole corpus (the closing note's figure).
        let count = ProcessInfo.processInfo.environment["BRANDENGINE_IMPORT_CORPUS"].flatMap(Int.init) ?? 200
        _ = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", Repository.path("tools/generate-corpus.py"), "--count", String(count), "--output", brands],
            in: folder)
        let loader = try ShippedBrands.linter().loader
        let loads = loader.loadCatalog(at: brands).brands
        #expect(loads.count == count)
        try Self.roundTrip(loads, loader: loader)
    }

    /// The comparison sees a change in each part of a theme.
    @Test func theComparisonSeesEveryPartChange() throws {
        let source = try #require(try ShippedBrands.sources().first)
        var changes: [(String, (inout Theme) -> Void)] = [
            ("spacing", { $0.spacing = TokenGroup([("gap", 3)]) }),
            ("typography", { $0.typography = TokenGroup([("body", TextStyle(family: "X", size: 9, weight: "bold"))]) }),
            ("animation", { $0.animation = TokenGroup([("pulse", AnimationPreset(duration: 9))]) }),
            ("contrast pairs", { $0.contrastPairs = [ContrastPair(foreground: "a", background: "b")] }),
        ]
        changes.append(("colours", { theme in
            theme.appearanceColors[.dark] = TokenGroup(theme.colors.map { ($0.name, ColorToken("#123456")) })
        }))
        for (part, change) in changes {
            var changed = source
            change(&changed.profile.theme)
            #expect(!Self.differences(source, changed).isEmpty, "\(part)")
        }
        #expect(Self.differences(source, source).isEmpty)
    }

    /// Exports each brand's tokens, imports them, puts the theme in place of the brand's
    /// (bases merged) and loads it again: the two themes must be the same.
    static func roundTrip(_ loads: [ProfileLoad], loader: ProfileLoader) throws {
        let folder = try TemporaryFolder.make("token-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        for load in loads {
            let source = try #require(BrandSource(load, schemas: loader.schemas), "\(load.path) loads")
            let out = folder.appendingPathComponent(source.id)
            for file in try DTCGGenerator().files(for: source) {
                let url = out.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            }
            let imported = try TokenImport.read(out.appendingPathComponent("dtcg/\(source.id).resolver.json").path)
            #expect(imported.diagnostics.isEmpty, "\(source.id): \(imported.diagnostics.map(\.description))")
            let theme = try #require(try YAMLParser().parse(Array(imported.theme.yaml.utf8))["theme"])
            var document = try #require(load.standaloneDocument)
            let index = try #require(document.mapping?.entries.firstIndex { $0.key == "theme" })
            guard case .mapping(var root) = document.value else { continue }
            root.entries[index].value = theme
            document.value = .mapping(root)
            let file = out.appendingPathComponent("\(source.id).yaml").path
            try YAMLEmitter().emit(document).write(toFile: file, atomically: true, encoding: .utf8)
            let again = loader.loadBrand(at: file)
            let back = try #require(BrandSource(again, schemas: loader.schemas), "\(source.id): \(again.diagnostics.map(\.description))")
            #expect(Self.differences(source, back) == [], "\(source.id)")
        }
    }

    /// What differs between two brands' themes, as the engine reads them.
    static func differences(_ old: BrandSource, _ new: BrandSource) -> [String] {
        var found: [String] = []
        let (a, b) = (old.profile.theme, new.profile.theme)
        func colors(_ group: TokenGroup<ColorToken>) -> [String: RGBA] {
            Dictionary(group.map { ($0.name, $0.value.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }, uniquingKeysWith: { first, _ in first })
        }
        if a.appearances != b.appearances { found.append("appearances \(a.appearances) → \(b.appearances)") }
        for appearance in Appearance.allCases where colors(a.colors(in: appearance)) != colors(b.colors(in: appearance)) {
            let (x, y) = (colors(a.colors(in: appearance)), colors(b.colors(in: appearance)))
            found.append("\(appearance) colours: " + Set(x.keys).union(y.keys).sorted().filter { x[$0] != y[$0] }.joined(separator: ", "))
        }
        let references = { (source: BrandSource) in source.tokenReferences.filter { $0.key.hasPrefix(ThemeGroup.colors.rawValue + ".") } }
        if references(old) != references(new) { found.append("colour references \(references(old)) → \(references(new))") }
        if a.contrastPairs != b.contrastPairs { found.append("contrast pairs") }
        func styles(_ theme: Theme) -> [String: [String]] {
            Dictionary(theme.typography.map { ($0.name, [$0.value.family, "\($0.value.size)", $0.value.weight, "\($0.value.resolvedLineHeight)"]) }, uniquingKeysWith: { first, _ in first })
        }
        if styles(a) != styles(b) { found.append("typography \(styles(a)) → \(styles(b))") }
        func spacing(_ theme: Theme) -> [String: Double] { Dictionary(theme.spacing.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        if spacing(a) != spacing(b) { found.append("spacing") }
        func animation(_ theme: Theme) -> [String: AnimationPreset] { Dictionary(theme.animation.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        if animation(a) != animation(b) { found.append("animation \(animation(a)) → \(animation(b))") }
        return found
    }
}
