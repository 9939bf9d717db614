import BrandModel
import Foundation
import TestSupport
import Testing
import YAMLNode

/// Handler declarations (`<id>.handler.json`) as the tools read them: from the schemas'
/// `handlers/` and from an app's folder, with a mistake reported at its line and column.
@Suite("Handler declarations, read")
struct HandlerDeclarationLoadingTests {
    static let coral = """
        {
          "id": "coral.locker",
          "kind": "locker",
          "config": { "type": "object", "additionalProperties": false,
                      "properties": { "badgeLimit": { "type": "integer", "minimum": 1 } } }
        }
        """

    static func declare(_ text: String, as name: String = "coral.locker.handler.json") throws(ProfileSchemas.LoadError) -> [HandlerDeclaration] {
        try HandlerDeclaration.load(from: "/app/Handlers", fileSystem: InMemoryFileSystem(["/app/Handlers/" + name: text]))
    }

    static func failure(_ text: String, as name: String = "coral.locker.handler.json") -> String {
        do {
            _ = try declare(text, as: name)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func aDeclarationGivesItsIDKindAndConfigSchema() throws {
        let declarations = try Self.declare(Self.coral)
        #expect(declarations.map(\.id) == ["coral.locker"])
        #expect(declarations.first?.kind == .locker)
        #expect(declarations.first?.path == "/app/Handlers/coral.locker.handler.json")
        #expect(declarations.first?.config["properties"]?["badgeLimit"] != nil)
        let bare = try Self.declare(#"{ "id": "coral.locker", "kind": "none" }"#)
        #expect(bare.first?.config == HandlerDeclaration.noSettings)
    }

    @Test(arguments: [
        (#"{ "id": "coral.locker", "kind": "lockr" }"#, "/app/Handlers/coral.locker.handler.json:1:33: `kind` must be one of locker, toolbox, none; did you mean `locker`?"),
        (#"{ "id": "coral.lock", "kind": "locker" }"#, "/app/Handlers/coral.locker.handler.json:1:9: `id` must be \"coral.locker\", the file's name without .handler.json"),
        ("{ \"id\": \"coral.locker\",\n  \"kind\": \"locker\",\n  \"confg\": {} }", "/app/Handlers/coral.locker.handler.json:3:3: unknown member `confg`; did you mean `config`?"),
        (#"{ "id": "coral.locker", "kind": "locker", "config": [] }"#, "/app/Handlers/coral.locker.handler.json:1:53: `config` must be a JSON Schema object (the schema of appBar.toolSlot.config)"),
        (#"{ "kind": "locker" }"#, "/app/Handlers/coral.locker.handler.json:1:1: missing `id`: the handler id profiles name, \"coral.locker\""),
    ])
    func aMistakeIsReportedAtItsLineAndColumn(_ text: String, _ expected: String) {
        #expect(Self.failure(text) == expected)
    }

    @Test func aDeclarationListsTheColoursItDrawsWithAndTheirFallbacks() throws {
        let text = """
            { "id": "coral.locker", "kind": "locker",
              "colors": {
                "toolSlot.icon": { "from": "brand.accent", "fallback": "appBar.foreground" },
                "toolSlot.badge.text": { "from": "brand.onAccent" } } }
            """
        let declaration = try #require(try Self.declare(text).first)
        #expect(declaration.colors == [
            HandlerColor(.toolSlotIcon, from: "brand.accent", fallback: .appBarForeground),
            HandlerColor(.toolSlotBadgeText, from: "brand.onAccent"),
        ])
        #expect(declaration.colors.map(\.effectiveFallback) == [.token(.appBarForeground), ColorTokenName.toolSlotBadgeText.fallback])
        // The colours are part of what a typed declaration is held to.
        var other = declaration
        other.colors.removeLast()
        #expect(!declaration.declaresTheSame(as: other))
        #expect(try Self.declare(#"{ "id": "coral.locker", "kind": "locker" }"#).first?.colors == [])
    }

    @Test(arguments: [
        ("{ \"id\": \"coral.locker\", \"kind\": \"locker\",\n  \"colors\": { \"toolSlot.icn\": { \"from\": \"brand.accent\" } } }",
         "/app/Handlers/coral.locker.handler.json:2:15: unknown colour token `toolSlot.icn`: a handler draws with toolSlot.icon, toolSlot.badge.background, toolSlot.badge.text; did you mean `toolSlot.icon`?"),
        ("{ \"id\": \"coral.locker\", \"kind\": \"locker\",\n  \"colors\": { \"appBar.background\": { \"from\": \"brand.accent\" } } }",
         "/app/Handlers/coral.locker.handler.json:2:15: unknown colour token `appBar.background`: a handler draws with toolSlot.icon, toolSlot.badge.background, toolSlot.badge.text"),
        ("{ \"id\": \"coral.locker\", \"kind\": \"locker\",\n  \"colors\": { \"toolSlot.icon\": { \"from\": \"brand.accent\", \"fallback\": \"appBar.foregrond\" } } }",
         "/app/Handlers/coral.locker.handler.json:2:70: `fallback` `appBar.foregrond` is not a colour of the contract; did you mean `appBar.foreground`?"),
        ("{ \"id\": \"coral.locker\", \"kind\": \"locker\",\n  \"colors\": { \"toolSlot.icon\": { \"from\": \"toolSlot.badge.text\" } } }",
         "/app/Handlers/coral.locker.handler.json:2:42: `from` names toolSlot.badge.text, a colour a handler fills; name a palette token (brand.accent)"),
        ("{ \"id\": \"coral.locker\", \"kind\": \"locker\",\n  \"colors\": { \"toolSlot.icon\": { \"form\": \"brand.accent\" } } }",
         "/app/Handlers/coral.locker.handler.json:2:34: unknown member `form`; did you mean `from`?"),
        ("{ \"id\": \"coral.locker\", \"kind\": \"locker\",\n  \"colors\": { \"toolSlot.icon\": { \"from\": \"brand\\u0007accent\" } } }",
         "/app/Handlers/coral.locker.handler.json:2:42: `from` must be a colour token's name, words of letters and digits joined by `.` (brand.accent)"),
    ])
    func anUnknownColourIsAnErrorAtItsLine(_ text: String, _ expected: String) {
        #expect(Self.failure(text) == expected)
    }

    @Test func aFileNamedForNoHandlerIDIsRefusedWithItsNameEscaped() {
        #expect(HandlerDeclaration.isValidID("coral.locker") && HandlerDeclaration.isValidID("a-b_c.d2"))
        for bad in ["", ".coral", "coral.", "coral..locker", "Coral.locker", "coral locker", "coral\nlocker"] {
            #expect(!HandlerDeclaration.isValidID(bad), "\(bad)")
        }
        let failure = Self.failure(#"{ "id": "x", "kind": "locker" }"#, as: "bad\nname.handler.json")
        #expect(!failure.contains("\n"), "\(failure)")
        #expect(failure.contains("rename the file"))
    }

    @Test func anIDDeclaredTwiceIsRefusedNamingBothFiles() throws {
        var schemas = try Repository.schemas()
        let fileSystem = InMemoryFileSystem(["/app/Handlers/ladbrokes.locker.handler.json": #"{ "id": "ladbrokes.locker", "kind": "locker" }"#])
        #expect(throws: ProfileSchemas.LoadError.self) { try schemas.declaringHandlers(from: "/app/Handlers", fileSystem: fileSystem) }
        do {
            try schemas.declaringHandlers(from: "/app/Handlers", fileSystem: fileSystem)
        } catch {
            #expect(error.description.contains("declared twice (first in \(Repository.schemasFolder)/handlers/ladbrokes.locker.handler.json)"))
        }
    }
}
