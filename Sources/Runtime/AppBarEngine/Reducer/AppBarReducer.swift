import BrandModel
import Localization

/// The app bar's pure core: `(state, action) -> (state, effects)` for one brand.
///
/// Everything a step needs from the profile (items, routes, formatter, handler) is
/// prepared at creation, so a step does no lookups, no formatting setup and no
/// Foundation work.
public struct AppBarReducer: Sendable {
    /// The configured tool-slot handler.
    public let handler: any ToolSlotHandler
    /// Whether the profile asks for the handler's tool-info stream (`observeBalance: true`).
    public let observesToolBalance: Bool
    /// The profile's flags, evaluated in the state's ``AppBarState/flagContext``.
    public let flags: FeatureFlags
    public let balanceFormatter: BalanceFormatter
    /// The locale the strings and the balance use.
    public let locale: LocaleIdentifier
    /// Items for each authentication state, the tool slot left out when the brand has none.
    public let signedOutItems: [AppBarItem]
    public let signedInItems: [AppBarItem]
    /// The layout for each authentication state, reserved room included.
    public let signedOutLayout: AppBarLayout
    public let signedInLayout: AppBarLayout
    /// The state a session starts in: signed out, nothing open, nothing counted.
    public let initialState: AppBarState
    /// The bar's tokens in each appearance, the profile's merged over the handler's: made once,
    /// so a change of appearance is a lookup (appearances the brand lacks share their fallback's).
    public let themes: [Appearance: AppBarTheme]

    /// Sets up the bar for `profile`, looking its handler up in `registry`.
    /// `locale` defaults to the profile's first.
    /// `appearance` is the one the session starts in.
    /// `flagContext` is what the flags are evaluated against until the app changes it.
    public init(
        profile: BrandProfile, registry: HandlerRegistry, locale: LocaleIdentifier? = nil, appearance: Appearance = .light,
        flagContext: FlagContext = FlagContext()
    ) throws(AppBarSetupError) {
        let handler: any ToolSlotHandler
        do {
            handler = try registry.handler(for: profile.appBar.toolSlot.handler)
        } catch {
            throw .handler(error)
        }
        try self.init(profile: profile, handler: handler, locale: locale, appearance: appearance, flagContext: flagContext)
    }

    /// Sets up the bar for `profile` with an unconfigured `handler`.
    public init(
        profile: BrandProfile, handler: any ToolSlotHandler, locale: LocaleIdentifier? = nil, appearance: Appearance = .light,
        flagContext: FlagContext = FlagContext()
    ) throws(AppBarSetupError) {
        let toolSlot = profile.appBar.toolSlot
        guard handler.kind == toolSlot.kind else {
            throw .kindMismatch(handler: handler.id, handlerKind: handler.kind, profileKind: toolSlot.kind)
        }
        do {
            self.handler = try handler.configured(for: toolSlot)
        } catch {
            throw .configuration(error)
        }
        let locale = locale ?? profile.defaultLocale
        guard profile.locales.contains(locale) else { throw .undeclaredLocale(locale, declared: profile.locales) }
        self.locale = locale
        observesToolBalance = toolSlot.observesBalance && toolSlot.kind != .none
        flags = profile.flags
        let destinations = AppBarDestinations(flags: flags, context: flagContext)
        balanceFormatter = BalanceFormatter(locale: locale, currencyCode: profile.currency)
        let hidesToolSlot = toolSlot.kind == .none
        signedOutItems = profile.appBar.signedOut.filter { !(hidesToolSlot && $0 == .toolSlot) }
        signedInItems = profile.appBar.signedIn.filter { !(hidesToolSlot && $0 == .toolSlot) }
        let minimumRight = profile.appBar.minimumRightItems
        signedOutLayout = AppBarLayout(listed: profile.appBar.signedOut, shown: signedOutItems, minimumRight: minimumRight)
        signedInLayout = AppBarLayout(listed: profile.appBar.signedIn, shown: signedInItems, minimumRight: minimumRight)

        let labelKey = profile.appBar.pendingBetsLabel.stringKey
        let label: String
        switch profile.strings.message(labelKey, locale: locale) {
        case .text(let text): label = text
        case .plural(let forms): label = forms[.other] ?? forms.values.sorted().first ?? ""
        case nil: throw .missingString(key: labelKey.rawValue, locale: locale)
        }
        var shown: [Appearance: AppBarTheme] = [:]
        var themes: [Appearance: AppBarTheme] = [:]
        for requested in Appearance.allCases {
            let appearance = profile.theme.appearance(shownFor: requested)
            if shown[appearance] == nil {
                // The handler fills its tokens from the palette the appearance shows.
                var inAppearance = profile
                inAppearance.theme = profile.theme.theme(for: appearance)
                shown[appearance] = AppBarTheme(profile: inAppearance.theme, handlerTokens: self.handler.themeTokens(for: inAppearance))
            }
            themes[requested] = shown[appearance]
        }
        self.themes = themes
        initialState = AppBarState(
            brand: profile.id, items: signedOutItems, betslipCountSource: destinations.betslipCountSource,
            toolSlot: self.handler.initialToolSlotValue, pendingBetsLabel: label, potIcon: profile.appBar.potIcon, toolSlotKind: toolSlot.kind,
            theme: themes[appearance]!, appearance: appearance, layout: signedOutLayout, flagContext: flagContext)
    }

