import BrandModel

/// The odds-boost box for one betslip: feed it selection counts and live stairs, read the
/// display, its colours and the animation plan for the last change. A plain value; copies are independent.
public struct OddsBoostEngine: Sendable {
    /// `nil` for a brand without odds boost: the box stays hidden.
    public let configuration: OddsBoostConfiguration?
    public private(set) var selections = 0
    public private(set) var stairs: OddsBoostStairs?
    public private(set) var display: OddsBoostDisplay = .hidden
    public private(set) var lastPlan: AnimationPlan = .initial
    private var planner: AnimationPlanner
    /// Texts for live percentages, copied from the configuration on first use of live stairs.
    private var texts: OddsBoostTexts?

    /// The appearance the box is shown in.
    public private(set) var appearance: Appearance

    public init(configuration: OddsBoostConfiguration?, reduceMotion: Bool = false, appearance: Appearance = .light) {
        self.configuration = configuration
        self.appearance = appearance
        planner = AnimationPlanner(tokens: configuration?.animation ?? .standard, reduceMotion: reduceMotion)
    }

    /// The segments' colours in the current appearance; nil without a configuration made
    /// from a profile.
    public var segmentColors: SegmentColors? { configuration?.segmentColors[appearance] }

    /// Switches appearance: the colours change; the display, the selections and the last
    /// plan stay, so nothing animates again.
    public mutating func setAppearance(_ appearance: Appearance) {
        self.appearance = appearance
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

    /// One millisecond after the last operation ends, so conversion rounding cannot make it look pending.
    /// The longest a plan counts for when the engine moves model time past it. Animation
    /// tokens come from profiles: a duration of 10^300 seconds (or one not finite) must not
    /// overflow `Duration`, whose seconds are 64 bits.
    static let longestPlan: Double = 86_400

    private var settledTime: Duration {
        let total = lastPlan.totalDuration
        let bounded = total.isFinite ? min(max(total, 0), Self.longestPlan) : Self.longestPlan
        return lastPlan.issuedAt + .seconds(bounded) + .milliseconds(1)
    }

    private mutating func update(at now: Duration) -> (OddsBoostDisplay, AnimationPlan) {
        let next: OddsBoostDisplay
        if let configuration {
            if let stairs, stairs.isConsistent(withSelections: selections) {
                if texts == nil { texts = configuration.texts }
                // Mutated in place (non-nil since the line above), so the cache is never copied.
                next = configuration.display(selections: selections, stairs: stairs, texts: &texts!)
            } else {
                next = configuration.display(selections: selections)
            }
        } else {
            next = .hidden
        }
        let plan = planner.plan(from: display, to: next, at: now)
        display = next
        lastPlan = plan
        return (next, plan)
    }
}
