/// A URI reference split into its RFC 3986 parts, enough to resolve `$id` and `$ref`.
///
/// Schemas name each other by URI; resolution happens once, at compile time, and never
/// touches the network: only resources inside the same schema document are found.
struct URIReference: Sendable, Equatable, CustomStringConvertible {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    /// Splits on the delimiters' bytes: they are ASCII, so a UTF-8 index is a valid split,
    /// and searching `Character`s breaks graphemes on every step.
    init(_ text: String) {
        let utf8 = text.utf8
        var end = utf8.endIndex
        if let hash = utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(text[utf8.index(after: hash)...])
            end = hash
        }
        if let question = utf8[..<end].firstIndex(of: UInt8(ascii: "?")) {
            query = String(text[utf8.index(after: question)..<end])
            end = question
        }
        var start = utf8.startIndex
        if let colon = utf8[..<end].firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") }),
           utf8[colon] == UInt8(ascii: ":"), colon != start {
            scheme = String(text[start..<colon])
            start = utf8.index(after: colon)
        }
        let slash = UInt8(ascii: "/")
        let rest = utf8[start..<end]
        if rest.count >= 2, rest[rest.startIndex] == slash, rest[utf8.index(after: rest.startIndex)] == slash {
            let authorityStart = utf8.index(rest.startIndex, offsetBy: 2)
            let authorityEnd = utf8[authorityStart..<end].firstIndex(of: slash) ?? end
            authority = String(text[authorityStart..<authorityEnd])
            start = authorityEnd
        }
        path = String(text[start..<end])
    }

    /// The URI without its fragment: the name of the resource it points into.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// Resolves this reference against `base` (RFC 3986 §5.2.2).
    func resolved(against base: URIReference) -> URIReference {
        var target = self
        if scheme != nil {
            target.path = Self.removingDotSegments(path)
            return target
        }
        target.scheme = base.scheme
        if authority != nil {
            target.path = Self.removingDotSegments(path)
            return target
        }
        target.authority = base.authority
        if path.isEmpty {
            target.path = base.path
            target.query = query ?? base.query
        } else if path.hasPrefix("/") {
            target.path = Self.removingDotSegments(path)
        } else {
            let merged: String
            if base.authority != nil, base.path.isEmpty {
                merged = "/" + path
            } else if let slash = base.path.lastIndex(of: "/") {
                merged = base.path[...slash] + path
            } else {
                merged = path
            }
            target.path = Self.removingDotSegments(merged)
        }
        return target
    }

    private static func removingDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (position, segment) in segments.enumerated() {
            switch segment {
            case ".":
                if position == segments.count - 1 { output.append("") }
            case "..":
                if output.count > 1 || (output.count == 1 && !output[0].isEmpty) { output.removeLast() }
                if position == segments.count - 1 { output.append("") }
            default:
                output.append(segment)
            }
        }
        return output.joined(separator: "/")
    }

    var description: String {
        var text = ""
        if let scheme { text += scheme + ":" }
        if let authority { text += "//" + authority }
        text += path
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }
}
