import BrandModel
import YAMLNode

/// Finds the mapping entry whose key is under a cursor, in a loaded document whose nodes
/// come from several files: only keys written in `path` count.
struct KeyLocator {
    let path: String
    let sources: SourceFiles

    struct Found {
        var path: [String]
        var keyMark: Mark
    }

    /// The entry whose key starts last at or before `column` on `line` (1-based, scalars).
    func entry(in tree: Node, line: Int, column: Int) -> Found? {
        var best: Found?
        var stack: [(node: Node, path: [String])] = [(tree, [])]
        // Iterative, so a deeply nested buffer cannot exhaust the stack.
        while let (node, nodePath) = stack.popLast() {
            switch node.value {
            case .mapping(let mapping):
                for entry in mapping.entries {
                    let mark = entry.keyMark
                    if mark.line == line, mark.column <= column, sources.path(of: mark) == path,
                       mark.column > (best?.keyMark.column ?? 0) {
                        best = Found(path: nodePath + [entry.key], keyMark: mark)
                    }
                    stack.append((entry.value, nodePath + [entry.key]))
                }
            case .sequence(let items):
                for (index, item) in items.enumerated() { stack.append((item, nodePath + [String(index)])) }
            default:
                break
            }
        }
        return best
    }
}
