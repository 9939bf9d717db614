import BrandModel
import YAMLNode

/// The token files of each appearance, as a design tool exported them: a DTCG 2025.10
/// resolver document (brandgen's own export, or a tool's), a Tokens Studio folder
/// (`$themes.json`, one theme per appearance), or a folder of `*.tokens.json` files named
/// by mode as Figma's variables export writes them (`Light.tokens.json`,
/// `Colors.Dark.tokens.json`; a file naming no mode belongs to every appearance). A single
/// token file is light alone. A file is only ever read inside the folder it was named from.
struct TokenModes: Sendable {
    /// The light appearance's documents, in the order they apply (a later one wins).
    var light: [TokenDocument] = []
    /// Each other appearance's documents, light's included: what that mode resolves.
    var appearances: [(appearance: Appearance, documents: [TokenDocument])] = []
    var problems: [Diagnostic] = []

    /// A mode or context name as an appearance: `Dark`, `dark-high-contrast`, `High Contrast`.
    static func appearance(named name: String) -> Appearance? {
        let key = name.lowercased().filter { $0.isLetter }
        if key == "default" { return .light }
        return Appearance.allCases.first { $0.rawValue.lowercased() == key }
    }

    typealias Reader = (_ path: String) throws(TokenImportError) -> Node

    /// The modes at `path`: a file or a folder.
    static func read(_ path: String, isFolder: Bool, list: (String) -> [String], read: Reader) throws(TokenImportError) -> TokenModes {
        if isFolder {
            let names = list(path)
            if names.contains(TokensStudio.themesFile) { return try TokensStudio.read(path, read: read) }
            return try byFileName(path, names: names.filter { $0.hasSuffix(".tokens.json") }.sorted(), read: read)
        }
        let tree = try read(path)
        if tree["resolutionOrder"] != nil { return try Resolver.read(path, tree: tree, read: read) }
        return TokenModes(light: [TokenDocument(file: path, tree: tree)])
    }

    /// A folder of `*.tokens.json`: the mode from each file's name.
    private static func byFileName(_ folder: String, names: [String], read: Reader) throws(TokenImportError) -> TokenModes {
        guard !names.isEmpty else {
            throw TokenImportError(
                "\(DisplayText.escaped(folder)) holds no *.tokens.json and no \(TokensStudio.themesFile)",
                hint: "name a resolver document, a token file, a Tokens Studio folder or a folder of Figma's *.tokens.json")
        }
        var shared: [TokenDocument] = []
        var byMode: [Appearance: [TokenDocument]] = [:]
        for name in names {
            let document = TokenDocument(file: folder + "/" + name, tree: try read(folder + "/" + name))
            // `Light.tokens.json`, `Colors.Dark.tokens.json`: the last part before `.tokens.json`.
            let stem = name.dropLast(".tokens.json".count).split(separator: ".").last.map(String.init) ?? ""
            if let mode = appearance(named: stem) { byMode[mode, default: []].append(document) } else { shared.append(document) }
        }
        var modes = TokenModes(light: shared + (byMode[.light] ?? []))
        for appearance in Appearance.allCases where appearance != .light {
            if let documents = byMode[appearance] { modes.appearances.append((appearance, modes.light + documents)) }
        }
        return modes
    }

    /// The document a file names at `mark` (a resolver's `$ref`, a Tokens Studio set), read
    /// only inside `folder`: no absolute path, no `..`. A file that cannot be read is said at
    /// the place that names it.
    static func named(
        _ reference: String, in folder: String, by file: String, at mark: Mark, read: Reader
    ) throws(TokenImportError) -> (path: String, tree: Node) {
        let place = "\(DisplayText.escaped(file)):\(mark.line):\(mark.column)"
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
        guard !reference.hasPrefix("/"), !reference.isEmpty, !parts.contains(".."), !reference.contains("\\") else {
            throw TokenImportError(
                "\(place): \(DisplayText.escaped(reference)) is outside the tokens' folder",
                hint: "name files beside the document or below it, without `..` or an absolute path")
        }
        let path = folder.isEmpty ? reference : folder + "/" + reference
        do {
            return (path, try read(path))
        } catch {
            throw TokenImportError("\(place): the file it names does not read: \(error.message)", hint: error.hint)
        }
    }

    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}

/// Why tokens cannot be imported at all: a file that is missing or not JSON, a resolver or
/// themes file that does not read, a file named outside the tokens' folder.
public struct TokenImportError: Error, Sendable, CustomStringConvertible {
    /// Where and what (`tokens/x.resolver.json:4:17: …`, where there is a place).
    public var message: String
    public var hint: String?

    init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { message + (hint.map { "\n    hint: \($0)" } ?? "") }
}

