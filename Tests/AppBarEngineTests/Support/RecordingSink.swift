import BrandModel
import AppBarEngine

/// Keeps every effect a store hands out, in order.
final class RecordingSink: AppBarEffectSink {
    private let recorded = LockedValue<[AppBarEffect]>([])

    func perform(_ effect: AppBarEffect) {
        recorded.withLock { $0.append(effect) }
    }

    var effects: [AppBarEffect] { recorded.withLock { $0 } }
}
