/// Everything the odds-boost box shows, fully assembled and localized. Views render it as is.
public struct OddsBoostDisplay: Sendable, Hashable {
    /// Whether the box is shown at all: false for brands without odds boost and empty betslips.
    public var isVisible: Bool
    /// The reached tier's percent (`15%`), `nil` below the first tier.
    public var capsule: String?
    /// "Max win boost activated! (40%)" at the top tier, else the offer for the next tier.
    public var heading: String?
    /// "Add 1 more qualifying selection to get a 20% win boost"; `nil` at the top tier.
    public var callToAction: String?
    /// Progress towards the next tier; `nil` (bar hidden) at the top tier.
    public var segments: ProgressSegments?
    /// The tier reached, as decided by the profile or the live stairs.
    public var currentTier: OddsBoostTier?
    /// The tier to reach next.
    public var nextTier: OddsBoostTier?

    public init(
        isVisible: Bool,
        capsule: String? = nil,
        heading: String? = nil,
        callToAction: String? = nil,
        segments: ProgressSegments? = nil,
        currentTier: OddsBoostTier? = nil,
        nextTier: OddsBoostTier? = nil
    ) {
        self.isVisible = isVisible
        self.capsule = capsule
        self.heading = heading
        self.callToAction = callToAction
        self.segments = segments
        self.currentTier = currentTier
        self.nextTier = nextTier
    }

    /// The hidden box.
    public static let hidden = OddsBoostDisplay(isVisible: false)
}
