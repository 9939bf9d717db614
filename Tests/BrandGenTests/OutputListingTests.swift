import BrandGen
import Foundation
import Testing
import TestSupport

/// Each brand's files compared with the output folder on the thread that built them: the
/// run keeps only what it must write, and finds what a comparison after the run finds.
@Suite("output compared per brand", .tags(.shippedBrands))
struct OutputListingTests {
    static let scope = OutputScope(platforms: Set(Platform.allCases), brands: nil)

    static func generator(output: OutputFolder.Listing?, jobs: Int) throws -> BrandGenerator {
        BrandGenerator(linter: try ShippedBrands.linter(jobs: jobs), generators: BrandGenerator.generators(for: Set(Platform.allCases)), output: output)
    }

    /// A brand with errors is left alone: none of its files is the run's, with or without
    /// `--brand`, while a file built from every brand stays the run's.
    @Test func aBrandLeftAloneIsOutOfScope() {
        let scope = Self.scope.leaving(["alpha"])
        for path in ["ios/alpha/BrandTheme.swift", "web/alpha.css", "dtcg/alpha.tokens.json", "android/alpha/res/values/colors.xml"] {
            #expect(Self.scope.contains(path) && !scope.contains(path), "\(path)")
        }
        #expect(scope.contains("web/beta.css") && scope.contains("web/brands.css") && scope.contains("react-native/index.ts") && scope.contains(OutputFolder.markerName))
        let named = OutputScope(platforms: [.web], brands: ["alpha", "beta"]).leaving(["alpha"])
        #expect(!named.contains("web/alpha.css") && named.contains("web/beta.css") && !named.contains("web/brands.css"))
        #expect(!OutputScope(platforms: [.reactNative], brands: ["beta"]).contains("react-native/index.ts"))
    }

    @Test(arguments: [1, 2]) func unchangedFilesAreReleasedAndTheComparisonIsTheSame(jobs: Int) throws {
        try TemporaryFolder.with("brandgen-listing") { root in
            let folder = OutputFolder(root: root.path)
            let brands = Repository.brands
            let everything = try Self.generator(output: nil, jobs: jobs).run(paths: [brands])
            #expect(everything.unchanged.isEmpty)
            #expect(!everything.generated.isEmpty)
            _ = try folder.update(with: everything.files, scope: Self.scope)

            // One file edited, one deleted, one added.
            let edited = try #require(everything.files.first { $0.path.hasPrefix("ios/") })
            let deleted = try #require(everything.files.first { $0.path.hasPrefix("dtcg/") })
            try Data("edited".utf8).write(to: root.appendingPathComponent(edited.path))
            try FileManager.default.removeItem(at: root.appendingPathComponent(deleted.path))
            try Data("{}".utf8).write(to: root.appendingPathComponent("json/extra.json"))

            let listing = try folder.listing(scope: Self.scope)
            let outcome = try Self.generator(output: listing, jobs: jobs).run(paths: [brands])
            // Only the marker, the edited and deleted files, and the aggregate files keep their contents.
            let kept = Set(outcome.files.map(\.path))
            #expect(kept.contains(edited.path) && kept.contains(deleted.path))
            #expect(kept.count < everything.files.count / 2, "\(kept.sorted())")
            #expect(Set(outcome.unchanged).isDisjoint(with: kept))
            #expect(outcome.unchanged.count + kept.count == everything.files.count)
            #expect(outcome.unchanged == outcome.unchanged.sorted())

            let expected = try folder.compare(everything.files, scope: Self.scope)
            #expect(expected.stale == [edited.path] && expected.missing == [deleted.path] && expected.extra == ["json/extra.json"])
            #expect(folder.compare(outcome.files, unchanged: outcome.unchanged, listing: listing) == expected)
        }
    }

    /// Brand folders listed on the brands' threads and after the run agree with one listing
    /// of the whole folder: a file left in a brand's folder, a retired brand's folder, and a
    /// link where a generated file belongs (stale even when what it leads to is identical:
    /// it is not read through).
    @Test(arguments: [1, 2]) func brandFoldersListedPerBrandFindWhatTheWholeListingFinds(jobs: Int) throws {
        try TemporaryFolder.with("brandgen-listing") { root in
            let folder = OutputFolder(root: root.path)
            let brands = Repository.brands
            let everything = try Self.generator(output: nil, jobs: jobs).run(paths: [brands])
            _ = try folder.update(with: everything.files, scope: Self.scope)

            let linked = try #require(everything.files.first { $0.path.hasPrefix("ios/") && $0.path.hasSuffix(".swift") })
            let id = linked.path.split(separator: "/")[1]
            let outside = root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
            try Data(linked.contents).write(to: outside)
            defer { try? FileManager.default.removeItem(at: outside) }
            try FileManager.default.removeItem(at: root.appendingPathComponent(linked.path))
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent(linked.path), withDestinationURL: outside)
            try Data("left".utf8).write(to: root.appendingPathComponent("ios/\(id)/Old.swift"))
            let retired = root.appendingPathComponent("android/retired-brand/res/values")
            try FileManager.default.createDirectory(at: retired, withIntermediateDirectories: true)
            try Data("<resources/>".utf8).write(to: retired.appendingPathComponent("strings.xml"))

            let expected = try folder.compare(everything.files, scope: Self.scope)
            #expect(expected.stale == [linked.path])
            #expect(expected.extra == ["android/retired-brand/res/values/strings.xml", "ios/\(id)/Old.swift"])
            #expect(expected.missing.isEmpty)

            let listing = try folder.listing(scope: Self.scope)
            let outcome = try Self.generator(output: listing, jobs: jobs).run(paths: [brands])
            let merged = try #require(outcome.listing)
            #expect(folder.compare(outcome.files, unchanged: outcome.unchanged, listing: merged) == expected)
            // The folder as listed before the run, its brand folders listed by the comparison.
            #expect(folder.compare(outcome.files, unchanged: outcome.unchanged, listing: listing) == expected)

            // One brand in scope: another brand's folder, or a retired one, is not the run's.
            let one = OutputScope(platforms: Set(Platform.allCases), brands: [String(id)])
            let theirs = try folder.listing(scope: one)
            let mine = theirs.brand(String(id))
            #expect(mine.folders.sorted() == ["android/\(id)", "ios/\(id)"])
            #expect(theirs.merging([mine]).allFiles() == theirs.allFiles())
            #expect(theirs.allFiles().allSatisfy { $0 == OutputFolder.markerName || $0.contains("/\(id)/") || $0.contains("/\(id).") })
        }
    }
}
