import BrandModel

/// Where a ``Diagnostic/Fix`` applies in the text of a line: the first occurrence of its
/// original text at or after the diagnostic's column. Shared by `--fix` and the language
/// server, so an editor's quick fix and the command line edit the same characters.
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
}
