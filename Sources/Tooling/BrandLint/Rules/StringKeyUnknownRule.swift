import BrandModel
import Spelling

/// A string key that is a near miss of a key the locale lacks is probably misspelt.
///
/// Candidates are the engine's keys and the keys more locales write than the key itself:
/// between two locales that disagree, nothing says which spelling is right.
public struct StringKeyUnknownRule: LintRule {
    public static let description = RuleDescription(
        id: "string-key-unknown",
        summary: "A string key the engine does not read, close to one the locale lacks (a key the brand's engine reads, or a key more locales have), is reported at the key with a did-you-mean.",
        severity: .warning, reads: EngineContract.requiredStringsRead,
        triggering: [
            ##"{ locales: [en-AU, en-GB], strings: { en-GB: { appBar.serach: Search } } }"##,
            ##"{ locales: [en-AU, fr, de], strings: { fr: { promo.banner: Promo }, de: { promo.banner: Promo }, en-AU: { promo.baner: Promo } } }"##,
        ],
        nonTriggering: [
            ##"strings: { en-AU: { promo.banner: Promo, promo.title: Title } }"##,
            ##"{ locales: [en-AU, fr], strings: { fr: { promo.banner: Promo }, en-AU: { promo.baner: Promo } } }"##,
        ])

    /// Above this many key pairs in one locale, only the engine's keys are candidates, so a
    /// profile whose locales write thousands of different keys stays linear.
    static let comparisonBudget = 4096

    /// Every key the engine may read, sorted once.
    private static let engineKeys = EngineContract.allStrings.map(\.key).sorted()

    public init() {}

    // Every profile goes through this rule, and most have nothing to find. Keys are
    // compared as sorted lists, walked side by side, never hashed: hashing every key of
    // every locale cost more than the rest of the load on the benchmark corpus.
    public func check(_ context: LintContext, into found: inout Findings) {
        let locales = context.stringsMapping.entries
        let documentSource = context.document.mark.source
        // Each locale's entries in key order, as positions into its mapping.
        let entryLists = locales.map { $0.value.mapping?.entries ?? [] }
        let orders = entryLists.map { entries in entries.indices.sorted { entries[$0].key < entries[$1].key } }
        let sortedKeys = zip(entryLists, orders).map { entries, order in order.map { entries[$0].key } }
        // Engine keys this brand's engine reads: a near miss of one it does not read is a
        // dead string either way.
        let requiredKeys = context.requiredStrings.rows.map(\.requirement.key).sorted()
        // Every key with how many locales write it; needed only when the locales' keys differ.
        var written: [Candidate] = []
        let totalKeys = sortedKeys.reduce(0) { $0 + $1.count }
        // Each locale is walked against every written key: past this, a profile of very
        // many locales gets only the engine's keys as candidates, and stays O(n log n).
        let differs = sortedKeys.first.map { first in sortedKeys.dropFirst().contains { $0 != first } } ?? false
        if differs, sortedKeys.count * totalKeys <= Self.comparisonBudget * 16 {
            // Merged one locale at a time: the lists are sorted already.
            for keys in sortedKeys {
                var merged: [Candidate] = []
                merged.reserveCapacity(written.count + keys.count)
                var (w, k) = (0, 0)
                while w < written.count || k < keys.count {
                    if k == keys.count || (w < written.count && written[w].key < keys[k]) {
                        merged.append(written[w])
                        w += 1
                    } else if w == written.count || keys[k] < written[w].key {
                        merged.append(Candidate(keys[k], localeCount: 1))
                        k += 1
                    } else {
                        merged.append(Candidate(keys[k], localeCount: written[w].localeCount + 1))
                        (w, k) = (w + 1, k + 1)
                    }
                }
                written = merged
            }
            var brandOnly: [Candidate] = []
            Self.walk(written.map(\.key), Self.engineKeys, onlyLeft: { brandOnly.append(written[$0]) })
            written = brandOnly
        }
        let writtenKeys = written.map(\.key)
        for index in locales.indices {
            let entries = entryLists[index]
            let order = orders[index]
            let keys = sortedKeys[index]
            // Brand keys other locales write and this one lacks, and how many locales write each of this one's keys.
            var missingHere: [Candidate] = []
            var counts = [Int](repeating: 0, count: keys.count)
            Self.walk(writtenKeys, keys, onlyLeft: { missingHere.append(written[$0]) }, both: { counts[$1] = written[$0].localeCount })
            // Engine keys this locale lacks; when it mixes the brand's file and a base, a key
            // only the base writes counts as lacking for the brand's keys (a misspelt
            // override overrides nothing).
            var lacking: [Candidate] = []
            var lackingInBrandFile: [Candidate] = []
            Self.walk(requiredKeys, keys, onlyLeft: {
                lacking.append(Candidate(requiredKeys[$0]))
                lackingInBrandFile.append(Candidate(requiredKeys[$0]))
            }, both: { required, own in
                if entries[order[own]].keyMark.source != documentSource { lackingInBrandFile.append(Candidate(requiredKeys[required])) }
            })
            guard !lacking.isEmpty || !lackingInBrandFile.isEmpty || !missingHere.isEmpty else { continue }
            var unknown: [Int] = []
            Self.walk(keys, Self.engineKeys, onlyLeft: { unknown.append($0) })
            if unknown.count * missingHere.count > Self.comparisonBudget { missingHere = [] }
            for position in unknown {
                let entry = entries[order[position]]
                let near = (entry.keyMark.source == documentSource ? lackingInBrandFile : lacking)
                    + missingHere.filter { $0.localeCount > counts[position] }
                guard !near.isEmpty else { continue }
                // Only candidates whose length is within the suggestion's reach (a third of
                // the word) are spelt out: most keys are far from every candidate.
                let length = entry.key.unicodeScalars.count
                let reach = max(1, length / 3)
                let candidates = near.filter { abs($0.key.unicodeScalars.count - length) <= reach }.map(\.key)
                guard !candidates.isEmpty, let suggestion = SpellingSuggestion.didYouMean(entry.key, among: candidates) else { continue }
                let isEngineKey = EngineContract.stringsByKey[suggestion] != nil
                found.report(
                    Self.description, at: entry.keyMark,
                    message: isEngineKey
                        ? "\(locales[index].key) \"\(entry.key)\" is not a string the engine reads"
                        : "\(locales[index].key) \"\(entry.key)\" is spelt differently in more locales",
                    hint: "did you mean `\(suggestion)`?")
            }
        }
    }

    /// Walks two sorted key lists side by side: positions only the left has, positions of
    /// keys both have (left, right), positions only the right has.
    private static func walk(
        _ left: [String], _ right: [String], onlyLeft: (Int) -> Void = { _ in }, both: (Int, Int) -> Void = { _, _ in }
    ) {
        var (l, r) = (0, 0)
        while l < left.count {
            if r == right.count || left[l] < right[r] {
                onlyLeft(l)
                l += 1
            } else if left[l] == right[r] {
                both(l, r)
                l += 1
                r += 1
            } else {
                r += 1
            }
        }
    }

    /// A key a misspelt one may have meant, and in how many locales it is written.
    private struct Candidate {
        var key: String
        var localeCount: Int

        /// An engine key counts as written everywhere: it beats any brand key's count.
        init(_ key: String, localeCount: Int = .max) {
            self.key = key
            self.localeCount = localeCount
        }
    }
}
