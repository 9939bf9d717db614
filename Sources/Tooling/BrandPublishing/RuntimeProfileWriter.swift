import BrandModel
import BrandRuntime
import Foundation
import YAMLNode

/// Writes ``RuntimeProfileFormat``'s envelopes: the `json` platform's files. The reading side
/// is `BrandRuntime`'s, which an app links; writing is the tools' (this module), with the
/// same digest (``RuntimeProfileFormat/sha256Hex(_:)``).
extension RuntimeProfileFormat {
    /// Mappings whose entry order the model keeps (``TokenGroup``, ``FeatureFlags``); a
    /// handler's `config` keeps the profile's order throughout, as the handler reads it.
    static let orderedMappings: Set<[String]> = Set(ThemeGroup.allCases.map(\.documentPath) + [["flags"]])

    /// The envelope for a resolved document.
    public static func envelope(for document: Node) -> Node {
        let profile = canonical(dropping(document), at: .root)
        let base = document["extends"]?.string.map { [("base", Node.string($0))] } ?? []
        return .object(base + [
            ("digest", .string(digest(of: profile))),
            ("format", .string(format)),
            ("profile", profile),
            ("version", Node(.int(version))),
        ])
    }

    /// ``envelope(for:)`` written as ``JSONEmitter`` writes it (two-space indents), with a
    /// final line break: the `json` platform's file.
    ///
    /// The profile is written compactly once, straight from the document in canonical order
    /// (no canonical copy of the tree); the digest is taken of those bytes, and the pretty
    /// form is the same bytes re-indented (the compact form has no whitespace outside strings).
    /// `sources`, when given, is written after `profile` on one line (``RuntimeSourceMap``).
    public static func envelopeJSON(for document: Node, sources: Node? = nil) -> ByteWriter {
        var compact = ByteWriter(capacity: 8192)
        writeCanonical(document, at: .root, droppingExtends: true, into: &compact)
        let compactBytes = compact.bytes
        var out = ByteWriter(capacity: compactBytes.count * 2 + 256)
        out += "{\n"
        if let base = document["extends"]?.string {
            out += "  \"base\": "
            JSONEmitter.quote(base, into: &out)
            out += ",\n"
        }
        out += "  \"digest\": \"sha256:"
        out += sha256Hex(compactBytes)
        out += "\",\n  \"format\": "
        JSONEmitter.quote(format, into: &out)
        out += ",\n  \"profile\": "
        indent(compactBytes, depth: 1, into: &out)
        if let sources {
            out += ",\n  \"sources\": "
            out.append(JSONEmitter(pretty: false).emitBytes(sources))
        }
        out += ",\n  \"version\": "
        out.append(decimal: version)
        out += "\n}\n"
        return out
    }

