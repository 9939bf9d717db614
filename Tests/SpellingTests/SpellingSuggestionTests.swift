import Spelling
import TestSupport
import Testing

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
}
