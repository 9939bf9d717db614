import BrandModel

/// The report as GitHub-flavoured markdown. With a comparison it is a pull-request
/// comment: the changes first and concise, everything long folded in `<details>`.
///
/// It stays within GitHub's comment limit: when the whole text would pass it, the brands
/// without changes (without a comparison: the brands that are not flagged) are collapsed,
/// first out of the per-brand sections, then out of the feature matrix, and the text says
/// so; as a last resort the text is cut at a line and says where.
public struct MarkdownRenderer: Sendable {
    public var model: ReportModel
    public var comparison: ReportComparison?
    /// A brand's changes longer than this fold into `<details>`.
    public var foldAfter = 8
    /// The longest text rendered, in UTF-16 code units (what GitHub counts).
    public var limit = MarkdownRenderer.gitHubCommentLimit
    /// Where `brandreport --pictures` put its PNGs (a URL or a path the comment's reader
    /// can follow): each brand links its picture in each appearance.
    public var pictures: String?

    /// GitHub's limit on the body of an issue or pull-request comment.
    public static let gitHubCommentLimit = 65_536

    public init(model: ReportModel, comparison: ReportComparison? = nil) {
        self.model = model
        self.comparison = comparison
    }

    public func render() -> String {
        let full = render(collapsing: .none)
        guard full.utf16.count > limit else { return full }
        for collapse in [Collapse.sections, .sectionsAndMatrix] {
            let text = render(collapsing: collapse)
            if text.utf16.count <= limit { return text }
        }
        return truncated(render(collapsing: .sectionsAndMatrix))
    }

    /// How much of the brands without changes is left out.
    private enum Collapse {
        case none, sections, sectionsAndMatrix
    }

    /// The brands a collapsed text keeps: added, changed, with changed lint, or flagged.
    private var brandsOfNote: Set<String> {
        var ids = Set(model.flagged.map(\.id))
        if let comparison {
            ids.formUnion(comparison.added)
            ids.formUnion(comparison.changed.map(\.id))
            ids.formUnion(comparison.lint.map(\.subject))
        }
        return ids
    }

