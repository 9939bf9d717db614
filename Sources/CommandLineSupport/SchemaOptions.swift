import ArgumentParser
import BrandModel

/// `--schemas` and the loading of the schemas it names, shared by the tools that load
/// profiles through `@OptionGroup` (as swift-format's `ConfigurationOptions`), so the option,
/// its default and its errors are written once.
public struct SchemaOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Folder holding brand-profile.schema.json and handlers/ (default: the Schemas folder beside or above the brands).",
        valueName: "folder"))
    public var schemas: String?

    public init() {}

    /// The schemas for the brands at `path` (a file or a folder): from `--schemas`, or the
    /// Schemas folder found beside or above `path`.
    /// - Throws: `CommandFailure` (exit 2) when no folder is found or a schema does not load.
    public func load(near path: String) throws(CommandFailure) -> ProfileSchemas {
        guard let folder = schemas ?? ProfileSchemas.locate(near: path) else {
            throw CommandFailure("cannot find Schemas/\(ProfileSchemas.profileFileName) near \(path); pass --schemas FOLDER")
        }
        do {
            return try ProfileSchemas.load(from: folder)
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
