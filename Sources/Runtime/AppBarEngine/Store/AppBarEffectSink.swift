/// Where a store delivers the effects it does not run itself: navigation, analytics,
/// visibility requests and diagnostics. Scheduling stays inside the store.
///
/// Called outside the store's lock, so an implementation may send actions back.
public protocol AppBarEffectSink: Sendable {
    func perform(_ effect: AppBarEffect)
}
