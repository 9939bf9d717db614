import TestSupport
import Testing
import Foundation
@testable import OddsBoost

/// The state table of docs/odds-boost.md, row for row, in English and French.
@Suite struct OddsBoostStateTableTests {
    enum Source: Sendable {
        case profile
        case stairs(current: OddsBoostTier?, next: OddsBoostTier?)
        case noOddsBoost
    }

    struct StateRow: Sendable, CustomTestStringConvertible {
        let label: String
        let locale: String
        let source: Source
        let selections: Int
        let visible: Bool
        let capsule: String?
        let heading: String?
        let callToAction: String?
        let segments: String?

        init(_ label: String, _ locale: String, _ source: Source, _ selections: Int, visible: Bool,
             capsule: String?, heading: String?, callToAction: String?, segments: String?) {
            self.label = label
            self.locale = locale
            self.source = source
            self.selections = selections
            self.visible = visible
            self.capsule = capsule
            self.heading = heading
            self.callToAction = callToAction
            self.segments = segments
        }

        var testDescription: String { "\(locale): \(label) (\(selections))" }

        /// The row as it appears in the document's table for its locale.
        var markdown: String {
            let sourceText: String
            switch source {
            case .profile: sourceText = "profile"
            case .noOddsBoost: sourceText = "no odds boost"
            case .stairs(let current, let next):
                sourceText = "stairs \(current.map(\.description) ?? "none") → \(next.map(\.description) ?? "none")"
            }
            let cells = [label, sourceText, "\(selections)", visible ? "shown" : "hidden",
                         capsule ?? "—", heading ?? "—", callToAction ?? "—", segments ?? "—"]
            return "| " + cells.joined(separator: " | ") + " |"
        }
    }

