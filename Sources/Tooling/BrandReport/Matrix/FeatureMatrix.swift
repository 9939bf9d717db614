import BrandModel

/// Brands side by side: one column per brand, one row per feature. Built from the
/// brand entries alone, so a new brand file adds a column with no code change.
public struct FeatureMatrix: Sendable {
    /// A brand's column.
    public struct Column: Sendable, Equatable {
        public var id: String
        public var name: String
        /// Failed to load or refused by the engine.
        public var isFlagged: Bool
    }

    /// What a row is about; comparisons skip ``derived`` rows, which follow from others.
    public enum RowKind: String, Sendable {
        case status, feature, flag, derived
    }

    /// How a cell should stand out.
    public enum Tone: String, Sendable {
        case neutral, positive, negative
        /// Nothing to say: the brand did not load, or the engine refused it.
        case absent
    }

    public struct Cell: Sendable, Equatable {
        public var text: String
        public var tone: Tone

        public init(_ text: String, tone: Tone = .neutral) {
            self.text = text
            self.tone = tone
        }

        static let absent = Cell("—", tone: .absent)
    }

    public struct Row: Sendable {
        /// A stable key (`toolSlot.kind`, `flag.betslip-native`), used by JSON and comparisons.
        public var key: String
        public var label: String
        public var kind: RowKind
        /// One cell per column, in column order.
        public var cells: [Cell]
    }

    public var columns: [Column]
    public var rows: [Row]

    public init(brands: [BrandEntry]) {
        columns = brands.map { Column(id: $0.id, name: $0.name, isFlagged: $0.isFlagged) }
        let sections = brands.map(\.section)
        func row(_ key: String, _ label: String, _ kind: RowKind = .feature, _ cell: (BrandSection) -> Cell) -> Row {
            Row(key: key, label: label, kind: kind, cells: sections.map { $0.map(cell) ?? .absent })
        }
        func engineRow(_ key: String, _ label: String, _ cell: (BrandSection, AppBarObservation) -> Cell) -> Row {
            row(key, label) { section in section.appBar.map { cell(section, $0) } ?? .absent }
        }
        let sampleItems = brands.lazy.compactMap(\.section?.appBar?.sample.toolItems).first ?? AppBarSample.standard.toolItems

        var rows: [Row] = [
            Row(key: "status", label: "Status", kind: .status, cells: brands.map { brand in
                Cell(brand.status, tone: brand.isFlagged ? .negative : .positive)
            }),
            row("base", "Base profile") { Cell($0.profile.base ?? "none") },
            row("toolSlot.kind", "Tool slot") { Cell($0.profile.appBar.toolSlot.kind.rawValue) },
            row("toolSlot.handler", "Tool-slot handler") { Cell($0.profile.appBar.toolSlot.handler) },
            engineRow("toolSlot.badgeObserved", "Balance badge observed") { _, appBar in Cell(ReportText.yesNo(appBar.observesBadge)) },
            engineRow("toolSlot.badge", "Badge at \(sampleItems) new items") { _, appBar in
                Cell(appBar.signedIn.state.toolBadge?.text ?? "none")
            },
            engineRow("toolSlot.tap", "Tool-slot tap (user tray open)") { _, appBar in Cell(appBar.toolSlotTap.summary) },
            engineRow("appBar.signedOut", "Signed-out items") { _, appBar in Cell(Self.items(appBar.signedOut)) },
            engineRow("appBar.signedIn", "Signed-in items") { _, appBar in Cell(Self.items(appBar.signedIn)) },
            row("appBar.potIcon", "Pot icon") { Cell($0.profile.appBar.potIcon ?? "none") },
            engineRow("appBar.pendingBetsLabel", "Pending-bets label") { section, appBar in
                Cell("\(appBar.signedIn.state.pendingBetsLabel) (\(section.profile.appBar.pendingBetsLabel.rawValue))")
            },
        ]
        for flag in Self.flagNames(sections.compactMap(\.self)) {
            rows.append(row("flag.\(flag)", "Flag \(flag)", .flag) { section in
                guard let definition = section.profile.flags.definition(flag) else { return Cell("unset (off)") }
                // A flag with rules is what its rules say (`25% AU ios; else off`), not its default.
                let isOn = definition.isPlain ? definition.defaultValue : definition.rules.contains { $0.outcome != .value(false) }
                return Cell(FlagText.cell(definition), tone: isOn ? .positive : .neutral)
            })
        }
        rows += [
            row("locales", "Locales") { Cell($0.profile.locales.map(\.description).joined(separator: ", ")) },
            row("currency", "Currency") { Cell($0.profile.currency) },
            row("strings.coverage", "Engine strings per locale", .derived) { section in
                Cell(section.stringCoverage, tone: section.strings.allSatisfy { $0.missing.isEmpty } ? .positive : .negative)
            },
            row("oddsBoost.tiers", "Odds-boost tiers") { Cell($0.oddsBoost?.summary ?? "none") },
            row("theme.tokens", "Theme tokens", .derived) { Cell(String($0.profile.theme.tokenCount)) },
            // A feature: its tone says only whether the brand has more than light (contrast has its own row).
            row("theme.appearances", "Appearances") { section in
                Cell(section.appearances.map(\.title).joined(separator: ", "), tone: section.appearances.count > 1 ? .positive : .neutral)
            },
            // Every appearance counts: a dark failure is a failure of the brand.
            row("theme.contrast", "Contrast pairs (AA 4.5:1; 7:1 in high contrast)", .derived) { section in
                Cell(section.contrastSummary, tone: section.contrastPasses ? .positive : .negative)
            },
            Row(key: "lint", label: "Lint", kind: .derived, cells: brands.map { brand in
                Cell(brand.lint.summary, tone: brand.lint.errors > 0 ? .negative : brand.lint.isClean ? .positive : .neutral)
            }),
        ]
        self.rows = rows
    }

    /// The row with `key`.
    public func row(_ key: String) -> Row? { rows.first { $0.key == key } }

    /// The cell of `row` for brand `id`.
    public func cell(_ key: String, brand id: String) -> Cell? {
        guard let column = columns.firstIndex(where: { $0.id == id }), let row = row(key) else { return nil }
        return row.cells[column]
    }

    /// The engine's flags first, then any other flag a brand sets, in order of appearance.
    private static func flagNames(_ sections: [BrandSection]) -> [String] {
        var names = FeatureFlag.allCases.map(\.rawValue)
        for section in sections {
            for (name, _) in section.profile.flags.values where !names.contains(name) { names.append(name) }
        }
        return names
    }

    private static func items(_ snapshot: AppBarSnapshot) -> String {
        snapshot.state.items.map(ReportText.item).joined(separator: " · ")
    }
}
