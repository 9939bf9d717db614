import BrandModel

/// One brand in the studio: in every appearance, the bar signed out, signed in and with the
/// tool slot open, with that appearance's contrast pairs; then its colours, odds boost and
/// strings per locale, each finding shown on the element it concerns. Drawn with the
/// report's own pieces (``AppBarPreview``, ``HTMLRenderer``'s tables): the studio draws
/// nothing of its own.
public struct StudioCard: Sendable {
    public var entry: BrandEntry
    /// The brand as it last loaded, shown under the error while its file does not load.
    public var lastGood: BrandSection?

    public init(entry: BrandEntry, lastGood: BrandSection? = nil) {
        self.entry = entry
        self.lastGood = lastGood
    }

    /// The section the card draws: the brand's, or the last good one while it fails.
    public var shownSection: BrandSection? { entry.section ?? lastGood }

    /// The card as an `<article>`, findings in place.
    public func render() -> String {
        let e = Markup.escape
        var parts = HTMLRenderer(model: ReportModel(inputs: [], brands: []))
        parts.marksPins = true
        let anchor = Markup.identifier(entry.anchor)
        var html = "<article class=\"studio-brand\" id=\"\(anchor)\" data-brand=\"\(e(entry.id))\">\n<header class=\"studio-head\">\n"
        html += "<h2>\(e(shownSection?.profile.name ?? entry.name)) <span class=\"muted\">(\(e(entry.id)))</span></h2>\n"
        html += "<p class=\"muted\"><code>\(e(entry.path))</code> · lint: \(e(entry.lint.summary))</p>\n"
        if case .failed(let reason) = entry.outcome {
            let shown = lastGood == nil ? "Nothing has loaded from it yet." : "The preview below is the last one that loaded."
            html += "<p class=\"alert\" role=\"alert\" data-broken=\"true\"><strong>This file does not load:</strong> \(e(reason)) \(shown)</p>\n"
        }
        if let problem = shownSection?.engineProblem {
            html += "<p class=\"alert\" role=\"note\"><strong>The app-bar engine refuses this profile:</strong> \(e(problem))</p>\n"
        }
        html += FindingPins.marker(.brand) + "</header>\n"
        if let section = shownSection {
            for view in section.appearances { html += appearance(view, of: section, parts: parts) }
            html += "<section class=\"studio-part\">\n" + FindingPins.marker(.appBar) + FindingPins.marker(.theme)
            html += parts.colors(section) + parts.oddsBoost(section) + parts.strings(section) + "</section>\n"
        }
        return FindingPins(entry: entry).fill(html) + "</article>\n"
    }

    /// One appearance: its three bars and its contrast pairs.
    private func appearance(_ view: AppearanceView, of section: BrandSection, parts: HTMLRenderer) -> String {
        let e = Markup.escape
        let tone = view.contrast.isEmpty ? "absent" : view.contrastPasses ? "positive" : "negative"
        var html = "<section class=\"studio-appearance\" data-appearance=\"\(e(view.appearance.rawValue))\">\n"
        html += "<h3>\(e(view.title)) <span class=\"tone-\(tone)\">contrast \(e(view.contrastSummary))</span></h3>\n<div class=\"states\">\n"
        if let observation = view.observation {
            let states = [
                ("signed-out", "Signed out", observation.signedOut),
                ("signed-in", "Signed in", observation.signedIn),
                ("tool-slot-open", "Tool slot tapped: \(observation.toolSlotTap.summary)", observation.toolSlotOpen),
            ]
            for (state, caption, snapshot) in states {
                let preview = AppBarPreview(snapshot: snapshot, brandName: "\(section.profile.name) (\(view.title.lowercased()))", scale: 1)
                html += "<figure data-state=\"\(state)\">\n\(preview.svg)\n<figcaption>\(e(caption))</figcaption>\n</figure>\n"
            }
        }
        html += "</div>\n" + FindingPins.marker(.appearance(view.appearance))
        if !view.contrast.isEmpty {
            let minimum = ReportText.ratio(view.contrast.first?.minimumRatio ?? ContrastCheck.minimumRatio)
            html += parts.table(
                caption: "Contrast, \(view.title.lowercased()) (\(minimum) needed)",
                headers: ["Foreground on background", "Sample", "Ratio", "Verdict"],
                rows: view.contrast.map(parts.contrastRow))
        }
        return html + "</section>\n"
    }
}
