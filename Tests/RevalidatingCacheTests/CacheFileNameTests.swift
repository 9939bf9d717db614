import Testing
@testable import RevalidatingCache

@Suite("Key to file name")
struct CacheFileNameTests {
    @Test(arguments: [
        ("ladbrokes", "ladbrokes.entry"),
        ("tool-slot_1", "tool-slot_1.entry"),
        ("Neds", "%4Eeds.entry"),
        ("ladbrokes.locker", "ladbrokes%2Elocker.entry"),
        ("a/b", "a%2Fb.entry"),
        ("..", "%2E%2E.entry"),
        ("100%", "100%25.entry"),
        ("é", "%C3%A9.entry"),
    ])
    func escapesEverythingButLowercaseDigitsDashAndUnderscore(key: String, expected: String) {
        #expect(CacheFileName.forKey(key) == expected)
    }

    @Test func keysDifferingOnlyInCaseStayDistinctOnCaseInsensitiveVolumes() {
        let names = ["ab", "Ab", "aB", "AB"].map(CacheFileName.forKey)

        #expect(Set(names.map { $0.lowercased() }).count == 4)
    }

    @Test(arguments: [300, 1_000])
    func longKeysAreShortenedWithAHash(length: Int) {
        let key = String(repeating: "a", count: length)
        let sibling = String(repeating: "a", count: length - 1) + "b"

        let name = CacheFileName.forKey(key)

        #expect(name.utf8.count <= 255)
        #expect(name.hasPrefix(String(repeating: "a", count: 150) + "~"))
        #expect(name != CacheFileName.forKey(sibling))
    }

    @Test func shorteningNeverSplitsAnEscape() {
        let key = String(repeating: "a", count: 149) + String(repeating: "/", count: 100)

        let name = CacheFileName.forKey(key)
        let stem = name.prefix { $0 != "~" }

        #expect(stem.count <= 150)
        #expect(!stem.hasSuffix("%") && !stem.dropLast().hasSuffix("%"))
    }
}
