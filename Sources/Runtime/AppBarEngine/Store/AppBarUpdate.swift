/// What a subscriber of an ``AppBarStore`` receives: a state and how to animate to it.
///
/// One update goes to every subscriber, so it is held behind a single immutable
/// reference: handing it to a thousand views costs a thousand retains, not a thousand
/// copies of the state.
public struct AppBarUpdate: Sendable, Equatable {
    private final class Storage: Sendable {
        let state: AppBarState
        let animation: AppBarAnimationPlan
        let isInitial: Bool

        init(state: AppBarState, animation: AppBarAnimationPlan, isInitial: Bool) {
            self.state = state
            self.animation = animation
            self.isInitial = isInitial
        }
    }

    private let storage: Storage

    public var state: AppBarState { storage.state }
    /// ``AppBarAnimationPlan/none`` for the first update of a subscription.
    public var animation: AppBarAnimationPlan { storage.animation }
    /// True for the first update of a subscription: render it without animation.
    public var isInitial: Bool { storage.isInitial }

    public init(state: AppBarState, animation: AppBarAnimationPlan, isInitial: Bool) {
        storage = Storage(state: state, animation: animation, isInitial: isInitial)
    }

    public static func == (lhs: AppBarUpdate, rhs: AppBarUpdate) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.state == rhs.state && lhs.animation == rhs.animation && lhs.isInitial == rhs.isInitial)
    }
}
