import BrandDelivery
import BrandGen
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import TestSupport
import Testing
import YAMLNode

/// The `json` platform: the runtime profile round-trips to the same `BrandProfile`.
@Suite("json platform", .tags(.shippedBrands))
struct RuntimeProfileTests {
    @Test(arguments: ShippedBrands.ids)
    func loadingTheGeneratedJSONGivesTheSameProfile(id: String) throws {
        let source = try #require(try ShippedBrands.sources().first { $0.id == id }, "\(id) did not load")
        let file = try #require(try RuntimeProfileGenerator().files(for: source).first)
        #expect(file.path == "json/\(id).json")
        // Loaded as the engine loads any JSON profile: parsed, schema-checked, decoded.
        let load = try RuntimeProfileFormat.load(envelope: file.contents, id: id, schemas: try ShippedBrands.linter().loader.schemas)
        #expect(load.diagnostics.map(\.description) == [])
        #expect(load.profile == source.profile)
        #expect(load.profile != nil)
    }

    /// The runtime profile carries every appearance resolved: the engine loading it gets the
    /// same colours in each appearance as from the YAML, with no reference left to follow.
    @Test(arguments: ShippedBrands.ids)
    func theRuntimeProfileCarriesEveryAppearance(id: String) throws {
        let source = try #require(try ShippedBrands.sources().first { $0.id == id }, "\(id) did not load")
        let file = try #require(try RuntimeProfileGenerator().files(for: source).first)
        let profile = try #require(try RuntimeProfileFormat.load(envelope: file.contents, id: id, schemas: try ShippedBrands.linter().loader.schemas).profile)
        #expect(profile.theme.appearances == source.profile.theme.appearances)
        for appearance in Appearance.allCases {
            #expect(profile.theme.colors(in: appearance) == source.profile.theme.colors(in: appearance), "\(id) \(appearance)")
        }
        #expect(!String(decoding: file.contents, as: UTF8.self).contains("{colors."))
    }

    /// The file is written without building the envelope's tree: it must be that tree's JSON.
    @Test func theWrittenEnvelopeIsTheEnvelopeTreesJSON() throws {
        var documents = try ShippedBrands.sources().map(\.document)
        // Text that looks like JSON's structure, escapes, empty containers, nesting, and key order to sort.
        documents.append(.object([
            ("zeta", .string("a, b: {c} [d] \"e\" \\ f\n\u{7}\u{202E}")),
            ("extends", .string("house")),
            ("{key,}:", .array([.object([]), .array([]), .array([.number(1.5), .number(-2), true, nil]), .object([("b", 1), ("a", 2)])])),
            ("theme", .object([("colors", .object([("z", "#fff"), ("a", "#000")])), ("spacing", .object([]))])),
            ("appBar", .object([("toolSlot", .object([("config", .object([("y", .object([("b", 1), ("a", 2)])), ("x", "\\\"")]))]))])),
            ("", .string("")),
        ]))
        for document in documents {
            var expected = JSONEmitter().emitBytes(RuntimeProfileFormat.envelope(for: document))
            expected.append(byte: UInt8(ascii: "\n"))
            #expect(RuntimeProfileFormat.envelopeJSON(for: document).text == expected.text)
        }
    }

    @Test func theEnvelopeDescribesItself() throws {
        for source in try ShippedBrands.sources() {
            let file = try #require(try RuntimeProfileGenerator().files(for: source).first)
            let root = try JSONParser().parse(file.contents)
            #expect(root.mapping?.keys.filter { $0 != "base" } == ["digest", "format", "profile", "version"])
            #expect(root["base"]?.string == source.profile.base)
            #expect(root["format"]?.string == RuntimeProfileFormat.format)
            #expect(root["version"]?.int == RuntimeProfileFormat.version)
            #expect(root["profile"]?["extends"] == nil)
            #expect(root["digest"]?.string?.hasPrefix("sha256:") == true)
        }
    }

    @Test func anEditedProfileFailsTheDigest() throws {
        let source = try #require(try ShippedBrands.sources().first)
        let file = try #require(try RuntimeProfileGenerator().files(for: source).first)
        let text = String(decoding: file.contents, as: UTF8.self)
        let edited = text.replacingOccurrences(of: "\"name\": \"", with: "\"name\": \"X")
        #expect(edited != text)
        #expect(throws: RuntimeProfileError.self) { try RuntimeProfileFormat.profile(fromEnvelope: Array(edited.utf8)) }
        let otherFormat = text.replacingOccurrences(of: RuntimeProfileFormat.format, with: "something-else")
        #expect(throws: RuntimeProfileError.self) { try RuntimeProfileFormat.profile(fromEnvelope: Array(otherFormat.utf8)) }
    }

    /// FIPS 180-4 examples, and a digest checked against Python's hashlib.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 200), "c2a908d98f5df987ade41b5fce213067efbcc21ef2240212a41e54b5e7c28ae5"),
    ])
    func digestsMatchTheStandardsExamples(input: String, expected: String) {
        let profile = Node(.string(input))
        // The digest covers the compact JSON: for a string, the quoted text.
        let quoted = JSONEmitter(pretty: false).emit(profile)
        #expect(quoted == "\"\(input)\"")
        #expect(RuntimeProfileFormat.digest(of: profile).hasPrefix("sha256:"))
        #expect(RuntimeProfileFormat.sha256Hex(Array(input.utf8)) == expected)
    }
}
