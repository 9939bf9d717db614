import BrandLint
import BrandModel
import BrandRuntime
import BrandSchema
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LanguageServer
import ProfileLoading
import YAMLNode
import YAMLReader

/// `brandlint lsp`: the linter behind the Language Server Protocol.
///
/// Each open buffer is linted as `brandlint FILE` lints it, together with the files of its
/// brands folder (its bases through `extends`), the unsaved buffers overlaying the disk.
/// Edits are linted once typing pauses for ``debounce``; opening and saving lint at once.
/// A state machine: time comes in with each message, so tests need no clock.
public struct BrandLanguageServer: LanguageServerHandler {
    /// Makes the linter for a schemas folder, or for the compiled-in schemas when it is nil (no
    /// `Schemas` folder near the document), as the command line makes it (same rules, same
    /// configuration); the server replaces its file system with the overlay.
    public typealias LinterFactory = (_ schemasFolder: String?) throws -> BrandLinter

    /// The rule id of the one finding for a profile whose `Schemas` folder cannot be found or read.
    public static let schemasMissingRule = "schemas-missing"

    /// How long edits must pause before the buffer is linted again.
    public var debounce: Duration
    private let makeLinter: LinterFactory
    private let disk: any ProfileFileSystem
    private let version: String?

    private var initialized = false
    private var shutdownRequested = false
    public private(set) var exitStatus: Int32?
    private var open: [String: OpenDocument] = [:]
    private var lintDeadline: Duration?
    private var linters: [String: Result<BrandLinter, LinterProblem>] = [:]
    private var annotations: [String: SchemaAnnotations] = [:]
    /// Each open document's last findings, by the file they are in.
    private var findings: [String: [String: [Diagnostic]]] = [:]
    /// What each file was last published with.
    private var published: [String: [Diagnostic]] = [:]
    /// Bumped on every change, so the overlay's file stamps move.
    private var edits: Int64 = 0

    struct OpenDocument {
        var path: String
        var text: String
        var version: Int?
    }

    struct LinterProblem: Error {
        var message: String
    }

    public init(
        makeLinter: @escaping LinterFactory, disk: any ProfileFileSystem = LocalFileSystem(), version: String? = nil,
        debounce: Duration = .milliseconds(250)
    ) {
        self.makeLinter = makeLinter
        self.disk = disk
        self.version = version
        self.debounce = debounce
    }

    public var nextDeadline: Duration? { lintDeadline }

    // MARK: - Messages

    public mutating func handle(_ message: JSONRPCMessage, at now: Duration) -> [OutgoingMessage] {
        switch message {
        case .response:
            return []
        case .notification(let method, let params):
            return notification(method, params, at: now)
        case .request(let id, let method, let params):
            guard method == "initialize" || initialized else {
                return [.error(to: id, code: JSONRPCMessage.ErrorCode.serverNotInitialized, message: "initialize first")]
            }
            guard !shutdownRequested else {
                return [.error(to: id, code: JSONRPCMessage.ErrorCode.invalidRequest, message: "the server is shutting down")]
            }
            do {
                return try request(id, method, params)
            } catch let error as DecodingError {
                return [.error(to: id, code: JSONRPCMessage.ErrorCode.invalidParams, message: "bad params for \(method): \(Self.describe(error))")]
            } catch {
                return [.error(to: id, code: JSONRPCMessage.ErrorCode.invalidParams, message: "bad params for \(method)")]
            }
        }
    }

    public mutating func fireDue(at now: Duration) -> [OutgoingMessage] {
        guard let deadline = lintDeadline, deadline <= now else { return [] }
        lintDeadline = nil
        return lintOpenDocuments()
    }

    private mutating func request(_ id: JSONRPCMessage.RequestID, _ method: String, _ params: Data) throws -> [OutgoingMessage] {
        switch method {
        case "initialize":
            initialized = true
            return [.response(to: id, result: LSP.InitializeResult(name: "brandlint", version: version))]
        case "shutdown":
            shutdownRequested = true
            return [.response(to: id, result: Optional<AnyJSON>.none)]
        case "textDocument/codeAction":
            let params = try JSONDecoder().decode(LSP.CodeActionParams.self, from: params)
            return [.response(to: id, result: codeActions(params))]
        case "textDocument/hover":
            let params = try JSONDecoder().decode(LSP.HoverParams.self, from: params)
            return [.response(to: id, result: hover(params))]
        default:
            return [.error(to: id, code: JSONRPCMessage.ErrorCode.methodNotFound, message: "\(method) is not supported")]
        }
    }

