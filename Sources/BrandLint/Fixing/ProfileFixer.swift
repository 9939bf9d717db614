import BrandModel
import YAMLNode
import YAMLReader

/// `brandlint --fix`: applies the safe fixes of a lint run to the files' bytes.
///
/// Only the bytes a fix names change: comments, key order, quoting and spacing everywhere
/// else stay as written, because the file is edited, never re-emitted. A file whose fixed
/// text would not parse keeps its original bytes.
public struct ProfileFixer: Sendable {
    public var fileSystem: any ProfileFileSystem
    public var limits: ParseLimits

    public init(fileSystem: any ProfileFileSystem = LocalFileSystem(), limits: ParseLimits = .default) {
        self.fileSystem = fileSystem
        self.limits = limits
    }

    /// One change made, for the report.
    public struct Change: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var rule: String
        public var summary: String
    }

    /// A file's new bytes and what changed in it.
    public struct FixedFile: Sendable, Equatable {
        public var path: String
        public var bytes: [UInt8]
        public var changes: [Change]
    }

    /// The fixed files (only those that changed), in path order.
    public func fix(_ diagnostics: [Diagnostic]) -> [FixedFile] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where diagnostic.fix?.isSafe == true { byFile[diagnostic.file, default: []].append(diagnostic) }
        return byFile.keys.sorted().compactMap { path in fix(path, byFile[path]!) }
    }

    /// A pending edit: bytes `range` of the file become `bytes`.
    struct Edit {
        var range: Range<Int>
        var bytes: [UInt8]
        var change: Change
    }

    private func fix(_ path: String, _ diagnostics: [Diagnostic]) -> FixedFile? {
        guard let original = try? fileSystem.contents(atPath: path, maxBytes: limits.maxInputBytes),
              let text = String(validating: original, as: UTF8.self) else { return nil }
        let lines = LineTable(original)
        let tree = try? documentParser(forPath: path, limits: limits).parse(original)
        var edits: [Edit] = []
        for diagnostic in diagnostics {
            switch diagnostic.fix {
            case .replace(let written, let replacement, true):
                guard let edit = lines.replacement(of: written, with: replacement, for: diagnostic, in: text) else { continue }
                edits.append(edit)
            case .copyEntry(let source, let keys, let note):
                guard let tree, let edit = lines.copy(source, as: keys, note: note, for: diagnostic, in: tree) else { continue }
                edits.append(edit)
            default:
                continue
            }
        }
        // From the end, so earlier offsets hold; an edit overlapping one already made is dropped.
        var bytes = original
        var applied: [Change] = []
        var floor = Int.max
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            guard edit.range.upperBound <= floor || (edit.range.isEmpty && edit.range.lowerBound <= floor) else { continue }
            bytes.replaceSubrange(edit.range, with: edit.bytes)
            floor = edit.range.lowerBound
            applied.append(edit.change)
        }
        guard bytes != original, (try? documentParser(forPath: path, limits: limits).parse(bytes)) != nil else { return nil }
        return FixedFile(path: path, bytes: bytes, changes: applied.reversed())
    }
}

/// A file's lines as byte offsets, for turning a line and scalar column into a place in the bytes.
struct LineTable {
    let bytes: [UInt8]
    /// Byte offset where each line starts.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The bytes of 1-based `line`, without its line break.
    func line(_ line: Int) -> Range<Int>? {
        guard line >= 1, line <= starts.count else { return nil }
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > starts[line - 1], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return starts[line - 1]..<end
    }

    func scalars(ofLine line: Int) -> [Unicode.Scalar] {
        guard let range = self.line(line) else { return [] }
        return Array(String(decoding: bytes[range], as: UTF8.self).unicodeScalars)
    }

    /// The byte offset of scalar `index` (from 0) on `line`.
    func offset(line: Int, scalar index: Int) -> Int? {
        guard let range = self.line(line) else { return nil }
        var offset = range.lowerBound
        for scalar in scalars(ofLine: line).prefix(index) { offset += UTF8.width(scalar) }
        return offset <= range.upperBound ? offset : nil
    }

