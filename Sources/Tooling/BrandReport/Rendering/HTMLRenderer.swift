import BrandModel

/// The report as one self-contained HTML page: inline CSS and SVG, no network, readable
/// on a phone and on paper, headings in order, tables with captions and scoped headers.
/// The markup is also well-formed XML, so tests can parse all of it.
public struct HTMLRenderer: Sendable {
    public var model: ReportModel
    public var comparison: ReportComparison?
    /// Whether findings' places are marked (``FindingPins``): the studio's cards only.
    var marksPins = false

    public init(model: ReportModel, comparison: ReportComparison? = nil) {
        self.model = model
        self.comparison = comparison
    }

    public func render() -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        html += "<title>Brand report</title>\n<style>\(Self.stylesheet)</style>\n</head>\n<body>\n"
        html += header() + contents() + "<main>\n"
        if let comparison { html += changes(comparison) }
        html += matrix() + appBars() + appearanceGallery()
        for brand in model.brands { html += section(for: brand) }
        html += "</main>\n<footer><p>Made by brandreport from the brand profiles; every app bar is drawn from the engine's state.</p></footer>\n"
        html += "</body>\n</html>\n"
        return html
    }

    // MARK: - Page frame

    private func header() -> String {
        var text = "<header>\n<h1>Brand report</h1>\n<p class=\"lead\">\(e(model.summary)) from \(model.inputs.map { "<code>\(e($0))</code>" }.joined(separator: ", "))."
        if let generatedAt = model.generatedAt { text += " Generated \(e(generatedAt))." }
        text += "</p>\n"
        if !model.flagged.isEmpty {
            text += "<p class=\"alert\" role=\"note\"><strong>Flagged:</strong> "
                + model.flagged.map { "<a href=\"#\(a($0.anchor))\">\(e($0.name))</a> (\(e($0.status)))" }.joined(separator: ", ") + "</p>\n"
        }
        return text + "</header>\n"
    }

    private func contents() -> String {
        var items: [String] = []
        if comparison != nil { items.append("<li><a href=\"#changes\">Changes</a></li>") }
        items.append("<li><a href=\"#matrix\">Feature matrix</a></li>")
        items.append("<li><a href=\"#app-bars\">App bars</a></li>")
        if !appearanceBrands.isEmpty { items.append("<li><a href=\"#appearances\">Appearances</a></li>") }
        for brand in model.brands {
            items.append("<li><a href=\"#\(a(brand.anchor))\">\(e(brand.name))</a>\(brand.isFlagged ? " (\(e(brand.status)))" : "")</li>")
        }
        return "<nav aria-label=\"Contents\">\n<ul class=\"contents\">\n" + items.joined(separator: "\n") + "\n</ul>\n</nav>\n"
    }

    // MARK: - Changes

    private func changes(_ comparison: ReportComparison) -> String {
        var html = "<section aria-labelledby=\"changes\">\n<h2 id=\"changes\">Changes</h2>\n"
        html += "<p>Compared with \(comparison.oldInputs.map { "<code>\(e($0))</code>" }.joined(separator: ", ")): \(e(comparison.summary)).</p>\n"
        if !comparison.added.isEmpty {
            html += "<p><strong>Added:</strong> " + comparison.added.map { id in
                "<a href=\"#\(a("brand-\(id)"))\">\(e(model.brand(id: id)?.name ?? id))</a>"
            }.joined(separator: ", ") + "</p>\n"
        }
        if !comparison.removed.isEmpty {
            html += "<p><strong>Removed:</strong> " + comparison.removed.map { "<code>\(e($0))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        if !comparison.lint.isEmpty {
            html += "<p><strong>Lint:</strong> " + comparison.lint.map { change in
                "<code>\(e(change.subject))</code> \(e(change.before ?? "")) → <strong>\(e(change.after ?? ""))</strong>"
            }.joined(separator: ", ") + "</p>\n"
        }
        for brand in comparison.changed {
            html += "<h3>\(e(brand.name))</h3>\n"
            html += table(
                caption: "\(ReportText.count(brand.changes.count, "change")) in \(brand.name)",
                headers: ["Area", "What", "Before", "After"],
                rows: brand.changes.map { change in
                    (header: e(change.area.rawValue), cells: [
                        "<code>\(e(change.subject))</code>",
                        change.before.map(e) ?? "<em>none</em>",
                        change.after.map(e) ?? "<em>none</em>",
                    ])
                })
        }
        return html + "</section>\n"
    }

    // MARK: - Matrix

    private func matrix() -> String {
        let matrix = model.matrix
        var html = "<section aria-labelledby=\"matrix\">\n<h2 id=\"matrix\">Feature matrix</h2>\n"
        html += "<div class=\"scroll\" role=\"region\" aria-label=\"Feature matrix, scrolls sideways\" tabindex=\"0\">\n"
        html += "<table class=\"matrix\">\n<caption>Features of \(e(ReportText.count(matrix.columns.count, "brand"))) side by side</caption>\n<thead><tr><th scope=\"col\">Feature</th>"
        for column in matrix.columns {
            let flag = column.isFlagged ? " <span class=\"badge-negative\">flagged</span>" : ""
            html += "<th scope=\"col\"><a href=\"#\(a("brand-\(column.id)"))\">\(e(column.name))</a>\(flag)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in matrix.rows {
            html += "<tr data-row=\"\(e(row.key))\"><th scope=\"row\">\(e(row.label))</th>"
            for cell in row.cells { html += "<td class=\"tone-\(cell.tone.rawValue)\">\(e(cell.text))</td>" }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    /// Every brand's signed-in bar, one under the other, for comparing at a glance.
    private func appBars() -> String {
        var html = "<section aria-labelledby=\"app-bars\">\n<h2 id=\"app-bars\">App bars</h2>\n"
        html += "<p>Signed in, as the engine computes each bar from the sample session; details in each brand's section.</p>\n<div class=\"gallery\">\n"
        for brand in model.brands {
            guard let section = brand.section, let appBar = section.appBar else {
                html += "<figure><p class=\"alert\">\(e(brand.name)): \(e(brand.status))</p></figure>\n"
                continue
            }
            let preview = AppBarPreview(snapshot: appBar.signedIn, brandName: section.profile.name, scale: 1.25)
            html += "<figure>\n\(preview.svg)\n<figcaption><a href=\"#\(a(brand.anchor))\">\(e(brand.name))</a></figcaption>\n</figure>\n"
        }
        return html + "</div>\n</section>\n"
    }

    /// The brands with appearances beyond light, with their sections.
    private var appearanceBrands: [(BrandEntry, BrandSection)] {
        model.brands.compactMap { brand in brand.section.map { (brand, $0) } }.filter { $0.1.appearances.count > 1 }
    }

    /// Every brand with appearances beyond light: its signed-in bar in each, side by side.
    private func appearanceGallery() -> String {
        let shown = appearanceBrands
        guard !shown.isEmpty else { return "" }
        var html = "<section aria-labelledby=\"appearances\">\n<h2 id=\"appearances\">Appearances</h2>\n"
        html += "<p>Signed in, in every appearance each brand has: light, dark, high contrast, dark high contrast, as the engine computes the bar with that appearance's colours.</p>\n"
        for (brand, section) in shown {
            html += "<h3><a href=\"#\(a(brand.anchor))\">\(e(brand.name))</a></h3>\n" + appearanceFigures(section, scale: 0.8)
        }
        return html + "</section>\n"
    }

    /// The signed-in bar in each appearance, in a row.
    private func appearanceFigures(_ section: BrandSection, scale: Double) -> String {
        var html = "<div class=\"appearances\">\n"
        for view in section.appearances {
            guard let snapshot = view.signedIn else { continue }
            let preview = AppBarPreview(snapshot: snapshot, brandName: "\(section.profile.name) (\(view.title.lowercased()))", scale: scale)
            let tone = view.contrast.isEmpty ? "absent" : view.contrastPasses ? "positive" : "negative"
            html += "<figure data-appearance=\"\(a(view.appearance.rawValue))\">\n\(preview.svg)\n"
            html += "<figcaption>\(e(view.title)) · contrast <span class=\"tone-\(tone)\">\(e(view.contrastSummary))</span></figcaption>\n</figure>\n"
        }
        return html + "</div>\n"
    }

    /// The brand's bar in each appearance, and the contrast pairs measured in each appearance
    /// other than light (light's table is the section's Contrast).
    private func appearances(_ section: BrandSection) -> String {
        guard section.appearances.count > 1 else { return "" }
        var html = "<h3>Appearances</h3>\n" + appearanceFigures(section, scale: 1.25)
        for view in section.appearances where view.appearance != .light && !view.contrast.isEmpty {
            let minimum = ReportText.ratio(view.contrast.first?.minimumRatio ?? ContrastCheck.minimumRatio)
            html += table(
                caption: "Contrast of \(section.profile.name)'s colour pairs, \(view.title.lowercased()) (\(minimum) needed)",
                headers: ["Foreground on background", "Sample", "Ratio", "Verdict"],
                rows: view.contrast.map(contrastRow))
        }
        return html
    }

    // MARK: - Brand sections

    private func section(for brand: BrandEntry) -> String {
        var html = "<section class=\"brand\" id=\"\(a(brand.anchor))\" aria-labelledby=\"\(a(brand.anchor))-title\">\n"
        html += "<h2 id=\"\(a(brand.anchor))-title\">\(e(brand.name)) <span class=\"muted\">(\(e(brand.id)))</span></h2>\n"
        html += "<p class=\"muted\"><code>\(e(brand.path))</code> · lint: \(e(brand.lint.summary))</p>\n"
        guard let section = brand.section else {
            html += "<p class=\"alert\" role=\"note\"><strong>Failed to load.</strong> The other brands are reported as usual.</p>\n"
            return html + lint(brand) + "</section>\n"
        }
        if let problem = section.engineProblem {
            html += "<p class=\"alert\" role=\"note\"><strong>The app-bar engine refuses this profile:</strong> \(e(problem))</p>\n"
        }
        html += "<h3>Features</h3>\n<ul>\n" + section.features.map { "<li>\(e($0))</li>" }.joined(separator: "\n") + "\n</ul>\n"
        html += appBar(section)
        html += colors(section) + contrast(section) + appearances(section) + tokens(section)
        html += oddsBoost(section) + strings(section) + lint(brand)
        return html + "</section>\n"
    }

    private func appBar(_ section: BrandSection) -> String {
        guard let appBar = section.appBar else { return "" }
        let sample = appBar.sample
        var html = "<h3>App bar</h3>\n<p>Drawn from the engine's state in \(e(appBar.locale.description)), with the brand's tokens: signed out, then signed in with a balance of \(e(appBar.signedIn.state.balance ?? ReportText.number(sample.balance)))"
        html += appBar.observesBadge ? ", \(sample.toolItems) new tool items" : ""
        html += " and \(ReportText.count(sample.betslipSelections, "selection")) on the betslip.</p>\n"
        for (caption, snapshot) in [("Signed out", appBar.signedOut), ("Signed in", appBar.signedIn)] {
            let preview = AppBarPreview(snapshot: snapshot, brandName: section.profile.name, scale: 1.5)
            html += "<figure>\n\(preview.svg)\n<figcaption>\(caption): \(e(snapshot.accessibleSummary))</figcaption>\n</figure>\n"
        }
        return html
    }

    /// Every colour token, in each appearance the brand has: light's as written, the others'
    /// as the engine shows them (an appearance without its own value shows its fallback's).
    func colors(_ section: BrandSection) -> String {
        let tokens = section.tokens(in: .colors)
        guard !tokens.isEmpty else { return "" }
        func swatch(_ color: RGBA?) -> String {
            color.map { "<span class=\"swatch\" style=\"background-color:\($0.hex)\" aria-hidden=\"true\"></span>" } ?? "<em>invalid</em>"
        }
        guard section.appearances.count > 1 else {
            return "<h3>Colours</h3>\n" + table(
                caption: "\(tokens.count) colour tokens of \(section.profile.name)",
                headers: ["Token", "Swatch", "Value", "Written as"],
                rows: tokens.map { token in
                    (header: "<code>\(e(token.name))</code>", cells: [
                        swatch(token.color), "<code>\(e(token.value))</code>", token.reference.map { "<code>{\(e($0))}</code>" } ?? "value",
                    ])
                })
        }
        let others = section.appearances.filter { $0.appearance != .light }
        return "<h3>Colours</h3>\n" + table(
            caption: "\(tokens.count) colour tokens of \(section.profile.name), in each appearance",
            headers: ["Token", "Light"] + others.map(\.title) + ["Written as (light)"],
            rows: tokens.map { token in
                var cells = [swatch(token.color) + " <code>\(e(token.value))</code>"]
                for view in others {
                    let color = view.color(of: token.name, in: section.profile.theme)
                    let changed = color != token.color
                    cells.append(swatch(color) + " <code>\(e(color?.hex ?? "—"))</code>" + (changed ? "" : " <span class=\"muted\">(as light)</span>"))
                }
                cells.append(token.reference.map { "<code>{\(e($0))}</code>" } ?? "value")
                return (header: "<code>\(e(token.name))</code>", cells: cells)
            })
    }

    private func contrast(_ section: BrandSection) -> String {
        guard !section.contrast.isEmpty else { return "" }
        return "<h3>Contrast</h3>\n" + table(
            caption: "Contrast of \(section.profile.name)'s colour pairs against WCAG AA (4.5:1)",
            headers: ["Foreground on background", "Sample", "Ratio", "AA"],
            rows: section.contrast.map(contrastRow))
    }

    func contrastRow(_ check: ContrastCheck) -> (header: String, cells: [String]) {
        let sample: String
        if let foreground = check.foregroundColor, let background = check.backgroundColor {
            sample = "<span class=\"sample\" style=\"color:\(foreground.hex);background-color:\(background.hex)\" aria-hidden=\"true\">Aa 123</span>"
        } else {
            sample = "<em>missing</em>"
        }
        let verdict = check.passes ? "<span class=\"tone-positive\">pass</span>" : "<span class=\"tone-negative\">fail</span>"
        return (header: "<code>\(e(check.foreground))</code> on <code>\(e(check.background))</code>", cells: [
            sample, check.ratio.map { ReportText.ratio($0) } ?? "—", verdict,
        ])
    }

    private func tokens(_ section: BrandSection) -> String {
        var html = ""
        for group in ThemeGroup.allCases where group != .colors {
            let title = ReportText.title(of: group)
            let tokens = section.tokens(in: group)
            guard !tokens.isEmpty else { continue }
            html += "<h3>\(title)</h3>\n" + table(
                caption: "\(title == "Animation presets" ? title : "\(title) tokens") of \(section.profile.name)",
                headers: ["Token", group == .spacing ? "Points" : "Value"],
                rows: tokens.map { token in
                    let written = token.reference.map { " <span class=\"muted\">= {\(e($0))}</span>" } ?? ""
                    return (header: "<code>\(e(token.name))</code>", cells: [e(token.value) + written])
                })
        }
        return html
    }

    func oddsBoost(_ section: BrandSection) -> String {
        guard let ladder = section.oddsBoost else { return "" }
        var html = "<h3>Odds boost</h3>\n" + pin(.oddsBoost) + table(
            caption: "Odds-boost tiers of \(section.profile.name)",
            headers: ["Tier", "From selections", "Win boost"],
            rows: ladder.tiers.enumerated().map { index, tier in
                (header: String(index + 1), cells: [String(tier.minSelections), "\(ReportText.number(tier.percent))%"])
            })
        for messages in ladder.messages {
            html += "<h4>Betslip box in \(e(messages.locale.description))</h4>\n"
            if let problem = messages.problem {
                html += "<p class=\"alert\">\(e(problem))</p>\n"
                continue
            }
            html += table(
                caption: "What the odds-boost box shows in \(messages.locale), by selections (from OddsBoostEngine)",
                headers: ["Selections", "Capsule", "Heading", "Call to action", "Progress"],
                rows: messages.steps.map { step in
                    (header: String(step.selections), cells: [
                        step.capsule.map(e) ?? "—", step.heading.map(e) ?? "—", step.callToAction.map(e) ?? "—",
                        step.progress.map { "\($0.filled) of \($0.total)" } ?? "—",
                    ])
                })
        }
        return html
    }

    func strings(_ section: BrandSection) -> String {
        guard let first = section.strings.first else { return "" }
        var keys = first.entries.filter(\.isRequired).map(\.key)
        let extra = Set(section.strings.flatMap { $0.entries.filter { !$0.isRequired }.map(\.key) })
        keys += extra.sorted()
        var html = "<h3>Strings</h3>\n\(pin(.strings))<p>Engine strings per locale: \(e(section.stringCoverage)).</p>\n"
        let missing = section.strings.flatMap { strings in strings.missing.map { "\(strings.locale) \($0)" } }
        if !missing.isEmpty {
            html += "<p class=\"alert\" role=\"note\"><strong>Missing:</strong> \(missing.map { "<code>\(e($0))</code>" }.joined(separator: ", "))</p>\n"
        }
        html += table(
            caption: "Strings of \(section.profile.name) by locale; engine strings first",
            headers: ["Key"] + section.strings.map(\.locale.description),
            rows: keys.map { key in
                let required = first.entries.first { $0.key == key && $0.isRequired }
                let label = "<code>\(e(key))</code>" + (required.map { "<br/><span class=\"muted\">\(e($0.neededBy ?? "engine"))</span>" } ?? "")
                return (header: label, cells: section.strings.map { strings in
                    let pinned = pin(.string(locale: strings.locale.description, key: key))
                    guard let entry = strings.entries.first(where: { $0.key == key }) else { return "<span class=\"muted\">—</span>" + pinned }
                    return (entry.text.map(e) ?? "<span class=\"tone-negative\">missing</span>") + pinned
                })
            })
        return html
    }

    private func lint(_ brand: BrandEntry) -> String {
        var html = "<h3>Lint</h3>\n"
        guard !brand.lint.isClean else { return html + "<p>brandlint finds nothing to report.</p>\n" }
        html += "<p>\(e(brand.lint.summary)).</p>\n<ul class=\"diagnostics\">\n"
        for diagnostic in brand.lint.diagnostics {
            let severity = diagnostic.severity == .error ? "tone-negative" : "muted"
            html += "<li><code>\(e("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"))</code> <span class=\"\(severity)\">\(diagnostic.severity.rawValue)</span>: \(e(diagnostic.message)) <code>\(e(diagnostic.rule))</code>"
            if let hint = diagnostic.hint { html += "<br/><span class=\"muted\">hint: \(e(hint))</span>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    // MARK: - Pieces

    /// A table with a caption, column headers and a row header per row; cells are markup.
    func table(caption: String, headers: [String], rows: [(header: String, cells: [String])]) -> String {
        var html = "<div class=\"scroll\">\n<table>\n<caption>\(e(caption))</caption>\n<thead><tr>"
        html += headers.map { "<th scope=\"col\">\(e($0))</th>" }.joined()
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><th scope=\"row\">\(row.header)</th>" + row.cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }

    /// Where the findings pinned to `place` go, when ``marksPins``.
    func pin(_ place: FindingPins.Place) -> String { marksPins ? FindingPins.marker(place) : "" }

    private func e(_ text: String) -> String { Markup.escape(text) }
    private func a(_ text: String) -> String { Markup.identifier(text) }

    static let stylesheet = ReportPalette.customProperties + """

        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:var(--background)}
        header,nav,main,footer{max-width:80rem;margin:0 auto;padding:0 1rem}
        h1{font-size:1.8rem;margin:1.25rem 0 .25rem}
        h2{font-size:1.4rem;margin:2.5rem 0 .5rem;padding-top:.75rem;border-top:3px solid var(--text)}
        h3{font-size:1.1rem;margin:1.5rem 0 .4rem}
        h4{font-size:1rem;margin:1rem 0 .3rem}
        a{color:var(--link)}
        code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em;background:var(--header);padding:0 .2em;border-radius:3px}
        .lead{margin:.25rem 0 .5rem}
        .muted{color:var(--muted);font-weight:normal}
        .alert{border-left:4px solid var(--negative);background:var(--negative-background);color:var(--text);padding:.5rem .75rem}
        .contents{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:.5rem 0}
        .scroll{overflow-x:auto;max-width:100%}
        .scroll:focus{outline:2px solid var(--link)}
        table{border-collapse:collapse;margin:.4rem 0 1rem;font-size:.9rem;min-width:min(26rem,100%)}
        caption{text-align:left;font-weight:600;color:var(--muted);padding:.2rem 0}
        th,td{border:1px solid var(--rule);padding:.3rem .5rem;text-align:left;vertical-align:top}
        thead th,tbody th{background:var(--header)}
        tbody th{font-weight:600}
        .matrix th[scope=row]{position:sticky;left:0;z-index:1;min-width:11rem}
        .matrix td{min-width:8rem}
        .tone-positive{color:var(--positive);background:var(--positive-background)}
        .tone-negative{color:var(--negative);background:var(--negative-background);font-weight:600}
        .tone-absent{color:var(--muted)}
        .badge-negative{display:inline-block;font-size:.75rem;color:var(--negative);background:var(--negative-background);padding:0 .3rem;border-radius:3px}
        .swatch{display:inline-block;width:2.5rem;height:1.2rem;border:1px solid var(--rule);border-radius:3px;vertical-align:middle}
        .sample{display:inline-block;padding:.1rem .5rem;border-radius:3px;font-weight:600}
        .swatch,.sample,svg{-webkit-print-color-adjust:exact;print-color-adjust:exact}
        figure{margin:.5rem 0 1rem}
        .gallery{display:flex;flex-wrap:wrap;gap:0 2rem}
        .appearances{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:0 1rem}
        .appearances figure{min-width:0}
        figure svg{display:block;max-width:100%;height:auto;border:1px solid var(--rule)}
        figcaption{color:var(--muted);font-size:.9rem;margin-top:.2rem}
        .diagnostics li{margin-bottom:.3rem}
        footer{color:var(--muted);font-size:.85rem;margin-top:2rem;padding-bottom:2rem}
        @media (max-width:40rem){
        body{font-size:15px}
        h1{font-size:1.5rem}
        th,td{padding:.25rem .35rem}
        .matrix th[scope=row]{min-width:8rem}
        .matrix td{min-width:6.5rem}
        .appearances{grid-template-columns:repeat(2,minmax(0,1fr))}
        }
        @media print{
        body{font-size:9.5pt}
        nav{display:none}
        header,main,footer{max-width:none;padding:0}
        .scroll{overflow:visible}
        .matrix th[scope=row]{position:static}
        section.brand{break-before:page}
        table,figure,li{break-inside:avoid}
        h2,h3,h4{break-after:avoid}
        a{color:inherit;text-decoration:none}
        }

        """
}
