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
        Vocabulary(candidates).closest(to: word)
    }

    /// Candidates lowered once, for many words checked against the same names: every
    /// unknown flag of a file against the known flags, say, where a hostile file has
    /// hundreds of thousands.
    public struct Vocabulary: Sendable {
        private let names: [String]
        private let lowered: [[UInt32]]
        private let longest: Int

        public init(_ candidates: some Sequence<String>) {
            names = Array(candidates)
            lowered = names.map(Self.lowered)
            longest = lowered.lazy.map(\.count).max() ?? 0
        }

        /// ``SpellingSuggestion/closest(to:among:)`` over these candidates.
        public func closest(to word: String) -> [String] {
            let wordScalars = Self.lowered(word)
            let limit = max(1, wordScalars.count / 3)
            var rows = Rows(width: longest + 1)
            var best: [String] = []
            var bestDistance = Int.max
            for (name, candidate) in zip(names, lowered) where name != word {
                if candidate == wordScalars { return [name] }
                let distance = rows.editDistance(wordScalars, candidate, limit: limit)
                guard distance <= limit, distance <= bestDistance else { continue }
                if distance < bestDistance { best.removeAll() }
                if !best.contains(name) { best.append(name) }
                bestDistance = distance
            }
            return best
        }

        /// `text` lowered, as scalar values: ASCII (nearly every name) byte by byte, without
        /// a `String` in between; anything else with the full Unicode mapping.
        static func lowered(_ text: String) -> [UInt32] {
            var scalars: [UInt32] = []
            scalars.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                guard byte < 0x80 else { return text.lowercased().unicodeScalars.map(\.value) }
                scalars.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
            }
            return scalars
        }
    }

    /// The three rows of the alignment, allocated once per word for all its candidates.
    private struct Rows {
        var previousPrevious: [Int]
        var previous: [Int]
        var current: [Int]

        init(width: Int) {
            previousPrevious = [Int](repeating: 0, count: width)
            previous = previousPrevious
            current = previousPrevious
        }

        /// Optimal string alignment distance, stopping early once it exceeds `limit`.
        mutating func editDistance(_ source: [UInt32], _ target: [UInt32], limit: Int) -> Int {
            if abs(source.count - target.count) > limit { return limit + 1 }
            if source.isEmpty { return target.count }
            if target.isEmpty { return source.count }
            // Row 0; the row before it is read from row 2 on only, once it holds row 0.
            for j in 0...target.count { previous[j] = j }
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
                swap(&previousPrevious, &previous)
                swap(&previous, &current)
            }
            return previous[target.count]
        }
    }
}
