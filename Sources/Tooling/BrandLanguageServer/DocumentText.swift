import BrandLint
import LanguageServer

/// A document's lines, for turning the linter's positions (1-based line, column in Unicode
/// scalars) into the protocol's (0-based line, character in UTF-16 code units) and back.
struct DocumentText {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
    }

    /// The protocol position of a 1-based line and scalar column, clamped to the text.
    func position(line: Int, column: Int) -> LSP.Position {
        guard line >= 1, line <= lines.count else { return LSP.Position(line: max(0, min(line - 1, lines.count)), character: 0) }
        let scalars = lines[line - 1].unicodeScalars
        let prefix = scalars.prefix(max(0, column - 1))
        return LSP.Position(line: line - 1, character: prefix.reduce(0) { $0 + $1.utf16.count })
    }

    /// The 1-based line and scalar column of a protocol position.
    func lineAndColumn(of position: LSP.Position) -> (line: Int, column: Int)? {
        guard position.line >= 0, position.line < lines.count, position.character >= 0 else { return nil }
        var units = 0
        var column = 1
        for scalar in lines[position.line].unicodeScalars {
            if units + scalar.utf16.count > position.character { break }
            units += scalar.utf16.count
            column += 1
        }
        return (position.line + 1, column)
    }

    /// The range of the YAML token that starts at a 1-based line and scalar column: a
    /// quoted scalar to its closing quote, a plain one to `: `, ` #`, a flow indicator or
    /// the end of the line. Never empty, so an editor has something to underline.
    func tokenRange(line: Int, column: Int) -> LSP.Range {
        let start = position(line: line, column: column)
        guard line >= 1, line <= lines.count else { return LSP.Range(start: start, end: start) }
        let scalars = Array(lines[line - 1].unicodeScalars)
        let first = max(0, column - 1)
        guard first < scalars.count else { return LSP.Range(start: start, end: position(line: line, column: column + 1)) }
        return LSP.Range(start: start, end: position(line: line, column: FixLocation.scalarEnd(in: scalars, from: first) + 1))
    }

    /// The protocol range of scalar offsets `range` on a 1-based line.
    func range(line: Int, scalars range: Range<Int>) -> LSP.Range {
        LSP.Range(start: position(line: line, column: range.lowerBound + 1), end: position(line: line, column: range.upperBound + 1))
    }
}