    /// `node` as ``canonical(_:at:)`` orders it, written compactly; at the root, without `extends`.
    private static func writeCanonical(_ node: Node, at place: Place, droppingExtends: Bool = false, into out: inout ByteWriter) {
        switch node.value {
        case .mapping(let mapping):
            // The keys copied out once: a sort that reads them through the entries copies an
            // entry, value and all, per comparison.
            let entries = mapping.entries
            let keys = entries.map(\.key)
            var order = Array(keys.indices)
            if droppingExtends { order.removeAll { keys[$0] == "extends" } }
            if !place.keepsOrder { order.sort { precedes(keys[$0], keys[$1]) } }
            out.append(byte: UInt8(ascii: "{"))
            for (position, index) in order.enumerated() {
                if position > 0 { out.append(byte: UInt8(ascii: ",")) }
                JSONEmitter.quote(keys[index], into: &out)
                out.append(byte: UInt8(ascii: ":"))
                writeCanonical(entries[index].value, at: place.child(keys[index]), into: &out)
            }
            out.append(byte: UInt8(ascii: "}"))
        case .sequence(let items):
            out.append(byte: UInt8(ascii: "["))
            for index in items.indices {
                if index > 0 { out.append(byte: UInt8(ascii: ",")) }
                writeCanonical(items[index], at: place, into: &out)
            }
            out.append(byte: UInt8(ascii: "]"))
        case .string(let text): JSONEmitter.quote(text, into: &out)
        case .int(let number): out.append(decimal: number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        default: compactEmitter.write(node, into: &out)
        }
    }

    private static let compactEmitter = JSONEmitter(pretty: false)

    /// Whether `lhs` sorts before `rhs` by UTF-8 bytes, as `canonical` sorts keys, compared
    /// with `memcmp` (a profile's keys are sorted thousands of times per brand).
    private static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // Through the views' storage: `withUTF8` needs mutable copies, a retain and a
        // release each per comparison.
        let order: Bool?? = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                let common = min(left.count, right.count)
                if common > 0 {
                    let order = memcmp(left.baseAddress!, right.baseAddress!, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        if let order = order ?? nil { return order }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// Compact JSON re-indented as ``JSONEmitter`` indents it, the value starting at `depth`:
    /// a line per member and item, `": "` after keys, `{}` and `[]` when empty.
    private static func indent(_ compact: [UInt8], depth start: Int, into out: inout ByteWriter) {
        var depth = start
        func newline(_ out: inout ByteWriter) {
            out.append(byte: UInt8(ascii: "\n"))
            var left = depth * 2
            while left > 0 {
                let count = min(left, spaces.count)
                spaces.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[..<count])) }
                left -= count
            }
        }
        compact.withUnsafeBufferPointer { bytes in
            var index = 0
            var runStart = 0
            func flush(_ out: inout ByteWriter) {
                if runStart < index { out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    // A string, escapes and all, copied as it is: its closing quote is the
                    // next quote (found with `memchr`) after an even run of backslashes.
                    index = Self.endOfString(bytes, openingAt: index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    flush(&out)
                    out.append(byte: byte)
                    let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index + 1 < bytes.count, bytes[index + 1] == close {
                        out.append(byte: close)
                        index += 2
                    } else {
                        depth += 1
                        newline(&out)
                        index += 1
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    flush(&out)
                    depth -= 1
                    newline(&out)
                    out.append(byte: byte)
                    index += 1
                case UInt8(ascii: ","):
                    flush(&out)
                    out.append(byte: byte)
                    newline(&out)
                    index += 1
                case UInt8(ascii: ":"):
                    flush(&out)
                    out += ": "
                    index += 1
                default:
                    index += 1
                    continue
                }
                runStart = index
            }
            flush(&out)
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// The index after the closing quote of the JSON string whose opening quote is at
    /// `start`, or the end of `bytes` when it has none.
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, openingAt start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var index = start + 1
        while index < bytes.count {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index) else { return bytes.count }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 > start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            index = quote + 1
            if backslashes % 2 == 0 { return index }
        }
        return bytes.count
    }

    private static func dropping(_ document: Node) -> Node {
        guard var mapping = document.mapping else { return document }
        mapping.entries.removeAll { $0.key == "extends" }
        return Node(.mapping(mapping), mark: document.mark)
    }

    /// Where a node sits, as far as key order goes: ``orderedMappings`` and a handler's
    /// `config`, found without building a path per node (``orderedMappings`` holds paths
    /// one or two keys deep, which is as deep as this looks).
    enum Place: Equatable {
        case root, appBar, toolSlot, theme, other
        /// A mapping of ``orderedMappings``: its own entries keep their order.
        case ordered
        /// A handler's `config` or anything in it: every entry keeps its order.
        case config

        func child(_ key: String) -> Place {
            switch self {
            case .root:
                switch key {
                case "appBar": .appBar
                case "theme": .theme
                default: orderedMappings.contains([key]) ? .ordered : .other
                }
            case .appBar: key == "toolSlot" ? .toolSlot : .other
            case .toolSlot: key == "config" ? .config : .other
            case .theme: orderedMappings.contains(["theme", key]) ? .ordered : .other
            case .config: .config
            case .ordered, .other: .other
            }
        }

        var keepsOrder: Bool {
            switch self {
            case .ordered, .config: true
            default: false
            }
        }
    }

    private static func canonical(_ node: Node, at place: Place) -> Node {
        switch node.value {
        case .mapping(let mapping):
            var entries = mapping.entries.map { entry in
                Node.Mapping.Entry(key: entry.key, keyMark: .start, value: canonical(entry.value, at: place.child(entry.key)))
            }
            if !place.keepsOrder { entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
            return Node(.mapping(Node.Mapping(entries)))
        case .sequence(let items):
            return Node(.sequence(items.map { canonical($0, at: place) }))
        default:
            return Node(node.value)
        }
    }
}
