import YAMLNode

/// The lines of source files, read again only when a diagnostic needs to see how a value
/// was written (a quote, a `#`): each file is read and split once, then looked up by line.
struct SourceLines {
    let fileSystem: any ProfileFileSystem
    let maxBytes: Int
    private var files: [String: [ArraySlice<UInt8>]] = [:]

    init(fileSystem: any ProfileFileSystem, maxBytes: Int) {
        self.fileSystem = fileSystem
        self.maxBytes = maxBytes
    }

    /// The text of `path` from `mark` (line and scalar column) to the end of its line;
    /// nil when the file cannot be read or has no such place.
    mutating func text(from mark: Mark, in path: String) -> Substring? {
        if files[path] == nil {
            guard let bytes = try? fileSystem.contents(atPath: path, maxBytes: maxBytes) else { return nil }
            files[path] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        }
        guard let lines = files[path], mark.line >= 1, mark.line <= lines.count else { return nil }
        var line = Substring(decoding: lines[mark.line - 1], as: UTF8.self)
        if mark.line == 1, line.unicodeScalars.first == "\u{FEFF}" { line = Substring(line.unicodeScalars.dropFirst()) }
        let scalars = line.unicodeScalars
        guard mark.column >= 1, mark.column - 1 <= scalars.count else { return nil }
        return Substring(scalars.dropFirst(mark.column - 1))
    }
}
