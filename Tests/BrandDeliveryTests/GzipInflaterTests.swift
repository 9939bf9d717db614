#if os(Linux)
@testable import BrandDelivery
import Foundation
import Testing
import TestSupport

/// ``GzipInflater`` on its own: whatever the pieces the body arrives in, the inflated bytes
/// are the same, never more than the limit are kept, and a body cut anywhere short is refused.
@Suite("delivery gzip inflater")
struct GzipInflaterTests {
    /// 300 lines, 8,590 bytes, as the member below holds them.
    static let text = Data((0..<300).map { "line \($0) of the brand bundle\n" }.joined().utf8)
    /// `gzip.compress(text, mtime=0)` (Python): one member, 729 bytes.
    static let member = Data(base64Encoded: """
        H4sIAAAAAAACA33ZQY7TQABE0T2nyBFc1W67fRxGEwRSFCQE90fs8Vv3Kl+J81z9+vF+PrbHz2+P39+fj49fX9+fj48/78/X88vr31Huj3p/NO6P9vujeX903B+d90fr/ujCR1YO9AiCBEWCJEGTIEpQJcgSdCm6VN8TdCm6FF2KLkWXokvRpegy0GWgy9APCF0Gugx0Gegy0GWgy0CXHV12dNnRZdeTBV12dNnRZUeXHV12dJnoMtFlostEl6lHLrpMdJnoMtFlosuBLge6HOhyoMuBLof+i9DlQJcDXQ50OdHlRJcTXU50OdHlRJdTf9LocqLLiS4LXRa6LHRZ6LLQZaHLQpclvaDLQpcLXS50udDlQpcLXS50udDlQpdLrKPrBLtNsttEu02224S7TbrbxLtNvtsEvE2FTF8VIn6pX/KX/iWAKWASWAaOEJzy7UCF5OAIwpGEIwpHFo4wHGk44nDk4Qy+QKmQSByZOEJxpOKIxZGLIxhHMo5onJ3vmCokHUc8jnwcATkSckTkyMgRkiMlZ/I1XIUE5UjKEZUjK0dYjrQccTnycgTmHFwqVEhmjtAcqTlic+TmCM6RnCM6R3bOyTFHhcTnyM8RoCNBR4SODB0hOlJ0xOgs7l0qJElHlI4sHWE60nTE6cjTEagjUefiJMhNUKOgTF2ZujJ1ZerK1JWpK1NXpq5M3XA2VSGZujJ1ZerK1JWpK1NXpi53ZQ7LXpZViNsyx2Wuy5yXuS9zYJapK1NXpu7g+K5CMnVl6srUlakrU1emrkxdmboydXfeT6iQTF2ZujJ1ZerK1JWpK1NXpq5M3ckrHBWSqStTV6auTF2ZujJ1ZerK1JWpe/CWS4Vk6srUlakrU1emrkxdmboydWXqnrwIVCGZujJ1ZerK1JWpK1NXpq5MXZm6i3elKiRTV6auTF2ZujJ1ZerK1JWpK1P34nXy/wv9BakAc6yOIQAA
        """.replacingOccurrences(of: "\n", with: ""))!

    private func inflater() throws -> GzipInflater {
        let zlib = try #require(ZlibLibrary.shared, "libz.so.1 could not be loaded")
        return try #require(GzipInflater(zlib: zlib))
    }

    /// Feeds `body` in pieces cut at `cuts`, then finishes.
    private func inflate(_ body: Data, cuts: [Int], limit: Int) throws -> Result<Data, GzipInflater.Failure> {
        let gzip = try inflater()
        var output = Data()
        var start = 0
        do {
            for end in cuts.sorted() + [body.count] where end >= start {
                let piece = body.subdata(in: start..<end)
                try piece.withUnsafeBytes { try gzip.inflate($0, onto: &output, limit: limit) }
                start = end
            }
            try gzip.finish()
            return .success(output)
        } catch let failure as GzipInflater.Failure {
            return .failure(failure)
        }
    }

    @Test func aMemberInflatesTheSameWhateverItsPieces() throws {
        var generator = SeededGenerator(seed: 39)
        #expect(try inflate(Self.member, cuts: [], limit: 1 << 20) == .success(Self.text))
        #expect(try inflate(Self.member, cuts: Array(0..<Self.member.count), limit: 1 << 20) == .success(Self.text))
        for _ in 0..<200 {
            let cuts = (0..<Int.random(in: 1...12, using: &generator)).map { _ in Int.random(in: 0...Self.member.count, using: &generator) }
            #expect(try inflate(Self.member, cuts: cuts, limit: 1 << 20) == .success(Self.text), "cut at \(cuts.sorted())")
        }
    }

    @Test func membersOneAfterTheOtherAreOneBody() throws {
        var generator = SeededGenerator(seed: 40)
        let three = Self.member + Self.member + Self.member
        for _ in 0..<50 {
            let cuts = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Int.random(in: 0...three.count, using: &generator) }
            #expect(try inflate(three, cuts: cuts, limit: 1 << 20) == .success(Self.text + Self.text + Self.text))
        }
    }

    /// The limit holds to the byte: exactly the text is taken, one byte less is refused.
    @Test func theLimitHoldsToTheByte() throws {
        for cuts in [[], Array(stride(from: 0, to: Self.member.count, by: 7))] {
            #expect(try inflate(Self.member, cuts: cuts, limit: Self.text.count) == .success(Self.text))
            #expect(try inflate(Self.member, cuts: cuts, limit: Self.text.count - 1) == .failure(.tooLarge))
            #expect(try inflate(Self.member + Self.member, cuts: cuts, limit: 2 * Self.text.count - 1) == .failure(.tooLarge))
            #expect(try inflate(Self.member, cuts: cuts, limit: 0) == .failure(.tooLarge))
        }
    }

    /// A body cut short anywhere is refused, never taken for what it holds so far.
    @Test func everyTruncationIsRefused() throws {
        for length in 1..<Self.member.count {
            let outcome = try inflate(Self.member.prefix(length), cuts: [length / 2], limit: 1 << 20)
            guard case .failure(.malformed) = outcome else {
                Issue.record("cut to \(length) bytes: \(outcome)")
                continue
            }
        }
        #expect(try inflate(Data(), cuts: [], limit: 1 << 20) == .success(Data()))
    }

    @Test func bytesThatAreNotGzipAreRefused() throws {
        for hostile in [Data("not gzip".utf8), Self.member + Data("<html>".utf8), Self.member + Data([0x1F, 0x8B, 0x08, 0x00]), Data(repeating: 0, count: 64)] {
            guard case .failure(.malformed) = try inflate(hostile, cuts: [], limit: 1 << 20) else {
                Issue.record("\(hostile.prefix(16) as NSData) was taken")
                continue
            }
        }
    }
}
#endif
