import BrandModel
import BrandRuntime
import Foundation
import Testing
import TestSupport

/// The schemas compiled into BrandRuntime are `Schemas/`'s, byte for byte
/// (`tools/runtime-schemas` regenerates them).
@Suite("Compiled-in schemas")
struct CompiledSchemasTests {
    static let regenerate = "run tools/runtime-schemas and commit Sources/BrandRuntime/Schemas/CompiledSchemas.swift"

    @Test func theProfileSchemaIsSchemasFolders() throws {
        let file = try String(contentsOfFile: Repository.path("Schemas/\(ProfileSchemas.profileFileName)"), encoding: .utf8)
        #expect(CompiledSchemas.profile == file, "\(Self.regenerate)")
    }

    @Test func theHandlerSchemasAreSchemasFolders() throws {
        let folder = Repository.path("Schemas/\(ProfileSchemas.handlersFolderName)")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(HandlerDeclaration.fileSuffix) {
            files[String(name.dropLast(HandlerDeclaration.fileSuffix.count))] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        #expect(CompiledSchemas.handlers == files, "\(Self.regenerate)")
    }

    @Test func theyCompileAsTheFoldersDo() throws {
        let compiled = try ProfileSchemas.compiledIn()
        let folder = try Repository.schemas()
        #expect(compiled.handlers.keys.sorted() == folder.handlers.keys.sorted())
        #expect(compiled.declarations == folder.declarations.mapValues { declared in
            HandlerDeclaration(id: declared.id, kind: declared.kind, config: declared.config, path: compiled.declarations[declared.id]?.path ?? "")
        })
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