    /// One step, in place: the state after `action` and the effects to perform, in order.
    public func reduce(into state: inout AppBarState, action: AppBarAction) -> [AppBarEffect] {
        switch action {
        case .signedIn(let balance):
            state.authentication = .signedIn
            state.items = signedInItems
            state.layout = signedInLayout
            setBalance(balance, in: &state)
            return []
        case .signedOut:
            state.authentication = .signedOut
            state.items = signedOutItems
            state.layout = signedOutLayout
            state.balance = nil
            state.balanceAmount = nil
            return handler.signedOutErased(&state)
        case .balanceChanged(let balance):
            // A balance without a signed-in user is a late update from the last session.
            if state.authentication == .signedIn { setBalance(balance, in: &state) }
            return []
        case .toolInfoArrived(let info):
            // A brand that does not observe its tool balance never shows a badge (docs/domain.md, The tool slot:
            // Betcha's `observeLockerOrToolboxBalance() = Unit`), even when a shared source
            // fans tool info out to every bar.
            guard observesToolBalance else {
                let reason = state.toolSlotKind == .none ? "the brand has no tool slot" : "the profile does not observe the tool balance"
                return [.diagnostic(AppBarDiagnostic(
                    brand: state.brand, handler: handler.id, message: "tool info ignored: \(reason); no badge is shown"))]
            }
            state.toolBadge = handler.badgeErased(for: info, in: state)
            return []
        case .toolInfoEnded(let end):
            state.toolBadge = nil
            let message = switch end {
            case .finished: "tool-info stream finished; the badge is hidden"
            case .failed(let error): "tool-info stream failed (\(error)); the badge is hidden"
            }
            return [.diagnostic(AppBarDiagnostic(brand: state.brand, handler: handler.id, message: message))]
        case .betslipCountChanged(let count, let source):
            if source == state.betslipCountSource { state.betslipCount = max(count, 0) }
            return []
        case .itemTapped(let item):
            return tap(item, &state)
        case .userTrayVisibilityChanged(let isVisible):
            state.userTrayVisible = isVisible
            return []
        case .toolSlot(let action):
            if let effects = handler.reduceErased(action, &state) { return effects }
            return [.diagnostic(AppBarDiagnostic(
                brand: state.brand, handler: handler.id, message: "action \(action) is not one of this handler's; ignored"))]
        case .reduceMotionChanged(let isOn):
            state.reduceMotion = isOn
            state.buttonPress = AppBarMotion(preset: state.theme.animation(AppBarAnimationPlan.buttonPressPresetName), reduceMotion: isOn)
            return []
        case .appearanceChanged(let appearance):
            // Only the tokens change: counters, panels and the badge stay, and the store's
            // animation plan, which compares those, has nothing to play.
            state.appearance = appearance
            if let theme = themes[appearance] { state.theme = theme }
            return []
        case .flagContextChanged(let context):
            state.flagContext = context
            let source = AppBarDestinations(flags: flags, context: context).betslipCountSource
            if source != state.betslipCountSource {
                // The other source's count describes the other betslip: start from 0 until
                // the new source reports.
                state.betslipCountSource = source
                state.betslipCount = 0
            }
            // The counter shows the count of the source `betslip-native` chose: a use of it.
            guard state.items.contains(.betslipCounter), let exposure = exposure(of: .betslipNative, for: .betslipCounter, &state) else { return [] }
            return [exposure]
        case .requestVisibility(let panel, let isVisible):
            // The locker's own state follows its handler's actions (``LockerAction``).
            if panel == .userTray { state.userTrayVisible = isVisible }
            return [.setVisibility(panel, isVisible)]
        }
    }

