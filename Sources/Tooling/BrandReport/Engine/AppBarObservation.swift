import AppBarEngine
import BrandModel
import Localization

/// A brand's app bar as the engine runs it: a session signed out, then signed in with the
/// sample balance, tool info and betslip count, and what a tap on the tool slot does.
/// Nothing here decides what the bar shows; it only reads the engine's state and effects.
public struct AppBarObservation: Sendable {
    /// The locale the session ran in (the profile's first).
    public var locale: LocaleIdentifier
    /// Id of the handler serving the tool slot (`ladbrokes.locker`).
    public var handler: String
    /// Whether the engine feeds the tool badge from the handler's tool-info stream.
    public var observesBadge: Bool
    public var signedOut: AppBarSnapshot
    public var signedIn: AppBarSnapshot
    public var toolSlotTap: ToolSlotTap
    /// The bar after the tap's every step: the tool slot's panel open (or wherever the tap
    /// led), with the user tray dismissed.
    public var toolSlotOpen: AppBarSnapshot
    /// The inputs the session was fed.
    public var sample: AppBarSample

    /// Runs a session for `profile` with its handler from `registry`.
    /// - Throws: the engine's ``AppBarSetupError`` when it refuses the profile.
    public init(profile: BrandProfile, registry: HandlerRegistry, sample: AppBarSample, locale: LocaleIdentifier? = nil) throws(AppBarSetupError) {
        var session = try AppBarSession(profile: profile, registry: registry, locale: locale)
        let locale = session.reducer.locale
        let source = session.state.betslipCountSource
        _ = session.send(.betslipCountChanged(sample.betslipSelections, source: source))
        let signedOutState = session.state
        _ = session.send(.signedIn(balance: sample.balance))
        // The app only feeds tool info when the profile observes it; so does the report.
        if session.reducer.observesToolBalance {
            _ = session.send(.toolInfoArrived(ToolInfo(balance: sample.toolItems)))
        }
        let labels = Labels(profile: profile, locale: locale)
        self.locale = locale
        self.sample = sample
        handler = session.reducer.handler.id
        observesBadge = session.reducer.observesToolBalance
        signedOut = labels.snapshot(of: signedOutState)
        signedIn = labels.snapshot(of: session.state)
        let tap = ToolSlotTap.play(in: session, balance: sample.balance)
        toolSlotTap = tap.tap
        toolSlotOpen = labels.snapshot(of: tap.after.state)
    }

    /// The profile's strings for each item, rendered for one state.
    private struct Labels {
        let profile: BrandProfile
        let locale: LocaleIdentifier
        let rules: PluralRules

        init(profile: BrandProfile, locale: LocaleIdentifier) {
            self.profile = profile
            self.locale = locale
            rules = PluralRules(locale: locale)
        }

        func snapshot(of state: AppBarState) -> AppBarSnapshot {
            var labels: [AppBarItem: String] = [:]
            var spoken: [AppBarItem: String] = [:]
            for item in state.items {
                let words = ReportText.item(item)
                switch item {
                case .search: labels[item] = render(.search) ?? words
                case .login: labels[item] = render(.login) ?? words
                case .join: labels[item] = render(.join) ?? words
                case .userTray: labels[item] = render(.userTray) ?? words
                case .balance:
                    let amount = state.balance ?? ""
                    labels[item] = amount
                    spoken[item] = render(.balance, arguments: ["amount": amount]) ?? "\(words) \(amount)"
                case .pendingBets:
                    labels[item] = state.pendingBetsLabel
                case .betslipCounter:
                    let count = state.betslipCount
                    labels[item] = String(count)
                    spoken[item] = render(.betslip, count: count, arguments: ["count": String(count)]) ?? "\(words) \(count)"
                case .toolSlot:
                    let name = render(.tool(state.toolSlotKind)) ?? ReportText.words(fromCamelCase: state.toolSlotKind.rawValue)
                    labels[item] = name
                    spoken[item] = state.toolBadge.map { "\(name) (badge \($0.text))" } ?? name
                }
            }
            return AppBarSnapshot(state: state, labels: labels, accessibleLabels: spoken, locale: locale)
        }

        private func render(_ key: StringKey, count: Int = 0, arguments: [String: String] = [:]) -> String? {
            guard let text = profile.strings.message(key, locale: locale) else { return nil }
            do {
                return try LocalizedMessage(text).render(count: count, rules: rules, arguments: arguments)
            } catch {
                // A malformed string is lint's finding (string-placeholders); show it as written.
                return ReportText.message(text)
            }
        }
    }
}
