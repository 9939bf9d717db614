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
        }
    }
}
