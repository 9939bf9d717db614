import Foundation
import Testing
import TestSupport

/// The TypeScript runtime package's own suite (`Runtimes/TypeScript/test`, Node's test runner),
/// run by CI through this test: compiled once by tsc under the package's tsconfig, then
/// `node --test` over every compiled test file.
@Suite("TypeScript runtime package")
struct TypeScriptPackageTests {
    @Test(.requires(.typeScript, .node))
    func thePackagesOwnTestsPass() throws {
        let dist = try TypeScriptPackage.compiled()
        let tests = try FileManager.default.contentsOfDirectory(atPath: dist.appendingPathComponent("test").path)
            .filter { $0.hasSuffix(".test.js") }.sorted().map { "test/" + $0 }
        #expect(!tests.isEmpty)
        let output = try Command.run(["node", "--test"] + tests, in: dist)
        #expect(output.contains("# fail 0"), "\(output)")
        print("TypeScript package: \(output.split(separator: "\n").filter { $0.hasPrefix("# pass") || $0.hasPrefix("# tests") }.joined(separator: ", "))")
    }
}
