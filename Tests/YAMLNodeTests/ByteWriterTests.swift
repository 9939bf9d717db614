import Testing
import YAMLNode

/// `ByteWriter` keeps its own buffer: it must grow, copy on write and hand back exactly what
/// was appended, whatever the mix of appends.
@Suite("ByteWriter's buffer")
struct ByteWriterTests {
    @Test("Appends of every kind give the bytes in order, past many doublings of the buffer")
    func appendsGrowTheBuffer() {
        var writer = ByteWriter()
        var expected: [UInt8] = []
        var generator = SystemRandomNumberGenerator()
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
}
