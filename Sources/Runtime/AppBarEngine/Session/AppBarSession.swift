import BrandModel

/// A synchronous app bar on a virtual clock, for scenario runners (`brandsim`) and tests.
///
/// `send` applies an action and keeps any scheduled action; `advance(by:)` moves the
/// clock and delivers the scheduled actions that come due, in due order.
public struct AppBarSession: Sendable {
    /// A scheduled action waiting for its time.
    public struct PendingAction: Sendable, Equatable {
        public var id: ScheduledActionID
        /// Virtual time at which it is delivered.
        public var due: Duration
        public var action: AppBarAction
        fileprivate var sequence: Int
    }

    /// The reducer of the profile shown: the one the session started with, or the last delivered.
    public private(set) var reducer: AppBarReducer
    public private(set) var state: AppBarState
    /// Virtual time since the session started.
    public private(set) var now: Duration = .zero
    /// Scheduled actions not yet delivered, in the order they were scheduled.
    public private(set) var pending: [PendingAction] = []
    /// How a view would animate the last change.
    public private(set) var lastAnimation: AppBarAnimationPlan = .none
    private var sequence = 0

    public init(reducer: AppBarReducer, state: AppBarState? = nil) {
        self.reducer = reducer
        self.state = state ?? reducer.initialState
    }

    /// A session for `profile` with its handler from `registry`.
    public init(profile: BrandProfile, registry: HandlerRegistry, locale: String? = nil) throws(AppBarSetupError) {
        self.init(reducer: try AppBarReducer(profile: profile, registry: registry, locale: locale))
    }

    /// Applies `action`; returns every effect it produced, scheduling ones included.
    public mutating func send(_ action: AppBarAction) -> [AppBarEffect] {
        let old = state
        let effects = reducer.reduce(into: &state, action: action)
        lastAnimation = AppBarAnimationPlan(from: old, to: state)
        for effect in effects {
            switch effect {
            case .schedule(let request):
                pending.removeAll { $0.id == request.id }
                pending.append(PendingAction(id: request.id, due: now + request.delay, action: request.action, sequence: sequence))
                sequence += 1
            case .cancelScheduled(let id):
                pending.removeAll { $0.id == id }
            default:
                break
            }
        }
        return effects
    }

    /// Takes a delivered profile for the brand shown, as ``AppBarStore/deliver(_:registry:)``
    /// does: nothing animates, and a new handler or kind drops the scheduled actions with the
    /// tool slot's state. Throws, and keeps the profile shown, when the bar cannot be set up for it.
    public mutating func deliver(_ profile: BrandProfile, registry: HandlerRegistry) throws(AppBarSetupError) {
        let next = try AppBarReducer(delivering: profile, registry: registry, over: reducer, in: state)
        if next.replacesToolSlot(of: reducer) { pending.removeAll() }
        state = next.carrying(state, from: reducer)
        reducer = next
        lastAnimation = .none
    }

    /// Moves the clock by `duration`, delivering due actions in due order (ties in
    /// scheduling order); returns the effects of those deliveries.
    public mutating func advance(by duration: Duration) -> [AppBarEffect] {
        let end = now + duration
        var effects: [AppBarEffect] = []
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.sequence) < ($1.due, $1.sequence) }) {
            pending.removeAll { $0.sequence == next.sequence }
            now = next.due
            effects += send(next.action)
        }
        now = end
        return effects
    }
}