    private func render(collapsing collapse: Collapse) -> String {
        let kept = brandsOfNote
        let matrixBrands = collapse == .sectionsAndMatrix || (comparison != nil && collapse != .none) ? kept : nil
        var lines: [String] = []
        if let comparison {
            lines += changes(comparison)
            lines += flagged()
            lines += collapsedNotice(collapse, kept: kept)
            let shown = matrixBrands.map { ids in model.brands.count { ids.contains($0.id) } } ?? model.brands.count
            lines += details("Feature matrix (\(ReportText.count(shown, "brand")))", matrix(only: matrixBrands))
        } else {
            var lead = "\(model.summary) from \(model.inputs.map(Markup.code).joined(separator: ", "))."
            if let generatedAt = model.generatedAt { lead += " Generated \(generatedAt)." }
            lines += ["# Brand report", "", lead, ""]
            lines += flagged()
            lines += collapsedNotice(collapse, kept: kept)
            lines += ["## Feature matrix", ""] + matrix(only: matrixBrands)
            for brand in model.brands where collapse == .none || kept.contains(brand.id) { lines += section(brand) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func collapsedNotice(_ collapse: Collapse, kept: Set<String>) -> [String] {
        guard collapse != .none else { return [] }
        let collapsed = model.brands.count { !kept.contains($0.id) }
        let which = comparison == nil ? "not flagged" : "without changes"
        let what = comparison == nil && collapse == .sections ? "their sections are left out" : "they are left out"
        return [
            "> [!NOTE]",
            "> \(ReportText.count(collapsed, "brand")) \(which) collapsed: \(what), as the whole report would pass GitHub's "
                + "\(Self.grouped(Self.gitHubCommentLimit))-character limit for a comment. "
                + "`brandreport --format html` shows every brand.",
            "",
        ]
    }

    /// `65,536`: digits in groups of three.
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    /// The text cut at the last whole line that leaves room for saying so.
    private func truncated(_ text: String) -> String {
        let notice = "\n> [!WARNING]\n> The report is cut here: it would pass GitHub's comment limit. `brandreport --format html` shows it whole.\n"
        var kept: [Substring] = []
        var length = notice.utf16.count
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let next = line.utf16.count + 1
            guard length + next <= limit else { break }
            kept.append(line)
            length += next
        }
        return kept.joined(separator: "\n") + "\n" + notice
    }

    private func changes(_ comparison: ReportComparison) -> [String] {
        var lines = ["## Brand changes", ""]
        var lead = "Compared with \(comparison.oldInputs.map(Markup.code).joined(separator: ", ")): \(comparison.summary)."
        if let generatedAt = model.generatedAt { lead += " Generated \(generatedAt)." }
        lines += [lead, ""]
        if !comparison.added.isEmpty {
            lines += ["**Added:** " + comparison.added.map { id in "\(Markup.markdown(model.brand(id: id)?.name ?? id)) (\(Markup.code(id)))" }.joined(separator: ", "), ""]
        }
        if !comparison.removed.isEmpty {
            lines += ["**Removed:** " + comparison.removed.map(Markup.code).joined(separator: ", "), ""]
        }
        if !comparison.lint.isEmpty {
            lines += ["**Lint:** " + comparison.lint.map { "\(Markup.code($0.subject)) \(Markup.markdown($0.before ?? "")) → **\(Markup.markdown($0.after ?? ""))**" }.joined(separator: ", "), ""]
        }
        for brand in comparison.changed {
            let table = self.table(
                ["Area", "What", "Before", "After"],
                brand.changes.map { change in
                    [change.area.rawValue, Markup.codeCell(change.subject), change.before.map(Markup.tableCell) ?? "*none*", change.after.map(Markup.tableCell) ?? "*none*"]
                })
            let count = ReportText.count(brand.changes.count, "change")
            if brand.changes.count > foldAfter {
                lines += details("\(brand.name) (\(brand.id)): \(count)", table)
            } else {
                lines += ["### \(Markup.markdown(brand.name)) (\(Markup.code(brand.id))): \(count)", ""] + table + [""]
            }
        }
        return lines
    }

    private func flagged() -> [String] {
        guard !model.flagged.isEmpty else { return [] }
        return ["> [!WARNING]", "> Flagged: " + model.flagged.map { "\(Markup.markdown($0.name)) (\(Markup.markdown($0.status)))" }.joined(separator: ", "), ""]
    }

    /// The feature matrix, of the brands in `only` when given.
    private func matrix(only: Set<String>? = nil) -> [String] {
        let matrix = model.matrix
        let shown = matrix.columns.indices.filter { only?.contains(matrix.columns[$0].id) ?? true }
        return table(
            ["Feature"] + shown.map { matrix.columns[$0].isFlagged ? "\(matrix.columns[$0].name) ⚠" : matrix.columns[$0].name },
            matrix.rows.map { row in
                [Markup.tableCell(row.label)] + shown.map { index in
                    let cell = row.cells[index]
                    return cell.tone == .negative ? "**\(Markup.tableCell(cell.text))**" : Markup.tableCell(cell.text)
                }
            }) + [""]
    }

    private func section(_ brand: BrandEntry) -> [String] {
        var lines = [
            "## \(Markup.markdown(brand.name)) (\(Markup.code(brand.id)))", "", "\(Markup.code(brand.path)) · lint: \(Markup.markdown(brand.lint.summary))", "",
        ]
        guard let section = brand.section else {
            return lines + ["**Failed to load.**", ""] + diagnostics(brand)
        }
        if let problem = section.engineProblem { lines += ["**The app-bar engine refuses this profile:** \(Markup.markdown(problem))", ""] }
        lines += section.features.map { "- \(Markup.markdown($0))" } + [""]
        if let appBar = section.appBar {
            lines += [
                "**App bar** (engine, \(Markup.markdown(appBar.locale.description))) — signed out: \(Markup.markdown(appBar.signedOut.accessibleSummary)); "
                    + "signed in: \(Markup.markdown(appBar.signedIn.accessibleSummary)).",
                "",
            ]
        }
        if !section.contrast.isEmpty {
            lines += table(
                ["Foreground", "Background", "Ratio", "AA 4.5:1"],
                section.contrast.map { check in
                    [Markup.codeCell(check.foreground), Markup.codeCell(check.background), check.ratio.map { ReportText.ratio($0) } ?? "—", check.passes ? "pass" : "**fail**"]
                }) + [""]
        }
        if let pictures {
            let base = pictures.hasSuffix("/") ? pictures : pictures + "/"
            lines += ["**Pictures:** " + section.appearances.map { view in
                let file = StudioPictureName.fileName(brand: brand.id, appearance: view.appearance)
                return "[\(Markup.markdown(view.title))](<\(Self.destination(base + file))>)"
            }.joined(separator: " · "), ""]
        }
        lines += appearances(section)
        for group in ThemeGroup.allCases {
            let title = ReportText.title(of: group)
            let tokens = section.tokens(in: group)
            guard !tokens.isEmpty else { continue }
            if group == .colors, section.appearances.count > 1 {
                // Each appearance's colour, as the engine shows it.
                let others = section.appearances.filter { $0.appearance != .light }
                lines += details("\(title) (\(tokens.count)) in each appearance", table(
                    ["Token", "Light"] + others.map(\.title) + ["Written as (light)"],
                    tokens.map { token in
                        [Markup.codeCell(token.name), Markup.tableCell(token.value)]
                            + others.map { Markup.tableCell($0.color(of: token.name, in: section.profile.theme)?.hex ?? "—") }
                            + [token.reference.map { Markup.codeCell("{\($0)}") } ?? "value"]
                    }))
                continue
            }
            lines += details("\(title) (\(tokens.count))", table(
                ["Token", "Value", "Written as"],
                tokens.map { [Markup.codeCell($0.name), Markup.tableCell($0.value), $0.reference.map { Markup.codeCell("{\($0)}") } ?? "value"] }))
        }
        if let ladder = section.oddsBoost {
            lines += ["**Odds boost:** \(Markup.markdown(ladder.summary))", ""]
            for messages in ladder.messages {
                if let problem = messages.problem {
                    lines += ["Odds boost in \(Markup.markdown(messages.locale.description)): \(Markup.markdown(problem))", ""]
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
                    [Markup.codeCell(entry.key), entry.text.map(Markup.tableCell) ?? "**missing**", entry.isRequired ? "yes" : ""]
                }))
        }
        return lines + diagnostics(brand)
    }

    /// Contrast in each appearance beyond light: one line of counts, a failure in bold as in
    /// the matrix, and the pairs of each appearance measured at its own ratio.
    private func appearances(_ section: BrandSection) -> [String] {
        guard section.appearances.count > 1, !section.contrast.isEmpty else { return [] }
        var lines = ["**Contrast by appearance:** " + section.appearances.map { view in
            let text = "\(view.title) \(view.contrastSummary)"
            return view.contrastPasses ? Markup.markdown(text) : "**\(Markup.markdown(text))**"
        }.joined(separator: " · "), ""]
        for view in section.appearances where view.appearance != .light {
            lines += table(
                ["Foreground", "Background", "Ratio", "\(view.title) \(ReportText.ratio(view.contrast.first?.minimumRatio ?? ContrastCheck.minimumRatio))"],
                view.contrast.map { check in
                    [Markup.codeCell(check.foreground), Markup.codeCell(check.background), check.ratio.map { ReportText.ratio($0) } ?? "—", check.passes ? "pass" : "**fail**"]
                }) + [""]
        }
        return lines
    }

    /// A link destination inside `<…>`: no angle bracket, line break or control character can
    /// end it.
    private static func destination(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            if scalar == "<" || scalar == ">" || scalar.value < 0x20 || scalar.value == 0x7F {
                return Array("%\(String(scalar.value, radix: 16, uppercase: true).count == 1 ? "0" : "")\(String(scalar.value, radix: 16, uppercase: true))".unicodeScalars)
            }
            return [scalar]
        }))
    }

    private func diagnostics(_ brand: BrandEntry) -> [String] {
        guard !brand.lint.isClean else { return [] }
        return details("Lint: \(brand.lint.summary)", brand.lint.diagnostics.map { diagnostic in
            "- \(Markup.code("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)")) \(diagnostic.severity.rawValue): \(Markup.markdown(diagnostic.message)) \(Markup.code(diagnostic.rule))"
        })
    }

    private func table(_ headers: [String], _ rows: [[String]]) -> [String] {
        ["| " + headers.map(Markup.tableCell).joined(separator: " | ") + " |",
         "|" + String(repeating: " --- |", count: headers.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    }

    /// A folded block; blank lines around the body so GitHub renders its markdown. The
    /// summary is plain text: its line is an HTML block, where markdown is not read.
    private func details(_ summary: String, _ body: [String]) -> [String] {
        ["<details><summary>\(Markup.escape(summary))</summary>", ""] + body + ["", "</details>", ""]
    }
}
