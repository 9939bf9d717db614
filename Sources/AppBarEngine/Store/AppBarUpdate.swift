/// What a subscriber of an ``AppBarStore`` receives: a state and how to animate to it.
public struct AppBarUpdate: Sendable, Equatable {
    public var state: AppBarState
    /// ``AppBarAnimationPlan/none`` for the first update of a subscription.
    public var animation: AppBarAnimationPlan
    /// True for the first update of a subscription: render it without animation.
    public var isInitial: Bool

    public init(state: AppBarState, animation: AppBarAnimationPlan, isInitial: Bool) {
        self.state = state
        self.animation = animation
        self.isInitial = isInitial
    }
}