    private mutating func notification(_ method: String, _ params: Data, at now: Duration) -> [OutgoingMessage] {
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        // A notification gets no reply, not even an error: one that cannot be read is dropped.
        let decoder = JSONDecoder()
        switch method {
        case "textDocument/didOpen":
            guard let params = try? decoder.decode(LSP.DidOpenTextDocumentParams.self, from: params),
                  let path = FileURI.path(of: params.textDocument.uri) else { return [] }
            edits += 1
            open[params.textDocument.uri] = OpenDocument(path: path, text: params.textDocument.text, version: params.textDocument.version)
            lintDeadline = nil
            return lintOpenDocuments()
        case "textDocument/didChange":
            guard let params = try? decoder.decode(LSP.DidChangeTextDocumentParams.self, from: params),
                  var document = open[params.textDocument.uri],
                  let change = params.contentChanges.last(where: { $0.range == nil }) else { return [] }
            edits += 1
            document.text = change.text
            document.version = params.textDocument.version
            open[params.textDocument.uri] = document
            lintDeadline = now + debounce
            return []
        case "textDocument/didSave":
            guard let params = try? decoder.decode(LSP.DidSaveTextDocumentParams.self, from: params),
                  open[params.textDocument.uri] != nil else { return [] }
            if let text = params.text { open[params.textDocument.uri]?.text = text }
            edits += 1
            lintDeadline = nil
            return lintOpenDocuments()
        case "textDocument/didClose":
            guard let params = try? decoder.decode(LSP.DidCloseTextDocumentParams.self, from: params),
                  open.removeValue(forKey: params.textDocument.uri) != nil else { return [] }
            edits += 1
            findings[params.textDocument.uri] = nil
            // The file's own findings leave with it; what it showed in other files is recomputed.
            return publishChanges(among: Set(published.keys))
        default:
            return []
        }
    }

    // MARK: - Linting

    /// Lints every open document (an edit to a base changes what its brands report) and
    /// publishes each file whose findings changed.
    private mutating func lintOpenDocuments() -> [OutgoingMessage] {
        var touched = Set(published.keys)
        for (uri, document) in open.sorted(by: { $0.key < $1.key }) {
            var byFile: [String: [Diagnostic]] = [:]
            for diagnostic in lint(document) {
                byFile[diagnostic.file, default: []].append(diagnostic)
            }
            // The document itself is always published, clean or not.
            byFile[document.path, default: []] += []
            findings[uri] = byFile
            touched.formUnion(byFile.keys)
        }
        return publishChanges(among: touched, always: Set(open.values.map(\.path)))
    }

    /// Exactly what `brandlint PATH` reports for the document, read through the overlay.
    private mutating func lint(_ document: OpenDocument) -> [Diagnostic] {
        switch linter(for: document.path) {
        case .failure(let problem):
            return [Diagnostic(file: document.path, line: 1, column: 1, severity: .error, rule: Self.schemasMissingRule, message: problem.message)]
        case .success(let linter):
            return linter.lint(paths: [document.path]).diagnostics
        }
    }

