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
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".schema.json") {
            files[String(name.dropLast(".schema.json".count))] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        #expect(CompiledSchemas.handlers == files, "\(Self.regenerate)")
    }

    @Test func theyCompileAsTheFoldersDo() throws {
        let compiled = try ProfileSchemas.compiledIn()
        let folder = try Repository.schemas()
        #expect(compiled.handlers.keys.sorted() == folder.handlers.keys.sorted())
    }

    @Test func anAppsHandlerSchemaIsAddedAndABrokenOneIsNamed() throws {
        let schemas = try ProfileSchemas.compiledIn(handlers: ["coral.locker": #"{"type": "object"}"#])
        #expect(schemas.handlers["coral.locker"] != nil)
        #expect(throws: RuntimeProfileError.self) { try ProfileSchemas.compiledIn(handlers: ["coral.locker": "{"]) }
        do {
            _ = try ProfileSchemas.compiledIn(handlers: ["coral.locker": "{"])
        } catch {
            #expect(error.message.contains("handlers/coral.locker.schema.json"))
        }
    }
}
