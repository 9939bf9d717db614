import BrandModel
import Infrastructure
/// The app bar of one brand session, shared by every app-bar view on screen.
///
/// Each tab and each pushed screen has its own bar (the original app's iOS app keeps many in
/// memory); they all subscribe here. A subscriber first receives the current state,
/// marked not to animate, then every change in order with its animation plan.
///
/// The store runs effects at the edge: scheduled actions on the injected clock,
/// everything else handed to the injected sink. It observes the handler's tool info
/// when the profile says `observeBalance: true` and a source is given.
///
/// State, subscribers and scheduled work sit behind one lock; a change is applied and
/// fanned out under it, so every subscriber sees the same order.
///
/// A profile delivered while the bar shows (``deliver(_:registry:)``) is taken as the
/// appearance switch is: the bar re-themes and keeps its session, and nothing animates.
public final class AppBarStore: Sendable {
    /// The reducer of the profile shown: the one given, or the last one delivered.
    public var reducer: AppBarReducer {
        guarded.withLock { $0.core.reducer }
    }
    private let sink: any AppBarEffectSink
    private let toolInfoSource: (any ToolInfoSource)?
    /// The bar's time: how long since the store started, on its clock.
    private let elapsed: @Sendable () -> Duration
    /// Waits until the bar's time reaches the given instant.
    private let sleepUntil: @Sendable (Duration) async throws -> Void
    private let guarded: LockedValue<Guarded>

    private struct Guarded {
        /// The reducer, the state and the schedule, stepped as every runner steps them.
        var core: AppBarCore
        var subscribers: [UInt64: AsyncStream<AppBarUpdate>.Continuation] = [:]
        var nextSubscriberID: UInt64 = 0
        /// The timer of each entry of the core's schedule.
        var timers: [ScheduledActionID: Task<Void, Never>] = [:]
        var observation: Task<Void, Never>?
        var isStopped = false
    }

    /// A store starting from `state` (default: the reducer's initial state).
    /// - Parameters:
    ///   - clock: times scheduled actions (a test clock in tests).
    ///   - sink: receives navigation, analytics, visibility and diagnostic effects.
    ///   - toolInfoSource: feeds the tool badge; observed only if the profile asks for it.
    public init<C: Clock>(
        reducer: AppBarReducer, state: AppBarState? = nil, clock: C, sink: any AppBarEffectSink,
        toolInfoSource: (any ToolInfoSource)? = nil
    ) where C.Duration == Duration {
        self.sink = sink
        self.toolInfoSource = toolInfoSource
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleepUntil = { due in try await clock.sleep(until: start.advanced(by: due), tolerance: nil) }
        guarded = LockedValue(Guarded(core: AppBarCore(reducer: reducer, state: state)))
        if reducer.observesToolBalance, let toolInfoSource {
            observeToolInfo(from: toolInfoSource, handler: reducer.handler)
        }
    }

    deinit {
        stop()
    }

    /// The current state, for a view that must render before its first update arrives.
    public var state: AppBarState {
        guarded.withLock { $0.core.state }
    }

    /// How many subscriptions are live.
    public var subscriberCount: Int {
        guarded.withLock { $0.subscribers.count }
    }

    /// Applies an action, fans the change out, and performs its effects.
    public func send(_ action: AppBarAction) {
        let effects = guarded.withLock { guarded -> [AppBarEffect] in
            guard !guarded.isStopped else { return [] }
            return step(action, in: &guarded)
        }
        perform(effects)
    }

