import ArgumentParser
import BrandModel
import BrandLanguageServer
import CommandLineSupport
import LanguageServer

/// `brandlint lsp`: the Language Server Protocol over standard input and output.
struct LanguageServerCommand: ParsableCommand {
    /// The word after `brandlint` that starts the server.
    static let name = "lsp"

    static let configuration = CommandConfiguration(
        commandName: "brandlint \(name)",
        abstract: "Run the language server over standard input and output, for editors.",
        discussion: """
            Speaks the Language Server Protocol (JSON-RPC over stdio). Each open profile is \
            linted as `brandlint FILE` lints it, with the unsaved text and the other files of its \
            brands folder (the bases it extends): the same findings, positions and rule ids. \
            Offers each did-you-mean as a quick fix, and on hover the schema's description of \
            the key and the value a token reference resolves to. Editors start it themselves; \
            set-up for VS Code, Neovim and Helix is in docs/editors.md.

            EXIT CODES
              0  the client sent shutdown, then exit
              1  the client sent exit without shutdown, or closed the stream
            """)

    @Option(help: ArgumentHelp("Milliseconds of quiet after an edit before the buffer is linted.", valueName: "ms"))
    var debounce: Int = 250

    mutating func validate() throws {
        guard (0...10_000).contains(debounce) else { throw ValidationError("--debounce must be from 0 to 10000") }
    }

    mutating func run() throws {
        var server = BrandLanguageServer(
            makeLinter: { folder in try BrandLintCommand.makeLinter(schemas: (folder.map(SchemaSource.folder) ?? .compiledIn).load(), jobs: 1) },
            debounce: .milliseconds(debounce))
        let status = StdioServerLoop().run(&server)
        if status != 0 { throw ExitCode(status) }
    }
}
