import AppBarEngine
import BrandModel
import YAMLNode

/// The report as versioned JSON (`{"format": "brandreport", "version": 1, ...}`), keys in
/// a fixed order; docs/report-format.md describes every field.
public struct JSONRenderer: Sendable {
    /// Bumped when a field changes meaning or goes away; new fields keep the version.
    public static let version = 1

    public var model: ReportModel
    public var comparison: ReportComparison?

    public init(model: ReportModel, comparison: ReportComparison? = nil) {
        self.model = model
        self.comparison = comparison
    }

    public func render() -> String {
        JSONEmitter().emit(document()) + "\n"
    }

    /// The document as a node tree.
    public func document() -> Node {
        .object([
            ("format", "brandreport"),
            ("version", Node(.int(Self.version))),
            ("generatedAt", .string(model.generatedAt)),
            ("inputs", .array(model.inputs.map { Node(.string($0)) })),
            ("sample", .object([
                ("balance", .number(model.sample.balance)),
                ("toolItems", Node(.int(model.sample.toolItems))),
                ("betslipSelections", Node(.int(model.sample.betslipSelections))),
            ])),
            ("summary", .object([
                ("brands", Node(.int(model.brands.count))),
                ("loaded", Node(.int(model.brands.count { $0.section != nil }))),
                ("flagged", Node(.int(model.flagged.count))),
            ])),
            ("matrix", matrix(model.matrix)),
            ("brands", .array(model.brands.map(brand))),
            ("comparison", comparison.map(Self.comparison) ?? nil),
        ])
    }

    private func matrix(_ matrix: FeatureMatrix) -> Node {
        .object([
            ("columns", .array(matrix.columns.map { column in
                .object([("id", .string(column.id)), ("name", .string(column.name)), ("flagged", Node(.bool(column.isFlagged)))])
            })),
            ("rows", .array(matrix.rows.map { row in
                .object([
                    ("key", .string(row.key)), ("label", .string(row.label)), ("kind", .string(row.kind.rawValue)),
                    ("cells", .array(row.cells.map { .object([("text", .string($0.text)), ("tone", .string($0.tone.rawValue))]) })),
                ])
            })),
        ])
    }

