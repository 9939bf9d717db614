import BrandModel
import Foundation
import Testing
import YAMLNode
@testable import BrandLint

/// What a profile's author writes in keys and values reaches every output format escaped:
/// no forged line, no workflow command, no terminal escape, no reordered text.
@Suite("Output escaping")
struct OutputEscapingTests {
    static let hostile: [String] = [
        "key\n::error file=pwned.yaml,line=1::INJECTED",
        "carriage\rreturn",
        "\u{1B}]0;title\u{7}",
        "\u{1B}[2J cleared",
        "bell\u{7}",
        "100% %0A %25 done",
        "a::b,c:d",
        "\u{202E}evil\u{200F} \u{2066}isolate\u{2069}",
        "line\u{2028}separator \u{85}next",
    ]

    static func diagnostic(_ text: String) -> Diagnostic {
        Diagnostic(
            file: "Brands/\(text).yaml", line: 3, column: 5, severity: .error, rule: "schema-additional-properties",
            message: "unknown property \"\(text)\"", hint: "did you mean `\(text)`?")
    }

    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && JSONEmitter.needsEscape($0) }
    }

    @Test(arguments: hostile)
    func textIsOneLinePlusTheHintWithControlsEscaped(_ text: String) {
        let output = LintReportFormat.text.render([Self.diagnostic(text)], files: [])
        #expect(!Self.hasRawControl(output))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines[1].hasPrefix("    hint: "))
        #expect(lines[2].isEmpty)
    }

    @Test(arguments: hostile)
    func githubIsOneWorkflowCommandWithTheRunnersEscaping(_ text: String) {
        let output = LintReportFormat.github.render([Self.diagnostic(text)], files: [])
        #expect(!Self.hasRawControl(output))
        let lines = output.split(separator: "\n")
        #expect(lines.count == 1)
        let line = String(lines[0])
        #expect(line.hasPrefix("::error file=Brands/"))
        // Properties end at the first `::`; inside them `:` and `,` are escaped.
        let properties = line.dropFirst(2).components(separatedBy: "::")[0]
        #expect(properties.split(separator: ",").map { $0.split(separator: "=")[0] } == ["error file", "line", "col", "title"])
        let file = properties.split(separator: ",")[0]
        #expect(!file.dropFirst("error file=".count).contains(":"))
        #expect(!line.contains("\r"))
        if text.contains("%") { #expect(line.contains("%25")) }
    }

    @Test(arguments: hostile)
    func jsonAndSARIFCarryTheTextExactlyAndEscaped(_ text: String) throws {
        let diagnostic = Self.diagnostic(text)
        let json = LintReportFormat.json.render([diagnostic], files: [])
        #expect(!Self.hasRawControl(json))
        #expect(try JSONParser().parse(json)["diagnostics"]?.sequence?.first?["message"]?.string == diagnostic.message)
        let sarif = LintReportFormat.sarif.render([diagnostic], files: [])
        #expect(!Self.hasRawControl(sarif))
        let result = try JSONParser().parse(sarif)["runs"]?.sequence?.first?["results"]?.sequence?.first
        #expect(result?["message"]?["text"]?.string == diagnostic.message + " (\(diagnostic.hint!))")
    }

    @Test func displayTextShowsControlsAsSwiftEscapes() {
        #expect(DisplayText.escaped("a\u{1B}[2Jb\u{7}\n\r\u{202E}") == "a\\u{1B}[2Jb\\u{7}\\u{A}\\u{D}\\u{202E}")
        #expect(DisplayText.escaped("plain text, 100% – café") == "plain text, 100% – café")
    }

    @Test func repeatedDiagnosticsAreSummarisedPerFileAndRule() {
        let many = (1...250).map { line in
            Diagnostic(file: "a.yaml", line: line, column: 3, severity: .warning, rule: "flag-unknown", message: "unknown \(line)")
        } + [Diagnostic(file: "a.yaml", line: 300, column: 1, severity: .error, rule: "other", message: "x")]
        let summarised = (many.reversed() + many.prefix(5)).summarizingRepeats(limit: 10)
        #expect(summarised.count == 12)
        #expect(summarised.filter { $0.rule == "flag-unknown" }.count == 11)
        let summary = summarised.first { $0.message.hasPrefix("…") }
        #expect(summary?.message == "… and 240 more `flag-unknown` in this file")
        #expect(summary?.line == 11)
        #expect(summarised.contains { $0.rule == "other" })
        #expect(many.normalized().summarizingRepeats(limit: 1000) == many.normalized())
    }
}
