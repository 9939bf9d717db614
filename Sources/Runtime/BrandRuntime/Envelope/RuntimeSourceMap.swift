import BrandModel
import YAMLNode

/// Where each value of a runtime envelope's profile was written in the YAML it was generated
/// from: the envelope's optional `sources` member, which `brandgen --platform json
/// --source-map` adds (docs/profile-format.md, "What an app loads"). A runtime diagnostic on
/// such an envelope gets the YAML's place as a related location (a `note:` line).
///
/// ```json
/// "sources": { "files": ["Brands/galaxy.yaml", "../group-brands/Brands/_base/house.yaml"],
///              "marks": { "/appBar/toolSlot/config/pointsPerReward": [0, 14, 30], … } }
/// ```
/// `marks` holds each value's profile path (a JSON Pointer, as in the diagnostics) and its
/// file (an index into `files`), line and column. It is outside the digest: it says where the
/// profile came from, not what it is. A map that is not of this shape is not read, and a
/// diagnostic then names the envelope's place only.
public enum RuntimeSourceMap {
    /// The map of `document` (a brand merged over its bases, as the tools load it), `file`
    /// giving the path of a mark's source.
    public static func node(for document: Node, file: (Mark) -> String) -> Node {
        var files: [Node] = []
        var fileIndex: [UInt32: Int] = [:]
        var marks: [Node.Mapping.Entry] = []
        var pending: [(node: Node, pointer: String)] = []
        if let mapping = document.mapping {
            for entry in mapping.entries.reversed() where entry.key != "extends" {
                pending.append((entry.value, "/" + Node.pointerToken(entry.key)))
            }
        }
        while let (node, pointer) = pending.popLast() {
            let index = fileIndex[node.mark.source] ?? {
                files.append(.string(file(node.mark)))
                fileIndex[node.mark.source] = files.count - 1
                return files.count - 1
            }()
            marks.append(.init(key: pointer, keyMark: .start, value: [Node(.int(index)), Node(.int(node.mark.line)), Node(.int(node.mark.column))]))
            switch node.value {
            case .mapping(let mapping):
                for entry in mapping.entries.reversed() {
                    pending.append((entry.value, pointer + "/" + Node.pointerToken(entry.key)))
                }
            case .sequence(let items):
                for (offset, item) in items.enumerated().reversed() {
                    pending.append((item, pointer + "/" + String(offset)))
                }
            default:
                break
            }
        }
        return .object([("files", .array(files)), ("marks", Node(.mapping(Node.Mapping(marks))))])
    }

    /// A place in the YAML.
    struct Location: Equatable {
        var file: String
        var line: Int
        var column: Int
    }

    /// The map's places by profile path, or nil when `node` is not a map of this shape. The
    /// file names are escaped for display (they come from the envelope, untrusted).
    static func locations(in node: Node) -> [String: Location]? {
        guard let files = node["files"]?.sequence, let marks = node["marks"]?.mapping else { return nil }
        var names: [String] = []
        names.reserveCapacity(files.count)
        for file in files {
            guard let name = file.string else { return nil }
            names.append(DisplayText.escaped(name))
        }
        var locations: [String: Location] = [:]
        locations.reserveCapacity(marks.entries.count)
        for entry in marks.entries {
            guard let place = entry.value.sequence, place.count == 3,
                let index = place[0].int, names.indices.contains(index),
                let line = place[1].int, line >= 1, let column = place[2].int, column >= 1
            else { return nil }
            locations[entry.key] = Location(file: names[index], line: line, column: column)
        }
        return locations
    }

    /// `diagnostics` with the YAML place of the profile path leading each message (or of the
    /// nearest enclosing value the map has) as a related location.
    static func relating(_ diagnostics: [Diagnostic], to map: Node) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.message.hasPrefix("/") }), let locations = locations(in: map) else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let separator = diagnostic.message.firstRange(of: ": "), diagnostic.message.hasPrefix("/") else { return diagnostic }
            var pointer = Substring(diagnostic.message[..<separator.lowerBound])
            while !pointer.isEmpty {
                if let location = locations[String(pointer)] {
                    var related = diagnostic
                    related.related.append(Diagnostic.RelatedLocation(
                        file: location.file, line: location.line, column: location.column,
                        message: String(concatenating: "the envelope was generated from ", String(pointer), " here")))
                    return related
                }
                pointer = pointer[..<(pointer.lastIndex(of: "/") ?? pointer.startIndex)]
            }
            return diagnostic
        }
    }
}
