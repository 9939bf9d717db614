/// "Did you mean ...?" by edit distance.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance, with an adjacent swap counting as one edit.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[rhs.count]
    }
}
