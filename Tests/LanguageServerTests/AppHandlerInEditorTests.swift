import BrandLanguageServer
import Foundation
import Testing
import TestSupport
import YAMLNode

/// An editor on an app's brand whose handler lives in the app's package: the server finds the
/// declarations in `Handlers/` beside the brands folder, as the command line does.
@Suite("brandlint lsp: an app's own handlers")
struct AppHandlerInEditorTests {
    static func coralFindings(withDeclarations: Bool) throws -> [String] {
        let folder = try FixtureFolder(copying: "Examples/BrandApp/Brands", prefix: "editor-app")
        defer { folder.remove() }
        if withDeclarations {
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent("Examples/BrandApp/Handlers"), to: folder.root.appendingPathComponent("Handlers"))
        }
        var server = try BrandLanguageServerTests.initialized()
        let coral = folder.brand("coral.yaml")
        let published = try BrandLanguageServerTests.open(&server, coral, text: String(contentsOfFile: coral, encoding: .utf8))
        let publication = try #require(BrandLanguageServerTests.publication(for: coral, in: published))
        return BrandLanguageServerTests.findings(publication)
    }

    @Test func aBrandUsingADeclaredHandlerShowsNoFinding() throws {
        #expect(try Self.coralFindings(withDeclarations: true) == [])
    }

    @Test func withoutTheDeclarationTheHandlerIsUnknown() throws {
        #expect(try Self.coralFindings(withDeclarations: false).contains("12:14 tool-slot-handler-registered"))
    }
}
