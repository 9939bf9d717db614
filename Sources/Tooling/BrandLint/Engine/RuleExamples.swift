import BrandModel
import ProfileLoading
import YAMLNode
import YAMLReader

/// The profile every rule example is merged over: complete, valid, and clean under every
/// rule, so an example only has to write what it is about.
package enum RuleExamples {
    package static let baseline = """
        schema: 1
        id: example
        name: Example
        locales: [en-AU]
        currency: AUD
        appBar:
          signedOut: [search, login, join, betslipCounter]
          signedIn: [search, balance, pendingBets, toolSlot, betslipCounter, userTray]
          pendingBetsLabel: myBets
          potIcon: example.pot
          toolSlot: { kind: locker, handler: locker, observeBalance: true, dismissUserTrayFirst: 300ms }
        flags: { betslip-native: true, pending-resulted-native: true, login-native: false }
        theme:
          colors:
            brand.primary: "#C8102E"
            brand.onPrimary: "#FFFFFF"
            brand.accent: "#FFD200"
            brand.onAccent: "#1A1A1A"
            appBar.background: "{colors.brand.primary}"
            appBar.foreground: "{colors.brand.onPrimary}"
            balancePill.background: "#FFFFFF"
            balancePill.text: "#1A1A1A"
            badge.background: "{colors.brand.accent}"
            badge.text: "{colors.brand.onAccent}"
            betslipCounter.background: "{colors.brand.accent}"
            betslipCounter.text: "{colors.brand.onAccent}"
            segment.empty: "#D9D9D9"
            segment.filled: "{colors.brand.accent}"
          contrastPairs:
            - { foreground: appBar.foreground, background: appBar.background }
            - { foreground: badge.text, background: badge.background }
          typography:
            balance: { family: Inter, size: 14, weight: semibold }
          spacing: { appBar.height: 56, appBar.itemGap: 8 }
          animation:
            buttonPress: { spring: { response: 0.3, damping: 0.7 } }
            tabTransition: { spring: { response: 0.35, damping: 0.82 } }
            loadingPulse: { easing: easeInOut, duration: 2.0, repeat: true, trigger: continuous }
        strings:
          en-AU:
            appBar.search: Search
            appBar.login: Log In
            appBar.join: Join
            appBar.balance: "Balance {amount}"
            appBar.pendingBets.myBets: My Bets
            appBar.betslip: { one: "Betslip, {count} selection", other: "Betslip, {count} selections" }
            appBar.userTray: Account
            appBar.locker: Locker
            appBar.toolBadge: { one: "{count} new item", other: "{count} new items" }
            oddsBoost.capsule: "{percent}"
            oddsBoost.heading.next: "Get {percent} win boost"
            oddsBoost.heading.max: "Max win boost activated! ({percent})"
            oddsBoost.callToAction:
              one: "Add {count} more qualifying selection to get a {percent} win boost"
              other: "Add {count} more qualifying selections to get a {percent} win boost"
            oddsBoost.label.winBoost: "Win Boost:"
            oddsBoost.label.odds: "Odds:"
        """

    /// The example as a whole profile: the baseline with the fragment merged over it.
    package static func profile(merging fragment: String) throws(YAMLError) -> String {
        let base = try YAMLParser().parse(baseline)
        let patch = try YAMLParser().parse(fragment)
        return YAMLEmitter().emit(ProfileMerger.merge(base: base, override: patch))
    }
}
