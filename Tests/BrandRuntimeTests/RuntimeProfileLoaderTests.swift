import BrandModel
import BrandRuntime
import Foundation
import ProfileLoading
import Testing
import TestSupport
import YAMLNode

/// An app's load: brandgen's real `json/` output for whatever is in `Brands/` gives the
/// catalog the YAML gives, with the schemas compiled in; hostile envelopes are refused,
/// each with a sentence saying why, and the other brands still load.
@Suite("Runtime profile loader", .tags(.shippedBrands))
struct RuntimeProfileLoaderTests {
    /// brandgen's `json` platform for the shipped brands, run as the command.
    static func generatedFolder(_ folder: URL) throws -> String {
        let run = try ToolProcess("brandgen").run(["--platform", "json", "--output", folder.path, "--quiet", Repository.brands])
        try #require(run.status == 0, "brandgen failed: \(run.output)\(run.errorOutput)")
        return folder.appendingPathComponent("json").path
    }

    /// The envelope holds the profile as the YAML gives it, with the colours the engine shows
    /// filled in (its handler's declared colours, the contract's fallbacks), as brandgen writes
    /// every platform.
    @Test func brandgensOutputLoadsAsTheYAMLDoes() throws {
        try TemporaryFolder.with("runtime") { folder in
            let load = try RuntimeProfileLoader().loadCatalog(at: try Self.generatedFolder(folder))
            #expect(load.diagnostics.map(\.description) == [])
            let loader = try Repository.loader()
            let yaml = loader.loadCatalog(at: Repository.brands).catalog
            #expect(load.catalog.ids == yaml.ids)
            #expect(!load.catalog.ids.isEmpty)
            for id in yaml.ids {
                var expected = try #require(yaml[id])
                expected.theme = expected.theme.fillingEngineColors(drawnWith: loader.schemas.declarations[expected.appBar.toolSlot.handler]?.colors ?? [])
                #expect(load.catalog[id] == expected, "\(id)")
            }
        }
    }

