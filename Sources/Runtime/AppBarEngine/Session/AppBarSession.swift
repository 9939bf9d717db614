import BrandModel
import Localization

/// A synchronous app bar on a virtual clock, for scenario runners (`brandsim`) and tests.
///
/// `send` applies an action and keeps any scheduled action; `advance(by:)` moves the
/// clock and delivers the scheduled actions that come due, in due order.
public struct AppBarSession: Sendable {
    /// A scheduled action waiting for its time (its `due` is virtual time).
    public typealias PendingAction = ActionSchedule.Entry

    private var core: AppBarCore
    /// The reducer of the profile shown: the one the session started with, or the last delivered.
    public var reducer: AppBarReducer { core.reducer }
    public var state: AppBarState { core.state }
    /// Virtual time since the session started.
    public private(set) var now: Duration = .zero
    /// Scheduled actions not yet delivered, in the order they were scheduled.
    public var pending: [PendingAction] { core.schedule.entries }
    /// How a view would animate the last change.
    public private(set) var lastAnimation: AppBarAnimationPlan = .none

    public init(reducer: AppBarReducer, state: AppBarState? = nil) {
        core = AppBarCore(reducer: reducer, state: state)
    }

    /// A session for `profile` with its handler from `registry`.
    public init(profile: BrandProfile, registry: HandlerRegistry, locale: LocaleIdentifier? = nil) throws(AppBarSetupError) {
        self.init(reducer: try AppBarReducer(profile: profile, registry: registry, locale: locale))
    }

    /// Applies `action`; returns every effect it produced, scheduling ones included.
    public mutating func send(_ action: AppBarAction) -> [AppBarEffect] {
        let step = core.send(action, at: now)
        lastAnimation = AppBarAnimationPlan(from: step.before, to: core.state)
        return step.effects
    }

    /// Takes a delivered profile for the brand shown, as ``AppBarStore/deliver(_:registry:)``
    /// does: nothing animates, and a new handler or kind drops the scheduled actions with the
    /// tool slot's state. Throws, and keeps the profile shown, when the bar cannot be set up for it.
    public mutating func deliver(_ profile: BrandProfile, registry: HandlerRegistry) throws(AppBarSetupError) {
        try core.deliver(profile, registry: registry)
        lastAnimation = .none
    }

    /// Moves the clock by `duration`, delivering due actions in due order (ties in
    /// scheduling order); returns the effects of those deliveries.
    public mutating func advance(by duration: Duration) -> [AppBarEffect] {
        let end = now + duration
        var effects: [AppBarEffect] = []
        while let next = core.takeNextDue(through: end) {
            now = next.due
            effects += send(next.action)
        }
        now = end
        return effects
    }
}
