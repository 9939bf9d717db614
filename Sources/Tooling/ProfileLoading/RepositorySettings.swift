import BrandModel
import Spelling
import YAMLNode

/// A brands repository's own settings: `brandengine.yml` at its root, read by every tool and
/// the language server. It says where the repository keeps what the tools would otherwise
/// look for in this repository's layout.
///
/// ```yaml
/// brands: Brands                    # the brands folder the tools take by default
/// bases: [../group-brands/Brands]   # more folders where `extends` finds a base
/// handlers: [Handlers]              # declarations of the app's own handlers
/// scenarios: Scenarios              # where brand-scenario-missing looks
/// output: Generated                 # brandgen's output folder
/// schemas: Schemas                  # only to use a folder over the compiled-in schemas
/// flagContext:                      # the flag context of brands whose profiles declare none
///   markets: [AU, NZ]
///   user: { staff: boolean }
/// ```
///
/// Paths are relative to the folder of the file that names them. It is read in the format a
/// caller gives (`DocumentFormat.yaml` from YAMLReader, in the tools), as profiles are.
///
/// The rule when two files apply (``find(forBrandsAt:format:fileSystem:)``): the settings of the
/// folder the tool runs in come first; the file beside the brands (an app naming
/// `brands: ../brands-repo/Brands` reaches the brands repository's own `brandengine.yml`)
/// supplies only what the first does not name. ``origins`` says which file each setting came
/// from, and ``warnings`` names both files for a setting one shadows in the other, or one
/// the tool ignores.
///
/// A file of its own rather than keys in
/// `.brandlint.yml`: that one sits in a brands folder and configures one tool's rules,
/// while these settings locate the brands folder itself and are read by every tool.
public struct RepositorySettings: Sendable, Equatable {
    public static let fileName = "brandengine.yml"

    /// The settings' keys, each declared once.
    public enum Key: String, CaseIterable, Sendable {
        case brands, bases, handlers, scenarios, output, schemas
        /// Not a folder: the group's declared flag context (``FlagContextDeclaration``).
        case flagContext

        var isList: Bool { self == .bases || self == .handlers }
    }

    /// The file read, as the tools show it.
    public var file: String
    public var brands: String?
    public var bases: [String] = []
    public var handlers: [String] = []
    public var scenarios: String?
    public var output: String?
    public var schemas: String?
    /// The flag context of the brands whose profiles (and bases) declare none.
    public var flagContext: FlagContextDeclaration?
    /// The file each named setting came from, as the tools show it.
    public var origins: [Key: String] = [:]
    /// Settings of one file that the other shadows, or that the tools ignore; each names both files.
    public var warnings: [String] = []

    public init(file: String) {
        self.file = file
    }

