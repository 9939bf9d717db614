/// The badge on the tool slot: how many new items the locker or toolbox holds.
public struct ToolBadge: Sendable, Hashable, CustomStringConvertible {
    /// The tool balance, always at least 1 (a zero balance shows no badge).
    public var count: Int
    /// Counts above this show as `limit+` (Ladbrokes: `99+`); nil shows every count.
    public var limit: Int?

    public init(count: Int, limit: Int? = nil) {
        self.count = count
        self.limit = limit
    }

    /// What the badge reads: `7`, or `99+` beyond the limit.
    public var text: String {
        if let limit, count > limit { return "\(limit)+" }
        return String(count)
    }

    public var description: String { text }
}
