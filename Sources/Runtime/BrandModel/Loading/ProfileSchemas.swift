import BrandSchema
import YAMLNode

/// The schemas a load checks against: the profile schema, its relaxed form for bases,
/// and the handlers' own schemas for their `config` sections, from their declarations.
public struct ProfileSchemas: Sendable {
    public static let profileFileName = "brand-profile.schema.json"
    public static let handlersFolderName = "handlers"

    /// The schema a brand merged over its bases must meet: the document's, with the
    /// requirements of a standalone profile applied whether or not it has `extends`.
    public var profile: JSONSchema
    /// The profile schema with every `required` dropped: bases are partial profiles.
    public var base: JSONSchema
    /// The `config` schemas by handler id (`ladbrokes.locker` for
    /// `handlers/ladbrokes.locker.handler.json`).
    public var handlers: [String: JSONSchema]
    /// The handlers declared as data, by id: the schemas folder's `handlers/` and any folder
    /// added with ``declaringHandlers(from:fileSystem:)``.
    public private(set) var declarations: [String: HandlerDeclaration] = [:]

    /// Why the schemas could not be loaded: a usage or I/O problem, not a profile problem.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    public init(profile: Node, handlers: [String: Node] = [:]) throws(SchemaError) {
        self.profile = try JSONSchema(Self.standalone(profile))
        // Derived from the compiled profile schema: compiling the document twice cost as much
        // as validating dozens of profiles.
        self.base = self.profile.droppingRequired(where: Self.isReachedByDroppingRequired)
        var compiled: [String: JSONSchema] = [:]
        for (id, node) in handlers { compiled[id] = try JSONSchema(node) }
        self.handlers = compiled
    }

    /// Loads `brand-profile.schema.json` and the handler declarations of `handlers/`
    /// (`<id>.handler.json`) from a folder.
    public static func load(from folder: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(LoadError) -> ProfileSchemas {
        let profilePath = folder + "/" + profileFileName
        let profile = try readJSON(profilePath, fileSystem)
        var schemas: ProfileSchemas
        do {
            schemas = try ProfileSchemas(profile: profile)
        } catch {
            throw LoadError(path: folder, message: "malformed schema: \(error)")
        }
        try schemas.declaringHandlers(from: folder + "/" + handlersFolderName, fileSystem: fileSystem)
        return schemas
    }

    /// Adds the handler declarations of `folder` (`*.handler.json`; nothing when there is no
    /// such folder): an app's own handlers, beside its brands.
    /// - Throws: ``LoadError`` for a declaration that does not read, a `config` that is not a
    ///   valid schema, or an id declared twice.
    public mutating func declaringHandlers(from folder: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(LoadError) {
        for declaration in try HandlerDeclaration.load(from: folder, fileSystem: fileSystem) {
            try declare(declaration)
        }
    }

    /// Adds one handler declaration and its `config` schema.
    /// - Throws: ``LoadError`` when the id is declared already or the schema does not compile.
    public mutating func declare(_ declaration: HandlerDeclaration) throws(LoadError) {
        if let earlier = declarations[declaration.id] {
            throw LoadError(path: declaration.path, message: "handler \(declaration.id) is declared twice (first in \(earlier.path))")
        }
        do {
            handlers[declaration.id] = try JSONSchema(declaration.config)
        } catch {
            throw LoadError(path: "\(declaration.path):\(declaration.config.mark)", message: "`config` is not a valid schema: \(error)")
        }
        declarations[declaration.id] = declaration
    }

    /// Finds the `Schemas` folder for a brands path: beside it or above it, then in the
    /// working folder. Nil when there is none.
    public static func locate(near path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) -> String? {
        var folder = fileSystem.resolvingSymlinks(inPath: path)
        if !fileSystem.isDirectory(atPath: folder) { folder = parent(of: folder) }
        while true {
            let candidate = folder == "/" ? "/Schemas" : folder + "/Schemas"
            if fileSystem.fileExists(atPath: candidate + "/" + profileFileName) { return candidate }
            if folder == "/" || folder.isEmpty { break }
            folder = parent(of: folder)
        }
        return fileSystem.fileExists(atPath: "Schemas/" + profileFileName) ? "Schemas" : nil
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func readJSON(_ path: String, _ fileSystem: some ProfileFileSystem) throws(LoadError) -> Node {
        do {
            let bytes = try fileSystem.contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes)
            return try JSONParser().parse(bytes)
        } catch let error as YAMLError {
            throw LoadError(path: "\(path):\(error.mark)", message: error.message)
        } catch {
            throw LoadError(path: path, message: "\(error)")
        }
    }

    /// The name under `$defs` of what a profile that extends nothing must write itself.
    public static let standaloneDefinition = "standalone"

    /// The profile schema as the loader applies it to a merged brand.
    ///
    /// The shipped document lets a file with `extends` (or a base) leave out what it
    /// inherits, through an `if`/`else` at its root that applies `$defs/standalone` only
    /// to a standalone file: that is what editors need, reading one file. A merged brand
    /// inherits nothing more, so the loader drops that root condition and applies
    /// `$defs/standalone` always. A document without `$defs/standalone` is used as it is.
    static func standalone(_ document: Node) -> Node {
        guard case .mapping(var root) = document.value,
              root["$defs"]?.mapping?[standaloneDefinition] != nil else { return document }
        root.entries.removeAll { ["if", "then", "else"].contains($0.key) }
        let reference = Node.object([("$ref", .string("#/$defs/" + standaloneDefinition))])
        if let index = root.entries.firstIndex(where: { $0.key == "allOf" }), case .sequence(let branches) = root.entries[index].value.value {
            root.entries[index].value.value = .sequence(branches + [reference])
        } else {
            root.entries.append(.init(key: "allOf", keyMark: document.mark, value: Node(.sequence([reference]), mark: document.mark)))
        }
        return Node(.mapping(root), mark: document.mark)
    }

    /// Whether a base may leave out the `required` members of the subschema at `location`
    /// (a JSON pointer from the document root): those reached only through keywords that
    /// hold subschemas. Anything under `definitions`, `const`, `enum` and the like keeps
    /// its `required`.
    static func isReachedByDroppingRequired(_ location: String) -> Bool {
        guard location.hasPrefix("#") else { return false }
        var tokens = location.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()[...]
        // Keywords compared as small strings: hashing a `Substring` for a set lookup cost
        // far more, once per location.
        while let keyword = tokens.popFirst().map({ String(Substring($0)) }) {
            switch keyword {
            case "properties", "patternProperties", "$defs", "dependentSchemas", "allOf", "anyOf", "oneOf", "prefixItems":
                // The property name, definition name or position.
                guard tokens.popFirst() != nil else { return false }
            case "items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames":
                continue
            default:
                return false
            }
        }
        return true
    }
}
