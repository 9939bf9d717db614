/// Durations as profiles write them: `300ms`, `0.5s`, `10m`, `1h`.
package enum DurationText {
    /// Parses a duration; nil when the text is not one, or names more milliseconds than
    /// 64 bits hold (`99999999999999999999h` matches the schema's pattern, but no
    /// `Duration` of milliseconds can carry it).
    public static func parse(_ text: String) -> Duration? {
        guard let milliseconds = milliseconds(in: text).flatMap({ Int64(exactly: $0) }) else { return nil }
        return .milliseconds(milliseconds)
    }

    /// Whether `text` is written as a duration but names more than 64 bits of milliseconds.
    public static func isOutOfRange(_ text: String) -> Bool {
        milliseconds(in: text).map { Int64(exactly: $0) == nil } ?? false
    }

    /// The milliseconds a duration's text names, rounded, as a `Double` that may exceed
    /// any integer type; nil when the text is not a duration.
    private static func milliseconds(in text: String) -> Double? {
        // On the UTF-8 bytes: only ASCII digits, `.` and a unit can make a duration, and
        // `hasSuffix` and `Character` tests cost thousands of instructions per profile.
        var text = text
        return text.withUTF8 { bytes -> Double? in
            guard let last = bytes.last else { return nil }
            let unit: (length: Int, seconds: Double)
            if last == UInt8(ascii: "s"), bytes.count >= 2, bytes[bytes.count - 2] == UInt8(ascii: "m") {
                unit = (2, 0.001)
            } else if last == UInt8(ascii: "s") {
                unit = (1, 1)
            } else if last == UInt8(ascii: "m") {
                unit = (1, 60)
            } else if last == UInt8(ascii: "h") {
                unit = (1, 3600)
            } else {
                return nil
            }
            let number = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - unit.length)])
            guard !number.isEmpty, number.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") }),
                  let value = Double(String(decoding: number, as: UTF8.self)) else { return nil }
            return (value * unit.seconds * 1000).rounded()
        }
    }

    /// The shortest exact spelling of a duration (`300ms`, `10m`).
    public static func format(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 3_600_000 == 0, milliseconds > 0 { return "\(milliseconds / 3_600_000)h" }
        if milliseconds % 60_000 == 0, milliseconds > 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        return "\(milliseconds)ms"
    }
}
