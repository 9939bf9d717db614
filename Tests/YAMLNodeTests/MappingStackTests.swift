import Testing
@_spi(YAMLParsing) @testable import YAMLNode

/// The duplicate-key check of a large mapping, through the fingerprints a parser hands in:
/// keys made to share fingerprints (fingerprints are not seeded) move the mapping to a set
/// of its keys, and every duplicate is still found, once, naming the first place.
@Suite("Mapping stack")
struct MappingStackTests {
    /// Appends `keys` to a new mapping, each with the fingerprint `fingerprint` gives it;
    /// the error of the first duplicate, if any.
    static func firstDuplicate(_ keys: [String], fingerprint: (String) -> UInt64) -> YAMLError? {
        var stack = MappingStack()
        stack.begin()
        for (line, key) in keys.enumerated() {
            do {
                try stack.append(key: key, fingerprint: fingerprint(key), keyMark: Mark(line: line + 1, column: 1), value: Node(.null, mark: Mark(line: line + 1, column: 4)))
            } catch {
                return error
            }
        }
        #expect(stack.end().map(\.key) == keys)
        return nil
    }

    /// The real fingerprints; one for every key; two for all of them.
    static func fingerprint(_ kind: Int) -> (String) -> UInt64 {
        switch kind {
        case 0: { MappingStack.fingerprint(of: $0) }
        case 1: { _ in 42 }
        default: { UInt64($0.utf8.count % 2) << 63 }
        }
    }

    @Test(arguments: [10, MappingStack.scanLimit, 5_000], [0, 1, 2])
    func distinctKeysAreTakenWhateverTheirFingerprints(count: Int, fingerprint: Int) {
        let keys = (0..<count).map { "key.\($0)" }
        #expect(Self.firstDuplicate(keys, fingerprint: Self.fingerprint(fingerprint)) == nil)
    }

    @Test(arguments: [10, MappingStack.scanLimit + 1, 5_000], [0, 1, 2])
    func aDuplicateIsFoundAndNamesTheFirstPlace(count: Int, fingerprint: Int) throws {
        let keys = (0..<count).map { "key.\($0)" } + ["key.\(count / 2)"]
        let error = try #require(Self.firstDuplicate(keys, fingerprint: Self.fingerprint(fingerprint)))
        #expect(error.kind == .duplicateKey)
        #expect(error.mark.line == count + 1)
        #expect(error.relatedMark?.line == count / 2 + 1)
    }

    /// Keys drawn at random from a million until one repeats (after some 1,250, past the
    /// table's start): that repeat is the first key refused, naming its first place.
    @Test(arguments: [1, 2, 3], [0, 1, 2])
    func theFirstRepeatIsTheFirstRefused(seed: UInt64, fingerprint: Int) throws {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var seen = Set<String>()
        var keys: [String] = []
        while true {
            let key = "k\(next() % 1_000_000)"
            keys.append(key)
            if !seen.insert(key).inserted { break }
        }
        #expect(keys.count > MappingStack.scanLimit)
        let error = try #require(Self.firstDuplicate(keys, fingerprint: Self.fingerprint(fingerprint)))
        #expect(error.mark.line == keys.count)
        #expect(error.relatedMark?.line == keys.firstIndex(of: keys[keys.count - 1]).map { $0 + 1 })
    }
}
