import Localization

/// What changed between two versions of the brands: the report a reviewer wants on a
/// pull request. Compares what the profiles say (features, flags, tokens, strings);
/// derived figures (lint, coverage, contrast, token counts) follow from those.
public struct ReportComparison: Sendable {
    /// The changes of one brand present in both versions.
    public struct BrandChanges: Sendable {
        public var id: String
        public var name: String
        public var changes: [BrandChange]
    }

    /// Ids of brands only in the new version.
    public var added: [String]
    /// Ids of brands only in the old version.
    public var removed: [String]
    /// Brands in both versions that differ, sorted by id.
    public var changed: [BrandChanges]
    /// Brands in both versions whose lint verdict changed (area ``BrandChange/Area/lint``,
    /// subject the brand id): what the changes above did to brandlint's findings.
    public var lint: [BrandChange]
    /// Where the old version came from.
    public var oldInputs: [String]

    public init(old: ReportModel, new: ReportModel) {
        let oldIDs = Set(old.brands.map(\.id))
        let newIDs = Set(new.brands.map(\.id))
        added = newIDs.subtracting(oldIDs).sorted()
        removed = oldIDs.subtracting(newIDs).sorted()
        oldInputs = old.inputs
        changed = newIDs.intersection(oldIDs).sorted().compactMap { id in
            let changes = Self.changes(id: id, old: old, new: new)
            return changes.isEmpty ? nil : BrandChanges(id: id, name: new.brand(id: id)?.name ?? id, changes: changes)
        }
        lint = newIDs.intersection(oldIDs).sorted().compactMap { id in
            guard let before = old.brand(id: id)?.lint.summary, let after = new.brand(id: id)?.lint.summary, before != after else { return nil }
            return BrandChange(area: .lint, subject: id, before: before, after: after)
        }
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// Changes of every brand, all areas.
    public var changeCount: Int { changed.reduce(0) { $0 + $1.changes.count } }

    /// `1 brand added, 1 removed, 2 changed (5 changes)` or `no changes`.
    public var summary: String {
        guard !isEmpty else { return "no changes" }
        return "\(ReportText.count(added.count, "brand")) added, \(removed.count) removed, \(changed.count) changed (\(ReportText.count(changeCount, "change")))"
    }

    private static func changes(id: String, old: ReportModel, new: ReportModel) -> [BrandChange] {
        var changes: [BrandChange] = []
        let oldFlags = old.brand(id: id)?.section?.profile.flags
        let newFlags = new.brand(id: id)?.section?.profile.flags
        for row in new.matrix.rows where row.kind != .derived {
            // A flag both versions load is compared rule by rule, so a ramp shows.
            if row.kind == .flag, let oldFlags, let newFlags {
                let flag = String(row.key.dropFirst("flag.".count))
                changes += FlagChanges.changes(flag: flag, old: oldFlags.definition(flag), new: newFlags.definition(flag))
                continue
            }
            let before = old.matrix.cell(row.key, brand: id)
            let after = new.matrix.cell(row.key, brand: id)
            guard before != after else { continue }
            let area: BrandChange.Area = switch row.kind {
            case .status: .status
            case .flag: .flag
            case .feature, .derived: .feature
            }
            let subject = row.kind == .flag ? String(row.key.dropFirst("flag.".count)) : row.label
            changes.append(BrandChange(area: area, subject: subject, before: present(before), after: present(after)))
        }
        // A row only the old matrix has (a flag no brand sets any more).
        for row in old.matrix.rows where row.kind != .derived && new.matrix.row(row.key) == nil {
            if row.kind == .flag, let oldFlags, newFlags != nil {
                let flag = String(row.key.dropFirst("flag.".count))
                changes += FlagChanges.changes(flag: flag, old: oldFlags.definition(flag), new: nil)
                continue
            }
            guard let before = present(old.matrix.cell(row.key, brand: id)) else { continue }
            changes.append(BrandChange(area: row.kind == .flag ? .flag : .feature, subject: row.label, before: before, after: nil))
        }
        guard let oldSection = old.brand(id: id)?.section, let newSection = new.brand(id: id)?.section else { return changes }
        changes += tokenChanges(old: oldSection, new: newSection)
        changes += stringChanges(old: oldSection, new: newSection)
        return changes
    }

    /// A cell that says something, as text; absent cells count as no value.
    private static func present(_ cell: FeatureMatrix.Cell?) -> String? {
        guard let cell, cell.tone != .absent else { return nil }
        return cell.text
    }

    /// Tokens by qualified name. A token written as the same reference in both versions
    /// is left out: its change is reported at the token it refers to.
    private static func tokenChanges(old: BrandSection, new: BrandSection) -> [BrandChange] {
        let before = Dictionary(old.tokens.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.tokens.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        var names = new.tokens.map(\.qualifiedName)
        names += old.tokens.map(\.qualifiedName).filter { after[$0] == nil }
        return names.compactMap { name in
            let oldToken = before[name]
            let newToken = after[name]
            if let oldToken, let newToken {
                if oldToken.reference != nil, oldToken.reference == newToken.reference { return nil }
                if oldToken.value == newToken.value, oldToken.reference == newToken.reference { return nil }
            }
            return BrandChange(area: .token, subject: name, before: oldToken.map(describe), after: newToken.map(describe))
        }
    }

    private static func describe(_ token: ThemeToken) -> String {
        token.reference.map { "{\($0)} = \(token.value)" } ?? token.value
    }

    /// Strings by locale and key, over the locales either version declares.
    private static func stringChanges(old: BrandSection, new: BrandSection) -> [BrandChange] {
        var locales = new.strings.map(\.locale)
        locales += old.strings.map(\.locale).filter { !locales.contains($0) }
        var changes: [BrandChange] = []
        for locale in locales {
            let before = texts(old, locale)
            let after = texts(new, locale)
            var keys = after.keys.sorted()
            keys += before.keys.sorted().filter { after[$0] == nil }
            for key in keys.sorted() where before[key] != after[key] {
                changes.append(BrandChange(area: .string, subject: "\(locale) \(key)", before: before[key], after: after[key]))
            }
        }
        return changes
    }

    private static func texts(_ section: BrandSection, _ locale: LocaleIdentifier) -> [String: String] {
        guard let strings = section.strings.first(where: { $0.locale == locale }) else { return [:] }
        var texts: [String: String] = [:]
        for entry in strings.entries { texts[entry.key] = entry.text }
        return texts
    }
}