    /// A problem of the settings file: its position, what is wrong and what to write instead.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var mark: Mark
        public var message: String
        public var hint: String?
        public var description: String {
            "\(DisplayText.escaped(file)):\(mark): \(message)" + (hint.map { "\n    hint: \($0)" } ?? "")
        }
    }

    /// The settings of the repository that holds `path` (a brands folder or file; the working
    /// folder when nil): `brandengine.yml` in the path's folder or above, up to the folder
    /// holding `.git`. Nil when there is none: the tools then use this repository's layout.
    public static func find(
        near path: String?, format: DocumentFormat, fileSystem: some ProfileFileSystem = LocalFileSystem()
    ) throws(Problem) -> RepositorySettings? {
        guard let located = locate(near: path, fileSystem: fileSystem) else { return nil }
        return try load(at: located, format: format, fileSystem: fileSystem)
    }

    /// The settings a tool runs with for the brands at `path` (the working folder's brands when
    /// nil): the working folder's `brandengine.yml` (found as ``locate(near:fileSystem:)`` finds
    /// it from `.`) first, then the one beside the brands for the settings the first does not
    /// name. A setting both name differently is taken from the working folder's and warned
    /// about; the brands' file's `brands` is ignored (the brands are already found) and warned
    /// about when it names another folder. Nil when neither file exists.
    public static func find(
        forBrandsAt path: String?, format: DocumentFormat, fileSystem: some ProfileFileSystem = LocalFileSystem()
    ) throws(Problem) -> RepositorySettings? {
        let workingFile = locate(near: nil, fileSystem: fileSystem)
        let brandsFile = path.flatMap { locate(near: $0, fileSystem: fileSystem) }
        let working = try workingFile.map { path throws(Problem) in try load(at: path, format: format, fileSystem: fileSystem) }
        guard let brandsFile, !sameFile(brandsFile, workingFile, fileSystem: fileSystem) else { return working }
        let beside = try load(at: brandsFile, format: format, fileSystem: fileSystem)
        guard var merged = working else {
            var alone = beside
            alone.warnings += ignoredBrands(beside, brandsAt: path, fileSystem: fileSystem)
            return alone
        }
        for key in Key.allCases where beside.origins[key] != nil {
            if key == .flagContext {
                if merged.origins[.flagContext] == nil {
                    merged.flagContext = beside.flagContext
                    merged.origins[.flagContext] = beside.file
                } else if merged.flagContext != beside.flagContext {
                    merged.warnings.append(shadowWarning(key, kept: merged, over: beside))
                }
                continue
            }
            if key == .brands {
                if merged.origins[.brands] == nil { merged.warnings += ignoredBrands(beside, brandsAt: path, fileSystem: fileSystem) }
                else if !sameFolders(merged.values(of: .brands), beside.values(of: .brands), fileSystem: fileSystem) {
                    merged.warnings.append(shadowWarning(key, kept: merged, over: beside))
                }
                continue
            }
            guard merged.origins[key] != nil else {
                merged.set(key, beside.values(of: key))
                merged.origins[key] = beside.file
                continue
            }
            if !sameFolders(merged.values(of: key), beside.values(of: key), fileSystem: fileSystem) {
                merged.warnings.append(shadowWarning(key, kept: merged, over: beside))
            }
        }
        return merged
    }

    /// One line for a summary: which file each setting came from (`output, handlers from
    /// brandengine.yml; scenarios from ../brands/brandengine.yml`); nil when none was named.
    public var originsSummary: String? {
        var files: [String] = []
        var keys: [String: [String]] = [:]
        for key in Key.allCases {
            guard let file = origins[key] else { continue }
            if keys[file] == nil { files.append(file) }
            keys[file, default: []].append(key.rawValue)
        }
        guard !files.isEmpty else { return nil }
        return "settings: " + files.map { "\(keys[$0]!.joined(separator: ", ")) from \(DisplayText.escaped($0))" }.joined(separator: "; ")
    }

    /// A key's folders as this value holds them.
    public func values(of key: Key) -> [String] {
        switch key {
        case .brands: brands.map { [$0] } ?? []
        case .bases: bases
        case .handlers: handlers
        case .scenarios: scenarios.map { [$0] } ?? []
        case .output: output.map { [$0] } ?? []
        case .schemas: schemas.map { [$0] } ?? []
        case .flagContext: []
        }
    }

    private mutating func set(_ key: Key, _ values: [String]) {
        switch key {
        case .brands: brands = values.first
        case .bases: bases = values
        case .handlers: handlers = values
        case .scenarios: scenarios = values.first
        case .output: output = values.first
        case .schemas: schemas = values.first
        case .flagContext: break
        }
    }

    private static func shadowWarning(_ key: Key, kept: RepositorySettings, over other: RepositorySettings) -> String {
        let shown = { (values: [String]) in values.isEmpty ? "…" : values.map(DisplayText.escaped).joined(separator: ", ") }
        return "\(DisplayText.escaped(kept.origins[key] ?? kept.file))'s `\(key.rawValue): \(shown(kept.values(of: key)))` shadows "
            + "\(DisplayText.escaped(other.file))'s `\(key.rawValue): \(shown(other.values(of: key)))` (the settings of the folder the tool runs in come first)"
    }

    /// The brands file's own `brands`, when it names another folder than the brands in use.
    private static func ignoredBrands(_ settings: RepositorySettings, brandsAt path: String?, fileSystem: some ProfileFileSystem) -> [String] {
        guard let named = settings.brands, let path else { return [] }
        var brands = path
        if !fileSystem.isDirectory(atPath: brands) { brands = parent(of: brands) }
        guard !sameFolders([named], [brands], fileSystem: fileSystem) else { return [] }
        return ["\(DisplayText.escaped(settings.file))'s `brands: \(DisplayText.escaped(named))` is ignored: the brands in use are \(DisplayText.escaped(path)) (the command line's, or the settings of the folder the tool runs in)"]
    }

    private static func sameFile(_ left: String, _ right: String?, fileSystem: some ProfileFileSystem) -> Bool {
        guard let right else { return false }
        return fileSystem.resolvingSymlinks(inPath: left) == fileSystem.resolvingSymlinks(inPath: right)
    }

    private static func sameFolders(_ left: [String], _ right: [String], fileSystem: some ProfileFileSystem) -> Bool {
        left.map { fileSystem.resolvingSymlinks(inPath: $0) } == right.map { fileSystem.resolvingSymlinks(inPath: $0) }
    }

    /// The settings file for `path`, shown relative to the working folder where it is in it or above.
    public static func locate(near path: String?, fileSystem: some ProfileFileSystem = LocalFileSystem()) -> String? {
        let start = path ?? "."
        var folder = fileSystem.resolvingSymlinks(inPath: start)
        if !fileSystem.isDirectory(atPath: folder) { folder = parent(of: folder) }
        let workingFolder = fileSystem.resolvingSymlinks(inPath: ".")
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if fileSystem.fileExists(atPath: candidate) { return shown(candidate, from: workingFolder) }
            let isRepositoryRoot = fileSystem.fileExists(atPath: (folder == "/" ? "" : folder) + "/.git")
            if isRepositoryRoot || folder == "/" || folder.isEmpty || !folder.hasPrefix("/") { return nil }
            folder = parent(of: folder)
        }
    }

    /// Reads a settings file; every path in it is taken relative to the file's folder.
    public static func load(
        at path: String, format: DocumentFormat, fileSystem: some ProfileFileSystem = LocalFileSystem()
    ) throws(Problem) -> RepositorySettings {
        let document: Node
        do {
            let bytes = try fileSystem.contents(atPath: path, maxBytes: 64 * 1024)
            document = try format.parser().parse(bytes)
        } catch let error as YAMLError {
            throw Problem(file: path, mark: error.mark, message: error.message, hint: nil)
        } catch {
            throw Problem(file: path, mark: Mark(line: 1, column: 1), message: "cannot be read: \(error)", hint: nil)
        }
        var settings = RepositorySettings(file: path)
        if document.isNull { return settings }
        guard let mapping = document.mapping else {
            throw Problem(file: path, mark: document.mark, message: "the settings must be a mapping, not \(document.typeName)",
                          hint: "write keys such as `brands: Brands`")
        }
        let folder = parent(of: path)
        for entry in mapping.entries {
            guard let key = Key(rawValue: entry.key) else {
                let keys = Key.allCases.map(\.rawValue)
                throw Problem(
                    file: path, mark: entry.keyMark, message: "unknown key `\(DisplayText.escaped(entry.key))`",
                    hint: SpellingSuggestion.didYouMean(entry.key, among: keys).map { "did you mean `\($0)`?" }
                        ?? "the keys are \(keys.joined(separator: ", "))")
            }
            if key == .flagContext {
                switch FlagContextDeclaration.decode(entry.value) {
                case .success(let declaration):
                    settings.flagContext = declaration
                    settings.origins[key] = path
                case .failure(let problem): throw Problem(file: path, mark: problem.mark, message: problem.message, hint: problem.hint)
                }
                continue
            }
            let values = try paths(of: entry.value, key: key, file: path).map { relative($0, to: folder) }
            settings.origins[key] = path
            switch key {
            case .brands: settings.brands = values.first
            case .bases: settings.bases = values
            case .handlers: settings.handlers = values
            case .scenarios: settings.scenarios = values.first
            case .output: settings.output = values.first
            case .schemas: settings.schemas = values.first
            case .flagContext: break
            }
        }
        return settings
    }

    /// A key's folder (a string), or folders (a string or a list of strings, for a list key).
    private static func paths(of node: Node, key: Key, file: String) throws(Problem) -> [String] {
        let expected = key.isList ? "a folder or a list of folders" : "a folder"
        let items = key.isList ? (node.sequence ?? [node]) : [node]
        return try items.map { item throws(Problem) in
            guard let text = item.string, !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw Problem(file: file, mark: item.mark, message: "`\(key.rawValue)` must be \(expected)",
                              hint: "for example `\(key.rawValue): \(key.isList ? "[Handlers]" : "Brands")`")
            }
            return text
        }
    }

    private static func relative(_ path: String, to folder: String) -> String {
        path.hasPrefix("/") || folder == "." ? path : folder + "/" + path
    }

    /// `path` relative to the working folder (`brandengine.yml`, `../brandengine.yml`,
    /// `../brands-repo/brandengine.yml`), as the tools show it and open it.
    private static func shown(_ path: String, from workingFolder: String) -> String {
        let folder = parent(of: path)
        if folder == workingFolder { return fileName }
        let target = folder.split(separator: "/")
        let here = workingFolder.split(separator: "/")
        guard path.hasPrefix("/"), workingFolder.hasPrefix("/") else { return path }
        var common = 0
        while common < target.count, common < here.count, target[common] == here[common] { common += 1 }
        let up = String(repeating: "../", count: here.count - common)
        let down = target[common...].map { $0 + "/" }.joined()
        return up + down + fileName
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
