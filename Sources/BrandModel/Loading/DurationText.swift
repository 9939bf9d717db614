/// Durations as profiles write them: `300ms`, `0.5s`, `10m`, `1h`.
public enum DurationText {
    /// Parses a duration; nil when the text is not one.
    public static func parse(_ text: String) -> Duration? {
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let value = Double(number) else { return nil }
            let milliseconds = (value * unit.seconds * 1000).rounded()
            return .milliseconds(Int64(milliseconds))
        }
        return nil
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
