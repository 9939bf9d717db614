import BrandModel
import Foundation
import ProfileLoading
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

    /// The shipped brands folder, `Brands/`.
    public static let brands = path("Brands")
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
