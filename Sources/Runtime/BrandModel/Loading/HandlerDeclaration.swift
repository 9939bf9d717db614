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
    /// The colours the handler draws with (`colors`), in the order declared: each
    /// handler-owned contract token, the palette token it is taken from and its fallback.
    /// Empty: the slot shows the contract's fallbacks (``HandlerColor/standard``'s look).
    public var colors: [HandlerColor]
    /// The file it was read from, as the tools print it.
    public var path: String
    /// What the handler is, for people reading the file (`description`); no part of what it declares.
    public var description: String?
    /// Where each colour's `from` is written in the file (empty for a typed declaration), so
    /// a `from` the brand's palette lacks is reported at its line (`handler-color-from`).
    public var colorMarks: [ColorTokenName: Mark] = [:]

    public init(
        id: String, kind: ToolSlotKind, config: Node = HandlerDeclaration.noSettings, colors: [HandlerColor] = [], path: String,
        description: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.config = config
        self.colors = colors
        self.path = path
        self.description = description
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
        // `colors`, named as the theme's colour group is.
        let known = ["$schema", "id", "kind", "description", "config", ThemeGroup.colors.rawValue]
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
        self.init(
            id: id, kind: kind, config: config, colors: try Self.colors(members[ThemeGroup.colors.rawValue], path: path), path: path,
            description: members["description"]?.string)
        for entry in members[ThemeGroup.colors.rawValue]?.mapping?.entries ?? [] {
            if let token = ColorTokenName(rawValue: entry.key), let from = entry.value["from"] { colorMarks[token] = from.mark }
        }
    }

    /// Equal declarations declare the same and were read from the same place; where in the
    /// file each part is written (``colorMarks``) does not count.
    public static func == (lhs: HandlerDeclaration, rhs: HandlerDeclaration) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.config == rhs.config && lhs.colors == rhs.colors && lhs.path == rhs.path
            && lhs.description == rhs.description
    }

    /// The `colors` member: `{ "<handler-owned token>": { "from": "<palette token>", "fallback": "<contract token>" } }`.
    private static func colors(_ node: Node?, path: String) throws(ProfileSchemas.LoadError) -> [HandlerColor] {
        guard let node else { return [] }
        guard let entries = node.mapping?.entries else {
            throw ProfileSchemas.LoadError(
                path: "\(path):\(node.mark)",
                message: "`colors` must be an object: each colour the handler draws with, { \"from\": palette token, \"fallback\": contract token }")
        }
        let owned = ColorTokenName.allCases.filter(\.isHandlerOwned).map(\.rawValue)
        var colors: [HandlerColor] = []
        for entry in entries {
            guard ColorTokenName(rawValue: entry.key)?.isHandlerOwned == true else {
                let suggestion = SpellingSuggestion.didYouMean(entry.key, among: owned)
                throw ProfileSchemas.LoadError(
                    path: "\(path):\(entry.keyMark)",
                    message: "unknown colour token `\(DisplayText.escaped(entry.key))`: a handler draws with "
                        + owned.joined(separator: ", ") + (suggestion.map { "; did you mean `\($0)`?" } ?? ""))
            }
            guard let members = entry.value.mapping else {
                throw ProfileSchemas.LoadError(
                    path: "\(path):\(entry.value.mark)", message: "`\(entry.key)` must be an object with `from` and, optionally, `fallback`")
            }
            for member in members where !["from", "fallback", "description"].contains(member.key) {
                let suggestion = SpellingSuggestion.didYouMean(member.key, among: ["from", "fallback", "description"])
                throw ProfileSchemas.LoadError(
                    path: "\(path):\(member.keyMark)",
                    message: "unknown member `\(DisplayText.escaped(member.key))`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "; a colour has from, fallback, description"))
            }
            let from = members["from"]
            let fallback = members["fallback"]
            for value in [from, fallback].compactMap({ $0 }) where value.string == nil {
                throw ProfileSchemas.LoadError(path: "\(path):\(value.mark)", message: "a colour token's name is a string")
            }
            if let (problem, member) = HandlerColor.problem(token: entry.key, from: from?.string, fallback: fallback?.string) {
                let mark = switch member {
                case .token: entry.keyMark
                case .from: from?.mark ?? entry.value.mark
                case .fallback: fallback?.mark ?? entry.value.mark
                }
                throw ProfileSchemas.LoadError(path: "\(path):\(mark)", message: problem)
            }
            let color = HandlerColor(
                ColorTokenName(rawValue: entry.key)!, from: from!.string!, fallback: fallback?.string.flatMap(ColorTokenName.init(rawValue:)))
            colors.append(color)
        }
        return colors
    }

    /// Whether `other` declares the same handler: the same id, the same kind, the same colours
    /// and the same config schema, its `description`s aside and whatever the order of keys
    /// (what a handler module's typed declaration is held to against its `<id>.handler.json`).
    public func declaresTheSame(as other: HandlerDeclaration) -> Bool {
        differences(from: other).isEmpty
    }

    /// What `other` declares otherwise, one line each, by where it differs: `kind`, a colour,
    /// or a path into the config schema (`config.properties.badgeLimit.maximum: 99 here, 100 in
    /// Handlers/coral.locker.handler.json`). Key order and `description`s do not count; a
    /// list's order does (JSON Schema's `enum` and `required` are lists). Empty when the two
    /// declare the same. Costs O(n log n) in the two schemas' sizes.
    public func differences(from other: HandlerDeclaration) -> [String] {
        let there = DisplayText.escaped(other.path)
        var lines: [String] = []
        if id != other.id { lines.append("id: \(id) here, \(DisplayText.escaped(other.id)) in \(there)") }
        if kind != other.kind { lines.append("kind: \(kind.rawValue) here, \(other.kind.rawValue) in \(there)") }
        let mine = Dictionary(colors.map { ($0.token, $0) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(other.colors.map { ($0.token, $0) }, uniquingKeysWith: { first, _ in first })
        for token in Set(mine.keys).union(theirs.keys).sorted(by: { $0.rawValue < $1.rawValue }) {
            let shown = { (color: HandlerColor?) in
                color.map { "from \(DisplayText.escaped($0.from))" + ($0.fallback.map { ", fallback \($0.rawValue)" } ?? "") } ?? "none"
            }
            if mine[token] != theirs[token] {
                lines.append("\(ThemeGroup.colors.path(token.rawValue)): \(shown(mine[token])) here, \(shown(theirs[token])) in \(there)")
            }
        }
        Self.schemaDifferences(config, other.config, at: "config", there: there, into: &lines)
        return lines
    }

    private static func schemaDifferences(_ left: Node, _ right: Node, at path: String, there: String, into lines: inout [String]) {
        let emitter = JSONEmitter(pretty: false)
        switch (left.value, right.value) {
        case (.mapping(let leftEntries), .mapping(let rightEntries)):
            let leftKept = Dictionary(leftEntries.filter { $0.key != "description" }.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let rightKept = Dictionary(rightEntries.filter { $0.key != "description" }.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for key in Set(leftKept.keys).union(rightKept.keys).sorted() {
                let place = path + "." + DisplayText.escaped(key)
                switch (leftKept[key], rightKept[key]) {
                case (let mine?, let theirs?): schemaDifferences(mine, theirs, at: place, there: there, into: &lines)
                case (let mine?, nil): lines.append("\(place): \(DisplayText.escaped(emitter.emit(mine))) here, none in \(there)")
                case (nil, let theirs?): lines.append("\(place): none here, \(DisplayText.escaped(emitter.emit(theirs))) in \(there)")
                case (nil, nil): break
                }
            }
        case (.sequence(let leftItems), .sequence(let rightItems)) where leftItems.count == rightItems.count:
            for (index, pair) in zip(leftItems, rightItems).enumerated() {
                schemaDifferences(pair.0, pair.1, at: "\(path)[\(index)]", there: there, into: &lines)
            }
        default:
            // Numbers compare as numbers: 1 and 1.0 are one value in JSON.
            if let mine = left.double, let theirs = right.double, mine == theirs, left.bool == nil, right.bool == nil { return }
            if left.value != right.value {
                lines.append("\(path): \(DisplayText.escaped(emitter.emit(left))) here, \(DisplayText.escaped(emitter.emit(right))) in \(there)")
            }
        }
    }

    /// The declaration as `<id>.handler.json` holds it: `$schema` (when given), id, kind,
    /// description, colours and config, in that order; what an app's brandsim writes from the
    /// typed declaration (`--write-declarations`), so the file is never kept by hand.
    public func document(schemaReference: String? = nil) -> Node {
        var members: [(String, Node)] = []
        if let schemaReference { members.append(("$schema", .string(schemaReference))) }
        members.append(("id", .string(id)))
        members.append(("kind", .string(kind.rawValue)))
        if let description { members.append(("description", .string(description))) }
        if !colors.isEmpty {
            members.append((ThemeGroup.colors.rawValue, .object(colors.map { color in
                var fields: [(String, Node)] = [("from", .string(color.from))]
                if let fallback = color.fallback { fields.append(("fallback", .string(fallback.rawValue))) }
                return (color.token.rawValue, .object(fields))
            })))
        }
        if config != Self.noSettings { members.append(("config", config)) }
        return .object(members)
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
