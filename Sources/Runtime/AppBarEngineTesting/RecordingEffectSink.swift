import AppBarEngine
import BrandModel
import Infrastructure

/// An effect sink that keeps every effect a store hands out, in order: a test asserts on
/// ``effects`` (navigation, analytics, visibility requests, diagnostics) after sending
/// actions, as TCA's `TestStore` asserts on received actions.
public final class RecordingEffectSink: AppBarEffectSink {
    private let recorded = LockedValue<[AppBarEffect]>([])

    public init() {}

    public func perform(_ effect: AppBarEffect) {
        recorded.withLock { $0.append(effect) }
    }

    /// Every effect performed so far, oldest first.
    public var effects: [AppBarEffect] { recorded.withLock { $0 } }

    /// The effects performed so far, forgotten: each assertion then sees only what is new.
    public func takeEffects() -> [AppBarEffect] {
        recorded.withLock { effects in
            defer { effects.removeAll() }
            return effects
        }
    }
}
