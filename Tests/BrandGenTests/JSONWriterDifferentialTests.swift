@testable import BrandGen
import TestSupport
import Testing
import YAMLNode

/// `JSONWriter` (JSON written as a generator produces it) against `JSONEmitter` (a tree of
/// nodes walked), its reference: for random trees, every way the writer can be driven to
/// write a tree gives the emitter's bytes.
@Suite("JSONWriter against JSONEmitter")
struct JSONWriterDifferentialTests {
    /// Texts that exercise the escapes: quotes, backslashes, controls, the line separators,
    /// the bidirectional controls, non-ASCII and astral scalars.
    static let awkwardTexts = [
        "", "a", "plain-key_1$", "quote \" and \\ slash /", "tab\tnew\nline\r", "\u{0}\u{1F}\u{7F}\u{85}",
        "\u{2028}\u{2029}", "\u{202E}rtl\u{2066}", "é ü ß", "🙂 astral", "{colors.brand.primary}",
    ]

    struct TreeMaker {
        var random: SeededGenerator

        mutating func text() -> String {
            if Int.random(in: 0..<3, using: &random) == 0 { return JSONWriterDifferentialTests.awkwardTexts.randomElement(using: &random)! }
            let length = Int.random(in: 0..<12, using: &random)
            let alphabet = Array("abcXYZ019-_$. \"\\\n\t/é🙂\u{7}")
            return String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
        }

        mutating func node(depth: Int) -> Node {
            switch Int.random(in: 0..<(depth > 3 ? 6 : 9), using: &random) {
            case 0: return Node(.null)
            case 1: return Node(.bool(Bool.random(using: &random)))
            case 2: return Node(.int(Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0..<63, using: &random)))
            case 3: return Node(.double(double()))
            case 4, 5: return Node(.string(text()))
            case 6: return Node(.sequence((0..<Int.random(in: 0..<4, using: &random)).map { _ in node(depth: depth + 1) }))
            default:
                let entries = (0..<Int.random(in: 0..<5, using: &random)).map { _ in
                    Node.Mapping.Entry(key: text(), keyMark: .start, value: node(depth: depth + 1))
                }
                return Node(.mapping(Node.Mapping(entries)))
            }
        }

        mutating func double() -> Double {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return Double(Int.random(in: -1000...1000, using: &random))
            case 1: return Double.random(in: -1...1, using: &random)
            case 2: return [0.1, 0.5, 1e21, 1e-7, -0.0, 123_456_789.125, 9.2e18].randomElement(using: &random)!
            default: return Double.random(in: -1e6...1e6, using: &random)
            }
        }
    }

    /// Writes `node` choosing, at random at each level, among the writer's ways to write it.
    static func write(_ node: Node, into json: inout JSONWriter, using random: inout SeededGenerator) {
        let way = Int.random(in: 0..<4, using: &random)
        switch node.value {
        case .mapping(let mapping) where way > 0:
            json.beginObject()
            for entry in mapping.entries {
                let isPlain = entry.key.utf8.allSatisfy(Self.isPlainKeyByte)
                if case .string(let text) = entry.value.value, way == 1 {
                    json.member(entry.key, text)
                    continue
                }
                if isPlain, way == 2 {
                    Array(entry.key.utf8).withUnsafeBufferPointer { json.plainKey($0) }
                } else {
                    json.key(entry.key)
                }
                if way == 3 {
                    // A fragment made at this depth by a writer of its own, copied in.
                    var fragment = JSONWriter(depth: json.depth, capacity: 16)
                    write(entry.value, into: &fragment, using: &random)
                    json.appendFragment(fragment.output.bytes)
                } else {
                    write(entry.value, into: &json, using: &random)
                }
            }
            json.endObject()
        case .sequence(let items) where way > 0:
            json.array(count: items.count) { json, index in write(items[index], into: &json, using: &random) }
        case .double(let number) where way > 0:
            json.number(number)
        case .string(let text) where way > 0:
            json.string(text)
        default:
            json.value(node)
        }
    }

    /// What ``JSONWriter/plainKey(_:)`` takes: ASCII letters, digits, `-`, `_` and `$`.
    static func isPlainKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "$"): true
        default: false
        }
    }

    @Test(arguments: 0..<8)
    func randomTreesAreWrittenAsTheEmitterWritesThem(seed: UInt64) {
        var random = SeededGenerator(seed: 0x4A53_4F4E + seed)
        var maker = TreeMaker(random: SeededGenerator(seed: seed))
        for _ in 0..<250 {
            let tree = maker.node(depth: 0)
            var json = JSONWriter()
            Self.write(tree, into: &json, using: &random)
            let expected = JSONEmitter().emit(tree)
            #expect(json.output.text == expected, "seed \(seed): \(expected)")
            if json.output.text != expected { return }
        }
    }
}
