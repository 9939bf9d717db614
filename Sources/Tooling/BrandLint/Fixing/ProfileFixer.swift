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

    /// A fix a finding offers that was not made, and why: `--fix` says so rather than
    /// leaving a finding it could name a fix for without a word.
    public struct Skipped: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var rule: String
        /// The edit offered: `` `pendingBetLabel` -> `pendingBetsLabel` ``.
        public var summary: String
        public var reason: String
        /// What to do instead.
        public var hint: String

        /// `file:line:column: not fixed: summary: reason [rule]`, the hint on the next line.
        public var description: String {
            "\(DisplayText.escaped(file)):\(line):\(column): not fixed: \(DisplayText.escaped(summary)): \(DisplayText.escaped(reason)) "
                + "[\(DisplayText.escaped(rule))]\n    hint: \(DisplayText.escaped(hint))"
        }
    }

    /// What fixing `diagnostics` gives: the fixed files and the fixes not made.
    public struct Outcome: Sendable, Equatable {
        public var files: [FixedFile]
        public var skipped: [Skipped]
    }

    /// The fixed files (only those that changed), in path order.
    public func fix(_ diagnostics: [Diagnostic]) -> [FixedFile] {
        outcome(of: diagnostics).files
    }

    /// The fixed files, and every fix offered that is not made (unsafe, or that cannot be
    /// applied), in file and position order.
    public func outcome(of diagnostics: [Diagnostic]) -> Outcome {
        var byFile: [String: [Diagnostic]] = [:]
        var skipped: [Skipped] = []
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fix else { continue }
            if fix.isSafe {
                byFile[diagnostic.file, default: []].append(diagnostic)
            } else if case .replace(_, _, _, let reason) = fix {
                skipped.append(Skipped(
                    diagnostic, summary: Self.summary(of: fix),
                    reason: reason ?? "the replacement is a guess that could change what the profile means",
                    hint: "if it is what you meant, apply it in your editor (its quick fix) or by hand"))
            }
        }
        var files: [FixedFile] = []
        for path in byFile.keys.sorted() {
            let result = fix(path, byFile[path]!)
            if let file = result.file { files.append(file) }
            skipped += result.skipped
        }
        skipped.sort { ($0.file, $0.line, $0.column, $0.summary) < ($1.file, $1.line, $1.column, $1.summary) }
        return Outcome(files: files, skipped: skipped)
    }

    /// A pending edit: bytes `range` of the file become `bytes`.
    struct Edit {
        var range: Range<Int>
        var bytes: [UInt8]
        var change: Change
    }

    private func fix(_ path: String, _ diagnostics: [Diagnostic]) -> (file: FixedFile?, skipped: [Skipped]) {
        func skipping(_ reason: String, hint: String, _ diagnostics: [Diagnostic]) -> [Skipped] {
            diagnostics.map { Skipped($0, summary: Self.summary(of: $0.fix), reason: reason, hint: hint) }
        }
        guard let original = try? fileSystem.contents(atPath: path, maxBytes: limits.maxInputBytes),
              let text = String(validating: original, as: UTF8.self) else {
            return (nil, skipping("the file cannot be read as UTF-8 text", hint: "check that it exists and is readable, then run --fix again", diagnostics))
        }
        let lines = LineTable(original)
        let tree = try? documentParser(forPath: path, limits: limits).parse(original)
        var edits: [Edit] = []
        var skipped: [Skipped] = []
        for diagnostic in diagnostics {
            switch diagnostic.fix {
            case .replace(let written, let replacement, true, _):
                guard let edit = lines.replacement(of: written, with: replacement, for: diagnostic, in: text) else {
                    skipped += skipping("`\(written)` is not on this line at or after this column", hint: "make the change by hand", [diagnostic])
                    continue
                }
                edits.append(edit)
            case .copyEntry(let source, let keys, let note):
                guard let tree, let edit = lines.copy(source, as: keys, note: note, for: diagnostic, in: tree) else {
                    skipped += skipping(
                        "`\(source)` is not a one-line text here to copy", hint: "add \(keys.map { "`\($0)`" }.joined(separator: ", ")) by hand",
                        [diagnostic])
                    continue
                }
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
            guard edit.range.upperBound <= floor || (edit.range.isEmpty && edit.range.lowerBound <= floor) else {
                skipped.append(Skipped(
                    file: edit.change.file, line: edit.change.line, column: edit.change.column, rule: edit.change.rule, summary: edit.change.summary,
                    reason: "it overlaps another fix made in this pass", hint: "run --fix again"))
                continue
            }
            bytes.replaceSubrange(edit.range, with: edit.bytes)
            floor = edit.range.lowerBound
            applied.append(edit.change)
        }
        guard bytes != original else { return (nil, skipped) }
        guard (try? documentParser(forPath: path, limits: limits).parse(bytes)) != nil else {
            return (nil, skipped + applied.reversed().map { change in
                Skipped(
                    file: change.file, line: change.line, column: change.column, rule: change.rule, summary: change.summary,
                    reason: "the file would no longer parse with the fixes made, so it is left as it was",
                    hint: "make the changes by hand")
            })
        }
        return (FixedFile(path: path, bytes: bytes, changes: applied.reversed()), skipped)
    }

    /// The edit a fix offers, as `--fix` prints it.
    static func summary(of fix: Diagnostic.Fix?) -> String {
        switch fix {
        case .replace(let original, let replacement, _, _): "`\(original)` -> `\(replacement)`"
        case .copyEntry(let source, let keys, _): "added \(keys.joined(separator: ", ")) copied from \(source)"
        case nil: ""
        }
    }
}

extension ProfileFixer.Skipped {
    init(_ diagnostic: Diagnostic, summary: String, reason: String, hint: String) {
        self.init(
            file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, rule: diagnostic.rule, summary: summary, reason: reason,
            hint: hint)
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
