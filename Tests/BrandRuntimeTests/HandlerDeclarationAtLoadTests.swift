import BrandModel
import BrandRuntime
import Testing
import YAMLNode

/// A brand whose tool-slot handler has no declaration at load is an error naming the envelope
/// and the profile path; with the handler's typed declaration it loads, and its config is
/// checked against the declared schema.
@Suite("Handler declarations at load")
struct HandlerDeclarationAtLoadTests {
    static let wallet = HandlerDeclaration(
        id: "galaxy.rewards", kind: .toolbox,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([("pointsPerReward", .object([("type", "integer"), ("minimum", 1)]))])),
        ]),
        path: "GalaxyHandlers.rewardsDeclaration")

    /// The fixture envelope with its slot served by `galaxy.rewards` and `config`.
    static func walletEnvelope(config: Node) throws -> [UInt8] {
        try RuntimeProfileLoaderTests.envelope { profile in
            guard var toolSlot = profile["appBar"]?["toolSlot"]?.mapping else { return }
            for index in toolSlot.entries.indices where toolSlot.entries[index].key == "handler" {
                toolSlot.entries[index].value = "galaxy.rewards"
            }
            toolSlot.entries.append(.init(key: "config", keyMark: .start, value: config))
            guard var appBar = profile["appBar"]?.mapping, var root = profile.mapping else { return }
            for index in appBar.entries.indices where appBar.entries[index].key == "toolSlot" { appBar.entries[index].value = Node(.mapping(toolSlot)) }
            for index in root.entries.indices where root.entries[index].key == "appBar" { root.entries[index].value = Node(.mapping(appBar)) }
            profile = Node(.mapping(root))
        }
    }

    @Test func aHandlerWithoutADeclarationIsAnErrorNamingTheFileAndThePath() throws {
        let bytes = try Self.walletEnvelope(config: .object([("pointsPerReward", 100)]))
        do {
            _ = try RuntimeProfileLoader().profile(envelope: bytes, id: "fixture", path: "Brands/fixture.json")
            Issue.record("a brand whose handler has no declaration loaded")
        } catch {
            #expect(error.message.contains("Brands/fixture.json: /appBar/toolSlot/handler: handler galaxy.rewards has no declaration"), "\(error.message)")
            #expect(error.diagnostics.first?.file == "Brands/fixture.json")
        }
    }

    @Test func withItsTypedDeclarationItLoads() throws {
        let bytes = try Self.walletEnvelope(config: .object([("pointsPerReward", 100)]))
        let profile = try RuntimeProfileLoader(handlerDeclarations: [Self.wallet]).profile(envelope: bytes, id: "fixture")
        #expect(profile.appBar.toolSlot.handler == "galaxy.rewards")
    }

    @Test func theDeclaredSchemaChecksTheConfig() throws {
        let bytes = try Self.walletEnvelope(config: .object([("pointsPerReward", "100"), ("extra", true)]))
        #expect(throws: RuntimeProfileError.self) {
            try RuntimeProfileLoader(handlerDeclarations: [Self.wallet]).profile(envelope: bytes, id: "fixture")
        }
    }

    @Test func aShippedHandlersOwnDeclarationIsTakenAsTheCompiledInOne() throws {
        // What NedsHandlers registers: the compiled-in declaration's id, kind, colours and schema, under its own path.
        var neds = try #require(try ProfileSchemas.compiledIn().declarations["neds.toolbox"])
        neds.path = "NedsHandlers.toolboxDeclaration"
        #expect(!neds.colors.isEmpty)
        let profile = try RuntimeProfileLoader(handlerDeclarations: [neds]).profile(envelope: try RuntimeProfileLoaderTests.envelope(), id: "fixture")
        #expect(profile.id == "fixture")
        let other = HandlerDeclaration(id: "neds.toolbox", kind: .locker, path: "elsewhere")
        #expect(throws: RuntimeProfileError.self) { try RuntimeProfileLoader(handlerDeclarations: [other]) }
        // Other colours are another declaration, refused as one.
        var recoloured = neds
        recoloured.colors.removeLast()
        #expect(throws: RuntimeProfileError.self) { try RuntimeProfileLoader(handlerDeclarations: [recoloured]) }
        #expect(throws: RuntimeProfileError.self) { try RuntimeProfileLoader(handlerDeclarations: [other]) }
    }
}
