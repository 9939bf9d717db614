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

    init(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].isEmpty,
           !rest[..<colon].contains(where: { $0 == "/" }) {
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        path = String(rest)
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
