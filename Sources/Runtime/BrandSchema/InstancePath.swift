/// A step from a value to one of its children: a property name or an array index.
enum InstancePathComponent: Sendable {
    case key(String)
    case index(Int)
}

/// JSON pointer (RFC 6901) spelling, used for instance paths and schema locations.
enum JSONPointer {
    /// `components` as a pointer such as `/appBar/items/0`, with `~` and `/` escaped.
    static func string(_ components: some Sequence<InstancePathComponent>) -> String {
        var text = ""
        for component in components {
            text += "/"
            switch component {
            case .key(let key): text += escape(key)
            case .index(let index): text += String(index)
            }
        }
        return text
    }

    /// Checks bytes first: most tokens need no escaping, and a `Character` scan costs
    /// grapheme breaking on every step.
    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    static func unescape(_ token: Substring) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
        return String(token.replacing("~1", with: "/").replacing("~0", with: "~"))
    }

    /// Decodes `%XX` escapes in a URI fragment; nil when one is malformed.
    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2,
                  let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