    @Test func aBundlesResourceFolderLoads() throws {
        try TemporaryFolder.with("runtime-bundle") { folder in
            let json = try Self.generatedFolder(folder.appendingPathComponent("out"))
            let bundleFolder = folder.appendingPathComponent("App.resources")
            try FileManager.default.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: json, toPath: bundleFolder.appendingPathComponent(RuntimeProfileLoader.bundleFolder).path)
            let bundle = try #require(Bundle(path: bundleFolder.path))
            let load = try RuntimeProfileLoader().loadCatalog(in: bundle)
            #expect(load.diagnostics.map(\.description) == [])
            #expect(load.catalog.ids == (try Repository.shippedBrandIDs()))
            let missing = try RuntimeProfileLoader().loadCatalog(in: bundle, folder: "Elsewhere")
            #expect(missing.diagnostics.first?.message.contains("has no folder Elsewhere") == true)
        }
    }

    // MARK: Hostile envelopes

    /// A good envelope of a fixture profile, and the same with its JSON text edited.
    static func envelope(editing edit: (inout Node) -> Void = { _ in }) throws -> [UInt8] {
        let profileBytes = try Data(contentsOf: URL(fileURLWithPath: Repository.path("Tests/Fixtures/runtime/fixture.profile.json")))
        var profile = try JSONParser().parse(Array(profileBytes))
        edit(&profile)
        return envelope(of: profile)
    }

    static func envelope(of profile: Node, digest: String? = nil, format: Node = .string(RuntimeProfileFormat.format), version: Node = 1) -> [UInt8] {
        let root = Node.object([
            ("digest", .string(digest ?? RuntimeProfileFormat.digest(of: profile))), ("format", format), ("profile", profile),
            ("version", version),
        ])
        return JSONEmitter().emitBytes(root).bytes
    }

    @Test func aGoodFixtureEnvelopeLoads() throws {
        let profile = try RuntimeProfileLoader().profile(envelope: try Self.envelope(), id: "fixture")
        #expect(profile.id == "fixture")
    }

    static func refusal(_ bytes: [UInt8], id: String = "fixture", path: String? = nil) throws -> RuntimeProfileError {
        do {
            _ = try RuntimeProfileLoader().profile(envelope: bytes, id: id, path: path)
        } catch {
            return error
        }
        Issue.record("the envelope loaded")
        return RuntimeProfileError("")
    }

    @Test func hostileEnvelopesAreRefusedWithAReason() throws {
        let good = try JSONParser().parse(try Self.envelope())
        let profile = try #require(good["profile"])
        let cases: [(bytes: [UInt8], says: String)] = [
            (Array("{\"format\": ".utf8), "not JSON"),
            (Array("[1, 2]".utf8), "not an object"),
            (Self.envelope(of: profile, format: "brandengine.other"), "`format` is not"),
            (Self.envelope(of: profile, version: 2), "version 2 is not 1"),
            (Self.envelope(of: profile, version: "1\u{1B}[2J"), "is not 1"),
            (Self.envelope(of: profile, digest: "sha256:" + String(repeating: "0", count: 64)), "digest does not match"),
            (Self.envelope(of: .array([])), "no `profile` object"),
            (try Self.envelope { $0 = $0.settingMember("appBar", to: .string("oops")) }, "does not load"),
            (Array(repeating: UInt8(ascii: " "), count: ParseLimits.default.maxInputBytes + 1), "over the limit"),
        ]
        for (bytes, says) in cases {
            let error = try Self.refusal(bytes)
            #expect(error.message.contains(says), "\(error.message)")
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "control characters in \(error)")
        }
        let schemaError = try Self.refusal(try Self.envelope { $0 = $0.settingMember("appBar", to: .string("oops")) })
        #expect(!schemaError.diagnostics.isEmpty)
        #expect(try Self.refusal(try Self.envelope(), id: "../etc").message.contains("is not lower-case"))
        // The profile's id must be the name it is loaded under.
        #expect(try Self.refusal(try Self.envelope(), id: "other").message.contains("does not load"))
        // A path naming another brand does not give the load another id.
        let elsewhere = try Self.refusal(try Self.envelope(), id: "other", path: "/app/json/fixture.json")
        #expect(elsewhere.diagnostics.allSatisfy { $0.file.hasSuffix("other.json") }, "\(elsewhere.diagnostics)")
    }

    @Test func aFolderLoadsItsGoodBrandsAndReportsTheOthers() throws {
        try TemporaryFolder.with("runtime-hostile") { folder in
            let json = folder.appendingPathComponent("json")
            try FileManager.default.createDirectory(at: json, withIntermediateDirectories: true)
            try Data(try Self.envelope()).write(to: json.appendingPathComponent("fixture.json"))
            try Data("{}".utf8).write(to: json.appendingPathComponent("broken.json"))
            try Data(try Self.envelope()).write(to: json.appendingPathComponent("Bad Name.json"))
            try Data("secret".utf8).write(to: folder.appendingPathComponent("outside.txt"))
            try FileManager.default.createSymbolicLink(
                atPath: json.appendingPathComponent("escape.json").path, withDestinationPath: folder.appendingPathComponent("outside.txt").path)
            try Data("notes".utf8).write(to: json.appendingPathComponent("README.txt"))
            let load = try RuntimeProfileLoader().loadCatalog(at: json.path)
            #expect(load.catalog.ids == ["fixture"])
            let messages = load.diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent): \($0.message)" }
            #expect(messages.count == 3, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("Bad Name.json: ") && $0.contains("is not <brand id>.json") })
            #expect(messages.contains { $0.hasPrefix("broken.json: ") && $0.contains("`format` is not") })
            #expect(messages.contains { $0.hasPrefix("escape.json: ") && $0.contains("leads outside the folder") })
            #expect(!load.diagnostics.contains { $0.description.contains("secret") })
            let gone = try RuntimeProfileLoader().loadCatalog(at: folder.appendingPathComponent("missing").path)
            #expect(gone.catalog.ids.isEmpty && gone.diagnostics.count == 1)
        }
    }
}

extension Node {
    fileprivate func settingMember(_ key: String, to value: Node) -> Node {
        guard var mapping = mapping else { return self }
        if let index = mapping.entries.firstIndex(where: { $0.key == key }) {
            mapping.entries[index].value = value
        } else {
            mapping.entries.append(.init(key: key, keyMark: .start, value: value))
        }
        return Node(.mapping(mapping))
    }
}
