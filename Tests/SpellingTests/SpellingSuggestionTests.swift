import Spelling
import Testing
import TestSupport

/// The "did you mean" search shared by the schema evaluator, the loader, the rules and the engine.
@Suite("Spelling suggestions")
struct SpellingSuggestionTests {
    @Test(arguments: [
        ("toolslot", ["toolSlot", "items"], "toolSlot"),
        ("itmes", ["toolSlot", "items"], "items"),
        ("heigth", ["height", "width"], "height"),
        ("colour", ["toolSlot", "items", "height"], nil),
        ("a", ["b"], "b"),
        ("brand", ["brand"], nil),
        ("reciept", ["receipt", "recipe"], "receipt"),
        ("ÉCRAN", ["écran", "ecran"], "écran"),
        ("straße", ["strasse", "strase"], "strase"),
        ("", ["a"], "a"),
    ] as [(String, [String], String?)])
    func didYouMean(word: String, candidates: [String], expected: String?) {
        #expect(SpellingSuggestion.didYouMean(word, among: candidates) == expected)
    }

    @Test func aVocabularyAnswersEachWordAsASearchOfItsOwnWould() {
        // One vocabulary reused across words of every length: its buffers must not carry
        // one word's alignment into the next.
        let candidates = ["betslip-native", "pending-resulted-native", "login-native", "Locker", "x"]
        let vocabulary = SpellingSuggestion.Vocabulary(candidates)
        for word in ["betslip-nativ", "pending-resulted-nativ", "logn-native", "LOCKER", "lokcer", "y", "", "flag-0000001", "betslip-native"] {
            #expect(vocabulary.closest(to: word) == SpellingSuggestion.closest(to: word, among: candidates), "\(word)")
        }
        #expect(vocabulary.closest(to: "logn-native") == ["login-native"])
        #expect(vocabulary.closest(to: "lokcer") == ["Locker"])
    }

    /// A search over a subset of a vocabulary answers as a search of its own over that subset
    /// would (the plain reference), on seeded random words: near misses, case changes,
    /// repeats and words of other lengths.
    @Test func aSubsetOfAVocabularyAnswersAsASearchOverTheSubset() {
        var generator = SeededGenerator(seed: 30)
        let letters = Array("abcdeABCé.-ß")
        func word() -> String { String((0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }) }
        for _ in 0..<2_000 {
            var candidates = (0..<Int.random(in: 0...12, using: &generator)).map { _ in word() }
            if let repeated = candidates.randomElement(using: &generator) { candidates.append(repeated) }
            let vocabulary = SpellingSuggestion.Vocabulary(candidates)
            let accepted = candidates.indices.map { _ in Bool.random(using: &generator) }
            var probe = word()
            if Bool.random(using: &generator), let near = candidates.randomElement(using: &generator) {
                probe = Bool.random(using: &generator) ? near.uppercased() : String(near.dropLast())
            }
            let subset = candidates.indices.filter { accepted[$0] }.map { candidates[$0] }
            #expect(vocabulary.closest(to: probe) { accepted[$0] } == SpellingSuggestion.closest(to: probe, among: subset), "\(probe) among \(subset)")
        }
    }
}
