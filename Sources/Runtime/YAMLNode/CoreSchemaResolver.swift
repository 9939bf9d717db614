/// Resolves plain scalars by the YAML 1.2 core schema.
///
/// Works on the raw bytes so that the common case, an ordinary word, is decided by its
/// first byte. `yes`, `no`, `on`, `off` and friends stay strings: that is YAML 1.2, and it
/// is what keeps `country: NO` from becoming `false`.
package enum CoreSchemaResolver {
    package static func resolve(_ bytes: UnsafeBufferPointer<UInt8>) -> Node.Value {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
            if matches(bytes, anyOf: ["null", "Null", "NULL", "~"]) { return .null }
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            if matches(bytes, anyOf: ["true", "True", "TRUE"]) { return .bool(true) }
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            if matches(bytes, anyOf: ["false", "False", "FALSE"]) { return .bool(false) }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let number = number(bytes) { return number }
        default:
            break
        }
        return .string(String(scalarBytes: bytes))
    }

    /// The value a `!!int`, `!!float`, `!!bool` or `!!null` tag demands, or nil when the text is not one.
    package static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, as tag: CoreTag) -> Node.Value? {
        let value = resolve(bytes)
        switch (tag, value) {
        case (.string, _): return .string(String(decoding: bytes, as: UTF8.self))
        case (.null, .null), (.bool, .bool), (.int, .int), (.float, .double): return value
        case (.float, .int(let number)): return .double(Double(number))
        default: return nil
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, anyOf words: [StaticString]) -> Bool {
        for word in words where word.utf8CodeUnitCount == bytes.count {
            if word.withUTF8Buffer({ $0.elementsEqual(bytes) }) { return true }
        }
        return false
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Node.Value? {
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        let rest = UnsafeBufferPointer(rebasing: bytes[index...])
        guard !rest.isEmpty else { return nil }

        // 0o17 and 0x1F take no sign in the core schema.
        if index == 0, rest.count > 2, rest[0] == UInt8(ascii: "0") {
            if rest[1] == UInt8(ascii: "o") { return integer(UnsafeBufferPointer(rebasing: rest[2...]), radix: 8) }
            if rest[1] == UInt8(ascii: "x") { return integer(UnsafeBufferPointer(rebasing: rest[2...]), radix: 16) }
        }
        if rest.allSatisfy(isDigit) {
            return decimalInteger(rest, negative: negative) ?? Double(String(decoding: bytes, as: UTF8.self)).map(Node.Value.double)
        }
        if rest[0] == UInt8(ascii: ".") {
            let word = String(decoding: rest, as: UTF8.self)
            if word == ".inf" || word == ".Inf" || word == ".INF" { return .double(negative ? -.infinity : .infinity) }
            if index == 0, word == ".nan" || word == ".NaN" || word == ".NAN" { return .double(.nan) }
        }
        guard isCoreFloat(rest) else { return nil }
        if let exact = shortDecimal(rest) { return .double(negative ? -exact : exact) }
        return Double(String(decoding: bytes, as: UTF8.self)).map(Node.Value.double)
    }

    /// Exact powers of ten: every one up to 1e22 is a double without rounding.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `0.25` and its like without a String and strtod: when the digits fit in 15 and there
    /// is no exponent, digits and power of ten are both exact doubles, so the one IEEE division
    /// is correctly rounded (Clinger's fast path) and equals what `Double(_:)` returns.
    private static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if isDigit(byte) {
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else {
                return nil
            }
        }
        guard digits <= 15 else { return nil }
        return Double(mantissa) / powersOfTen[fractionDigits]
    }

    private static func integer(_ digits: UnsafeBufferPointer<UInt8>, radix: Int) -> Node.Value? {
        guard !digits.isEmpty, let value = Int(String(decoding: digits, as: UTF8.self), radix: radix) else { return nil }
        return .int(value)
    }

    private static func decimalInteger(_ digits: UnsafeBufferPointer<UInt8>, negative: Bool) -> Node.Value? {
        var value = 0
        for digit in digits {
            let (shifted, overflowMultiply) = value.multipliedReportingOverflow(by: 10)
            let (added, overflowAdd) = shifted.addingReportingOverflow(Int(digit &- UInt8(ascii: "0")))
            if overflowMultiply || overflowAdd { return nil }
            value = added
        }
        return .int(negative ? -value : value)
    }

    /// `( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isCoreFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        var integerDigits = 0
        while index < count, isDigit(bytes[index]) { index += 1; integerDigits += 1 }
        var fractionDigits = 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, isDigit(bytes[index]) { index += 1; fractionDigits += 1 }
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            var exponentDigits = 0
            while index < count, isDigit(bytes[index]) { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return index == count
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// The core schema's tags that a document may spell out (`!!str`, `!!int`, ...).
package enum CoreTag {
    case string, int, float, bool, null, mapping, sequence

    package init?(_ tag: String) {
        switch tag {
        case "tag:yaml.org,2002:str", "!": self = .string
        case "tag:yaml.org,2002:int": self = .int
        case "tag:yaml.org,2002:float": self = .float
        case "tag:yaml.org,2002:bool": self = .bool
        case "tag:yaml.org,2002:null": self = .null
        case "tag:yaml.org,2002:map": self = .mapping
        case "tag:yaml.org,2002:seq": self = .sequence
        default: return nil
        }
    }

    package var name: String {
        switch self {
        case .string: "!!str"
        case .int: "!!int"
        case .float: "!!float"
        case .bool: "!!bool"
        case .null: "!!null"
        case .mapping: "!!map"
        case .sequence: "!!seq"
        }
    }
}
