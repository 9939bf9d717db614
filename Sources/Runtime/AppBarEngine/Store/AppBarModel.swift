import BrandModel
import Observation

/// The app bar as a view binds to it: a main-actor, observable model of one store.
///
/// SwiftUI views read ``state`` and ``animation`` and re-render when they change (the
/// Observation framework); UIKit code reads them in `withObservationTracking`. Views send
/// actions through ``send(_:)``. The model follows the store while ``run()`` runs, which a
/// SwiftUI view starts with `.task { await model.run() }`: the view's lifetime bounds it,
/// and a view that appears again gets the current state without an animation.
///
/// ```swift
/// #if canImport(SwiftUI)
/// struct AppBarView: View {
///     let model: AppBarModel
///     var body: some View {
///         HStack { Text("\(model.state.betslipCount)") }
///             .task { await model.run() }
///     }
/// }
/// #endif
/// ```
@MainActor
@Observable
public final class AppBarModel {
    /// The bar's state, as the store last published it.
    public private(set) var state: AppBarState
    /// How the last change animates: ``AppBarAnimationPlan/none`` for the state a view
    /// receives when it appears.
    public private(set) var animation: AppBarAnimationPlan = .none
    @ObservationIgnored public let store: AppBarStore
    /// Tasks waiting in ``state(where:)`` or ``nextState()``, resumed as updates arrive.
    @ObservationIgnored private var waiters: [UInt64: Waiter] = [:]
    @ObservationIgnored private var nextWaiterID: UInt64 = 0

    private struct Waiter {
        var accepts: (AppBarState) -> Bool
        var continuation: CheckedContinuation<AppBarState?, Never>
    }

    public init(store: AppBarStore) {
        self.store = store
        state = store.state
    }

    /// Sends `action` to the store; the change arrives through ``run()``.
    public func send(_ action: AppBarAction) {
        store.send(action)
    }

    /// Takes a delivered profile for the brand shown (``AppBarStore/deliver(_:registry:)``): the
    /// bar re-themes and keeps its session; the change arrives through ``run()``, unanimated.
    /// Throws, and the bar keeps its profile, when the bar cannot be set up for it.
    public func deliver(_ profile: BrandProfile, registry: HandlerRegistry) throws(AppBarSetupError) {
        try store.deliver(profile, registry: registry)
    }

    /// Follows the store's updates until the calling task is cancelled or the store stops.
    public func run() async {
        for await update in store.updates() {
            state = update.state
            animation = update.animation
            let satisfied = waiters.filter { $0.value.accepts(update.state) }
            for (id, waiter) in satisfied {
                waiters[id] = nil
                waiter.continuation.resume(returning: update.state)
            }
        }
        let waiting = waiters.values
        waiters = [:]
        for waiter in waiting { waiter.continuation.resume(returning: nil) }
    }

    /// Waits until the bar's state satisfies `predicate`: now, if it already does, else the
    /// first update ``run()`` takes that does. A test or a demo waits for the state it expects
    /// after a send or a delivery rather than sleeping:
    /// `await model.state(where: { $0.betslipCount == 3 })`. Nil when the calling task is
    /// cancelled or the store stops first.
    public func state(where predicate: @escaping (AppBarState) -> Bool) async -> AppBarState? {
        if predicate(state) { return state }
        return await wait(for: predicate)
    }

    /// The next state ``run()`` takes from the store, whatever it is; nil when the calling task
    /// is cancelled or the store stops first.
    public func nextState() async -> AppBarState? {
        await wait(for: { _ in true })
    }

    /// How many tasks wait for a state (for the engine's tests).
    package var waitingCount: Int { waiters.count }

    private func wait(for accepts: @escaping (AppBarState) -> Bool) async -> AppBarState? {
        let id = nextWaiterID
        nextWaiterID += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiters[id] = Waiter(accepts: accepts, continuation: continuation)
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancelWaiting(id) }
        }
    }

    private func cancelWaiting(_ id: UInt64) {
        waiters.removeValue(forKey: id)?.continuation.resume(returning: nil)
    }
}
