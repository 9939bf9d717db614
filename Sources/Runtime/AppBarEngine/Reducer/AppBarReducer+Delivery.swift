import BrandModel

/// A new profile for the brand a bar shows, taken as the appearance switch is: the bar re-themes
/// and takes the new strings, flags, items and tool-slot configuration, and keeps the session.
extension AppBarReducer {
    /// Sets up the bar for `profile`, delivered while `state` is shown by `previous`: in the
    /// session's locale, appearance and flag context. Throws, and so replaces nothing, for
    /// another brand's profile or one the bar cannot be set up for (the same checks as a new
    /// session's: handler, kind, configuration, locale, strings).
    public init(
        delivering profile: BrandProfile, registry: HandlerRegistry, over previous: AppBarReducer, in state: AppBarState
    ) throws(AppBarSetupError) {
        guard profile.id == state.brand else { throw .otherBrand(shown: state.brand, delivered: profile.id) }
        try self.init(profile: profile, registry: registry, locale: previous.locale, appearance: state.appearance, flagContext: state.flagContext)
    }

    /// Whether taking this reducer over `previous` resets the tool slot: its handler or kind changed.
    public func replacesToolSlot(of previous: AppBarReducer) -> Bool {
        handler.id != previous.handler.id || handler.kind != previous.handler.kind
    }

    /// `state`, shown by `previous`, as this reducer's profile shows it.
    ///
    /// Kept: the session (signed in or out and the balance, the betslip count, the open user
    /// tray, the appearance, reduce motion, the flag context) and, when the handler is the same,
    /// its state (an open locker) and the cached badge (drawn with the new configuration's limit). Taken from the profile: items, layout,
    /// theme, label, pot icon, the balance's format and the flags' betslip source (a count from
    /// the source the flags no longer pick starts from 0, as ``AppBarAction/flagContextChanged(_:)``
    /// does). A new handler or kind starts the tool slot afresh: its initial state, no badge.
    public func carrying(_ state: AppBarState, from previous: AppBarReducer) -> AppBarState {
        var next = initialState
        next.authentication = state.authentication
        next.items = state.authentication == .signedIn ? signedInItems : signedOutItems
        next.layout = state.authentication == .signedIn ? signedInLayout : signedOutLayout
        if state.authentication == .signedIn, let amount = state.balanceAmount {
            next.balanceAmount = amount
            next.balance = balanceFormatter.format(amount)
        }
        next.flagContext = state.flagContext
        next.betslipCountSource = AppBarDestinations(flags: flags, context: state.flagContext).betslipCountSource
        next.betslipCount = next.betslipCountSource == state.betslipCountSource ? state.betslipCount : 0
        next.userTrayVisible = state.userTrayVisible
        next.appearance = state.appearance
        if let theme = themes[state.appearance] { next.theme = theme }
        next.reduceMotion = state.reduceMotion
        next.buttonPress = AppBarMotion(preset: next.theme.animation(AppBarAnimationPlan.buttonPressPresetName), reduceMotion: state.reduceMotion)
        if !replacesToolSlot(of: previous) {
            next.toolSlot = state.toolSlot
            // The cached count, shown as the new configuration shows it (a new badge limit).
            next.toolBadge = observesToolBalance ? state.toolBadge.flatMap { handler.badgeErased(for: ToolInfo(balance: $0.count), in: next) } : nil
        }
        return next
    }
}
