import BrandLanguageServer
import BrandLint
import BrandModel
import BrandRuntime
import Foundation
import LanguageServer
import ProfileLoading
import StandardHandlers
import Testing
import YAMLNode
import YAMLReader

/// The server as a state machine: messages and times in, messages out. No process, no
/// clock, no sleeping; the stdio and Neovim tests run the real process.
@Suite("brandlint lsp: the server")
struct BrandLanguageServerTests {
    static func makeServer(debounce: Duration = .milliseconds(250)) -> BrandLanguageServer {
        BrandLanguageServer(
            makeLinter: { folder in
                BrandLinter(
                    loader: ProfileLoader(schemas: try folder.map { try ProfileSchemas.load(from: $0) } ?? ProfileSchemas.compiledIn(), formats: .yamlAndJSON),
                    handlers: try StandardHandlers.registry().directory)
            },
            debounce: debounce)
    }

    static func message(_ json: String) throws -> JSONRPCMessage {
        try JSONRPCMessage.decode(Array(json.utf8))
    }

    static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }

    static func send(_ server: inout BrandLanguageServer, _ json: String, at now: Duration = .zero) throws -> [Node] {
        try server.handle(message(json), at: now).map { try JSONParser().parse($0.body) }
    }

    static func initialized(debounce: Duration = .milliseconds(250)) throws -> BrandLanguageServer {
        var server = makeServer(debounce: debounce)
        _ = try send(&server, #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#)
        return server
    }

    static func open(_ server: inout BrandLanguageServer, _ path: String, text: String, at now: Duration = .zero) throws -> [Node] {
        try send(&server, """
            {"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\(EditorFixture.uri(path))",\
            "languageId":"yaml","version":1,"text":\(try quoted(text))}}}
            """, at: now)
    }

    static func change(_ server: inout BrandLanguageServer, _ path: String, text: String, version: Int, at now: Duration) throws -> [Node] {
        try send(&server, """
            {"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\(EditorFixture.uri(path))",\
            "version":\(version)},"contentChanges":[{"text":\(try quoted(text))}]}}
            """, at: now)
    }

    /// `line:column rule` (1-based, as the command line prints) of a publication's diagnostics.
    static func findings(_ publication: Node) -> [String] {
        (publication["params"]?["diagnostics"]?.sequence ?? []).map { diagnostic in
            let start = diagnostic["range"]?["start"]
            return "\((start?["line"]?.int ?? -1) + 1):\((start?["character"]?.int ?? -1) + 1) \(diagnostic["code"]?.string ?? "")"
        }
    }

    static func publication(for path: String, in messages: [Node]) -> Node? {
        messages.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == EditorFixture.uri(path) }
    }

    @Test func openingPublishesWhatTheLinterReportsForTheFile() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let published = try Self.open(&server, fixture.typo, text: try fixture.read(fixture.typo))
        let expected = BrandLinter(
            loader: ProfileLoader(schemas: try ProfileSchemas.load(from: fixture.root.path + "/Schemas"), formats: .yamlAndJSON),
            handlers: try StandardHandlers.registry().directory
        ).lint(paths: [fixture.typo]).diagnostics.map { "\($0.line):\($0.column) \($0.rule)" }
        let publication = try #require(Self.publication(for: fixture.typo, in: published))
        #expect(Self.findings(publication) == expected)
        #expect(expected.contains("5:1 schema-additional-properties"))
    }

    @Test func closingADocumentClearsItsFindings() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let opened = try Self.open(&server, fixture.typo, text: try fixture.read(fixture.typo))
        #expect(!Self.findings(try #require(Self.publication(for: fixture.typo, in: opened))).isEmpty)
        let closed = try Self.send(&server, """
            {"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\(EditorFixture.uri(fixture.typo))"}}}
            """)
        #expect(Self.findings(try #require(Self.publication(for: fixture.typo, in: closed))) == [])
    }

    @Test func theUnsavedBufferIsLintedNotTheFileOnDisk() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let fixed = try fixture.read(fixture.typo).replacingOccurrences(of: "nmae:", with: "name:")
        let published = try Self.open(&server, fixture.typo, text: fixed)
        #expect(Self.findings(try #require(Self.publication(for: fixture.typo, in: published))) == [])
    }

    @Test func aProblemShownInTheBaseIsRelatedInformation() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        // The base refers to {colors.brand.onPrimary}; a brand that drops it hears it at its own file.
        let brand = try fixture.read(fixture.typo).replacingOccurrences(of: "nmae:", with: "name:")
            .split(separator: "\n").filter { !$0.contains("brand.onPrimary") }.joined(separator: "\n") + "\n"
        let published = try Self.open(&server, fixture.typo, text: brand)
        let diagnostics = try #require(Self.publication(for: fixture.typo, in: published)?["params"]?["diagnostics"]?.sequence)
        let related = diagnostics.compactMap { $0["relatedInformation"]?.sequence }.flatMap { $0 }
        #expect(!related.isEmpty, "\(diagnostics)")
        #expect(related.allSatisfy { $0["location"]?["uri"]?.string == EditorFixture.uri(fixture.base) })
        let line = try #require(related.first?["location"]?["range"]?["start"]?["line"]?.int)
        let baseLine = try fixture.read(fixture.base).split(separator: "\n", omittingEmptySubsequences: false)[line]
        #expect(baseLine.contains("{colors.brand.onPrimary}"), "\(baseLine)")
    }

    /// A contrast failure a dark override causes is shown at the override, as brandlint
    /// reports it, with the base's pair as related information; dark and the dark high
    /// contrast it falls back to are one finding.
    @Test func aContrastFailureIsShownAtTheOverrideThatCausesIt() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let brand = try fixture.read(fixture.typo).replacingOccurrences(of: "nmae:", with: "name:")
            + "  appearances:\n    dark:\n      colors:\n        brand.primary: \"#F26B21\"\n"
        let overrideLine = brand.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let published = try Self.open(&server, fixture.typo, text: brand)
        let publication = try #require(Self.publication(for: fixture.typo, in: published))
        #expect(Self.findings(publication) == ["\(overrideLine):24 color-contrast"])
        let diagnostic = try #require(publication["params"]?["diagnostics"]?.sequence?.first)
        #expect(diagnostic["message"]?.string?.hasPrefix("dark: appBar.foreground (#FFFFFF) on appBar.background (#F26B21)") == true, "\(diagnostic)")
        let related = try #require(diagnostic["relatedInformation"]?.sequence?.first)
        #expect(related["location"]?["uri"]?.string == EditorFixture.uri(fixture.base))
        let line = try #require(related["location"]?["range"]?["start"]?["line"]?.int)
        let baseLine = try fixture.read(fixture.base).split(separator: "\n", omittingEmptySubsequences: false)[line]
        #expect(baseLine.contains("{ foreground: appBar.foreground, background: appBar.background }"), "\(baseLine)")
    }

    /// The editor shows every problem of a buffer at once, as brandlint does: a loop among
    /// the spacing tokens stops only the rules that read them, so the dark contrast failure
    /// is shown beside it, and no rule reading the colours waits.
    @Test func aSchemaErrorInOneKeyHidesNoFindingOfAnother() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let brand = try fixture.read(fixture.typo).replacingOccurrences(of: "nmae:", with: "name:")
            + "  spacing: { appBar.itemGap: \"{spacing.appBar.padding}\", appBar.padding: \"{spacing.appBar.itemGap}\" }\n"
            + "  appearances:\n    dark:\n      colors:\n        brand.primary: \"#F26B21\"\n"
        let published = try Self.open(&server, fixture.typo, text: brand)
        let rules = Self.findings(try #require(Self.publication(for: fixture.typo, in: published))).map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(rules.sorted() == ["color-contrast", "token-reference-cycle", "token-reference-cycle"], "\(rules)")
    }

    @Test func editsAreLintedOnceTypingPauses() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized(debounce: .milliseconds(250))
        let original = try fixture.read(fixture.typo)
        _ = try Self.open(&server, fixture.typo, text: original)
        let fixed = original.replacingOccurrences(of: "nmae:", with: "name:")
        #expect(try Self.change(&server, fixture.typo, text: original + "#", version: 2, at: .milliseconds(0)).isEmpty)
        #expect(try Self.change(&server, fixture.typo, text: fixed, version: 3, at: .milliseconds(100)).isEmpty)
        #expect(server.nextDeadline == .milliseconds(350))
        #expect(server.fireDue(at: .milliseconds(349)).isEmpty)
        let fired = try server.fireDue(at: .milliseconds(350)).map { try JSONParser().parse($0.body) }
        let publication = try #require(Self.publication(for: fixture.typo, in: fired))
        #expect(Self.findings(publication) == [])
        #expect(publication["params"]?["version"]?.int == 3)
        #expect(server.nextDeadline == nil)
        #expect(server.fireDue(at: .seconds(10)).isEmpty)
    }

    @Test func anEditToABaseReachesTheBrandsThatExtendIt() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized(debounce: .zero)
        let brand = try fixture.read(fixture.typo).replacingOccurrences(of: "nmae:", with: "name:")
        _ = try Self.open(&server, fixture.typo, text: brand)
        let base = try fixture.read(fixture.base)
        _ = try Self.open(&server, fixture.base, text: base)
        _ = try Self.change(&server, fixture.base, text: base.replacingOccurrences(of: "currency: AUD", with: "currency: aud"), version: 2, at: .zero)
        let fired = try server.fireDue(at: .zero).map { try JSONParser().parse($0.body) }
        let inBase = Self.findings(try #require(Self.publication(for: fixture.base, in: fired)))
        #expect(inBase.contains { $0.hasSuffix("schema-pattern") }, "\(inBase)")
    }

    @Test("a broken buffer is reported, never a crash", arguments: [
        "{{{", ": : :\n  - ]", "schema: 1\nid: typo\n\t- tab", String(repeating: "[", count: 5000), "\u{0}\u{1}binary",
        "a: &x [*x]", "",
    ])
    func brokenBuffers(text: String) throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let published = try Self.open(&server, fixture.typo, text: text)
        let publication = try #require(Self.publication(for: fixture.typo, in: published))
        #expect(!Self.findings(publication).isEmpty)
        let hover = try Self.send(&server, """
            {"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"textDocument":{"uri":"\(EditorFixture.uri(fixture.typo))"},\
            "position":{"line":0,"character":2}}}
            """)
        #expect(hover.first?["id"]?.int == 5)
    }

    @Test func eachDidYouMeanIsAQuickFix() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        _ = try Self.open(&server, fixture.typo, text: try fixture.read(fixture.typo))
        let replies = try Self.send(&server, """
            {"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\(EditorFixture.uri(fixture.typo))"},\
            "range":{"start":{"line":4,"character":0},"end":{"line":4,"character":0}},"context":{"diagnostics":[]}}}
            """)
        let actions = try #require(replies.first?["result"]?.sequence)
        #expect(actions.count == 1)
        let edit = try #require(actions.first?["edit"]?["changes"]?[EditorFixture.uri(fixture.typo)]?.sequence?.first)
        #expect(edit["newText"]?.string == "name")
        #expect(edit["range"]?["start"]?["line"]?.int == 4)
        #expect(edit["range"]?["start"]?["character"]?.int == 0)
        #expect(edit["range"]?["end"]?["character"]?.int == 4)
        #expect(actions.first?["isPreferred"]?.bool == true)
    }

    @Test func hoverShowsTheSchemaDescriptionAndTheResolvedToken() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let base = try fixture.read(fixture.base)
        let brand = try fixture.read(fixture.typo)
        _ = try Self.open(&server, fixture.base, text: base)
        _ = try Self.open(&server, fixture.typo, text: brand)
        func hover(_ path: String, line: Int, character: Int) throws -> String? {
            try Self.send(&server, """
                {"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\(EditorFixture.uri(path))"},\
                "position":{"line":\(line),"character":\(character)}}}
                """).first?["result"]?["contents"]?["value"]?.string
        }
        func line(_ text: String, _ match: (Substring) -> Bool) throws -> Int {
            let index = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: match)
            return try #require(index)
        }
        let schema = try JSONParser().parse(try fixture.read(fixture.root.path + "/Schemas/brand-profile.schema.json"))
        let currency = schema["properties"]?["currency"]
        let description = try #require(currency?["markdownDescription"]?.string ?? currency?["description"]?.string)
        #expect(try hover(fixture.base, line: line(base) { $0.hasPrefix("currency:") }, character: 2)?.contains(description) == true)
        let primary = try #require(brand.split(separator: "\n").first { $0.contains("brand.primary:") }?.split(separator: "\"")[1])
        let token = try #require(try hover(fixture.typo, line: line(brand) { $0.contains("appBar.background:") }, character: 6))
        #expect(token.contains("`{colors.brand.primary}` resolves to `\(primary)`"), "\(token)")
        #expect(try hover(fixture.typo, line: line(brand) { $0.hasPrefix("# ") }, character: 2) == nil)
    }

    /// In a base, a reference resolves over the base's own chain, not to nothing; one its
    /// brands resolve says so.
    @Test func hoverInABaseResolvesInTheBasesOwnContext() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        var server = try Self.initialized()
        let base = try fixture.read(fixture.base)
        _ = try Self.open(&server, fixture.base, text: base)
        let lines = base.split(separator: "\n", omittingEmptySubsequences: false)
        func hover(line match: (Substring) -> Bool) throws -> String? {
            guard let line = lines.firstIndex(where: match) else { return nil }
            return try Self.send(&server, """
                {"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\(EditorFixture.uri(fixture.base))"},\
                "position":{"line":\(line),"character":6}}}
                """).first?["result"]?["contents"]?["value"]?.string
        }
        let ink = try #require(base.split(separator: "\n").first { $0.contains("neutral.ink:") }?.split(separator: "\"")[1])
        let own = try #require(try hover { $0.contains("badge.text:") })
        #expect(own.contains("`{colors.neutral.ink}` resolves to `\(ink)`"), "\(own)")
        let left = try #require(try hover { $0.contains("appBar.background:") })
        #expect(left.contains("`{colors.brand.primary}` is not defined in this base: each brand that extends it defines it"), "\(left)")
    }

    @Test func lifecycle() throws {
        var server = Self.makeServer()
        let early = try Self.send(&server, #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#)
        #expect(early.first?["error"]?["code"]?.int == JSONRPCMessage.ErrorCode.serverNotInitialized)
        let initialize = try Self.send(&server, #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#)
        #expect(initialize.first?["result"]?["capabilities"]?["textDocumentSync"]?["change"]?.int == 1)
        #expect(initialize.first?["result"]?["capabilities"]?["hoverProvider"]?.bool == true)
        let unknown = try Self.send(&server, #"{"jsonrpc":"2.0","id":3,"method":"workspace/symbol","params":{}}"#)
        #expect(unknown.first?["error"]?["code"]?.int == JSONRPCMessage.ErrorCode.methodNotFound)
        let badParams = try Self.send(&server, #"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"x":1}}"#)
        #expect(badParams.first?["error"]?["code"]?.int == JSONRPCMessage.ErrorCode.invalidParams)
        let shutdown = try Self.send(&server, #"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#)
        #expect(shutdown.first?["result"]?.isNull == true)
        let late = try Self.send(&server, #"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{}}"#)
        #expect(late.first?["error"]?["code"]?.int == JSONRPCMessage.ErrorCode.invalidRequest)
        #expect(server.exitStatus == nil)
        _ = try Self.send(&server, #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(server.exitStatus == 0)

        var abrupt = Self.makeServer()
        _ = try Self.send(&abrupt, #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(abrupt.exitStatus == 1)
    }
}
