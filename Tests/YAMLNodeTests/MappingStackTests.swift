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
}
