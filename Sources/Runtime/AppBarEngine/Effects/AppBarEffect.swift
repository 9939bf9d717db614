/// What the app bar asks the outside world to do. Reducers only return effects; a store
/// or session performs them.
public enum AppBarEffect: Sendable, Equatable {
    /// Go to a route: the bar's own, or a tool-slot handler's destination (``AppBarRoute/toolSlot(handler:name:payload:)``).
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
    /// An effect of the tool-slot handler's own, for the app to perform; read it typed with
    /// ``ToolSlotValue/value(as:)``.
    case toolSlot(ToolSlotValue)
}
