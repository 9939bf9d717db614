import BrandModel
import Foundation
import ProfileLoading
import Testing
import YAMLReader

/// The repository the tests run in: its folders, the shipped schemas and the shipped
/// brands, found from this file's place in it. Every test target reads them from here.
public enum Repository {
    /// The repository root.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A path under the root, e.g. `path("Tests/Scenarios")`.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The environment variable that points the data-driven tests (tag
    /// ``Testing/Tag/shippedBrands``) at another brands folder: `DroppedBrandsTests` sets it
    /// to a copy of `Brands/` with brands a new user dropped in.
    public static let brandsVariable = "BRANDENGINE_TEST_BRANDS"

    /// The shipped brands folder, `Brands/`, or the folder ``brandsVariable`` names. A test
    /// that reads it must be in a suite of tag ``Testing/Tag/shippedBrands``, listed in
    /// ``Testing/Tag/shippedBrandSuites``, or it records an issue: `DroppedBrandsTests`
    /// would otherwise miss it.
    public static var brands: String {
        if let test = Test.current {
            let suite = Tag.suiteName(of: test)
            if !test.tags.contains(.shippedBrands) || !Tag.shippedBrandSuites.contains(suite) {
                Issue.record("\(suite) reads Repository.brands: give its suite `.tags(.shippedBrands)` and list it in Tag.shippedBrandSuites")
            }
        }
        return selectedBrands
    }

    private static let selectedBrands = brandsFolder(in: ProcessInfo.processInfo.environment)

    /// The brands folder an environment selects: ``brandsVariable``'s value, or `Brands/`.
    public static func brandsFolder(in environment: [String: String]) -> String {
        environment[brandsVariable].flatMap { $0.isEmpty ? nil : $0 } ?? path("Brands")
    }

    /// Whether the tests run against a brands folder other than `Brands/`.
    public static var isOverridingBrands: Bool { selectedBrands != path("Brands") }
    /// The shipped schemas folder, `Schemas/`.
    public static let schemasFolder = path("Schemas")
    /// The scenarios replayed against the shipped brands, `Tests/Scenarios/`.
    public static let scenarios = path("Tests/Scenarios")
    /// A brands folder of fixtures (today's profiles, kept apart from `Brands/`) for tests
    /// of engine and report behaviour, which must not change when a brand is shipped.
    public static let fixtureBrands = path("Tests/Fixtures/Brands")

    /// Loaded once; a schema that fails to load is kept as its error, so every test that
    /// needs the schemas fails with it instead of running on nothing.
    private static let loadedSchemas = loadSchemas(from: schemasFolder)

    /// The schemas of `folder`, or the error that stopped them loading, kept to be rethrown.
    public static func loadSchemas(from folder: String) -> Result<ProfileSchemas, any Error> {
        Result { try ProfileSchemas.load(from: folder) }
    }

    /// The shipped schemas. Throws the real load error when a schema is broken.
    public static func schemas() throws -> ProfileSchemas {
        try loadedSchemas.get()
    }

    /// A loader over the shipped schemas.
    public static func loader() throws -> ProfileLoader {
        ProfileLoader(schemas: try schemas(), formats: .yamlAndJSON)
    }

    /// The ids of the brands in `Brands/`, sorted, as the loader finds them: whatever is
    /// shipped today, so a test over "the shipped brands" holds for a brand added tomorrow.
    public static func shippedBrandIDs() throws -> [String] {
        try brandIDs(in: brands)
    }

    /// The ids of the brands in a brands folder, sorted, as the loader finds them.
    public static func brandIDs(in folder: String) throws -> [String] {
        try loader().catalogFiles(at: folder).brands.keys.sorted()
    }
}