    /// A new subscription: the current state first (`isInitial`, no animation), then every
    /// change. It ends when the consuming task stops iterating or is cancelled, or the store stops.
    public func updates() -> AsyncStream<AppBarUpdate> {
        let (stream, continuation) = AsyncStream<AppBarUpdate>.makeStream(bufferingPolicy: .unbounded)
        let id = guarded.withLock { guarded in
            defer { guarded.nextSubscriberID += 1 }
            return guarded.nextSubscriberID
        }
        continuation.onTermination = { [weak self] _ in
            self?.guarded.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        let isRegistered = guarded.withLock { guarded in
            guard !guarded.isStopped else { return false }
            let initial = AppBarUpdate(state: guarded.core.state, animation: .none, isInitial: true)
            // A consumer already gone answers `.terminated`; it is not registered.
            guard case .enqueued = continuation.yield(initial) else { return false }
            guarded.subscribers[id] = continuation
            return true
        }
        if !isRegistered { continuation.finish() }
        return stream
    }

    /// Cancels observation and scheduled actions and ends every subscription. Later sends do nothing.
    public func stop() {
        let (continuations, tasks) = guarded.withLock { guarded in
            guarded.isStopped = true
            let continuations = Array(guarded.subscribers.values)
            let tasks = Array(guarded.timers.values) + (guarded.observation.map { [$0] } ?? [])
            guarded.subscribers = [:]
            guarded.core.dropSchedule()
            guarded.timers = [:]
            guarded.observation = nil
            return (continuations, tasks)
        }
        for task in tasks { task.cancel() }
        // Finished outside the lock: `finish` runs `onTermination`, which takes it.
        for continuation in continuations { continuation.finish() }
    }

    /// Delivers the scheduled action a timer fired for, if it is still the one scheduled under its id.
    private func fire(_ id: ScheduledActionID, sequence: Int) {
        let effects = guarded.withLock { guarded -> [AppBarEffect] in
            guard !guarded.isStopped, let entry = guarded.core.takeScheduled(id, sequence: sequence) else { return [] }
            guarded.timers[id] = nil
            return step(entry.action, in: &guarded)
        }
        perform(effects)
    }

    /// Steps the core under the lock and fans the change out; the schedule's timers change in
    /// step with the state that asked for them.
    private func step(_ action: AppBarAction, in guarded: inout Guarded) -> [AppBarEffect] {
        let step = guarded.core.send(action, at: elapsed())
        if guarded.core.state != step.before {
            let update = AppBarUpdate(
                state: guarded.core.state, animation: AppBarAnimationPlan(from: step.before, to: guarded.core.state), isInitial: false)
            for continuation in guarded.subscribers.values { continuation.yield(update) }
        }
        for id in step.scheduling.cancelled { guarded.timers.removeValue(forKey: id)?.cancel() }
        for entry in step.scheduling.scheduled {
            let sleepUntil = self.sleepUntil
            let timer = Task { [weak self] in
                do { try await sleepUntil(entry.due) } catch { return }
                self?.fire(entry.id, sequence: entry.sequence)
            }
            guarded.timers.updateValue(timer, forKey: entry.id)?.cancel()
        }
        return step.effects
    }

    /// Hands the effects that are not scheduling to the sink, outside the lock.
    private func perform(_ effects: [AppBarEffect]) {
        for effect in effects {
            switch effect {
            case .schedule, .cancelScheduled: continue
            default: sink.perform(effect)
            }
        }
    }

    /// Takes a new profile for the brand shown (a delivered bundle's, ``RemoteBrandCatalog``'s
    /// updates): set up in the session's locale, appearance and flag context, then carried over
    /// the state as ``AppBarReducer/carrying(_:from:)`` says, and fanned out with no animation.
    /// A new handler or tool-slot kind resets only the tool slot: its scheduled actions are
    /// cancelled and the tool info is observed again through the new handler.
    ///
    /// Throws, and the bar keeps the profile it shows, for another brand's profile or one the
    /// bar cannot be set up for. Does nothing once the store has stopped.
    public func deliver(_ profile: BrandProfile, registry: HandlerRegistry) throws(AppBarSetupError) {
        let core = guarded.withLock { $0.core }
        take(try core.reducer(delivering: profile, registry: registry))
    }

    /// Takes `reducer`, set up for the brand shown over the state shown.
    private func take(_ reducer: AppBarReducer) {
        let (cancelled, observe) = guarded.withLock { guarded -> ([Task<Void, Never>], Bool) in
            guard !guarded.isStopped else { return ([], false) }
            let delivery = guarded.core.take(reducer)
            if guarded.core.state != delivery.before {
                // Nothing the user did changed: no counter rolls, no locker springs.
                let update = AppBarUpdate(state: guarded.core.state, animation: .none, isInitial: false)
                for continuation in guarded.subscribers.values { continuation.yield(update) }
            }
            var cancelled: [Task<Void, Never>] = []
            if delivery.resetsToolSlot {
                cancelled = Array(guarded.timers.values)
                guarded.timers = [:]
            }
            let observe = delivery.resetsToolSlot || reducer.observesToolBalance != delivery.previous.observesToolBalance
            if observe, let task = guarded.observation {
                cancelled.append(task)
                guarded.observation = nil
            }
            return (cancelled, observe)
        }
        for task in cancelled { task.cancel() }
        if observe, reducer.observesToolBalance, let toolInfoSource {
            observeToolInfo(from: toolInfoSource, handler: reducer.handler)
        }
    }

    private func observeToolInfo(from source: any ToolInfoSource, handler: any ToolSlotHandler) {
        let stream = handler.toolInfo(from: source)
        let task = Task { [weak self] in
            do {
                for try await info in stream {
                    guard let self else { return }
                    self.send(.toolInfoArrived(info))
                }
                if !Task.isCancelled { self?.send(.toolInfoEnded(.finished)) }
            } catch {
                if !Task.isCancelled { self?.send(.toolInfoEnded(.failed(String(describing: error)))) }
            }
        }
        let isStopped = guarded.withLock { guarded -> Bool in
            guard !guarded.isStopped else { return true }
            guarded.observation = task
            return false
        }
        if isStopped { task.cancel() }
    }
}
