import BrandGen
import BrandModel
import BrandPublishing
import BrandRuntime
import ProfileLoading
import TestSupport
import Testing
import YAMLNode

/// A runtime diagnostic on an envelope names the envelope's own line and column (not the
/// compact form's `1:300`), the profile path, and, when the envelope carries its source map
/// (`brandgen --platform json --source-map`), the YAML place it was generated from.
@Suite("envelope diagnostics")
struct EnvelopeDiagnosticsTests {
    let path = Repository.fixtureBrands + "/neds.yaml"

    /// The fixture loaded by the tools, and its document with the value at `pointer` replaced
    /// (keeping its mark, as if the YAML had said it).
    private func document(replacing pointer: [String], with value: Node.Value) throws -> (load: ProfileLoad, original: Node, document: Node) {
        let load = try Repository.loader().loadBrand(at: path)
        let document = try #require(load.document, "\(load.diagnostics)")
        let original = try #require(document.node(at: pointer))
        return (load, original, Self.replacing(pointer[...], in: document, with: value))
    }

    private static func replacing(_ pointer: ArraySlice<String>, in node: Node, with value: Node.Value) -> Node {
        guard let key = pointer.first else { return Node(value, mark: node.mark) }
        guard var mapping = node.mapping, let index = mapping.entries.firstIndex(where: { $0.key == key }) else { return node }
        mapping.entries[index].value = replacing(pointer.dropFirst(), in: mapping.entries[index].value, with: value)
        return Node(.mapping(mapping), mark: node.mark)
    }

    /// The 1-based line and column of the first occurrence of `text` in `envelope`.
    private func place(of text: String, in envelope: [UInt8]) throws -> (line: Int, column: Int) {
        let lines = String(decoding: envelope, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains(text) }, "no \(text) in the envelope")
        let line = lines[index]
        let column = line.distance(from: line.startIndex, to: try #require(line.firstRange(of: text)).lowerBound) + 1
        return (index + 1, column)
    }

    private func envelope(_ document: Node, sources load: ProfileLoad?) -> [UInt8] {
        let map = load.map { load in RuntimeSourceMap.node(for: document, file: { load.sources.path(of: $0) }) }
        return RuntimeProfileFormat.envelopeJSON(for: document, sources: map).bytes
    }

    @Test func aSchemaErrorPointsAtTheEnvelopesLineAndTheYAMLItCameFrom() throws {
        let (load, original, document) = try document(replacing: ["appBar", "toolSlot", "kind"], with: .int(7))
        for withMap in [true, false] {
            let bytes = envelope(document, sources: withMap ? load : nil)
            let runtime = try RuntimeProfileFormat.load(envelope: bytes, id: "neds", schemas: try Repository.schemas(), path: "json/neds.json")
            let problem = try #require(runtime.diagnostics.first { $0.message.hasPrefix("/appBar/toolSlot/kind: ") }, "\(runtime.diagnostics)")
            let written = try place(of: "\"kind\": 7", in: bytes)
            #expect(problem.file == "json/neds.json")
            #expect(problem.line == written.line && problem.line > 1)
            #expect(problem.column == written.column + "\"kind\": ".count)
            if withMap {
                #expect(problem.related.map { "\($0.file):\($0.line):\($0.column)" } == ["\(path):\(original.mark.line):\(original.mark.column)"])
                #expect(problem.related.first?.message.contains("/appBar/toolSlot/kind") == true)
            } else {
                #expect(problem.related.isEmpty)
            }
        }
    }

    /// A check whose message names no path (the id against the file name) gets the path of
    /// the value it points at.
    @Test func aDiagnosticWithoutAPathGetsTheProfilePath() throws {
        let (load, original, document) = try document(replacing: ["id"], with: .string("other"))
        let bytes = envelope(document, sources: load)
        let runtime = try RuntimeProfileFormat.load(envelope: bytes, id: "neds", schemas: try Repository.schemas(), path: "json/neds.json")
        let problem = try #require(runtime.diagnostics.first { $0.rule == LoadingCheck.brandIDMismatch.rawValue }, "\(runtime.diagnostics)")
        #expect(problem.message.hasPrefix("/id: id \"other\""))
        #expect(problem.line == (try place(of: "\"id\": \"other\"", in: bytes)).line)
        #expect(problem.related.map(\.line) == [original.mark.line])
    }

    /// The map is untrusted input: one of another shape is not read (and nothing crashes), and
    /// a file name with control characters is shown escaped.
    @Test func aMalformedOrHostileMapIsNotTrusted() throws {
        let (_, _, document) = try document(replacing: ["appBar", "toolSlot", "kind"], with: .int(7))
        let hostile = "evil\u{1B}[31m.yaml"
        let maps: [(Node, [String])] = [
            (.object([("files", .array([1])), ("marks", .object([]))]), []),
            (.object([("files", .array(["a.yaml"])), ("marks", .object([("/appBar", .array([5, 1, 1]))]))]), []),
            (.object([("files", .array(["a.yaml"])), ("marks", .object([("/appBar", .array([0, 0, 1]))]))]), []),
            (.string("no map"), []),
            (.object([("files", .array([.string(hostile)])), ("marks", .object([("/appBar", .array([0, 3, 4]))]))]), [DisplayText.escaped(hostile)]),
        ]
        for (map, files) in maps {
            let bytes = RuntimeProfileFormat.envelopeJSON(for: document, sources: map).bytes
            let runtime = try RuntimeProfileFormat.load(envelope: bytes, id: "neds", schemas: try Repository.schemas(), path: "json/neds.json")
            let problem = try #require(runtime.diagnostics.first { $0.message.hasPrefix("/appBar/toolSlot/kind: ") })
            #expect(problem.related.map(\.file) == files)
            #expect(!problem.related.contains { $0.file.contains("\u{1B}") })
        }
    }

    /// brandgen writes the map only when asked, outside the digest: the same profile loads
    /// from either envelope.
    @Test func theMapIsOptInAndOutsideTheDigest() throws {
        let load = try Repository.loader().loadBrand(at: path)
        let source = try #require(BrandSource(load))
        let plain = try #require(try RuntimeProfileGenerator().files(for: source).first)
        let mapped = try #require(try RuntimeProfileGenerator(sourceMap: true).files(for: source).first)
        #expect(!String(decoding: plain.contents, as: UTF8.self).contains("\"sources\""))
        #expect(String(decoding: mapped.contents, as: UTF8.self).contains("\"sources\": {\"files\":"))
        let schemas = try Repository.schemas()
        let fromPlain = try RuntimeProfileFormat.load(envelope: plain.contents, id: "neds", schemas: schemas)
        let fromMapped = try RuntimeProfileFormat.load(envelope: mapped.contents, id: "neds", schemas: schemas)
        #expect(fromPlain.diagnostics.isEmpty && fromMapped.diagnostics.isEmpty)
        #expect(fromMapped.profile != nil && fromMapped.profile == fromPlain.profile)
    }
}
