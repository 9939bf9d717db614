import BrandModel
import BrandRuntime
import Foundation
import Testing
import TestSupport
import YAMLNode

/// The schemas compiled into BrandRuntime are `Schemas/`'s documents, written as compact JSON
/// (`tools/runtime-schemas` regenerates them).
@Suite("Compiled-in schemas")
struct CompiledSchemasTests {
    static let regenerate = "run tools/runtime-schemas and commit Sources/Runtime/BrandRuntime/Schemas/CompiledSchemas.swift"

    @Test func theProfileSchemaIsSchemasFolders() throws {
        let file = try String(contentsOfFile: Repository.path("Schemas/\(ProfileSchemas.profileFileName)"), encoding: .utf8)
        #expect(try Self.compact(CompiledSchemas.profile) == Self.compact(file), "\(Self.regenerate)")
    }

    @Test func theHandlerSchemasAreSchemasFolders() throws {
        let folder = Repository.path("Schemas/\(ProfileSchemas.handlersFolderName)")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(HandlerDeclaration.fileSuffix) {
            files[String(name.dropLast(HandlerDeclaration.fileSuffix.count))] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        #expect(try CompiledSchemas.handlers.mapValues(Self.compact) == files.mapValues(Self.compact), "\(Self.regenerate)")
    }

    /// The document as JSON without whitespace, keys in their order: the same for a file and
    /// its compiled copy exactly when they hold the same document.
    static func compact(_ text: String) throws -> String {
        JSONEmitter(pretty: false).emit(try JSONParser().parse(Array(text.utf8)))
    }

    @Test func theyCompileAsTheFoldersDo() throws {
        let compiled = try ProfileSchemas.compiledIn()
        let folder = try Repository.schemas()
        #expect(compiled.handlers.keys.sorted() == folder.handlers.keys.sorted())
        // Each declaration's id, kind and config schema (compared as JSON: the compiled copy is
        // compact, so its positions differ).
        func summary(_ declarations: [String: HandlerDeclaration]) -> [String: String] {
            declarations.mapValues { "\($0.id) \($0.kind) " + JSONEmitter(pretty: false).emit($0.config) }
        }
        #expect(summary(compiled.declarations) == summary(folder.declarations))
    }

    @Test func anAppsHandlerDeclarationIsAddedAndABrokenOneIsNamed() throws {
        let coral = #"{"id": "coral.locker", "kind": "locker", "config": {"type": "object"}}"#
        let schemas = try ProfileSchemas.compiledIn(handlers: ["coral.locker": coral])
        #expect(schemas.handlers["coral.locker"] != nil)
        #expect(schemas.declarations["coral.locker"]?.kind == .locker)
        for broken in ["{", #"{"id": "coral.locker", "kind": "drawer"}"#] {
            do {
                _ = try ProfileSchemas.compiledIn(handlers: ["coral.locker": broken])
                Issue.record("\(broken) was accepted")
            } catch {
                #expect(error.message.contains("handlers/coral.locker.handler.json"))
            }
        }
    }

    @Test func anAppMayNotRedeclareAShippedHandler() throws {
        let shipped = try #require(CompiledSchemas.handlers.keys.sorted().first)
        let declaration = #"{"id": "\#(shipped)", "kind": "locker"}"#
        #expect(throws: RuntimeProfileError.self) { try ProfileSchemas.compiledIn(handlers: [shipped: declaration]) }
    }
}
