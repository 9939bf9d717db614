/// What the app bar asks the outside world to do. Reducers only return effects; a store
/// or session performs them.
public enum AppBarEffect: Sendable, Equatable {
    case navigate(AppBarRoute)
    case analytics(AnalyticsEvent)
    /// Ask the app's shared state to show or hide a panel.
    case setVisibility(AppBarPanel, Bool)
    /// Deliver an action after a delay.
    case schedule(ScheduledAction)
    /// Drop a scheduled action that has not been delivered yet.
    case cancelScheduled(ScheduledActionID)
    /// Report a problem the bar degraded around.
    case diagnostic(AppBarDiagnostic)
}
