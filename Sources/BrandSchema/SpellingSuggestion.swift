/// "Did you mean …?" suggestions for misspelt property names and enum values.
public enum SpellingSuggestion {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    ///
    /// A candidate that differs only in letter case always wins (`toolslot` -> `toolSlot`);
    /// otherwise the edit distance (insertions, deletions, substitutions, swaps of two
    /// neighbouring letters) must be at most a third of the word's length, and at least 1.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: candidates).first
    }

    /// Every candidate as close to `word` as the best one, in the order given: one name when
    /// the typo is unambiguous (the only kind `brandlint --fix` corrects by itself).
    /// A candidate that differs only in letter case is the only answer when there is one.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> [String] {
        let lowered = word.lowercased()
        let wordScalars = Array(lowered.unicodeScalars)
        let limit = max(1, wordScalars.count / 3)
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates where candidate != word {
            let candidateLowered = candidate.lowercased()
            if candidateLowered == lowered { return [candidate] }
            let distance = editDistance(wordScalars, Array(candidateLowered.unicodeScalars), limit: limit)
            guard distance <= limit, distance <= bestDistance else { continue }
            if distance < bestDistance { best.removeAll() }
            if !best.contains(candidate) { best.append(candidate) }
            bestDistance = distance
        }
        return best
    }

    /// Optimal string alignment distance, stopping early once it exceeds `limit`.
    static func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar], limit: Int) -> Int {
        if abs(source.count - target.count) > limit { return limit + 1 }
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[target.count]
    }
}