    /// The linter for a document's schemas folder, reading through the overlay.
    private mutating func linter(for path: String) -> Result<BrandLinter, LinterProblem> {
        // The repository's brandengine.yml, as the command line reads it: schemas, handlers, bases.
        let settings: RepositorySettings?
        do {
            settings = try RepositorySettings.find(near: path, format: .yaml, fileSystem: disk)
        } catch {
            return .failure(LinterProblem(message: "\(error)"))
        }
        let located = settings?.schemas ?? ProfileSchemas.locate(near: path, fileSystem: disk)
        // The compiled-in schemas are cached under a key no folder path takes.
        let folder = located ?? ""
        if linters[folder] == nil {
            let factory = makeLinter
            linters[folder] = Result { () throws(LinterProblem) in
                do { return try factory(located) } catch { throw LinterProblem(message: "\(error)") }
            }
        }
        // The app's own handlers, declared beside its brands, as the command line finds them;
        // read on every lint (a few small files), so an edited declaration counts at once.
        let handlers = settings.map(\.handlers).flatMap { $0.isEmpty ? nil : $0 } ?? [HandlerDeclaration.folder(besideBrandsAt: path, fileSystem: disk)]
        let disk = disk
        return linters[folder]!.flatMap { linter -> Result<BrandLinter, LinterProblem> in
            var linter = linter
            linter.jobs = 1
            linter.loader.fileSystem = overlay()
            linter.loader.baseFolders = settings?.bases ?? []
            linter.loader.flagContext = settings?.flagContext
            if let scenarios = settings?.scenarios { linter.scenarios = .folder(scenarios) }
            do {
                let declared = try handlers.flatMap { folder in try HandlerDeclaration.load(from: folder, fileSystem: disk) }
                for declaration in declared { try linter.loader.schemas.declare(declaration) }
                linter.handlers = try linter.handlers.including(declared)
            } catch {
                return .failure(LinterProblem(message: "\(error)"))
            }
            return .success(linter)
        }
    }

    private func overlay() -> OverlayFileSystem {
        OverlayFileSystem(base: disk, buffers: Dictionary(open.values.map { ($0.path, (Array($0.text.utf8), edits)) }, uniquingKeysWith: { $1 }))
    }

