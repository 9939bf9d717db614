/// Live odds-boost data from the server for the current betslip: the tier reached and the
/// next one. When present and consistent with the selection count, it wins over the
/// profile's tiers (see `OddsBoostConfiguration.display(selections:stairs:)`).
public struct OddsBoostStairs: Sendable, Hashable, Codable {
    /// The tier the betslip has reached, if any.
    public var current: OddsBoostTier?
    /// The tier after it, if any; `nil` at the top of the ladder.
    public var next: OddsBoostTier?

    public init(current: OddsBoostTier?, next: OddsBoostTier?) {
        self.current = current
        self.next = next
    }

    /// Whether this snapshot can describe a betslip with `selections` qualifying selections.
    /// A push that the user has already overtaken (e.g. `next` reached locally) is not.
    public func isConsistent(withSelections selections: Int) -> Bool {
        let currentReached = current.map { $0.minSelections <= selections } ?? true
        let nextAhead = next.map { selections < $0.minSelections } ?? true
        return currentReached && nextAhead
    }
}
