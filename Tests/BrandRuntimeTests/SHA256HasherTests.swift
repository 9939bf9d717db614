import BrandRuntime
import Crypto
import Testing
import TestSupport

/// The runtime's own SHA-256 (no swift-crypto in an app's runtime) against the standard's
/// examples and against swift-crypto on seeded random input.
@Suite("SHA-256")
struct SHA256HasherTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func theStandardsExamples(input: String, digest: String) {
        #expect(SHA256Hasher.hex(of: Array(input.utf8)) == digest)
    }

    @Test func agreesWithSwiftCryptoOnRandomInput() {
        var generator = SeededGenerator(seed: 0x5AA_256)
        // Every length around the block and padding boundaries, then longer inputs.
        let lengths = Array(0...200) + (0..<40).map { _ in Int.random(in: 200...20_000, using: &generator) }
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let expected = SHA256.hash(data: bytes).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
            #expect(SHA256Hasher.hex(of: bytes) == expected, "length \(length)")
        }
    }

    /// The same bytes given in pieces of random sizes, from arrays and from a non-contiguous
    /// collection, hash as they do whole: blocks straddling pieces are put together right.
    @Test func agreesWithSwiftCryptoInPieces() {
        var generator = SeededGenerator(seed: 0x5AA_257)
        for _ in 0..<60 {
            let bytes = (0..<Int.random(in: 0...5_000, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var hasher = SHA256Hasher()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...150, using: &generator))
                if Bool.random(using: &generator) { hasher.update(bytes[start..<end]) } else { hasher.update(bytes[start..<end].lazy.map { $0 }) }
                start = end
            }
            #expect(hasher.finalize() == Array(SHA256.hash(data: bytes)), "length \(bytes.count)")
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
