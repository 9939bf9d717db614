import BrandModel

/// Where a fix applies in the text of a line. Shared by `--fix` and the language server,
/// so an editor's quick fix and the command line edit the same characters.
public enum FixLocation {
    /// Scalar offsets (from 0) within `line` of `original`, searched from the 1-based
    /// `column`; nil when the line does not hold it there (the file changed since).
    public static func scalarRange(of original: String, in line: Substring, from column: Int) -> Range<Int>? {
        let scalars = Array(line.unicodeScalars)
        let target = Array(original.unicodeScalars)
        guard !target.isEmpty, column >= 1 else { return nil }
        var start = column - 1
        while start + target.count <= scalars.count {
            if scalars[start..<(start + target.count)].elementsEqual(target) { return start..<(start + target.count) }
            start += 1
        }
        return nil
    }

    /// The end (scalar offset, exclusive) of the YAML scalar written from `start`: a
    /// quoted one to its closing quote, a plain one to `: `, ` #`, a flow indicator or the
    /// end of the line, trailing spaces dropped. At least one past `start` when the line
    /// has anything there.
    public static func scalarEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        var end = start
        if scalars[start] == "\"" || scalars[start] == "'" {
            let quote = scalars[start]
            end = start + 1
            while end < scalars.count {
                if scalars[end] == "\\", quote == "\"" { end += 2; continue }
                if scalars[end] == quote { end += 1; break }
                end += 1
            }
            return min(end, scalars.count)
        }
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == ":", end + 1 == scalars.count || scalars[end + 1] == " " { break }
            if scalar == "#", end > start, scalars[end - 1] == " " { break }
            if end > start, scalar == "," || scalar == "}" || scalar == "]" { break }
            end += 1
        }
        while end > start + 1, scalars[end - 1] == " " { end -= 1 }
        return max(end, start + 1)
    }
}
