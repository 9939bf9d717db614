import ArgumentParser
import BrandModel
import BrandRuntime
import Foundation
import ProfileLoading
import YAMLReader

/// `--schemas`, `--handlers` and `--bases`, and the loading of the schemas, handler
/// declarations and bases they name, with a brands repository's `brandengine.yml`
/// (``RepositorySettings``) filling in what they leave unset; shared by the tools that load
/// profiles through `@OptionGroup` (as swift-format's `ConfigurationOptions`), so the options,
/// their defaults and their errors are written once.
public struct SchemaOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp(
        "Folder holding brand-profile.schema.json and handlers/ (default: the Schemas folder beside or above the brands, else the schemas compiled into the tool).",
        valueName: "folder"))
    public var schemas: String?

    @Option(
        name: .customLong("handlers"),
        help: ArgumentHelp(
            "Folder of tool-slot handler declarations (<id>.handler.json) of the app's own handlers; repeatable (default: the \(HandlerDeclaration.folderName) folder beside the brands folder, when there is one).",
            valueName: "folder"))
    public var handlerFolders: [String] = []

    @Option(
        name: .customLong("bases"),
        help: ArgumentHelp(
            "Folder where `extends` finds a base after the brands folder (a brands folder of another checkout, or its _base); repeatable, searched in order, before the settings file's bases.",
            valueName: "folder"))
    public var baseFolders: [String] = []

    public init() {}

    /// The settings for the brands at `path` (the working folder's when nil): the working
    /// folder's `brandengine.yml` first, the one beside the brands for what it does not name
    /// (``RepositorySettings/find(forBrandsAt:format:fileSystem:)``).
    /// - Throws: `CommandFailure` (exit 2) for a settings file with a problem, at its line.
    public func settings(near path: String?, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(CommandFailure) -> RepositorySettings? {
        do {
            return try RepositorySettings.find(forBrandsAt: path, format: .yaml, fileSystem: fileSystem)
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// What a tool says of its settings, on standard error, once a run: each shadowed or
    /// ignored setting as a warning naming both files (always), and where each setting came
    /// from (unless `quiet`).
    public func announceSettings(near path: String, tool: String, quiet: Bool, fileSystem: some ProfileFileSystem = LocalFileSystem()) {
        guard let settings = try? settings(near: path, fileSystem: fileSystem) else { return }
        for warning in settings.warnings { ExitCodeContract.printError("\(tool): warning: \(warning)") }
        if !quiet, let summary = settings.originsSummary { ExitCodeContract.printError("\(tool): \(summary)") }
    }

    /// Where the schemas for the brands at `path` come from, as ``resolve(near:fileSystem:)`` finds them.
    public func source(near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) -> SchemaSource {
        let settings = try? settings(near: path, fileSystem: fileSystem)
        return SchemaSource.locate(given: schemas ?? settings?.schemas, near: path, fileSystem: fileSystem)
    }

    /// The brands a tool takes when given none: the settings' `brands`, else `Brands`.
    public func defaultBrands(fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(CommandFailure) -> String {
        try settings(near: nil, fileSystem: fileSystem)?.brands ?? "Brands"
    }

    /// Where `extends` looks for a base after the brands folder of `path`: `--bases`, then the settings' `bases`.
    /// - Throws: `CommandFailure` (exit 2) for a folder that does not exist.
    public func bases(near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(CommandFailure) -> [String] {
        let folders = baseFolders + (try settings(near: path, fileSystem: fileSystem)?.bases ?? [])
        for folder in folders where !fileSystem.isDirectory(atPath: folder) {
            throw CommandFailure("no such bases folder: \(DisplayText.escaped(folder))")
        }
        return folders
    }

    /// The flag context the settings of the repository holding `path` declare, if they do.
    public func flagContext(near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(CommandFailure) -> FlagContextDeclaration? {
        try settings(near: path, fileSystem: fileSystem)?.flagContext
    }

    /// The schemas for the brands at `path` (a file or a folder): from `--schemas`, or the
    /// Schemas folder found beside or above `path`, or else the ones compiled into the tool,
    /// so an installed tool works in any folder.
    /// - Throws: `CommandFailure` (exit 2) when a schema or declaration does not load, or
    ///   `path` itself does not exist (a tool run from the wrong folder).
    public func load(near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(CommandFailure) -> ProfileSchemas {
        try resolve(near: path, fileSystem: fileSystem).schemas
    }

    /// ``load(near:fileSystem:)`` with where the schemas came from, for a summary to say.
    public func resolve(near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(CommandFailure) -> (schemas: ProfileSchemas, source: SchemaSource) {
        let settings = try settings(near: path, fileSystem: fileSystem)
        let source = SchemaSource.locate(given: schemas ?? settings?.schemas, near: path, fileSystem: fileSystem)
        if source == .compiledIn && !fileSystem.fileExists(atPath: path) {
            throw CommandFailure(Self.missingPathMessage(path))
        }
        var loaded: ProfileSchemas
        do {
            loaded = try source.load(fileSystem: fileSystem)
        } catch {
            throw CommandFailure("\(error)")
        }
        let named = handlerFolders.isEmpty ? settings?.handlers ?? [] : handlerFolders
        for handlers in named where !fileSystem.isDirectory(atPath: handlers) {
            throw CommandFailure("no such handlers folder: \(DisplayText.escaped(handlers))")
        }
        let folders = named.isEmpty ? [HandlerDeclaration.folder(besideBrandsAt: path, fileSystem: fileSystem)] : named
        do {
            for handlers in folders { try loaded.declaringHandlers(from: handlers, fileSystem: fileSystem) }
        } catch {
            throw CommandFailure("\(error)")
        }
        return (loaded, source)
    }

    /// What every tool says when the brands it was given, or `Brands` by default, are not there.
    static func missingPathMessage(_ path: String) -> String {
        let shown = DisplayText.escaped(path)
        let place = path.hasPrefix("/") ? "" : " (looked in \(DisplayText.escaped(FileManager.default.currentDirectoryPath)))"
        return "no such file or folder: \(shown)\(place)\n"
            + "    hint: run the command in the folder that holds \(shown) (the repository's root), "
            + "or give the brands' path"
    }
}