    func replacement(of written: String, with replacement: String, for diagnostic: Diagnostic, in text: String) -> ProfileFixer.Edit? {
        let scalars = scalars(ofLine: diagnostic.line)
        let lineText = String(String.UnicodeScalarView(scalars))
        guard let found = FixLocation.scalarRange(of: written, in: Substring(lineText), from: diagnostic.column),
              let start = offset(line: diagnostic.line, scalar: found.lowerBound),
              let end = offset(line: diagnostic.line, scalar: found.upperBound) else { return nil }
        return ProfileFixer.Edit(
            range: start..<end, bytes: Array(replacement.utf8),
            change: .init(file: diagnostic.file, line: diagnostic.line, column: found.lowerBound + 1, rule: diagnostic.rule,
                          summary: "`\(written)` -> `\(replacement)`"))
    }

    /// Copies entry `source` of the mapping at the diagnostic's position under each of
    /// `keys`: on new lines after it in a block mapping, after it on its line in a flow
    /// one; `note` is a comment at the end of the line. Only a one-line scalar is copied.
    func copy(_ source: String, as keys: [String], note: String, for diagnostic: Diagnostic, in tree: Node) -> ProfileFixer.Edit? {
        guard let mapping = Self.mapping(in: tree, at: diagnostic), let entries = mapping.mapping,
              let entry = entries.entry(forKey: source), let value = entry.value.string,
              entry.value.mark.line == entry.keyMark.line else { return nil }
        let line = entry.keyMark.line
        let scalars = scalars(ofLine: line)
        let valueStart = entry.value.mark.column - 1
        guard valueStart < scalars.count, scalars[valueStart] != "|", scalars[valueStart] != ">" else { return nil }
        let valueEnd = FixLocation.scalarEnd(in: scalars, from: valueStart)
        let written = String(String.UnicodeScalarView(scalars[valueStart..<valueEnd]))
        // What was read back must be the whole value: a plain scalar folded over lines is not.
        guard let reread = try? YAMLParser().parse("k: " + written), reread["k"]?.string == value,
              let lineRange = self.line(line), let valueEndOffset = offset(line: line, scalar: valueEnd) else { return nil }
        let block = entries.first.map { $0.keyMark == mapping.mark } ?? false
        let change = ProfileFixer.Change(
            file: diagnostic.file, line: line, column: entry.keyMark.column, rule: diagnostic.rule,
            summary: "added \(keys.joined(separator: ", ")) copied from \(source), marked for translation")
        if block {
            let indent = String(String.UnicodeScalarView(scalars[..<(entry.keyMark.column - 1)]))
            let lineBreak = lineRange.upperBound < bytes.count && bytes[lineRange.upperBound] == UInt8(ascii: "\r") ? "\r\n" : "\n"
            let added = keys.map { indent + "\($0): \(written)  # \(note)" + lineBreak }.joined()
            // After the line and its break; a last line without a break gets one first.
            let end = starts.count > line ? starts[line] : bytes.count
            let prefix = end == bytes.count && bytes.last != UInt8(ascii: "\n") ? lineBreak : ""
            return ProfileFixer.Edit(range: end..<end, bytes: Array((prefix + added).utf8), change: change)
        }
        let added = keys.map { ", \($0): \(written)" }.joined()
        let rest = bytes[valueEndOffset..<lineRange.upperBound]
        let comment = rest.contains(UInt8(ascii: "#")) ? "" : " # \(note)"
        return ProfileFixer.Edit(
            range: valueEndOffset..<lineRange.upperBound,
            bytes: Array(added.utf8) + Array(rest) + Array(comment.utf8), change: change)
    }

    /// The mapping node that starts at the diagnostic's position.
    private static func mapping(in tree: Node, at diagnostic: Diagnostic) -> Node? {
        var stack = [tree]
        while let node = stack.popLast() {
            if node.mark.line == diagnostic.line, node.mark.column == diagnostic.column, node.mapping != nil { return node }
            switch node.value {
            case .mapping(let mapping): stack += mapping.entries.map(\.value)
            case .sequence(let items): stack += items
            default: break
            }
        }
        return nil
    }
}
