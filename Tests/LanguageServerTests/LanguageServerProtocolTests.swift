import Foundation
import Testing
import TestSupport
import YAMLNode

/// The built `brandlint lsp` over stdio, message by message, next to the command line.
@Suite("brandlint lsp over stdio")
struct LanguageServerProtocolTests {
    static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }

    static func publication(_ server: LanguageServerProcess, for path: String) throws -> Node {
        try server.wait("diagnostics for \(path)") {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == EditorFixture.uri(path)
        }
    }

    /// `line:column rule` of a publication, 1-based as the command line prints them.
    static func findings(_ publication: Node) -> [String] {
        (publication["params"]?["diagnostics"]?.sequence ?? []).map { diagnostic in
            let start = diagnostic["range"]?["start"]
            return "\((start?["line"]?.int ?? -1) + 1):\((start?["character"]?.int ?? -1) + 1) \(diagnostic["code"]?.string ?? "")"
        }
    }

    @Test func everyMessageOfTheProtocol() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        let server = try LanguageServerProcess()
        let uri = EditorFixture.uri(fixture.typo)
        let document = #"{"uri":"\#(uri)"}"#

        let initialize = try server.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{}}"#)
        #expect(initialize["result"]?["capabilities"]?["codeActionProvider"] != nil)
        server.notify("initialized", "{}")

        // didOpen: exactly what the command line reports for the file.
        let original = try fixture.read(fixture.typo)
        server.notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(try Self.quoted(original))}}"#)
        let opened = try Self.publication(server, for: fixture.typo)
        let cli = try ToolProcess("brandlint").run(["--format", "json", fixture.typo])
        let expected = (try JSONParser().parse(cli.output)["diagnostics"]?.sequence ?? []).map {
            "\($0["line"]?.int ?? 0):\($0["column"]?.int ?? 0) \($0["rule"]?.string ?? "")"
        }
        #expect(cli.status == 1)
        #expect(!expected.isEmpty)
        #expect(Self.findings(opened) == expected)
        let messages = (opened["params"]?["diagnostics"]?.sequence ?? []).compactMap { $0["message"]?.string }
        #expect(messages.allSatisfy { $0.contains("hint: ") })

        // codeAction: the did-you-mean as an edit.
        let actions = try server.request("textDocument/codeAction", #"{"textDocument":\#(document),"range":{"start":{"line":0,"character":0},"end":{"line":20,"character":0}},"context":{"diagnostics":[]}}"#)
        let action = try #require(actions["result"]?.sequence?.first)
        #expect(action["kind"]?.string == "quickfix")
        #expect(action["edit"]?["changes"]?[uri]?.sequence?.first?["newText"]?.string == "name")

        // hover: the schema's description of the key.
        let hover = try server.request("textDocument/hover", #"{"textDocument":\#(document),"position":{"line":2,"character":1}}"#)
        #expect(hover["result"]?["contents"]?["value"]?.string?.contains("Profile format version") == true)

        // didChange: the unsaved text, linted after the pause.
        let fixed = original.replacingOccurrences(of: "nmae:", with: "name:")
        server.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":\#(try Self.quoted(fixed))}]}"#)
        #expect(Self.findings(try Self.publication(server, for: fixture.typo)) == [])

        // didSave: the text on disk, once the editor wrote it.
        try original.write(toFile: fixture.typo, atomically: true, encoding: .utf8)
        server.notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":3},"contentChanges":[{"text":\#(try Self.quoted(original))}]}"#)
        _ = try Self.publication(server, for: fixture.typo)
        server.notify("textDocument/didSave", #"{"textDocument":\#(document)}"#)
        #expect(Self.findings(try Self.publication(server, for: fixture.typo)) == expected)

        // A message that is not JSON gets an error, and the server carries on.
        server.send("{not json")
        let parseError = try server.wait("a parse error") { $0["error"]?["code"]?.int == -32700 }
        #expect(parseError["id"]?.isNull == true)

        let shutdown = try server.request("shutdown", "null")
        #expect(shutdown["result"]?.isNull == true)
        server.notify("exit", "null")
        #expect(server.exitStatus() == 0)
    }

    @Test func theClientGoingAwayWithoutShutdownEndsWithOne() throws {
        let server = try LanguageServerProcess()
        _ = try server.request("initialize", "{}")
        #expect(server.exitStatus() == 1)
    }
}
