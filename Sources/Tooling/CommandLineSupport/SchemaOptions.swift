import ArgumentParser
import BrandModel
import Foundation

/// `--schemas` and `--handlers` and the loading of the schemas and handler declarations they
/// name, shared by the tools that load profiles through `@OptionGroup` (as swift-format's
/// `ConfigurationOptions`), so the options, their defaults and their errors are written once.
public struct SchemaOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Folder holding brand-profile.schema.json and handlers/ (default: the Schemas folder beside or above the brands).",
        valueName: "folder"))
    public var schemas: String?

    @Option(
        name: .customLong("handlers"),
        help: ArgumentHelp(
            "Folder of tool-slot handler declarations (<id>.handler.json) of the app's own handlers; repeatable (default: the \(HandlerDeclaration.folderName) folder beside the brands folder, when there is one).",
            valueName: "folder"))
    public var handlerFolders: [String] = []

    public init() {}

    /// The schemas for the brands at `path` (a file or a folder): from `--schemas`, or the
    /// Schemas folder found beside or above `path`.
    /// - Throws: `CommandFailure` (exit 2) when no folder is found or a schema does not load;
    ///   when `path` itself does not exist, that is said first, as it is the likelier mistake
    ///   (a tool run from the wrong folder).
    public func load(near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(CommandFailure) -> ProfileSchemas {
        guard let folder = schemas ?? ProfileSchemas.locate(near: path, fileSystem: fileSystem) else {
            if !fileSystem.fileExists(atPath: path) { throw CommandFailure(Self.missingPathMessage(path)) }
            throw CommandFailure("cannot find Schemas/\(ProfileSchemas.profileFileName) near \(path); pass --schemas FOLDER")
        }
        var loaded: ProfileSchemas
        do {
            loaded = try ProfileSchemas.load(from: folder, fileSystem: fileSystem)
        } catch {
            throw CommandFailure("\(error)")
        }
        for handlers in handlerFolders where !fileSystem.isDirectory(atPath: handlers) {
            throw CommandFailure("no such handlers folder: \(DisplayText.escaped(handlers))")
        }
        let folders = handlerFolders.isEmpty ? [HandlerDeclaration.folder(besideBrandsAt: path, fileSystem: fileSystem)] : handlerFolders
        do {
            for handlers in folders { try loaded.declaringHandlers(from: handlers, fileSystem: fileSystem) }
        } catch {
            throw CommandFailure("\(error)")
        }
        return loaded
    }

    /// What every tool says when the brands it was given, or `Brands` by default, are not there.
    static func missingPathMessage(_ path: String) -> String {
        let shown = DisplayText.escaped(path)
        let place = path.hasPrefix("/") ? "" : " (looked in \(DisplayText.escaped(FileManager.default.currentDirectoryPath)))"
        return "no such file or folder: \(shown)\(place)\n"
            + "    hint: run the command in the folder that holds \(shown) and Schemas (the repository's root), "
            + "or give the brands' path; --schemas FOLDER names the schemas"
    }
}
