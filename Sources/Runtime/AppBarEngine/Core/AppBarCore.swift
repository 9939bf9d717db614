import BrandModel

/// One app bar's reducer, state and schedule, stepped the one way every runner steps them.
///
/// ``AppBarStore`` (real clock, subscribers, effects at the edge), ``AppBarSession`` (virtual
/// clock, for scenario runners) and the test store run this core: an action goes through the
/// reducer, its scheduling effects go to the ``ActionSchedule``, a delivered profile is taken
/// over the state shown, and due actions come back out in due order. The runners add only what
/// is theirs: timers, subscribers, the sink, assertions.
public struct AppBarCore: Sendable {
    /// The reducer of the profile shown: the one the core started with, or the last delivered.
    public private(set) var reducer: AppBarReducer
    public private(set) var state: AppBarState
    /// Scheduled actions not yet delivered.
    public private(set) var schedule = ActionSchedule()

    /// What one action did: the state before it (the state after is ``AppBarCore/state``), its
    /// effects, scheduling ones included, and what they changed in the schedule.
    public struct Step: Sendable {
        public var before: AppBarState
        public var effects: [AppBarEffect]
        public var scheduling: ActionSchedule.Change
    }

    /// What taking a delivered profile did.
    public struct Delivery: Sendable {
        /// The reducer shown before.
        public var previous: AppBarReducer
        public var before: AppBarState
        /// A new handler or tool-slot kind: the tool slot's state and the schedule were dropped.
        public var resetsToolSlot: Bool
    }

    public init(reducer: AppBarReducer, state: AppBarState? = nil) {
        self.reducer = reducer
        self.state = state ?? reducer.initialState
    }

    /// Applies `action` at the bar's time `now`.
    /// `now` is read only when the action schedules something.
    public mutating func send(_ action: AppBarAction, at now: @autoclosure () -> Duration) -> Step {
        let before = state
        let effects = reducer.reduce(into: &state, action: action)
        let scheduling = schedule.apply(effects, at: now())
        return Step(before: before, effects: effects, scheduling: scheduling)
    }

    /// The reducer for a profile delivered for the brand shown, set up over the state shown.
    /// Throws for another brand's profile or one the bar cannot be set up for.
    public func reducer(delivering profile: BrandProfile, registry: HandlerRegistry) throws(AppBarSetupError) -> AppBarReducer {
        try AppBarReducer(delivering: profile, registry: registry, over: reducer, in: state)
    }

    /// Takes `next`, set up for the brand shown (``reducer(delivering:registry:)``): the state is
    /// carried over as ``AppBarReducer/carrying(_:from:)`` says, and a new handler or kind
    /// drops the schedule with the tool slot's state.
    public mutating func take(_ next: AppBarReducer) -> Delivery {
        let previous = reducer
        let before = state
        let resets = next.replacesToolSlot(of: previous)
        if resets { schedule.removeAll() }
        state = next.carrying(state, from: previous)
        reducer = next
        return Delivery(previous: previous, before: before, resetsToolSlot: resets)
    }

    /// Delivers a profile for the brand shown: ``reducer(delivering:registry:)`` then ``take(_:)``.
    /// Throws, changing nothing, when the bar cannot be set up for it.
    @discardableResult
    public mutating func deliver(_ profile: BrandProfile, registry: HandlerRegistry) throws(AppBarSetupError) -> Delivery {
        take(try reducer(delivering: profile, registry: registry))
    }

    /// Removes and returns the first scheduled action due at or before `end`, in due order.
    public mutating func takeNextDue(through end: Duration) -> ActionSchedule.Entry? {
        schedule.takeNextDue(through: end)
    }

    /// Removes and returns the entry a timer fired for, if it still waits (not replaced or cancelled).
    public mutating func takeScheduled(_ id: ScheduledActionID, sequence: Int) -> ActionSchedule.Entry? {
        schedule.take(id, sequence: sequence)
    }

    /// Drops every scheduled action.
    public mutating func dropSchedule() {
        schedule.removeAll()
    }
}
