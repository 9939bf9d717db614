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
        guarded.withLock { $0.reducer }
    }
    private let sink: any AppBarEffectSink
    private let toolInfoSource: (any ToolInfoSource)?
    /// Takes a delay, fixes its deadline on the clock now, and returns the wait for it.
    private let startTimer: @Sendable (Duration) -> @Sendable () async throws -> Void
    private let guarded: LockedValue<Guarded>

    private struct Guarded {
        var reducer: AppBarReducer
        var state: AppBarState
        var subscribers: [UInt64: AsyncStream<AppBarUpdate>.Continuation] = [:]
        var nextSubscriberID: UInt64 = 0
        var scheduled: [ScheduledActionID: (token: UInt64, task: Task<Void, Never>)] = [:]
        var nextToken: UInt64 = 0
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
        self.startTimer = { delay in
            let deadline = clock.now.advanced(by: delay)
            return { try await clock.sleep(until: deadline, tolerance: nil) }
        }
        guarded = LockedValue(Guarded(reducer: reducer, state: state ?? reducer.initialState))
        if reducer.observesToolBalance, let toolInfoSource {
            observeToolInfo(from: toolInfoSource, handler: reducer.handler)
        }
    }

    deinit {
        stop()
    }

    /// The current state, for a view that must render before its first update arrives.
    public var state: AppBarState {
        guarded.withLock { $0.state }
    }

    /// How many subscriptions are live.
    public var subscriberCount: Int {
        guarded.withLock { $0.subscribers.count }
    }

    /// Applies an action, fans the change out, and performs its effects.
    public func send(_ action: AppBarAction) {
        apply(action, scheduled: nil)
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
            let initial = AppBarUpdate(state: guarded.state, animation: .none, isInitial: true)
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
            let tasks = guarded.scheduled.values.map(\.task) + (guarded.observation.map { [$0] } ?? [])
            guarded.subscribers = [:]
            guarded.scheduled = [:]
            guarded.observation = nil
            return (continuations, tasks)
        }
        for task in tasks { task.cancel() }
        // Finished outside the lock: `finish` runs `onTermination`, which takes it.
        for continuation in continuations { continuation.finish() }
    }

    /// Applies `action`; for a scheduled delivery, only if that schedule is still the current one.
    private func apply(_ action: AppBarAction, scheduled: (id: ScheduledActionID, token: UInt64)?) {
        let effects = guarded.withLock { guarded -> [AppBarEffect] in
            guard !guarded.isStopped else { return [] }
            if let scheduled {
                guard guarded.scheduled[scheduled.id]?.token == scheduled.token else { return [] }
                guarded.scheduled[scheduled.id] = nil
            }
            let old = guarded.state
            let effects = guarded.reducer.reduce(into: &guarded.state, action: action)
            if guarded.state != old {
                let update = AppBarUpdate(state: guarded.state, animation: AppBarAnimationPlan(from: old, to: guarded.state), isInitial: false)
                for continuation in guarded.subscribers.values { continuation.yield(update) }
            }
            // Scheduling changes under the lock, so they stay in step with the state that asked for them.
            for effect in effects {
                switch effect {
                case .schedule(let request): schedule(request, in: &guarded)
                case .cancelScheduled(let id): guarded.scheduled.removeValue(forKey: id)?.task.cancel()
                default: break
                }
            }
            return effects
        }
        for effect in effects {
            switch effect {
            case .schedule, .cancelScheduled: continue
            default: sink.perform(effect)
            }
        }
    }

    private func schedule(_ request: ScheduledAction, in guarded: inout Guarded) {
        let token = guarded.nextToken
        guarded.nextToken += 1
        let wait = startTimer(request.delay)
        let task = Task { [weak self] in
            do { try await wait() } catch { return }
            self?.apply(request.action, scheduled: (request.id, token))
        }
        guarded.scheduled.updateValue((token, task), forKey: request.id)?.task.cancel()
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
        let (previous, state) = guarded.withLock { ($0.reducer, $0.state) }
        let reducer = try AppBarReducer(delivering: profile, registry: registry, over: previous, in: state)
        take(reducer)
    }

    /// Takes `reducer`, set up for the brand shown over the state shown.
    private func take(_ reducer: AppBarReducer) {
        let (cancelled, observe) = guarded.withLock { guarded -> ([Task<Void, Never>], Bool) in
            guard !guarded.isStopped else { return ([], false) }
            let previous = guarded.reducer
            let resets = reducer.replacesToolSlot(of: previous)
            let old = guarded.state
            guarded.state = reducer.carrying(old, from: previous)
            guarded.reducer = reducer
            if guarded.state != old {
                // Nothing the user did changed: no counter rolls, no locker springs.
                let update = AppBarUpdate(state: guarded.state, animation: .none, isInitial: false)
                for continuation in guarded.subscribers.values { continuation.yield(update) }
            }
            var cancelled: [Task<Void, Never>] = []
            if resets {
                cancelled = guarded.scheduled.values.map(\.task)
                guarded.scheduled = [:]
            }
            let observe = resets || reducer.observesToolBalance != previous.observesToolBalance
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
