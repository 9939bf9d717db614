import BrandModel
import YAMLNode

/// The mapping keys one file writes in a loaded document, by line: which entry a position
/// is on. The language server's hover asks it for the key under the cursor; the studio, for
/// the part of the profile a finding concerns. Built in one walk of the document; a
/// lookup is a dictionary read and a scan of one line's keys.
public struct KeyIndex: Sendable {
    /// One entry of the document: its path from the root and where its key is written.
    public struct Found: Sendable, Equatable {
        public var path: [String]
        public var keyMark: Mark
    }

    /// The keys written in the indexed file, by line, in column order.
    private var lines: [Int: [Found]] = [:]

    /// The keys of `tree` written in `path` (a document merged from several files holds
    /// keys of its bases too: they do not count).
    public init(tree: Node, path: String, sources: SourceFiles) {
        self.init(tree: tree) { sources.path(of: $0) == path }
    }

    /// The keys of `tree` whose marks `isKept`.
    public init(tree: Node, keeping isKept: (Mark) -> Bool = { _ in true }) {
        var stack: [(node: Node, path: [String])] = [(tree, [])]
        // Iterative, so a deeply nested buffer cannot exhaust the stack.
        while let (node, nodePath) = stack.popLast() {
            switch node.value {
            case .mapping(let mapping):
                for entry in mapping.entries {
                    let entryPath = nodePath + [entry.key]
                    if isKept(entry.keyMark) {
                        lines[entry.keyMark.line, default: []].append(Found(path: entryPath, keyMark: entry.keyMark))
                    }
                    stack.append((entry.value, entryPath))
                }
            case .sequence(let items):
                for (index, item) in items.enumerated() { stack.append((item, nodePath + [String(index)])) }
            default:
                break
            }
        }
        for line in lines.keys { lines[line]?.sort { $0.keyMark.column < $1.keyMark.column } }
    }

    /// The entry whose key starts last at or before `column` on `line` (1-based, scalars);
    /// nil when no key of the file starts there.
    public func entry(line: Int, column: Int) -> Found? {
        lines[line]?.last { $0.keyMark.column <= column }
    }

    /// The entry a position is on, or the first key written on its line when the position
    /// comes before it (a finding at a line's start): where a finding belongs.
    public func entry(near line: Int, column: Int) -> Found? {
        entry(line: line, column: column) ?? lines[line]?.first
    }
}

extension ProfileLoader {
    /// The keys the file at `path` writes, read from it alone (no base merged in); nil when
    /// it cannot be read or parsed.
    public func writtenKeys(of path: String) -> KeyIndex? {
        guard let format = format(forPath: path),
              let bytes = try? fileSystem.contents(atPath: path, maxBytes: limits.maxInputBytes),
              let tree = try? format.parser(limits: limits, source: 0).parse(bytes)
        else { return nil }
        return KeyIndex(tree: tree)
    }
}
