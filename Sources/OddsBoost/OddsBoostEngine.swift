/// The odds-boost box for one betslip: feed it selection counts and live stairs, read the
/// display and the animation plan for the last change. A plain value; copies are independent.
public struct OddsBoostEngine: Sendable {
    /// `nil` for a brand without odds boost: the box stays hidden.
    public let configuration: OddsBoostConfiguration?
    public private(set) var selections = 0
    public private(set) var stairs: OddsBoostStairs?
    public private(set) var display: OddsBoostDisplay = .hidden
    public private(set) var lastPlan: AnimationPlan = .initial
    private var planner: AnimationPlanner
    private var texts: OddsBoostTexts?

    public init(configuration: OddsBoostConfiguration?, reduceMotion: Bool = false) {
        self.configuration = configuration
        planner = AnimationPlanner(tokens: configuration?.animation ?? .standard, reduceMotion: reduceMotion)
        texts = configuration?.texts
    }

    /// Whether plans use the reduced-motion animation.
    public var reduceMotion: Bool { planner.reduceMotion }

    /// Sets the qualifying selection count once the previous plan has finished
    /// (model time = last issue + its duration), so nothing is cancelled.
    @discardableResult
    public mutating func select(_ selections: Int) -> (OddsBoostDisplay, AnimationPlan) {
        select(selections, at: settledTime)
    }

    /// Sets the qualifying selection count at model time `now`.
    @discardableResult
    public mutating func select(_ selections: Int, at now: Duration) -> (OddsBoostDisplay, AnimationPlan) {
        self.selections = max(selections, 0)
        return update(at: now)
    }

    /// Replaces the live stairs (`nil`: use the profile's tiers) once the previous plan has finished.
    @discardableResult
    public mutating func setStairs(_ stairs: OddsBoostStairs?) -> (OddsBoostDisplay, AnimationPlan) {
        setStairs(stairs, at: settledTime)
    }

    /// Replaces the live stairs at model time `now`.
    @discardableResult
    public mutating func setStairs(_ stairs: OddsBoostStairs?, at now: Duration) -> (OddsBoostDisplay, AnimationPlan) {
        self.stairs = stairs
        return update(at: now)
    }

    /// Switches reduce motion; applies from the next plan on.
    public mutating func setReduceMotion(_ isOn: Bool) {
        planner.reduceMotion = isOn
    }

    private var settledTime: Duration {
        lastPlan.issuedAt + .nanoseconds(Int64((lastPlan.totalDuration * 1e9).rounded(.up)))
    }

    private mutating func update(at now: Duration) -> (OddsBoostDisplay, AnimationPlan) {
        let next: OddsBoostDisplay
        if let configuration, var texts {
            self.texts = nil  // keeps the text cache uniquely referenced while it may grow
            next = configuration.display(selections: selections, stairs: stairs, texts: &texts)
            self.texts = texts
        } else {
            next = .hidden
        }
        let plan = planner.plan(from: display, to: next, at: now)
        display = next
        lastPlan = plan
        return (next, plan)
    }
}
