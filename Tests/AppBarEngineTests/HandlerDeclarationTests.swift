import AppBarEngine
import BrandModel
import Foundation
import LadbrokesHandlers
import StandardHandlers
import Testing
import TestSupport
import YAMLNode

/// Every handler the engine ships is declared as data (`Schemas/handlers/<id>.handler.json`),
/// and the two agree, so a tool that reads declarations instead of linking code
/// (brandlint, brandgen, brandreport) checks the same thing the engine runs.
@Suite("Handler declarations")
struct HandlerDeclarationTests {
    static func declarations() throws -> [String: HandlerDeclaration] {
        try Repository.schemas().declarations
    }

    @Test func everyShippedHandlerIsDeclaredAndEveryDeclarationIsShipped() throws {
        #expect(try StandardHandlers.registry().ids == Self.declarations().keys.sorted())
    }

    @Test func eachHandlersIDAndKindAreItsDeclarations() throws {
        let registry = try StandardHandlers.registry()
        for (id, declaration) in try Self.declarations() {
            let handler = try registry.handler(for: id)
            #expect(handler.id == declaration.id)
            #expect(handler.kind == declaration.kind, "\(declaration.path)")
        }
    }

    /// The declared `config` schema is the handler's: every config the schema lets through,
    /// the handler takes (seeded configs of the declared settings, in and out of range), and
    /// every declared setting is one the handler reads (a string in its place is refused).
    @Test func eachHandlerTakesWhatItsConfigSchemaAcceptsAndReadsEverySettingItDeclares() throws {
        let registry = try StandardHandlers.registry()
        let schemas = try Repository.schemas()
        var generator = SeededGenerator(seed: 31)
        for (id, declaration) in try Self.declarations() {
            let handler = try registry.handler(for: id)
            let schema = try #require(schemas.handlers[id])
            let settings = declaration.config["properties"]?.mapping?.keys ?? []
            var accepted = 0
            for _ in 0..<300 {
                var entries: [(String, Node)] = []
                for key in settings where Bool.random(using: &generator) {
                    entries.append((key, Self.randomValue(using: &generator)))
                }
                let config = Node.object(entries)
                guard schema.validate(config).isEmpty else { continue }
                accepted += 1
                #expect(throws: Never.self, "\(id) refuses \(JSONEmitter().emit(config)), which \(declaration.path) accepts") {
                    try handler.configured(for: Self.toolSlot(id, declaration.kind, config))
                }
            }
            #expect(accepted > 0, "\(id): no config passed its schema")
            for key in settings {
                let config = Node.object([(key, "not a setting value")])
                #expect(!schema.validate(config).isEmpty)
                #expect(throws: ToolSlotConfigurationError.self, "\(id) does not read `\(key)`, which \(declaration.path) declares") {
                    try handler.configured(for: Self.toolSlot(id, declaration.kind, config))
                }
            }
        }
    }

    @Test func aDeclaredHandlerWithoutCodeRunsAsTheBuiltInOfItsKind() throws {
        let declarations = [
            HandlerDeclaration(id: "acme.locker", kind: .locker, path: "Handlers/acme.locker.handler.json"),
            HandlerDeclaration(id: "acme.toolbox", kind: .toolbox, path: "Handlers/acme.toolbox.handler.json"),
            HandlerDeclaration(id: "ladbrokes.locker", kind: .locker, path: "Schemas/handlers/ladbrokes.locker.handler.json"),
        ]
        let linked = try StandardHandlers.registry()
        let registry = try linked.simulating(declarations)
        #expect(linked.unlinked(declarations).map(\.id) == ["acme.locker", "acme.toolbox"])
        #expect(try registry.handler(for: "acme.locker") is LockerHandler)
        #expect(try registry.handler(for: "acme.toolbox").kind == .toolbox)
        #expect(try registry.handler(for: "ladbrokes.locker") is LadbrokesLockerHandler)
        #expect(registry.directory.kind(of: "acme.locker") == .locker)
        #expect(declarations[0].simulationNote
            == "acme.locker: simulated as a locker (declared in Handlers/acme.locker.handler.json; not linked into this tool)")
    }

    /// Each handler draws with the colours its declaration lists (what brandgen exports for a
    /// brand naming it), on a palette where every token differs, in every appearance; a
    /// simulated handler draws with its declaration's colours too.
    @Test func eachHandlerDrawsWithTheColoursItsDeclarationLists() throws {
        let registry = try StandardHandlers.registry()
        var palette = TokenGroup<ColorToken>()
        for (index, name) in ["brand.primary", "brand.onPrimary", "brand.accent", "brand.onAccent", "appBar.foreground", "badge.background", "badge.text"].enumerated() {
            palette[name] = ColorToken("#0000" + String(format: "%02X", index + 1))
        }
        var profile = try FixtureProfiles.profile("ladbrokes")
        profile.theme = Theme(colors: palette)
        let acme = HandlerDeclaration(
            id: "acme.toolbox", kind: .toolbox, colors: [HandlerColor(.toolSlotIcon, from: "brand.onAccent")], path: "acme.toolbox.handler.json")
        let simulated = try registry.simulating([acme])
        for declaration in try Self.declarations().values.sorted(by: { $0.id < $1.id }) + [acme] {
            let handler = try simulated.handler(for: declaration.id)
            let declared = ToolSlotStyle(declaredBy: declaration, width: 0, reveal: nil).tokens(from: profile.theme)
            #expect(handler.themeTokens(for: profile).colors == declared.colors, "\(declaration.id)")
        }
    }

    /// The file format's schema lists the contract's colours, no more and no fewer.
    @Test func theDeclarationSchemaNamesTheContractsColours() throws {
        let schema = try JSONParser().parse(Array(try String(contentsOfFile: Repository.path("Schemas/tool-slot-handler.schema.json"), encoding: .utf8).utf8))
        let colors = try #require(schema["properties"]?["colors"])
        #expect(colors["propertyNames"]?["enum"]?.sequence?.compactMap(\.string) == ColorTokenName.allCases.filter(\.isHandlerOwned).map(\.rawValue))
        #expect(colors["additionalProperties"]?["properties"]?["fallback"]?["enum"]?.sequence?.compactMap(\.string)
            == ColorTokenName.allCases.filter { !$0.isHandlerOwned }.map(\.rawValue))
    }

    @Test func aDeclarationThatContradictsTheLinkedCodeIsRefused() throws {
        let wrong = HandlerDeclaration(id: "ladbrokes.locker", kind: .toolbox, path: "Handlers/ladbrokes.locker.handler.json")
        #expect(throws: HandlerDeclarationConflict(declaration: wrong, registeredKind: .locker)) {
            try StandardHandlers.registry().simulating([wrong])
        }
        #expect(throws: HandlerDeclarationConflict.self) { try StandardHandlers.registry().directory.including([wrong]) }
    }

    static func toolSlot(_ id: String, _ kind: ToolSlotKind, _ config: Node) -> ToolSlotProfile {
        ToolSlotProfile(kind: kind, handler: id, observesBalance: true, userTrayDismissalDelay: nil, config: config)
    }

    /// A setting's value of any JSON type, numbers around typical bounds.
    static func randomValue(using generator: inout SeededGenerator) -> Node {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1, 2: Node(.int(Int.random(in: -5...1_100, using: &generator)))
        case 3: Node(.double(Double(Int.random(in: 0...200, using: &generator)) / 2))
        case 4: Node(.bool(Bool.random(using: &generator)))
        default: "text"
        }
    }
}

