import BrandModel
import YAMLNode
import YAMLReader

/// What identifies a finding across edits: its rule, its file, and a fingerprint of the
/// offending node's path and written content with the message; never its line, so an
/// edit above a finding leaves it the same finding.
public struct FindingFingerprint: Sendable, Hashable {
    public var rule: String
    public var file: String
    /// 16 hex digits of a 64-bit FNV-1a hash: stable across runs and machines.
    public var fingerprint: String

    public init(rule: String, file: String, fingerprint: String) {
        self.rule = rule
        self.file = file
        self.fingerprint = fingerprint
    }

    /// The fingerprints of `diagnostics`, in their order. Each file is read and parsed once
    /// from `fileSystem`; a file that does not parse
    /// fingerprints its findings by the text of their line alone.
    public static func of(
        _ diagnostics: [Diagnostic], fileSystem: any ProfileFileSystem = LocalFileSystem(), limits: ParseLimits = .default
    ) -> [FindingFingerprint] {
        var files: [String: FileIndex] = [:]
        return diagnostics.map { diagnostic in
            if files[diagnostic.file] == nil { files[diagnostic.file] = FileIndex(path: diagnostic.file, fileSystem: fileSystem, limits: limits) }
            let index = files[diagnostic.file]!
            let subject = index.subject(at: Position(line: diagnostic.line, column: diagnostic.column))
            let text = [Node.pointer(subject.path), subject.content, withoutDigits(diagnostic.message)].joined(separator: "\u{0}")
            return FindingFingerprint(rule: diagnostic.rule, file: diagnostic.file, fingerprint: fnv1a(text))
        }
    }

    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// What a finding at each position of a file is about: the path of the node or key that
    /// starts there and what is written there. Where a mapping and its first key start at
    /// the same place the mapping wins, with no content of its own: a finding on it (a
    /// required property missing) must not change when a key is added in front. A position
    /// where nothing starts (a comment, the start of the file) has no path and no content.
    struct FileIndex {
        /// The file's lines when it did not parse: then a finding is known by its line's text.
        var unparsedLines: [Substring]?
        var subjects: [Position: (path: [String], content: String)] = [:]

        init(path: String, fileSystem: any ProfileFileSystem, limits: ParseLimits) {
            guard let bytes = try? fileSystem.contents(atPath: path, maxBytes: limits.maxInputBytes) else { return }
            guard let tree = try? documentParser(forPath: path, limits: limits).parse(bytes) else {
                unparsedLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                return
            }
            var stack: [(node: Node, path: [String])] = [(tree, [])]
            // Iterative, parents before children: the first claim on a position stands.
            while let (node, nodePath) = stack.popLast() {
                claim(node.mark, nodePath, node.scalarText ?? "")
                switch node.value {
                case .mapping(let mapping):
                    for entry in mapping.entries {
                        claim(entry.keyMark, nodePath + [entry.key], entry.key + ": " + (entry.value.scalarText ?? ""))
                    }
                    for entry in mapping.entries.reversed() { stack.append((entry.value, nodePath + [entry.key])) }
                case .sequence(let items):
                    for (offset, item) in items.enumerated().reversed() { stack.append((item, nodePath + [String(offset)])) }
                default:
                    break
                }
            }
        }

        private mutating func claim(_ mark: Mark, _ path: [String], _ content: String) {
            let position = Position(line: mark.line, column: mark.column)
            if subjects[position] == nil { subjects[position] = (path, content) }
        }

        func subject(at position: Position) -> (path: [String], content: String) {
            if let lines = unparsedLines {
                let line = position.line >= 1 && position.line <= lines.count ? lines[position.line - 1] : ""
                return ([], line.trimmingSpaces())
            }
            return subjects[position] ?? ([], "")
        }

    }

    /// Line numbers and counts in a message ("first defined at line 3") move with edits.
    private static func withoutDigits(_ text: String) -> String {
        String(text.unicodeScalars.filter { !("0"..."9").contains($0) })
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