    static let rows: [StateRow] = [
        StateRow("empty betslip", "en", .profile, 0, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
        StateRow("below first tier", "en", .profile, 1, visible: true, capsule: nil, heading: "Get 10% win boost", callToAction: "Add 1 more qualifying selection to get a 10% win boost", segments: "1/2"),
        StateRow("tier 1 of 5", "en", .profile, 2, visible: true, capsule: "10%", heading: "Get 15% win boost", callToAction: "Add 1 more qualifying selection to get a 15% win boost", segments: "2/3"),
        StateRow("tier 2 of 5 (not max)", "en", .profile, 3, visible: true, capsule: "15%", heading: "Get 20% win boost", callToAction: "Add 1 more qualifying selection to get a 20% win boost", segments: "3/4"),
        StateRow("tier 3 of 5", "en", .profile, 4, visible: true, capsule: "20%", heading: "Get 30% win boost", callToAction: "Add 2 more qualifying selections to get a 30% win boost", segments: "4/6"),
        StateRow("tier 3 of 5, one short", "en", .profile, 5, visible: true, capsule: "20%", heading: "Get 30% win boost", callToAction: "Add 1 more qualifying selection to get a 30% win boost", segments: "5/6"),
        StateRow("tier 4 of 5", "en", .profile, 6, visible: true, capsule: "30%", heading: "Get 40% win boost", callToAction: "Add 4 more qualifying selections to get a 40% win boost", segments: "6/10"),
        StateRow("tier 4 of 5, one short", "en", .profile, 9, visible: true, capsule: "30%", heading: "Get 40% win boost", callToAction: "Add 1 more qualifying selection to get a 40% win boost", segments: "9/10"),
        StateRow("max tier", "en", .profile, 10, visible: true, capsule: "40%", heading: "Max win boost activated! (40%)", callToAction: nil, segments: nil),
        StateRow("above max tier", "en", .profile, 14, visible: true, capsule: "40%", heading: "Max win boost activated! (40%)", callToAction: nil, segments: nil),
        StateRow("live stairs agree with profile", "en", .stairs(current: .init(minSelections: 3, percent: 15), next: .init(minSelections: 4, percent: 20)), 3, visible: true, capsule: "15%", heading: "Get 20% win boost", callToAction: "Add 1 more qualifying selection to get a 20% win boost", segments: "3/4"),
        StateRow("live stairs override percentages", "en", .stairs(current: .init(minSelections: 3, percent: 12), next: .init(minSelections: 5, percent: 25)), 3, visible: true, capsule: "12%", heading: "Get 25% win boost", callToAction: "Add 2 more qualifying selections to get a 25% win boost", segments: "3/5"),
        StateRow("live stairs override, one short", "en", .stairs(current: .init(minSelections: 3, percent: 12), next: .init(minSelections: 5, percent: 25)), 4, visible: true, capsule: "12%", heading: "Get 25% win boost", callToAction: "Add 1 more qualifying selection to get a 25% win boost", segments: "4/5"),
        StateRow("live stairs say top tier", "en", .stairs(current: .init(minSelections: 4, percent: 20), next: nil), 4, visible: true, capsule: "20%", heading: "Max win boost activated! (20%)", callToAction: nil, segments: nil),
        StateRow("live stairs below first tier", "en", .stairs(current: nil, next: .init(minSelections: 2, percent: 10)), 1, visible: true, capsule: nil, heading: "Get 10% win boost", callToAction: "Add 1 more qualifying selection to get a 10% win boost", segments: "1/2"),
        StateRow("stale stairs overtaken: profile decides", "en", .stairs(current: .init(minSelections: 3, percent: 15), next: .init(minSelections: 4, percent: 20)), 5, visible: true, capsule: "20%", heading: "Get 30% win boost", callToAction: "Add 1 more qualifying selection to get a 30% win boost", segments: "5/6"),
        StateRow("live stairs: no boost", "en", .stairs(current: nil, next: nil), 3, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
        StateRow("empty betslip with stairs", "en", .stairs(current: nil, next: .init(minSelections: 2, percent: 10)), 0, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
        StateRow("brand without odds boost", "en", .noOddsBoost, 3, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
        StateRow("empty betslip", "fr", .profile, 0, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
        StateRow("below first tier", "fr", .profile, 1, visible: true, capsule: nil, heading: "Obtenez un boost de gains de 10\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 10\u{202F}%", segments: "1/2"),
        StateRow("tier 1 of 5", "fr", .profile, 2, visible: true, capsule: "10\u{202F}%", heading: "Obtenez un boost de gains de 15\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 15\u{202F}%", segments: "2/3"),
        StateRow("tier 2 of 5 (not max)", "fr", .profile, 3, visible: true, capsule: "15\u{202F}%", heading: "Obtenez un boost de gains de 20\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 20\u{202F}%", segments: "3/4"),
        StateRow("tier 3 of 5", "fr", .profile, 4, visible: true, capsule: "20\u{202F}%", heading: "Obtenez un boost de gains de 30\u{202F}%", callToAction: "Ajoutez 2 sélections éligibles de plus pour obtenir un boost de gains de 30\u{202F}%", segments: "4/6"),
        StateRow("tier 3 of 5, one short", "fr", .profile, 5, visible: true, capsule: "20\u{202F}%", heading: "Obtenez un boost de gains de 30\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 30\u{202F}%", segments: "5/6"),
        StateRow("tier 4 of 5", "fr", .profile, 6, visible: true, capsule: "30\u{202F}%", heading: "Obtenez un boost de gains de 40\u{202F}%", callToAction: "Ajoutez 4 sélections éligibles de plus pour obtenir un boost de gains de 40\u{202F}%", segments: "6/10"),
        StateRow("tier 4 of 5, one short", "fr", .profile, 9, visible: true, capsule: "30\u{202F}%", heading: "Obtenez un boost de gains de 40\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 40\u{202F}%", segments: "9/10"),
        StateRow("max tier", "fr", .profile, 10, visible: true, capsule: "40\u{202F}%", heading: "Boost de gains maximal activé\u{202F}! (40\u{202F}%)", callToAction: nil, segments: nil),
        StateRow("above max tier", "fr", .profile, 14, visible: true, capsule: "40\u{202F}%", heading: "Boost de gains maximal activé\u{202F}! (40\u{202F}%)", callToAction: nil, segments: nil),
        StateRow("live stairs agree with profile", "fr", .stairs(current: .init(minSelections: 3, percent: 15), next: .init(minSelections: 4, percent: 20)), 3, visible: true, capsule: "15\u{202F}%", heading: "Obtenez un boost de gains de 20\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 20\u{202F}%", segments: "3/4"),
        StateRow("live stairs override percentages", "fr", .stairs(current: .init(minSelections: 3, percent: 12), next: .init(minSelections: 5, percent: 25)), 3, visible: true, capsule: "12\u{202F}%", heading: "Obtenez un boost de gains de 25\u{202F}%", callToAction: "Ajoutez 2 sélections éligibles de plus pour obtenir un boost de gains de 25\u{202F}%", segments: "3/5"),
        StateRow("live stairs override, one short", "fr", .stairs(current: .init(minSelections: 3, percent: 12), next: .init(minSelections: 5, percent: 25)), 4, visible: true, capsule: "12\u{202F}%", heading: "Obtenez un boost de gains de 25\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 25\u{202F}%", segments: "4/5"),
        StateRow("live stairs say top tier", "fr", .stairs(current: .init(minSelections: 4, percent: 20), next: nil), 4, visible: true, capsule: "20\u{202F}%", heading: "Boost de gains maximal activé\u{202F}! (20\u{202F}%)", callToAction: nil, segments: nil),
        StateRow("live stairs below first tier", "fr", .stairs(current: nil, next: .init(minSelections: 2, percent: 10)), 1, visible: true, capsule: nil, heading: "Obtenez un boost de gains de 10\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 10\u{202F}%", segments: "1/2"),
        StateRow("stale stairs overtaken: profile decides", "fr", .stairs(current: .init(minSelections: 3, percent: 15), next: .init(minSelections: 4, percent: 20)), 5, visible: true, capsule: "20\u{202F}%", heading: "Obtenez un boost de gains de 30\u{202F}%", callToAction: "Ajoutez 1 sélection éligible de plus pour obtenir un boost de gains de 30\u{202F}%", segments: "5/6"),
        StateRow("live stairs: no boost", "fr", .stairs(current: nil, next: nil), 3, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
        StateRow("empty betslip with stairs", "fr", .stairs(current: nil, next: .init(minSelections: 2, percent: 10)), 0, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
        StateRow("brand without odds boost", "fr", .noOddsBoost, 3, visible: false, capsule: nil, heading: nil, callToAction: nil, segments: nil),
    ]

    @Test(arguments: rows)
    func displayMatchesTheTable(row: StateRow) throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration(locale: row.locale))
        switch row.source {
        case .profile: break
        case .stairs(let current, let next): engine.setStairs(OddsBoostStairs(current: current, next: next))
        case .noOddsBoost: engine = OddsBoostEngine(configuration: nil)
        }
        let (display, _) = engine.select(row.selections)
        #expect(display.isVisible == row.visible)
        #expect(display.capsule == row.capsule)
        #expect(display.heading == row.heading)
        #expect(display.callToAction == row.callToAction)
        #expect(display.segments?.description == row.segments)
        // The pure function gives the same answer as the engine.
        if case .profile = row.source {
            let configuration = try OddsBoostFixtures.configuration(locale: row.locale)
            #expect(configuration.display(selections: row.selections) == display)
        }
    }

    @Test func documentListsEveryRowAndNothingElse() throws {
        let document = Repository.root.appendingPathComponent("docs/odds-boost.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- state-table -->"))
        let end = try #require(text.range(of: "<!-- /state-table -->"))
        let tableLines = text[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("| ") && !$0.hasPrefix("| case ") && !$0.hasPrefix("| ---") }
        #expect(tableLines == Self.rows.map(\.markdown))
    }
}
