import YAMLNode
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the DTCG generator fills: tokens at their paths and properties of groups, written
/// as the DTCG file's object (``TokenTree``, or ``TokenList`` for plain names).
protocol DTCGTokenGroups {
    /// A token at `group`, then the parts of `name`, then `timing` if given.
    mutating func insert(_ token: DTCGToken, group: String, name: String, timing: String?)
    /// A property of the root (no `group`), of a group, or of the group a name makes.
    mutating func setProperty(_ key: StaticString, _ value: Node, group: String?, name: String?)
    func write(into json: inout JSONWriter)
}

/// Tokens arranged in groups by the dots of their names (`brand.primary` is the token
/// `primary` in the group `brand`), written with keys sorted: the DTCG file's structure.
///
/// A name that is both a token and a group (`brand` and `brand.primary`) puts the token
/// under the group's reserved `$root` key, as the DTCG Format Module does.
struct TokenTree: DTCGTokenGroups {
    private var token: DTCGToken?
    private var children: [String: TokenTree] = [:]
    /// `$type`, `$extensions`, ... of the group itself.
    private var properties: [(String, Node)] = []

    static let rootKey = "$root"

    mutating func insert(_ token: DTCGToken, at path: some Collection<Substring>) {
        guard let first = path.first else {
            self.token = token
            return
        }
        children[String(first), default: TokenTree()].insert(token, at: path.dropFirst())
    }

    /// Sets a group property (`$type`) on the group at `path`.
    mutating func setProperty(_ key: String, _ value: Node, at path: some Collection<Substring> = [Substring]()) {
        guard let first = path.first else {
            properties.removeAll { $0.0 == key }
            properties.append((key, value))
            return
        }
        children[String(first), default: TokenTree()].setProperty(key, value, at: path.dropFirst())
    }

    mutating func insert(_ token: DTCGToken, group: String, name: String, timing: String?) {
        var path = [Substring(group)] + DotPath.segments(name)
        if let timing { path.append(Substring(timing)) }
        insert(token, at: path)
    }

    mutating func setProperty(_ key: StaticString, _ value: Node, group: String?, name: String?) {
        var path: [Substring] = []
        if let group { path.append(Substring(group)) }
        if let name { path += DotPath.segments(name) }
        setProperty(key.description, value, at: path)
    }

    /// The group as the DTCG file holds it: properties, child groups and a `$root` token,
    /// keys sorted by their bytes; a token with no group of its own is written as itself.
    func write(into json: inout JSONWriter) {
        if let token, children.isEmpty, properties.isEmpty {
            token.write(into: &json)
            return
        }
        var members: [(key: String, member: Member)] = properties.map { ($0.0, .property($0.1)) }
        for (name, child) in children { members.append((name, .group(child))) }
        if let token { members.append((Self.rootKey, .token(token))) }
        members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        json.beginObject()
        for (key, member) in members {
            json.key(key)
            switch member {
            case .property(let node): json.value(node)
            case .group(let tree): tree.write(into: &json)
            case .token(let token): token.write(into: &json)
            }
        }
        json.endObject()
    }

    /// What a key of a group holds.
    private enum Member {
        case property(Node)
        case group(TokenTree)
        case token(DTCGToken)
    }
}

/// ``TokenTree`` for names made only of plain ASCII parts (every real profile's): the tokens
/// and group properties kept as one list of paths, sorted once and written in one pass. The
/// tree keeps a dictionary per group, sorts each group's members as it writes them, and frees
/// a tree per group afterwards, which cost more than the file it wrote.
///
/// Each path is written once into one buffer, its parts joined by a byte that sorts before
/// every byte a plain part can hold, so comparing two paths' bytes orders them part by part,
/// a path before the paths it begins. The bytes written are the tree's. Names with any other
/// character keep the tree: its dictionary keys compare as Unicode text (canonically
/// equivalent parts share a group), and bytes do not.
struct TokenList: DTCGTokenGroups {
    private enum Payload {
        case token(DTCGToken)
        case property(Node)
    }

    /// A token at its path, or a group property at the group's path and then its key: parts
    /// `firstPart..<firstPart + partCount` of ``parts``.
    private struct Entry {
        var firstPart: Int
        var partCount: Int
        var payload: Payload
    }

    private var entries: [Entry] = []
    /// Every path's bytes, parts joined by ``separator``.
    private var bytes: [UInt8] = []
    /// Where each part's bytes are in ``bytes``.
    private var parts: [Range<Int>] = []

