import Spelling
import YAMLNode

/// A tool-slot handler declared as data, in `<id>.handler.json`: its id, the kind of slot it
/// serves and the JSON Schema of its `config`. The tools read declarations from the schemas'
/// `handlers/` folder, from a `Handlers/` folder beside the brands and from `--handlers`, so a
/// brand naming a handler that lives in an app's own package lints, generates and reports
/// without that code linked in (docs/handlers.md).
///
/// ```json
/// { "id": "coral.locker", "kind": "locker",
///   "config": { "type": "object", "additionalProperties": false,
///               "properties": { "badgeLimit": { "type": "integer", "minimum": 1 } } } }
/// ```
public struct HandlerDeclaration: Sendable, Equatable {
    /// What a declaration's file name ends in; the rest of the name is its id.
    public static let fileSuffix = ".handler.json"

    /// The id profiles write in `appBar.toolSlot.handler`.
    public var id: String
    /// The kind of slot it serves: a profile's `toolSlot.kind` must match, and a tool that
    /// does not link the handler simulates it as the built-in handler of this kind.
    public var kind: ToolSlotKind
    /// The JSON Schema `appBar.toolSlot.config` must meet. A declaration without `config`
    /// takes no settings: the schema is then ``noSettings``.
    public var config: Node
    /// The file it was read from, as the tools print it.
    public var path: String

    public init(id: String, kind: ToolSlotKind, config: Node = HandlerDeclaration.noSettings, path: String) {
        self.id = id
        self.kind = kind
        self.config = config
        self.path = path
    }

    /// The config schema of a handler that takes no settings: an empty object or none.
    public static let noSettings = Node.object([("type", "object"), ("maxProperties", 0)])

    /// What a tool that runs handlers prints for a declared handler it does not link.
    public var simulationNote: String {
        "\(id): simulated as \(kind == .none ? "no tool slot" : "a \(kind.rawValue)") (declared in \(DisplayText.escaped(path)); not linked into this tool)"
    }

    /// Reads a declaration from a parsed `<id>.handler.json` whose name gives `expectedID`.
    /// - Throws: ``ProfileSchemas/LoadError`` at the offending member's line and column.
    public init(document: Node, expectedID: String, path: String) throws(ProfileSchemas.LoadError) {
        func failure(_ node: Node, _ message: String) -> ProfileSchemas.LoadError {
            ProfileSchemas.LoadError(path: "\(path):\(node.mark)", message: message)
        }
        guard let members = document.mapping else {
            throw failure(document, "a handler declaration is an object with id, kind and config (docs/handlers.md)")
        }
        let known = ["$schema", "id", "kind", "description", "config"]
        for entry in members where !known.contains(entry.key) {
            let suggestion = SpellingSuggestion.didYouMean(entry.key, among: known)
            throw ProfileSchemas.LoadError(
                path: "\(path):\(entry.keyMark)",
                message: "unknown member `\(DisplayText.escaped(entry.key))`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "; a declaration has " + known.joined(separator: ", ")))
        }
        guard let idNode = members["id"] else { throw failure(document, "missing `id`: the handler id profiles name, \"\(expectedID)\"") }
        guard let id = idNode.string, id == expectedID else {
            throw failure(idNode, "`id` must be \"\(expectedID)\", the file's name without \(Self.fileSuffix)")
        }
        let kinds = ToolSlotKind.allCases.map(\.rawValue)
        guard let kindNode = members["kind"] else { throw failure(document, "missing `kind`: one of \(kinds.joined(separator: ", "))") }
        guard let kind = kindNode.string.flatMap(ToolSlotKind.init(rawValue:)) else {
            let suggestion = kindNode.string.flatMap { SpellingSuggestion.didYouMean($0, among: kinds) }
            throw failure(kindNode, "`kind` must be one of \(kinds.joined(separator: ", "))" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""))
        }
        if let description = members["description"], description.string == nil { throw failure(description, "`description` must be a string") }
        let config = members["config"] ?? Self.noSettings
        guard config.mapping != nil else { throw failure(config, "`config` must be a JSON Schema object (the schema of appBar.toolSlot.config)") }
        self.init(id: id, kind: kind, config: config, path: path)
    }

    /// Whether `other` declares the same handler: the same id, the same kind and the same
    /// config schema, its `description`s aside (what a handler module's typed declaration is
    /// held to against its `<id>.handler.json`).
    public func declaresTheSame(as other: HandlerDeclaration) -> Bool {
        id == other.id && kind == other.kind && Self.sameSchema(config, other.config)
    }

    private static func sameSchema(_ left: Node, _ right: Node) -> Bool {
        switch (left.value, right.value) {
        case (.mapping(let leftEntries), .mapping(let rightEntries)):
            let leftKept = leftEntries.filter { $0.key != "description" }
            let rightKept = rightEntries.filter { $0.key != "description" }
            return leftKept.count == rightKept.count
                && zip(leftKept, rightKept).allSatisfy { $0.key == $1.key && sameSchema($0.value, $1.value) }
        case (.sequence(let leftItems), .sequence(let rightItems)):
            return leftItems.count == rightItems.count && zip(leftItems, rightItems).allSatisfy { sameSchema($0, $1) }
        default:
            return left.value == right.value
        }
    }

    /// The folder of an app's declarations, beside its brands folder.
    public static let folderName = "Handlers"

    /// `Handlers` in the folder holding the brands folder (`./Handlers` for `Brands` or
    /// `Brands/neds.yaml`), as an app's package lays them out: `Brands/`, `Handlers/`, `Sources/`.
    public static func folder(besideBrandsAt path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) -> String {
        var brands = path
        while brands.count > 1, brands.hasSuffix("/") { brands.removeLast() }
        if !fileSystem.isDirectory(atPath: brands) { brands = parent(of: brands) }
        let holder = parent(of: brands)
        return holder == "/" ? "/" + folderName : holder + "/" + folderName
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `id` can be a handler id: lowercase letters and digits, in words joined by
    /// single `.`, `-` or `_` (`coral.locker`), so that it prints safely in every tool's output.
    public static func isValidID(_ id: String) -> Bool {
        var previousWasSeparator = true
        for scalar in id.unicodeScalars {
            let isSeparator = scalar == "." || scalar == "-" || scalar == "_"
            guard isSeparator || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) else { return false }
            if isSeparator && previousWasSeparator { return false }
            previousWasSeparator = isSeparator
        }
        return !previousWasSeparator
    }

    /// The declarations in `folder` (`*.handler.json`), sorted by id; none when it is not a folder.
    /// - Throws: ``ProfileSchemas/LoadError`` for a file that does not read, parse or declare.
    public static func load(from folder: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(ProfileSchemas.LoadError) -> [HandlerDeclaration] {
        guard fileSystem.isDirectory(atPath: folder) else { return [] }
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(atPath: folder)
        } catch {
            throw ProfileSchemas.LoadError(path: folder, message: "\(error)")
        }
        var declarations: [HandlerDeclaration] = []
        for name in names.sorted() where name.hasSuffix(fileSuffix) {
            let path = folder + "/" + name
            guard isValidID(String(name.dropLast(fileSuffix.count))) else {
                throw ProfileSchemas.LoadError(
                    path: DisplayText.escaped(path),
                    message: "a handler id is lowercase letters and digits in words joined by `.`, `-` or `_` (coral.locker); rename the file")
            }
            let document = try ProfileSchemas.readJSON(path, fileSystem)
            declarations.append(try HandlerDeclaration(document: document, expectedID: String(name.dropLast(fileSuffix.count)), path: path))
        }
        return declarations
    }
}
