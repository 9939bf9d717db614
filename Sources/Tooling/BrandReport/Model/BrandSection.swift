import AppBarEngine
import BrandModel

/// Everything the report says about one brand that loaded.
public struct BrandSection: Sendable {
    public var profile: BrandProfile
    /// The app bar as the engine ran it; nil when the engine refused the profile.
    public var appBar: AppBarObservation?
    /// Why the engine refused the profile.
    public var engineProblem: String?
    /// Every theme token, colours first, in the profile's order.
    public var tokens: [ThemeToken]
    public var contrast: [ContrastCheck]
    /// Each appearance the brand has, light first, drawn and measured.
    public var appearances: [AppearanceView]
    public var oddsBoost: OddsBoostLadder?
    /// One table per declared locale.
    public var strings: [LocaleStrings]
    /// The declaration of the tool-slot handler when the report's tool does not link its
    /// code and ran a stand-in of the declared kind instead.
    public var simulatedHandler: HandlerDeclaration?

    /// Runs the engine for `profile` and gathers its tokens, contrast, ladder and strings.
    /// `references` are the loader's token references (`colors.appBar.background` -> `colors.brand.primary`).
    public init(profile: BrandProfile, references: [String: String], registry: HandlerRegistry, sample: AppBarSample) {
        self.profile = profile
        do {
            appBar = try AppBarObservation(profile: profile, registry: registry, sample: sample)
            engineProblem = nil
        } catch {
            appBar = nil
            engineProblem = error.description
        }
        tokens = ThemeToken.tokens(of: profile.theme, references: references)
        contrast = profile.theme.contrastPairs.map { ContrastCheck(pair: $0, theme: profile.theme) }
        appearances = profile.theme.appearances.map { AppearanceView(profile: profile, appearance: $0, registry: registry, sample: sample) }
        oddsBoost = OddsBoostLadder(profile: profile)
        strings = profile.locales.map { LocaleStrings(locale: $0, profile: profile) }
    }

    /// Tokens of one group.
    public func tokens(in group: ThemeGroup) -> [ThemeToken] {
        tokens.filter { $0.group == group }
    }

    /// `en-AU 9/9, fr 9/9`.
    public var stringCoverage: String {
        strings.map(\.coverage).joined(separator: ", ")
    }

    /// `4/4 pass` for a brand with light only; with more appearances, each one's count and
    /// which fail: `Light 4/4, Dark 3/4: Dark fails`.
    public var contrastSummary: String {
        guard appearances.count > 1 else { return ContrastCheck.summary(contrast) }
        guard !contrast.isEmpty else { return "no pairs" }
        let counts = appearances.map { "\($0.title) \($0.contrast.count(where: \.passes))/\($0.contrast.count)" }.joined(separator: ", ")
        let failing = appearances.filter { !$0.contrastPasses }.map(\.title)
        return counts + (failing.isEmpty ? " pass" : ": \(failing.joined(separator: ", ")) fail\(failing.count == 1 ? "s" : "")")
    }

    /// Whether every pair reaches its ratio in every appearance the brand has.
    public var contrastPasses: Bool {
        contrast.allSatisfy(\.passes) && appearances.allSatisfy(\.contrastPasses)
    }

    /// The brand's features in words, one sentence each.
    public var features: [String] {
        var sentences: [String] = []
        let appBarProfile = profile.appBar
        if let base = profile.base { sentences.append("Extends the \(base) base profile.") }
        let toolSlot = appBarProfile.toolSlot
        if toolSlot.kind == .none {
            sentences.append("Has no tool slot (handler \(toolSlot.handler)).")
        } else {
            sentences.append("Its tool slot is a \(toolSlot.kind.rawValue), served by the \(toolSlot.handler) handler.")
        }
        if let simulatedHandler {
            sentences.append("Its previews use a stand-in: \(simulatedHandler.simulationNote).")
        }
        if let appBar {
            if toolSlot.kind != .none {
                sentences.append(appBar.observesBadge
                    ? "The tool badge follows the tool's balance (\(appBar.signedIn.state.toolBadge?.text ?? "none") for \(appBar.sample.toolItems) new items)."
                    : "The tool slot shows no badge.")
                sentences.append("Tapping the tool slot with the user tray open \(appBar.toolSlotTap.summary).")
            }
            sentences.append("Signed out the bar shows \(Self.list(appBar.signedOut.state.items)); signed in, \(Self.list(appBar.signedIn.state.items)).")
            sentences.append("The pending-bets button reads “\(appBar.signedIn.state.pendingBetsLabel)”.")
        } else if let engineProblem {
            sentences.append("The app-bar engine refuses this profile: \(engineProblem).")
        }
        sentences.append(appBarProfile.potIcon.map { "Its pot icon is \($0)." } ?? "It has no pot icon.")
        let plain = profile.flags.definitions.filter(\.definition.isPlain)
        let on = plain.filter(\.definition.defaultValue).map(\.name)
        let off = plain.filter { !$0.definition.defaultValue }.map(\.name)
        if !on.isEmpty { sentences.append("Feature flags on: \(on.joined(separator: ", ")).") }
        if !off.isEmpty { sentences.append("Feature flags off: \(off.joined(separator: ", ")).") }
        sentences += FlagRuleSummary.summaries(profile.flags).map(\.sentence)
        if let oddsBoost {
            sentences.append("Its betslip has \(oddsBoost.tiers.count) odds-boost tiers: \(oddsBoost.summary).")
        } else {
            sentences.append("Its betslip has no odds boost.")
        }
        sentences.append("Locales: \(profile.locales.map(\.description).joined(separator: ", ")); currency \(profile.currency).")
        return sentences
    }

    private static func list(_ items: [AppBarItem]) -> String {
        items.map(ReportText.item).joined(separator: ", ")
    }
}