    /// Publishes the files among `files` whose findings differ from what they last showed
    /// (and those in `always`).
    private mutating func publishChanges(among files: Set<String>, always: Set<String> = []) -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        for file in files.union(always).sorted() {
            let current = findings.values.flatMap { $0[file] ?? [] }.normalized()
            guard current != published[file] || always.contains(file) else { continue }
            published[file] = current.isEmpty ? nil : current
            let text = self.text(of: file)
            let uri = FileURI.uri(of: file)
            let version = open[uri]?.version
            messages.append(.notification(
                "textDocument/publishDiagnostics",
                params: LSP.PublishDiagnosticsParams(uri: uri, version: version, diagnostics: current.map { lsp($0, in: text) })))
        }
        return messages
    }

    /// The text of a file: its buffer when open, else what is on disk.
    private func text(of path: String) -> DocumentText {
        if let document = open.values.first(where: { $0.path == path }) { return DocumentText(document.text) }
        let bytes = (try? disk.contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes)) ?? []
        return DocumentText(String(decoding: bytes, as: UTF8.self))
    }

    /// A finding as the protocol shows it; its related locations (the base a brand's problem
    /// shows in) become related information, each in its own file's text.
    func lsp(_ diagnostic: Diagnostic, in text: DocumentText) -> LSP.Diagnostic {
        let related = diagnostic.related.map { place in
            LSP.DiagnosticRelatedInformation(
                location: LSP.Location(
                    uri: FileURI.uri(of: place.file),
                    range: (place.file == diagnostic.file ? text : self.text(of: place.file)).tokenRange(line: place.line, column: place.column)),
                message: place.message)
        }
        return LSP.Diagnostic(
            range: text.tokenRange(line: diagnostic.line, column: diagnostic.column),
            severity: diagnostic.severity == .error ? .error : .warning, code: diagnostic.rule, source: "brandlint",
            message: diagnostic.message + (diagnostic.hint.map { "\nhint: \($0)" } ?? ""),
            relatedInformation: related.isEmpty ? nil : related)
    }

    // MARK: - Code actions

    /// Each did-you-mean of a finding in the range, as an edit of the characters it names.
    private func codeActions(_ params: LSP.CodeActionParams) -> [LSP.CodeAction] {
        let uri = params.textDocument.uri
        guard let path = FileURI.path(of: uri) else { return [] }
        let text = self.text(of: path)
        var actions: [LSP.CodeAction] = []
        for diagnostic in published[path] ?? [] {
            // Did-you-means only: a copied plural form is for `--fix`, which marks it for translation.
            guard case .replace(let original, let replacement, let isSafe, _) = diagnostic.fix else { continue }
            let shown = lsp(diagnostic, in: text)
            guard shown.range.overlaps(params.range), diagnostic.line >= 1, diagnostic.line <= text.lines.count,
                  let scalars = FixLocation.scalarRange(of: original, in: text.lines[diagnostic.line - 1], from: diagnostic.column)
            else { continue }
            let edit = LSP.TextEdit(range: text.range(line: diagnostic.line, scalars: scalars), newText: replacement)
            actions.append(LSP.CodeAction(
                title: "Change `\(original)` to `\(replacement)`", diagnostics: [shown],
                edit: LSP.WorkspaceEdit(changes: [uri: [edit]]), isPreferred: isSafe))
        }
        return actions
    }

    // MARK: - Hover

    /// The schema's description of the key under the cursor and, for a token written as a
    /// reference, the value it resolves to.
    private mutating func hover(_ params: LSP.HoverParams) -> LSP.Hover? {
        guard let document = open[params.textDocument.uri],
              case .success(let linter) = linter(for: document.path) else { return nil }
        let text = DocumentText(document.text)
        guard let (line, column) = text.lineAndColumn(of: params.position) else { return nil }
        // A base's references resolve in its own context: over the bases it extends.
        let baseRoot = BrandLinter.baseRoot(of: document.path)
        let load = baseRoot != nil
            ? linter.loader.checkBase(at: document.path, root: baseRoot, resolvingTokens: true) : linter.loader.loadBrand(at: document.path)
        guard let tree = load.document,
              let entry = KeyIndex(tree: tree, path: document.path, sources: load.sources).entry(line: line, column: column) else { return nil }
        var sections: [String] = ["**\(entry.path.joined(separator: "."))**"]
        if let annotation = schemaAnnotations(for: document.path)?.annotation(at: entry.path) {
            if let text = annotation.markdownDescription ?? annotation.description { sections.append(text) }
        }
        if entry.path.count == 3, entry.path[0] == "theme", let target = load.tokenReferences[entry.path[1] + "." + entry.path[2]] {
            let value = tree.node(at: entry.path)?.scalarText
            // A reference the base leaves to its brands stays as written, or as the reference it leads to.
            if baseRoot != nil, value.map({ $0.hasPrefix("{") && $0.hasSuffix("}") }) ?? true {
                let leftToBrands = value.flatMap { $0 == "{\(target)}" ? nil : "`\($0)`" } ?? "it"
                sections.append("`{\(target)}` is not defined in this base: each brand that extends it defines \(leftToBrands)")
            } else {
                sections.append("`{\(target)}` resolves to `\(value ?? "unresolved")`")
            }
        }
        guard sections.count > 1 else { return nil }
        let start = text.position(line: entry.keyMark.line, column: entry.keyMark.column)
        let end = text.position(line: entry.keyMark.line, column: entry.keyMark.column + entry.path.last!.unicodeScalars.count)
        return LSP.Hover(contents: LSP.MarkupContent(markdown: sections.joined(separator: "\n\n")), range: LSP.Range(start: start, end: end))
    }

    private mutating func schemaAnnotations(for path: String) -> SchemaAnnotations? {
        let located = (try? RepositorySettings.find(near: path, format: .yaml, fileSystem: disk))?.schemas ?? ProfileSchemas.locate(near: path, fileSystem: disk)
        let folder = located ?? ""
        if let cached = annotations[folder] { return cached }
        let bytes: [UInt8]
        if let located {
            guard let read = try? disk.contents(atPath: located + "/" + ProfileSchemas.profileFileName, maxBytes: ParseLimits.default.maxInputBytes) else { return nil }
            bytes = read
        } else {
            bytes = Array(CompiledSchemas.profile.utf8)
        }
        guard let document = try? JSONParser().parse(bytes) else { return nil }
        annotations[folder] = SchemaAnnotations(document: document)
        return annotations[folder]
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "missing \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.map(\.stringValue).joined(separator: ".")
        @unknown default: "unreadable"
        }
    }
}