/// A handler module carries its declaration as a typed value and registers it with its
/// handler; the value declares what the module's `<id>.handler.json` declares.
@Suite("Typed handler declarations")
struct TypedHandlerDeclarationTests {
    @Test func eachShippedModulesTypedDeclarationIsItsFile() throws {
        let files = try Repository.schemas().declarations
        let typed = try StandardHandlers.registry().declarations
        #expect(typed.map(\.id) == ["ladbrokes.locker", "neds.toolbox"])
        for declaration in typed {
            let file = try #require(files[declaration.id])
            #expect(declaration.declaresTheSame(as: file), "\(declaration.path) and \(file.path) differ")
        }
    }

    @Test func aDifferentConfigSchemaIsNotTheSameDeclaration() throws {
        let file = try #require(try Repository.schemas().declarations["ladbrokes.locker"])
        var typed = LadbrokesHandlers.lockerDeclaration
        #expect(typed.declaresTheSame(as: file))
        typed.config = .object([("type", "object"), ("additionalProperties", false)])
        #expect(!typed.declaresTheSame(as: file))
    }

    @Test func aDeclarationOfAnotherKindIsRefusedAtRegistration() {
        var registry = HandlerRegistry()
        let wrong = HandlerDeclaration(id: LadbrokesLockerHandler.id, kind: .toolbox, path: "test")
        #expect(throws: HandlerRegistryError.self) { try registry.register(LadbrokesLockerHandler(), declaredBy: wrong) }
        #expect(registry.ids == [])
    }
}
