import Testing
import TestSupport
@testable import YAMLNode

/// `ByteWriter` keeps its own buffer: it must grow, copy on write and hand back exactly what
/// was appended, whatever the mix of appends.
@Suite("ByteWriter's buffer")
struct ByteWriterTests {
    @Test("Appends of every kind give the bytes in order, past many doublings of the buffer")
    func appendsGrowTheBuffer() {
        var writer = ByteWriter()
        var expected: [UInt8] = []
        var generator = SeededGenerator(seed: 0xB7E1)
        for round in 0..<2_000 {
            switch round % 5 {
            case 0:
                writer.append(byte: UInt8(round & 0x7F))
                expected.append(UInt8(round & 0x7F))
            case 1:
                let text = String(repeating: "é", count: Int.random(in: 0...40, using: &generator))
                writer += text
                expected += Array(text.utf8)
            case 2:
                let text = "a small string \(round)"
                writer.append(Substring(text).dropFirst(2))
                expected += Array(text.utf8.dropFirst(2))
            case 3:
                let bytes = (0..<Int.random(in: 0...300, using: &generator)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
                bytes.withUnsafeBufferPointer { writer.append(bytes: $0) }
                expected += bytes
            default:
                writer.append(decimal: -round)
                expected += Array(String(-round).utf8)
            }
        }
        #expect(writer.count == expected.count)
        #expect(writer.bytes == expected)
        #expect(writer.bytes.capacity >= expected.count)
    }

    @Test("A copy keeps its bytes when either side appends afterwards")
    func copiesAreIndependent() {
        var original = ByteWriter(capacity: 4)
        original += "shared"
        var copy = original
        copy += " copy"
        original += " original"
        #expect(original.text == "shared original")
        #expect(copy.text == "shared copy")

        var third = copy
        third.removeLast()
        third += "!"
        #expect(third.text == "shared cop!")
        #expect(copy.text == "shared copy")
    }

    @Test("A bridged or empty string appends like a native one")
    func everyKindOfString() {
        var writer = ByteWriter()
        writer += ""
        writer.append(Substring(""))
        ([] as [UInt8]).withUnsafeBufferPointer { writer.append(bytes: $0) }
        #expect(writer.count == 0)
        writer += String(decoding: [0x61, 0xCC, 0x88], as: UTF8.self)
        writer += "🇦🇺"
        #expect(writer.text == "a\u{308}🇦🇺")
        var other = ByteWriter()
        other.append(writer)
        other.append(writer)
        #expect(other.text == "a\u{308}🇦🇺a\u{308}🇦🇺")
    }

    @Test("The eight-bytes-at-a-time test agrees with a byte-by-byte one, at every position")
    func printableASCIIWordTest() {
        let special: (UInt8, UInt8, UInt8) = (0x22, 0x5C, 0x24)
        func reference(_ bytes: [UInt8]) -> Bool {
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != special.0 && $0 != special.1 && $0 != special.2 }
        }
        let interesting: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        for length in 0...19 {
            for position in 0..<max(length, 1) {
                for byte in interesting {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = byte }
                    let fast = bytes.withUnsafeBufferPointer { ByteWriter.isPrintableASCII($0, except: special) }
                    #expect(fast == reference(bytes), "\(bytes) at \(position)")
                }
            }
        }
        var generator = SeededGenerator(seed: 0xB7E2)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Bool.random(using: &generator) ? UInt8.random(in: 0x20...0x7E, using: &generator) : interesting.randomElement(using: &generator)!
            }
            #expect(bytes.withUnsafeBufferPointer { ByteWriter.isPrintableASCII($0, except: special) } == reference(bytes))
        }
    }

    @Test("A quoted text is what the scalar-by-scalar escape writes, quotes around")
    func quotedTextsMatchTheEscape() {
        let texts = ["", "plain", "a\"quote", "back\\slash", "tab\there", "déjà vu", "\u{7F}", "\u{2028}", "emoji 🇦🇺 flag",
                     String(repeating: "x", count: 17), String(repeating: "y", count: 16) + "\"", "$dollar"]
        for text in texts {
            var fast = ByteWriter()
            JSONEmitter.quote(text, into: &fast)
            var slow = ByteWriter()
            slow.append(byte: UInt8(ascii: "\""))
            slow.append(text, isPlain: { utf8, index in
                let byte = utf8[index]
                return byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
            }, escape: { value, bytes, output in
                if output.appendSharedEscape(value) { return }
                if JSONEmitter.needsEscape(Unicode.Scalar(value) ?? "\u{FFFD}") {
                    output += "\\u"
                    output.append(hex: value, minimumDigits: 4)
                } else {
                    output.append(bytes: bytes)
                }
            })
            slow.append(byte: UInt8(ascii: "\""))
            #expect(fast.text == slow.text, "\(text)")
        }
    }
}
