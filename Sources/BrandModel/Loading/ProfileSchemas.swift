import BrandSchema
import YAMLNode

/// The schemas a load checks against: the profile schema, its relaxed form for bases,
/// and the handlers' own schemas for their `config` sections.
public struct ProfileSchemas: Sendable {
    public static let profileFileName = "brand-profile.schema.json"
    public static let handlersFolderName = "handlers"

    public var profile: JSONSchema
    /// The profile schema with every `required` dropped: bases are partial profiles.
    public var base: JSONSchema
    /// By handler id (`ladbrokes.locker` for `handlers/ladbrokes.locker.schema.json`).
    public var handlers: [String: JSONSchema]

    /// Why the schemas could not be loaded: a usage or I/O problem, not a profile problem.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    public init(profile: Node, handlers: [String: Node] = [:]) throws(SchemaError) {
        self.profile = try JSONSchema(profile)
        self.base = try JSONSchema(Self.droppingRequired(profile))
        var compiled: [String: JSONSchema] = [:]
        for (id, node) in handlers { compiled[id] = try JSONSchema(node) }
        self.handlers = compiled
    }

    /// Loads `brand-profile.schema.json` and `handlers/*.schema.json` from a folder.
    public static func load(from folder: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(LoadError) -> ProfileSchemas {
        let profilePath = folder + "/" + profileFileName
        let profile = try readJSON(profilePath, fileSystem)
        var handlers: [String: Node] = [:]
        let handlersPath = folder + "/" + handlersFolderName
        if fileSystem.isDirectory(atPath: handlersPath) {
            let names = (try? fileSystem.contentsOfDirectory(atPath: handlersPath)) ?? []
            for name in names.sorted() where name.hasSuffix(".schema.json") {
                handlers[String(name.dropLast(".schema.json".count))] = try readJSON(handlersPath + "/" + name, fileSystem)
            }
        }
        do {
            return try ProfileSchemas(profile: profile, handlers: handlers)
        } catch {
            throw LoadError(path: folder, message: "malformed schema: \(error)")
        }
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

    private static func readJSON(_ path: String, _ fileSystem: some ProfileFileSystem) throws(LoadError) -> Node {
        do {
            let bytes = try fileSystem.contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes)
            return try JSONParser().parse(bytes)
        } catch let error as YAMLError {
            throw LoadError(path: "\(path):\(error.mark)", message: error.message)
        } catch {
            throw LoadError(path: path, message: "\(error)")
        }
    }

    /// The schema with its `required` keywords dropped, wherever a subschema can stand;
    /// `const`, `enum` and property names are left as they are.
    static func droppingRequired(_ schema: Node) -> Node {
        guard case .mapping(let mapping) = schema.value else { return schema }
        let namedSubschemas: Set = ["properties", "patternProperties", "$defs", "dependentSchemas"]
        let subschema: Set = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"]
        let subschemaLists: Set = ["allOf", "anyOf", "oneOf", "prefixItems"]
        var entries: [Node.Mapping.Entry] = []
        for var entry in mapping.entries where entry.key != "required" {
            if namedSubschemas.contains(entry.key), case .mapping(var named) = entry.value.value {
                for index in named.entries.indices { named.entries[index].value = droppingRequired(named.entries[index].value) }
                entry.value.value = .mapping(named)
            } else if subschema.contains(entry.key) {
                entry.value = droppingRequired(entry.value)
            } else if subschemaLists.contains(entry.key), case .sequence(let items) = entry.value.value {
                entry.value.value = .sequence(items.map(droppingRequired))
            }
            entries.append(entry)
        }
        return Node(.mapping(Node.Mapping(entries)), mark: schema.mark)
    }
}
