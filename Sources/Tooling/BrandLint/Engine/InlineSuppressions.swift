import BrandModel
import Foundation
import Spelling

/// The `# brandlint:` comments of one file, which silence semantic rules on one line:
///
/// ```yaml
/// # brandlint:disable-next-line color-contrast, token-unused
/// brand.accent: "#FFD200"
/// potIcon: neds.pot  # brandlint:disable-line tool-slot-settings
/// ```
///
/// YAML parsers drop comments, so the file's text is scanned for them (only files that hold
/// `brandlint:` at all are looked at line by line). Loading checks cannot be suppressed.
package struct InlineSuppressions: Sendable {
    static let marker = "brandlint:"
    static let directives = ["disable-line", "disable-next-line"]

    /// One rule silenced on one line, and where the comment names it.
    struct Entry: Sendable {
        var line: Int
        var rule: String
        var commentLine: Int
        var column: Int
    }

    package var file: String
    var entries: [Entry] = []
    /// Problems of the comments themselves: unknown ids, unknown directives.
    package var diagnostics: [Diagnostic] = []

    package init(file: String, text: String) {
        self.file = file
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            read(line, number: index + 1)
        }
    }

    /// The comments of a file's bytes. A file without `# brandlint:` (nearly every one) is
    /// decided by one pass over its bytes, with no string built.
    package init(file: String, bytes: [UInt8]) {
        self.init(file: file, text: Self.mentionsMarker(bytes) ? String(decoding: bytes, as: UTF8.self) : "")
    }

    private static let markerBytes = Array(marker.utf8)

    /// Whether a `#` followed by blanks and `brandlint:` occurs anywhere. Each `#` is found
    /// with `memchr`, which reads many bytes a step, where a byte-by-byte loop paid for every
    /// byte of every file linted.
    static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count {
                guard let found = memchr(base + index, Int32(UInt8(ascii: "#")), buffer.count - index) else { return false }
                let hash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var start = hash + 1
                while start < buffer.count, buffer[start] == UInt8(ascii: " ") || buffer[start] == UInt8(ascii: "\t") { start += 1 }
                guard buffer.count - start >= markerBytes.count else { return false }
                if markerBytes.indices.allSatisfy({ buffer[start + $0] == markerBytes[$0] }) { return true }
                index = hash + 1
            }
            return false
        }
    }

    private mutating func read(_ line: Substring, number: Int) {
        // Only a line with a `#` can hold a comment. The search for the marker has a large
        // set-up cost, which every line paid, and every file without the marker for its
        // text's "one empty line" (docs/decisions/0020-brandgen-round-8.md).
        guard line.utf8.contains(UInt8(ascii: "#")), let marker = line.firstRange(of: Self.marker) else { return }
        // Only a comment: `#`, then spaces, then the marker.
        let before = line[..<marker.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
        guard before.first == "#" else { return }
        let rest = line[marker.upperBound...]
        let directive = rest.prefix { !$0.isWhitespace }
        var ids = rest.dropFirst(directive.count)
        if let reason = ids.firstRange(of: " -- ") { ids = ids[..<reason.lowerBound] }
        let column = { (index: Substring.Index) in line.unicodeScalars.distance(from: line.startIndex, to: index) + 1 }
        guard let offset = Self.directives.firstIndex(of: String(directive)) else {
            let suggestion = SpellingSuggestion.didYouMean(String(directive), among: Self.directives)
            problem(number, column(marker.lowerBound), .suppressionInvalid, "unknown brandlint directive \"\(directive)\"",
                    hint: suggestion.map { "did you mean `brandlint:\($0)`?" } ?? "write `# brandlint:disable-next-line rule-id` or `# brandlint:disable-line rule-id`")
            return
        }
        var named = 0
        var start = ids.startIndex
        while start < ids.endIndex {
            guard !(ids[start] == "," || ids[start].isWhitespace) else {
                start = ids.index(after: start)
                continue
            }
            let end = ids[start...].firstIndex { $0 == "," || $0.isWhitespace } ?? ids.endIndex
            let id = String(ids[start..<end])
            named += 1
            if let refusal = RuleRegistry.refusal(of: id) {
                problem(number, column(start), refusal.isUnknown ? .suppressionUnknownRule : .suppressionInvalid, refusal.message, hint: refusal.hint)
            } else {
                entries.append(Entry(line: number + offset, rule: id, commentLine: number, column: column(start)))
            }
            start = end
        }
        if named == 0 {
            problem(number, column(marker.lowerBound), .suppressionInvalid, "brandlint:\(directive) names no rule",
                    hint: "name the rule ids to silence: `# brandlint:\(directive) rule-id`")
        }
    }

    private mutating func problem(_ line: Int, _ column: Int, _ check: ConfigurationCheck, _ message: String, hint: String?) {
        diagnostics.append(Diagnostic(file: file, line: line, column: column, severity: check.severity, rule: check.rawValue, message: message, hint: hint))
    }

    /// `diagnostics` without those the files' comments silence, then a warning for each
    /// suppression that silenced nothing (unless the configuration turns its rule off).
    package static func apply(
        _ suppressions: [InlineSuppressions], to diagnostics: [Diagnostic], configuration: LintConfiguration
    ) -> [Diagnostic] {
        struct Key: Hashable {
            var file: String
            var line: Int
            var rule: String
        }
        var used: [Key: Bool] = [:]
        for suppression in suppressions {
            for entry in suppression.entries { used[Key(file: suppression.file, line: entry.line, rule: entry.rule)] = false }
        }
        guard !used.isEmpty else { return diagnostics }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Key(file: diagnostic.file, line: diagnostic.line, rule: diagnostic.rule)
            if used[key] != nil {
                used[key] = true
            } else {
                kept.append(diagnostic)
            }
        }
        for suppression in suppressions {
            for entry in suppression.entries where used[Key(file: suppression.file, line: entry.line, rule: entry.rule)] == false
                && !configuration.isDisabled(entry.rule) {
                kept.append(Diagnostic(
                    file: suppression.file, line: entry.commentLine, column: entry.column, severity: ConfigurationCheck.suppressionUnused.severity, rule: ConfigurationCheck.suppressionUnused.rawValue,
                    message: "\(entry.rule) reports nothing on line \(entry.line), so this suppression silences nothing",
                    hint: "remove it"))
            }
        }
        return kept
    }
}
