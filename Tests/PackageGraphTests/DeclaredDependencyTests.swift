import Testing
import TestSupport

/// What a module imports and what it declares it depends on agree: an import of an undeclared
/// module builds here only because SwiftPM puts every module in one folder, and a declared
/// module nothing imports is one more thing to link.
@Suite("Declared dependencies")
struct DeclaredDependencyTests {
    @Test func everyModuleDependsOnWhatItImportsAndImportsWhatItDependsOn() throws {
        let graph = try PackageGraph.current.get()
        let packageModules = Set(graph.targets.map(\.name))
        // A plugin runs its tools as processes, and a target uses a plugin without importing
        // it: neither dependency is an import.
        let plugins = Set(graph.targets.filter { $0.type == "plugin" }.map(\.name))
        for target in graph.targets where target.type != "test" && target.type != "system-target" && target.type != "plugin" {
            // A C target includes headers rather than importing modules: only Swift is read.
            guard target.sources.contains(where: { $0.hasSuffix(".swift") }) else { continue }
            let imported = try target.importedModules(root: Repository.root).intersection(packageModules)
            let declared = Set(target.targetDependencies ?? []).subtracting(plugins)
            #expect(imported.subtracting(declared).sorted() == [], "\(target.name) imports these without declaring them")
            #expect(declared.subtracting(imported).sorted() == [], "\(target.name) declares these and imports none of them")
        }
    }

    /// Every test target imports TestSupport: its overloads of the unseeded random draws then
    /// shadow the standard library's in all the target's files, and record an issue
    /// (`TestSupportTests.anUnseededDrawIsAnIssue`).
    @Test func everyTestTargetImportsTestSupport() throws {
        let graph = try PackageGraph.current.get()
        let tests = graph.targets.filter { $0.type == "test" }
        #expect(tests.count > 10)
        for target in tests {
            #expect(try target.importedModules(root: Repository.root).contains("TestSupport"), "\(target.name)")
        }
    }
}
