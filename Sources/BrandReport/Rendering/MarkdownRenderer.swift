/// The report as GitHub-flavoured markdown. With a comparison it is a pull-request
/// comment: the changes first and concise, everything long folded in `<details>`.
public struct MarkdownRenderer: Sendable {
    public var model: ReportModel
    public var comparison: ReportComparison?
    /// A brand's changes longer than this fold into `<details>`.
    public var foldAfter = 8

    public init(model: ReportModel, comparison: ReportComparison? = nil) {
        self.model = model
        self.comparison = comparison
    }

    public func render() -> String {
        var lines: [String] = []
        if let comparison {
            lines += changes(comparison)
            lines += flagged()
            lines += details("Feature matrix (\(ReportText.count(model.brands.count, "brand")))", matrix())
        } else {
            var lead = "\(model.summary) from \(model.inputs.map(Markup.code).joined(separator: ", "))."
            if let generatedAt = model.generatedAt { lead += " Generated \(generatedAt)." }
            lines += ["# Brand report", "", lead, ""]
            lines += flagged()
            lines += ["## Feature matrix", ""] + matrix()
            for brand in model.brands { lines += section(brand) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func changes(_ comparison: ReportComparison) -> [String] {
        var lines = ["## Brand changes", ""]
        var lead = "Compared with \(comparison.oldInputs.map(Markup.code).joined(separator: ", ")): \(comparison.summary)."
        if let generatedAt = model.generatedAt { lead += " Generated \(generatedAt)." }
        lines += [lead, ""]
        if !comparison.added.isEmpty {
            lines += ["**Added:** " + comparison.added.map { id in "\(model.brand(id: id)?.name ?? id) (\(Markup.code(id)))" }.joined(separator: ", "), ""]
        }
        if !comparison.removed.isEmpty {
            lines += ["**Removed:** " + comparison.removed.map(Markup.code).joined(separator: ", "), ""]
        }
        if !comparison.lint.isEmpty {
            lines += ["**Lint:** " + comparison.lint.map { "\(Markup.code($0.subject)) \($0.before ?? "") → **\($0.after ?? "")**" }.joined(separator: ", "), ""]
        }
        for brand in comparison.changed {
            let table = self.table(
                ["Area", "What", "Before", "After"],
                brand.changes.map { change in
                    [change.area.rawValue, Markup.code(change.subject), change.before.map(Markup.tableCell) ?? "*none*", change.after.map(Markup.tableCell) ?? "*none*"]
                })
            let title = "\(brand.name) (\(Markup.code(brand.id))): \(ReportText.count(brand.changes.count, "change"))"
            if brand.changes.count > foldAfter {
                lines += details(title, table)
            } else {
                lines += ["### \(title)", ""] + table + [""]
            }
        }
        return lines
    }

    private func flagged() -> [String] {
        guard !model.flagged.isEmpty else { return [] }
        return ["> [!WARNING]", "> Flagged: " + model.flagged.map { "\($0.name) (\($0.status))" }.joined(separator: ", "), ""]
    }

    private func matrix() -> [String] {
        let matrix = model.matrix
        return table(
            ["Feature"] + matrix.columns.map { $0.isFlagged ? "\($0.name) ⚠" : $0.name },
            matrix.rows.map { row in
                [row.label] + row.cells.map { cell in
                    cell.tone == .negative ? "**\(Markup.tableCell(cell.text))**" : Markup.tableCell(cell.text)
                }
            }) + [""]
    }

    private func section(_ brand: BrandEntry) -> [String] {
        var lines = ["## \(brand.name) (\(Markup.code(brand.id)))", "", "\(Markup.code(brand.path)) · lint: \(brand.lint.summary)", ""]
        guard let section = brand.section else {
            return lines + ["**Failed to load.**", ""] + diagnostics(brand)
        }
        if let problem = section.engineProblem { lines += ["**The app-bar engine refuses this profile:** \(problem)", ""] }
        lines += section.features.map { "- \($0)" } + [""]
        if let appBar = section.appBar {
            lines += [
                "**App bar** (engine, \(appBar.locale)) — signed out: \(appBar.signedOut.accessibleSummary); signed in: \(appBar.signedIn.accessibleSummary).",
                "",
            ]
        }
        if !section.contrast.isEmpty {
            lines += table(
                ["Foreground", "Background", "Ratio", "AA 4.5:1"],
                section.contrast.map { check in
                    [Markup.code(check.foreground), Markup.code(check.background), check.ratio.map { ReportText.ratio($0) } ?? "—", check.passes ? "pass" : "**fail**"]
                }) + [""]
        }
        for (group, title) in [("colors", "Colours"), ("typography", "Typography"), ("spacing", "Spacing"), ("animation", "Animation presets")] {
            let tokens = section.tokens(in: group)
            guard !tokens.isEmpty else { continue }
            lines += details("\(title) (\(tokens.count))", table(
                ["Token", "Value", "Written as"],
                tokens.map { [Markup.code($0.name), Markup.tableCell($0.value), $0.reference.map { Markup.code("{\($0)}") } ?? "value"] }))
        }
        if let ladder = section.oddsBoost {
            lines += ["**Odds boost:** \(ladder.summary)", ""]
            for messages in ladder.messages {
                if let problem = messages.problem {
                    lines += ["Odds boost in \(messages.locale): \(problem)", ""]
                    continue
                }
                lines += details("Odds-boost box in \(messages.locale)", table(
                    ["Selections", "Capsule", "Heading", "Call to action", "Progress"],
                    messages.steps.map { step in
                        [String(step.selections), step.capsule.map(Markup.tableCell) ?? "—", step.heading.map(Markup.tableCell) ?? "—",
                         step.callToAction.map(Markup.tableCell) ?? "—", step.progress.map { "\($0.filled)/\($0.total)" } ?? "—"]
                    }))
            }
        }
        let missing = section.strings.flatMap { strings in strings.missing.map { "\(strings.locale) \($0)" } }
        if !missing.isEmpty { lines += ["**Missing strings:** " + missing.map(Markup.code).joined(separator: ", "), ""] }
        for strings in section.strings {
            lines += details("Strings in \(strings.locale): \(strings.presentRequired)/\(strings.required) engine strings", table(
                ["Key", "Text", "Engine"],
                strings.entries.map { entry in
                    [Markup.code(entry.key), entry.text.map(Markup.tableCell) ?? "**missing**", entry.isRequired ? "yes" : ""]
                }))
        }
        return lines + diagnostics(brand)
    }

    private func diagnostics(_ brand: BrandEntry) -> [String] {
        guard !brand.lint.isClean else { return [] }
        return details("Lint: \(brand.lint.summary)", brand.lint.diagnostics.map { diagnostic in
            "- \(Markup.code("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)")) \(diagnostic.severity.rawValue): \(Markup.escape(diagnostic.message)) \(Markup.code(diagnostic.rule))"
        })
    }

    private func table(_ headers: [String], _ rows: [[String]]) -> [String] {
        ["| " + headers.map(Markup.tableCell).joined(separator: " | ") + " |",
         "|" + String(repeating: " --- |", count: headers.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    }

    /// A folded block; blank lines around the body so GitHub renders its markdown.
    private func details(_ summary: String, _ body: [String]) -> [String] {
        ["<details><summary>\(Markup.escape(summary))</summary>", ""] + body + ["", "</details>", ""]
    }
}
