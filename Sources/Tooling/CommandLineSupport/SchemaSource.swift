import BrandModel
import BrandRuntime

/// Where a tool's schemas come from: a folder (`--schemas`, or `Schemas` beside or above the
/// brands), or the copy of this repository's `Schemas/` compiled into every tool, so an
/// installed tool needs no folder of its own (BrandRuntime's compiled-in schemas, one copy).
public enum SchemaSource: Sendable, Equatable, CustomStringConvertible {
    case folder(String)
    case compiledIn

    /// `given` (`--schemas`) when set, else the `Schemas` folder found near `path`, else the
    /// compiled-in schemas.
    public static func locate(given: String?, near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) -> SchemaSource {
        if let given { return .folder(given) }
        return ProfileSchemas.locate(near: path, fileSystem: fileSystem).map(SchemaSource.folder) ?? .compiledIn
    }

    /// The schemas and the handler declarations this source holds.
    public func load(fileSystem: some ProfileFileSystem = LocalFileSystem()) throws -> ProfileSchemas {
        switch self {
        case .folder(let folder): try ProfileSchemas.load(from: folder, fileSystem: fileSystem)
        case .compiledIn: try ProfileSchemas.compiledIn()
        }
    }

    /// As a summary line says it: `schemas compiled in` or `schemas from FOLDER`.
    public var description: String {
        switch self {
        case .folder(let folder): "schemas from \(DisplayText.escaped(folder))"
        case .compiledIn: "schemas compiled in (engine \(ToolVersion.current))"
        }
    }
}
