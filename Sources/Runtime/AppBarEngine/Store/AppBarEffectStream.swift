/// Effects as an asynchronous sequence, for a coordinator isolated to the main actor (or
/// any actor): the store hands each effect to this sink from wherever it runs, and the
/// coordinator reads them in order where it lives, with no hop written by hand.
///
/// ```swift
/// @MainActor final class AppCoordinator {
///     let effects = AppBarEffectStream()
///     func start() async {
///         for await effect in effects.effects {
///             if case .navigate(let route) = effect { show(route) }
///         }
///     }
/// }
/// let store = AppBarStore(reducer: reducer, clock: ContinuousClock(), sink: coordinator.effects)
/// ```
public final class AppBarEffectStream: AppBarEffectSink {
    /// Every effect the store performs, in order, until ``finish()``.
    public let effects: AsyncStream<AppBarEffect>
    private let continuation: AsyncStream<AppBarEffect>.Continuation

    /// Effects not yet read are kept: all of them by default, so none is lost; a policy that
    /// keeps only the newest suits a reader that may fall behind and needs only recent ones.
    public init(bufferingPolicy: AsyncStream<AppBarEffect>.Continuation.BufferingPolicy = .unbounded) {
        (effects, continuation) = AsyncStream<AppBarEffect>.makeStream(bufferingPolicy: bufferingPolicy)
    }

    public func perform(_ effect: AppBarEffect) {
        continuation.yield(effect)
    }

    /// Ends the sequence: a reader's loop finishes once it has read what was performed.
    public func finish() {
        continuation.finish()
    }
}
