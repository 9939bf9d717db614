import ArgumentParser
import BrandGen
import BrandModel
import CommandLineSupport
import Foundation
import YAMLNode
import YAMLReader

/// `brandgen import`: a design tool's tokens into a brand's theme.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        _superCommandName: "brandgen",
        abstract: "Read design tokens (DTCG 2025.10) into a brand's theme.",
        discussion: """
            TOKENS is one of:
              a DTCG resolver document (*.resolver.json: brandgen's own export, or
                a design tool's), its modifier's contexts named by appearance;
              a Tokens Studio folder ($themes.json), one theme per appearance
                (Light, Dark, High contrast, Dark high contrast);
              a folder of *.tokens.json as Figma's variables export writes them,
                the mode in each file's name (Light.tokens.json,
                Colors.Dark.tokens.json; a file naming no mode is every mode's);
              one token file: light alone.

            Colours keep their references ({colors.brand.primary}); each appearance
            becomes the overrides that give its colours over light's. What the profile
            cannot hold (a token outside colors, typography, spacing and animation, a
            shadow, a colour outside sRGB, a spacing that changes in dark) is said at
            its file and line, and left out. docs/exports.md, "Tokens in".

            The theme goes to standard output, or into --into BRAND's file in place of
            its theme: section (the rest of the file is kept as written). Then run
            brandlint on the brand.

            EXIT CODES
              0  imported (warnings, if any, on standard error)
              1  imported, and --strict was given and something was left out
              2  usage or I/O error (no such path, a file that is not JSON, a
                 reference outside the tokens' folder)

            EXAMPLES
              brandgen import design/tokens/$themes.json
              brandgen import design/figma --into Brands/coral.yaml
              brandgen import dtcg/ladbrokes.resolver.json > theme.yaml
            """)

    @Argument(help: ArgumentHelp("The tokens: a resolver document, a token file or a folder.", valueName: "tokens"))
    var tokens: String

    @Option(help: ArgumentHelp("Replace this brand file's theme: section with the tokens.", valueName: "brand-file"))
    var into: String?

    @Flag(help: "Exit 1 when a token was left out.")
    var strict = false

    @OptionGroup var summary: SummaryOptions

    mutating func run() throws {
        // A Tokens Studio folder may be named by its themes file.
        let path = (tokens as NSString).lastPathComponent == "$themes.json" ? (tokens as NSString).deletingLastPathComponent : tokens
        let imported: (theme: ImportedTheme, diagnostics: [Diagnostic])
        do {
            imported = try TokenImport.read(path)
        } catch {
            throw CommandFailure(error.description)
        }
        for diagnostic in imported.diagnostics {
            for line in diagnostic.description.split(separator: "\n") { ExitCodeContract.printError(DisplayText.escaped(String(line))) }
        }
        let yaml = imported.theme.yaml
        if let into {
            try Self.replaceTheme(in: into, with: yaml)
            if !summary.quiet { ExitCodeContract.printError("brandgen import: wrote the theme into \(into); check it with `brandlint \(into)`") }
        } else {
            print(yaml, terminator: "")
        }
        if strict, !imported.diagnostics.isEmpty { throw ExitCode(1) }
    }

    /// Writes `theme` in place of `file`'s top-level `theme:` section (or at its end when it
    /// has none), keeping every other line as written.
    static func replaceTheme(in file: String, with theme: String) throws {
        guard file.hasSuffix(".yaml") || file.hasSuffix(".yml") else {
            throw CommandFailure("--into takes a YAML brand file (.yaml or .yml): \(file)")
        }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("cannot read \(file)")
        }
        let tree: Node
        do {
            tree = try Array(text.utf8).withUnsafeBufferPointer { (buffer) throws(YAMLError) -> Node in try YAMLParser().parse(bytes: buffer) }
        } catch {
            throw CommandFailure("\(file):\(error.mark.line):\(error.mark.column): \(error.message); fix the file first")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let entries = tree.mapping?.entries ?? []
        guard let index = entries.firstIndex(where: { $0.key == "theme" }) else {
            lines.append(contentsOf: theme.split(separator: "\n").map(String.init))
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
            return
        }
        let start = entries[index].keyMark.line - 1
        // Block style only: a top-level mapping written on one line has no lines of its own to replace.
        let keyLines = Set(entries.map(\.keyMark.line))
        guard keyLines.count == entries.count, entries[index].keyMark.column == 1 else {
            throw CommandFailure("\(file):\(entries[index].keyMark.line):\(entries[index].keyMark.column): the theme is not a block of its own; write the file in block style, or take the theme from standard output")
        }
        var end = index + 1 < entries.count ? entries[index + 1].keyMark.line - 1 : lines.count
        // Comments and blank lines just above the next key are that key's.
        while end > start + 1, lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty || lines[end - 1].hasPrefix("#") { end -= 1 }
        lines.replaceSubrange(start..<end, with: theme.split(separator: "\n").map(String.init))
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
    }
}
