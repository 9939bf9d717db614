/// The Language Server Protocol's types, as far as a linter needs them (LSP 3.17).
/// Field names are the protocol's; every type is Codable to and from its JSON.
public enum LSP {
    /// Zero-based line and character; characters count UTF-16 code units (the protocol's default).
    public struct Position: Sendable, Hashable, Codable, Comparable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.character) < (rhs.line, rhs.character)
        }
    }

    public struct Range: Sendable, Hashable, Codable {
        public var start: Position
        public var end: Position

        public init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }

        /// True when the two ranges share a position (touching ends count).
        public func overlaps(_ other: Range) -> Bool {
            start <= other.end && other.start <= end
        }
    }

    public struct TextDocumentIdentifier: Sendable, Hashable, Codable {
        public var uri: String
        public init(uri: String) { self.uri = uri }
    }

    public struct TextEdit: Sendable, Hashable, Codable {
        public var range: Range
        public var newText: String
        public init(range: Range, newText: String) {
            self.range = range
            self.newText = newText
        }
    }

    public struct WorkspaceEdit: Sendable, Hashable, Codable {
        public var changes: [String: [TextEdit]]
        public init(changes: [String: [TextEdit]]) { self.changes = changes }
    }

    public struct Location: Sendable, Hashable, Codable {
        public var uri: String
        public var range: Range
        public init(uri: String, range: Range) {
            self.uri = uri
            self.range = range
        }
    }

    /// Another place that explains a diagnostic (the base a brand's problem shows in).
    public struct DiagnosticRelatedInformation: Sendable, Hashable, Codable {
        public var location: Location
        public var message: String
        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    public struct Diagnostic: Sendable, Hashable, Codable {
        public enum Severity: Int, Sendable, Hashable, Codable {
            case error = 1, warning = 2, information = 3, hint = 4
        }
        public var range: Range
        public var severity: Severity
        /// The rule id.
        public var code: String
        public var source: String
        public var message: String
        public var relatedInformation: [DiagnosticRelatedInformation]?

        public init(
            range: Range, severity: Severity, code: String, source: String, message: String,
            relatedInformation: [DiagnosticRelatedInformation]? = nil
        ) {
            self.range = range
            self.severity = severity
            self.code = code
            self.source = source
            self.message = message
            self.relatedInformation = relatedInformation
        }
    }

    public struct MarkupContent: Sendable, Hashable, Codable {
        public var kind: String
        public var value: String
        public init(markdown: String) {
            kind = "markdown"
            value = markdown
        }
    }
}

extension LSP {
    public struct InitializeResult: Sendable, Codable {
        public struct Capabilities: Sendable, Codable {
            public struct TextDocumentSync: Sendable, Codable {
                public struct Save: Sendable, Codable {
                    public var includeText = false
                }
                public var openClose = true
                /// 1: the client sends the whole text on every change.
                public var change = 1
                public var save = Save()
            }
            public struct CodeActionOptions: Sendable, Codable {
                public var codeActionKinds = ["quickfix"]
            }
            public var textDocumentSync = TextDocumentSync()
            public var codeActionProvider = CodeActionOptions()
            public var hoverProvider = true
        }
        public struct ServerInfo: Sendable, Codable {
            public var name: String
            public var version: String?
        }
        public var capabilities = Capabilities()
        public var serverInfo: ServerInfo

        public init(name: String, version: String?) {
            serverInfo = ServerInfo(name: name, version: version)
        }
    }

    public struct TextDocumentItem: Sendable, Codable {
        public var uri: String
        public var languageId: String?
        public var version: Int?
        public var text: String
    }

    public struct DidOpenTextDocumentParams: Sendable, Codable {
        public var textDocument: TextDocumentItem
    }

    public struct DidChangeTextDocumentParams: Sendable, Codable {
        public struct VersionedTextDocumentIdentifier: Sendable, Codable {
            public var uri: String
            public var version: Int?
        }
        public struct ContentChange: Sendable, Codable {
            /// Present for an incremental change, which this server does not ask for.
            public var range: Range?
            public var text: String
        }
        public var textDocument: VersionedTextDocumentIdentifier
        public var contentChanges: [ContentChange]
    }

    public struct DidSaveTextDocumentParams: Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var text: String?
    }

    public struct DidCloseTextDocumentParams: Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct PublishDiagnosticsParams: Sendable, Hashable, Codable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [Diagnostic]

        public init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
            self.uri = uri
            self.version = version
            self.diagnostics = diagnostics
        }
    }

    public struct CodeActionParams: Sendable, Codable {
        public struct Context: Sendable, Codable {
            public var diagnostics: [Diagnostic]?
        }
        public var textDocument: TextDocumentIdentifier
        public var range: Range
        public var context: Context?
    }

    public struct CodeAction: Sendable, Hashable, Codable {
        public var title: String
        public var kind: String
        public var diagnostics: [Diagnostic]
        public var edit: WorkspaceEdit
        public var isPreferred: Bool

        public init(title: String, kind: String = "quickfix", diagnostics: [Diagnostic], edit: WorkspaceEdit, isPreferred: Bool) {
            self.title = title
            self.kind = kind
            self.diagnostics = diagnostics
            self.edit = edit
            self.isPreferred = isPreferred
        }
    }

    public struct HoverParams: Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
    }

    public struct Hover: Sendable, Hashable, Codable {
        public var contents: MarkupContent
        public var range: Range?

        public init(contents: MarkupContent, range: Range?) {
            self.contents = contents
            self.range = range
        }
    }
}