/// The DTCG Resolver Module 2025.10: sets in `resolutionOrder`, then one modifier whose
/// contexts are appearances.
enum Resolver {
    static func read(_ path: String, tree: Node, read: TokenModes.Reader) throws(TokenImportError) -> TokenModes {
        let folder = TokenModes.folder(of: path)
        func documents(_ sources: Node?) throws(TokenImportError) -> [TokenDocument] {
            var documents: [TokenDocument] = []
            for source in sources?.sequence ?? [] {
                guard let reference = source["$ref"] else { continue }
                let named = try TokenModes.named(reference.string ?? "", in: folder, by: path, at: reference.mark, read: read)
                documents.append(TokenDocument(file: named.path, tree: named.tree))
            }
            return documents
        }
        var modes = TokenModes()
        // Each context's documents: the sets before it and its own (`added`).
        var contexts: [(appearance: Appearance, documents: [TokenDocument], added: [TokenDocument])] = []
        for step in tree["resolutionOrder"]?.sequence ?? [] {
            guard let reference = step["$ref"]?.string else { continue }
            if reference.hasPrefix("#/sets/") {
                let set = tree["sets"]?[String(reference.dropFirst("#/sets/".count))]
                let added = try documents(set?["sources"])
                modes.light += added
                contexts = contexts.map { ($0.appearance, $0.documents + added, $0.added) }
            } else if reference.hasPrefix("#/modifiers/") {
                let modifier = tree["modifiers"]?[String(reference.dropFirst("#/modifiers/".count))]
                let entries = modifier?["contexts"]?.mapping?.entries ?? []
                let named = entries.compactMap { entry in TokenModes.appearance(named: entry.key).map { ($0, entry) } }
                guard named.count == entries.count, !named.isEmpty else {
                    modes.problems.append(TokenImportProblem.unsupported.diagnostic(
                        file: path, mark: step.mark,
                        message: "the modifier \(DisplayText.escaped(reference)) has contexts that are not appearances; it is left out",
                        hint: "name the contexts light, dark, highContrast and darkHighContrast"))
                    continue
                }
                let base = modes.light
                for (appearance, entry) in named {
                    let added = try documents(entry.value)
                    if appearance == .light {
                        modes.light += added
                    } else {
                        contexts.append((appearance, base + added, added))
                    }
                }
            }
        }
        // A context that adds nothing, or only another appearance's file, shows light or that
        // appearance: the brand lacks it (brandgen writes a lacking appearance's context so).
        for (appearance, documents, added) in contexts {
            let othersOnly = added.allSatisfy { document in
                Appearance.allCases.contains { $0 != appearance && document.file.hasSuffix(".\($0.rawValue).tokens.json") }
            }
            if othersOnly { continue }
            modes.appearances.append((appearance, documents))
        }
        return modes
    }
}

/// Tokens Studio's folder: `$themes.json` lists themes by name, each with the token sets it
/// enables (`enabled`, or `source` for sets only referenced); set `core` is `core.json`.
enum TokensStudio {
    static let themesFile = "$themes.json"

    static func read(_ folder: String, read: TokenModes.Reader) throws(TokenImportError) -> TokenModes {
        let themesPath = folder + "/" + themesFile
        let themes = try read(themesPath)
        var modes = TokenModes()
        var byAppearance: [Appearance: [TokenDocument]] = [:]
        for theme in themes.sequence ?? [] {
            guard let name = theme["name"]?.string else { continue }
            guard let appearance = TokenModes.appearance(named: name) else {
                modes.problems.append(TokenImportProblem.unsupported.diagnostic(
                    file: themesPath, mark: theme.mark, message: "the theme \(DisplayText.escaped(name)) is no appearance; it is left out",
                    hint: "name the themes Light, Dark, High contrast and Dark high contrast"))
                continue
            }
            var documents: [TokenDocument] = []
            for entry in theme["selectedTokenSets"]?.mapping?.entries ?? [] where entry.value.string != "disabled" {
                let named = try TokenModes.named(entry.key + ".json", in: folder, by: themesPath, at: entry.keyMark, read: read)
                documents.append(TokenDocument(file: named.path, tree: named.tree, tokensStudio: true))
            }
            byAppearance[appearance] = documents
        }
        guard let light = byAppearance[.light] else {
            throw TokenImportError(
                "\(DisplayText.escaped(themesPath)):\(themes.mark.line):\(themes.mark.column): no theme is Light: the light appearance is the one every other is laid over",
                hint: "name one theme Light (or Default)")
        }
        modes.light = light
        for appearance in Appearance.allCases where appearance != .light {
            if let documents = byAppearance[appearance] { modes.appearances.append((appearance, documents)) }
        }
        return modes
    }
}