    /// One step as a pure function.
    public func reduce(_ state: AppBarState, _ action: AppBarAction) -> (state: AppBarState, effects: [AppBarEffect]) {
        var next = state
        let effects = reduce(into: &next, action: action)
        return (next, effects)
    }

    private func setBalance(_ amount: Double, in state: inout AppBarState) {
        guard state.balanceAmount != amount || state.balance == nil else { return }
        state.balanceAmount = amount
        state.balance = balanceFormatter.format(amount)
    }

    /// The `flag_exposure` event of `flag`, used for `item`, when a split decided it in the
    /// state's context and the flag and value were not logged this session (docs/app-bar-engine.md,
    /// "Exposures"); nil otherwise.
    private func exposure(of flag: FeatureFlag, for item: AppBarItem, _ state: inout AppBarState) -> AppBarEffect? {
        let evaluation = flags.evaluate(flag, in: state.flagContext)
        guard evaluation.reason == .split, let index = evaluation.ruleIndex,
              let rule = flags.definition(flag.rawValue)?.rules[index], case .rollout(let rollout) = rule.outcome
        else { return nil }
        let exposure = FlagExposure(flag: flag.rawValue, value: evaluation.value, reason: evaluation.reason, ruleIndex: index, bucketBy: rollout.bucketBy)
        guard state.loggedExposures.insert(exposure.onceKey).inserted else { return nil }
        return .analytics(AnalyticsEvent(
            name: AnalyticsEvent.exposureName, item: item, brand: state.brand, authentication: state.authentication, exposure: exposure))
    }

    /// Every tap on a visible item logs `app_bar_tap` first, then does what the item does.
    /// Taps on items the bar does not show are stale and ignored.
    private func tap(_ item: AppBarItem, _ state: inout AppBarState) -> [AppBarEffect] {
        guard state.items.contains(item) else { return [] }
        var event = AnalyticsEvent(item: item, brand: state.brand, authentication: state.authentication)
        if item == .userTray {
            // The tray is a panel over the screen, like the locker: a tap opens it (the
            // `userTray` route) or closes it, and the app's shared state is told either way.
            state.userTrayVisible.toggle()
            guard state.userTrayVisible else { return [.analytics(event), .setVisibility(.userTray, false)] }
            event.route = .userTray
            return [.analytics(event), .navigate(.userTray), .setVisibility(.userTray, true)]
        }
        guard item == .toolSlot else {
            guard let route = AppBarDestinations(flags: flags, context: state.flagContext).route(for: item) else { return [.analytics(event)] }
            event.route = route
            if let flag = AppBarDestinations.flag(for: item), let exposure = exposure(of: flag, for: item, &state) {
                return [.analytics(event), exposure, .navigate(route)]
            }
            return [.analytics(event), .navigate(route)]
        }
        let effects = handler.tapErased(&state)
        event.toolSlotHandler = handler.id
        for case .navigate(let route) in effects {
            event.route = route
            break
        }
        // One allocation: the event first, then the handler's effects.
        var result: [AppBarEffect] = []
        result.reserveCapacity(effects.count + 1)
        result.append(.analytics(event))
        result.append(contentsOf: effects)
        return result
    }
}
