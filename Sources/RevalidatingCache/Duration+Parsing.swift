extension Duration {
    /// Parses the duration syntax brand profiles use, e.g. `cache: { ttl: 10m }`.
    ///
    /// A whole number followed by one unit: `ms` (milliseconds), `s` (seconds), `m` (minutes)
    /// or `h` (hours), such as `300ms`, `30s`, `10m`, `1h`. No sign, fraction, spaces or
    /// compound forms; `nil` for anything else, including values past `Int64` milliseconds.
    public init?(parsing text: String) {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let amount = Int64(digits) else { return nil }
        let millisecondsPerUnit: Int64
        switch text.dropFirst(digits.count) {
        case "ms": millisecondsPerUnit = 1
        case "s": millisecondsPerUnit = 1_000
        case "m": millisecondsPerUnit = 60_000
        case "h": millisecondsPerUnit = 3_600_000
        default: return nil
        }
        let (milliseconds, overflow) = amount.multipliedReportingOverflow(by: millisecondsPerUnit)
        guard !overflow else { return nil }
        self = .milliseconds(milliseconds)
    }
}
