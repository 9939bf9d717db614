import BrandModel
import Foundation
import TestSupport
import Testing
import YAMLNode

/// Issue 49, item 2: a handler's declaration has one source, its typed Swift value, which
/// writes the JSON; comparing the two ignores key order and says what differs.
@Suite("Handler declarations, compared and written")
struct HandlerDeclarationComparisonTests {
    static let typed = HandlerDeclaration(
        id: "galaxy.vault", kind: .toolbox,
        config: .object([
            ("type", "object"), ("additionalProperties", false),
            ("properties", .object([("limit", .object([("type", "integer"), ("minimum", 1), ("maximum", 999)]))])),
        ]),
        colors: [
            HandlerColor(.toolSlotIcon, from: "vault.gold", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeText, from: "vault.onGold"),
        ],
        path: "GalaxyHandlers.vaultDeclaration", description: "Galaxy's vault.")

    static func read(_ text: String) throws -> HandlerDeclaration {
        try #require(try HandlerDeclaration.load(
            from: "/app/Handlers", fileSystem: InMemoryFileSystem(["/app/Handlers/galaxy.vault.handler.json": text])).first)
    }

    @Test func keyOrderDoesNotCount() throws {
        let reordered = try Self.read("""
            { "kind": "toolbox",
              "config": { "properties": { "limit": { "maximum": 999, "minimum": 1, "type": "integer", "description": "Cap." } },
                          "additionalProperties": false, "type": "object" },
              "colors": { "toolSlot.badge.text": { "from": "vault.onGold" },
                          "toolSlot.icon": { "fallback": "appBar.foreground", "from": "vault.gold" } },
              "id": "galaxy.vault" }
            """)
        #expect(Self.typed.differences(from: reordered) == [])
        #expect(Self.typed.declaresTheSame(as: reordered))
    }

    @Test func aDifferenceIsNamedByWhereItIs() throws {
        let drifted = try Self.read("""
            { "id": "galaxy.vault", "kind": "locker",
              "colors": { "toolSlot.icon": { "from": "vault.gold", "fallback": "appBar.foreground" },
                          "toolSlot.badge.text": { "from": "vault.ongold" } },
              "config": { "type": "object", "additionalProperties": false,
                          "properties": { "limit": { "type": "integer", "minimum": 1, "maximum": 99 }, "extra": { "type": "string" } } } }
            """)
        let file = "/app/Handlers/galaxy.vault.handler.json"
        #expect(Self.typed.differences(from: drifted) == [
            "kind: toolbox here, locker in \(file)",
            "colors.toolSlot.badge.text: from vault.onGold here, from vault.ongold in \(file)",
            "config.properties.extra: none here, {\"type\":\"string\"} in \(file)",
            "config.properties.limit.maximum: 999 here, 99 in \(file)",
        ])
        #expect(!Self.typed.declaresTheSame(as: drifted))
    }

    /// The document the typed declaration writes reads back as the same declaration.
    @Test func theWrittenDocumentReadsBackTheSame() throws {
        let text = JSONEmitter(pretty: true).emit(Self.typed.document(schemaReference: "../Schemas/tool-slot-handler.schema.json"))
        let read = try Self.read(text)
        #expect(read.differences(from: Self.typed) == [])
        #expect(read.description == "Galaxy's vault.")
        #expect(text.hasPrefix("{\n  \"$schema\": \"../Schemas/tool-slot-handler.schema.json\",\n  \"id\": \"galaxy.vault\""), "\(text)")
    }
}