    private func brand(_ brand: BrandEntry) -> Node {
        var failure: String?
        if case .failed(let reason) = brand.outcome { failure = reason }
        return .object([
            ("id", .string(brand.id)),
            ("name", .string(brand.name)),
            ("path", .string(brand.path)),
            ("status", .string(brand.status)),
            ("failure", .string(failure)),
            ("lint", .object([
                ("errors", Node(.int(brand.lint.errors))),
                ("warnings", Node(.int(brand.lint.warnings))),
                ("diagnostics", .array(brand.lint.diagnostics.map(Self.diagnostic))),
            ])),
            ("profile", brand.section.map(profile) ?? nil),
            ("engine", brand.section.map(engine) ?? nil),
        ])
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> Node {
        .object([
            ("file", .string(diagnostic.file)), ("line", Node(.int(diagnostic.line))), ("column", Node(.int(diagnostic.column))),
            ("severity", .string(diagnostic.severity.rawValue)), ("rule", .string(diagnostic.rule)),
            ("message", .string(diagnostic.message)), ("hint", .string(diagnostic.hint)),
        ])
    }

    private func profile(_ section: BrandSection) -> Node {
        let profile = section.profile
        let summaries = Dictionary(FlagRuleSummary.summaries(profile.flags).map { ($0.flag, $0) }, uniquingKeysWith: { first, _ in first })
        let flags: [Node] = profile.flags.values.map { flag in
            var fields: [(String, Node)] = [("name", .string(flag.name)), ("on", Node(.bool(flag.isOn)))]
            if let summary = summaries[flag.name] {
                fields.append(("rules", .array(summary.rules.map { rule in
                    .object([
                        ("when", .string(rule.conditions)), ("outcome", .string(rule.outcome)),
                        ("sampleOn", rule.sampleOn.map { Node(.int($0)) } ?? nil),
                    ])
                })))
            }
            return .object(fields)
        }
        return .object([
            ("base", .string(profile.base)),
            ("locales", Self.strings(profile.locales.map(\.description))),
            ("currency", .string(profile.currency)),
            ("features", Self.strings(section.features)),
            ("appBar", Self.appBar(profile.appBar)),
            ("flags", .array(flags)),
            ("oddsBoost", section.oddsBoost.map(Self.oddsBoost) ?? nil),
            ("theme", Self.theme(section)),
            ("strings", .array(section.strings.map(Self.localeStrings))),
        ])
    }

    private static func strings(_ texts: [String]) -> Node {
        .array(texts.map { Node(.string($0)) })
    }

    private static func appBar(_ appBar: AppBarProfile) -> Node {
        let toolSlot = appBar.toolSlot
        let delay: Node = toolSlot.userTrayDismissalDelay.map { .number(milliseconds($0)) } ?? nil
        let toolSlotNode: Node = .object([
            ("kind", .string(toolSlot.kind.rawValue)),
            ("handler", .string(toolSlot.handler)),
            ("observeBalance", Node(.bool(toolSlot.observesBalance))),
            ("dismissUserTrayFirstMs", delay),
        ])
        return .object([
            ("signedOut", strings(appBar.signedOut.map(\.rawValue))),
            ("signedIn", strings(appBar.signedIn.map(\.rawValue))),
            ("pendingBetsLabel", .string(appBar.pendingBetsLabel.rawValue)),
            ("potIcon", .string(appBar.potIcon)),
            ("toolSlot", toolSlotNode),
        ])
    }

    private static func theme(_ section: BrandSection) -> Node {
        let tokens: [Node] = section.tokens.map { token in
            .object([
                ("group", .string(token.group.rawValue)), ("name", .string(token.name)), ("value", .string(token.value)),
                ("reference", .string(token.reference)),
            ])
        }
        let contrast: [Node] = section.contrast.map { check in
            let ratio: Node = check.ratio.map { .number(($0 * 100).rounded() / 100) } ?? nil
            return .object([
                ("foreground", .string(check.foreground)), ("background", .string(check.background)),
                ("ratio", ratio), ("passesAA", Node(.bool(check.passes))),
            ])
        }
        // Every appearance the brand has, light first: its colours as the engine shows them
        // and its pairs measured at its own ratio.
        let appearances: [Node] = section.appearances.map { view in
            let colors = section.profile.theme.colors(in: view.appearance)
            return .object([
                ("appearance", .string(view.appearance.rawValue)),
                ("contrastPasses", Node(.bool(view.contrastPasses))),
                ("contrast", .array(view.contrast.map { check in
                    .object([
                        ("foreground", .string(check.foreground)), ("background", .string(check.background)),
                        ("ratio", check.ratio.map { .number(($0 * 100).rounded() / 100) } ?? nil),
                        ("minimumRatio", .number(check.minimumRatio)), ("passes", Node(.bool(check.passes))),
                    ])
                })),
                (ThemeGroup.colors.rawValue, .object(colors.map { ($0.name, .string($0.value.rgba?.hex ?? $0.value.text)) })),
            ])
        }
        return .object([
            ("tokenCount", Node(.int(section.profile.theme.tokenCount))),
            ("tokens", .array(tokens)),
            ("contrast", .array(contrast)),
            ("contrastPasses", Node(.bool(section.contrastPasses))),
            (Appearance.themeKey, .array(appearances)),
        ])
    }

    private static func localeStrings(_ strings: LocaleStrings) -> Node {
        let entries: [Node] = strings.entries.map { entry in
            .object([("key", .string(entry.key)), ("text", .string(entry.text)), ("required", Node(.bool(entry.isRequired)))])
        }
        return .object([
            ("locale", .string(strings.locale.description)),
            ("required", Node(.int(strings.required))),
            ("present", Node(.int(strings.presentRequired))),
            ("missing", Self.strings(strings.missing)),
            ("entries", .array(entries)),
        ])
    }

    private static func oddsBoost(_ ladder: OddsBoostLadder) -> Node {
        .object([
            ("tiers", .array(ladder.tiers.map { .object([("minSelections", Node(.int($0.minSelections))), ("percent", .number($0.percent))]) })),
            ("messages", .array(ladder.messages.map { messages in
                .object([
                    ("locale", .string(messages.locale.description)),
                    ("problem", .string(messages.problem)),
                    ("steps", .array(messages.steps.map { step in
                        .object([
                            ("selections", Node(.int(step.selections))), ("capsule", .string(step.capsule)),
                            ("heading", .string(step.heading)), ("callToAction", .string(step.callToAction)),
                            ("progress", step.progress.map { .object([("filled", Node(.int($0.filled))), ("total", Node(.int($0.total)))]) } ?? nil),
                        ])
                    })),
                ])
            })),
        ])
    }

    private func engine(_ section: BrandSection) -> Node {
        let appBar = section.appBar
        let tap: Node = appBar.map { appBar in
            .object([("summary", .string(appBar.toolSlotTap.summary)), ("steps", .array(appBar.toolSlotTap.steps.map(Self.step)))])
        } ?? nil
        return .object([
            ("problem", .string(section.engineProblem)),
            ("locale", .string(appBar?.locale.description)),
            ("handler", .string(appBar?.handler)),
            ("observesBadge", appBar.map { Node(.bool($0.observesBadge)) } ?? nil),
            ("toolSlotTap", tap),
            ("signedOut", appBar.map { Self.snapshot($0.signedOut) } ?? nil),
            ("signedIn", appBar.map { Self.snapshot($0.signedIn) } ?? nil),
        ])
    }

    private static func step(_ step: ToolSlotTap.Step) -> Node {
        switch step {
        case .dismiss(let panel): .object([("action", "dismiss"), ("target", .string(panel.rawValue))])
        case .open(let panel): .object([("action", "open"), ("target", .string(panel.rawValue))])
        case .navigate(let route): .object([("action", "navigate"), ("target", .string(route.description))])
        case .wait(let duration): .object([("action", "wait"), ("milliseconds", .number(milliseconds(duration)))])
        }
    }

    private static func snapshot(_ snapshot: AppBarSnapshot) -> Node {
        let state = snapshot.state
        return .object([
            ("items", .array(snapshot.items.map { .object([("item", .string($0.item.rawValue)), ("label", .string($0.label))]) })),
            ("balance", .string(state.balance)),
            ("toolBadge", .string(state.toolBadge?.text)),
            ("betslipCount", Node(.int(state.betslipCount))),
            ("pendingBetsLabel", .string(state.pendingBetsLabel)),
            ("accessibleName", .string(snapshot.accessibleSummary)),
        ])
    }

    private static func comparison(_ comparison: ReportComparison) -> Node {
        .object([
            ("old", .array(comparison.oldInputs.map { Node(.string($0)) })),
            ("summary", .string(comparison.summary)),
            ("added", .array(comparison.added.map { Node(.string($0)) })),
            ("removed", .array(comparison.removed.map { Node(.string($0)) })),
            ("changed", .array(comparison.changed.map { brand in
                .object([("id", .string(brand.id)), ("name", .string(brand.name)), ("changes", .array(brand.changes.map(change)))])
            })),
            ("lint", .array(comparison.lint.map(change))),
        ])
    }

    private static func change(_ change: BrandChange) -> Node {
        .object([
            ("area", .string(change.area.rawValue)), ("kind", .string(change.kind.rawValue)),
            ("subject", .string(change.subject)), ("before", .string(change.before)), ("after", .string(change.after)),
        ])
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