    private static let separator: UInt8 = 0x01

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        parts.reserveCapacity(capacity * 4)
        bytes.reserveCapacity(capacity * 32)
    }

    /// Whether every part of `name` is plain ASCII (letters, digits, `-`, `_`), with no empty
    /// part: the names this list is for.
    static func isPlain(_ name: String) -> Bool {
        var partIsEmpty = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                if partIsEmpty { return false }
                partIsEmpty = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"):
                partIsEmpty = false
            default:
                return false
            }
        }
        return !partIsEmpty
    }

    /// As ``TokenTree/insert(_:at:)``: the last token set at a path is the one written.
    mutating func insert(_ token: DTCGToken, group: String, name: String, timing: String?) {
        let first = parts.count
        appendPart(group)
        appendName(name)
        if let timing { appendPart(timing) }
        entries.append(Entry(firstPart: first, partCount: parts.count - first, payload: .token(token)))
    }

    /// As ``TokenTree/setProperty(_:_:at:)``: `key` is one of the generator's `$` keys.
    mutating func setProperty(_ key: StaticString, _ value: Node, group: String?, name: String?) {
        let first = parts.count
        if let group { appendPart(group) }
        if let name { appendName(name) }
        appendPart(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        entries.append(Entry(firstPart: first, partCount: parts.count - first, payload: .property(value)))
    }

    private mutating func appendPart(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendPart($0) }) == nil { appendPart(Array(text.utf8)) }
    }

    private mutating func appendPart(_ part: [UInt8]) {
        part.withUnsafeBufferPointer { appendPart($0) }
    }

    private mutating func appendPart(_ part: UnsafeBufferPointer<UInt8>) {
        if !parts.isEmpty { bytes.append(Self.separator) }
        let start = bytes.count
        bytes.append(contentsOf: part)
        parts.append(start..<bytes.count)
    }

    /// The name's parts, split at its dots (a plain name's dots are its only separators).
    private mutating func appendName(_ name: String) {
        var start = -1
        for byte in name.utf8 {
            if start < 0 {
                if !parts.isEmpty { bytes.append(Self.separator) }
                start = bytes.count
            }
            if byte == UInt8(ascii: ".") {
                parts.append(start..<bytes.count)
                start = -1
            } else {
                bytes.append(byte)
            }
        }
        if start >= 0 { parts.append(start..<bytes.count) }
    }

    /// The file's object, as ``TokenTree/write(into:)`` writes the same tokens and properties.
    func write(into json: inout JSONWriter) {
        bytes.withUnsafeBufferPointer { bytes in
            // Sorted by path; of equal paths the one set last wins, as in the tree.
            func key(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
                let start = parts[entry.firstPart].lowerBound
                return UnsafeBufferPointer(rebasing: bytes[start..<parts[entry.firstPart + entry.partCount - 1].upperBound])
            }
            var order = Array(entries.indices)
            order.sort { left, right in
                let order = Self.compare(key(entries[left]), key(entries[right]))
                return order != 0 ? order < 0 : left < right
            }
            var sorted: [Entry] = []
            sorted.reserveCapacity(order.count)
            for (position, index) in order.enumerated() {
                if position + 1 < order.count, Self.compare(key(entries[index]), key(entries[order[position + 1]])) == 0 { continue }
                sorted.append(entries[index])
            }
            writeGroup(sorted, sorted.indices, depth: 0, bytes: bytes, into: &json)
        }
    }

    /// The group whose path is the first `depth` parts of every entry in `range`.
    private func writeGroup(
        _ sorted: [Entry], _ range: Range<Int>, depth: Int, bytes: UnsafeBufferPointer<UInt8>, into json: inout JSONWriter
    ) {
        func part(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[parts[sorted[index].firstPart + depth]])
        }
        var lower = range.lowerBound
        var root: DTCGToken?
        if lower < range.upperBound, sorted[lower].partCount == depth, case .token(let token) = sorted[lower].payload {
            root = token
            lower += 1
        }
        if let root, lower == range.upperBound {
            root.write(into: &json)
            return
        }
        json.beginObject()
        var index = lower
        while index < range.upperBound {
            let key = part(index)
            var end = index + 1
            while end < range.upperBound, Self.compare(part(end), key) == 0 { end += 1 }
            if let token = root, Self.rootKey.withUnsafeBufferPointer({ Self.compare($0, key) < 0 }) {
                Self.rootKey.withUnsafeBufferPointer { json.plainKey($0) }
                token.write(into: &json)
                root = nil
            }
            json.plainKey(key)
            if end == index + 1, sorted[index].partCount == depth + 1, case .property(let node) = sorted[index].payload {
                json.value(node)
            } else {
                writeGroup(sorted, index..<end, depth: depth + 1, bytes: bytes, into: &json)
            }
            index = end
        }
        if let token = root {
            Self.rootKey.withUnsafeBufferPointer { json.plainKey($0) }
            token.write(into: &json)
        }
        json.endObject()
    }

    private static let rootKey = Array(TokenTree.rootKey.utf8)

    /// Bytes in order: `memcmp`, then the shorter first.
    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0 {
            let order = memcmp(left.baseAddress!, right.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return left.count == right.count ? 0 : left.count < right.count ? -1 : 1
    }
}
