import BrandModel
import Foundation
import TestSupport
import Testing

/// What every test target leans on: the repository, its schemas and its brands.
@Suite("Test support", .tags(.shippedBrands))
struct TestSupportTests {
    @Test func aBrokenSchemaIsAnErrorWithItsFileNotAnEmptyCatalog() throws {
        try TemporaryFolder.with("schemas") { folder in
            let schemas = try TemporaryFolder.copy(Repository.schemasFolder, into: folder, as: "Schemas")
            try #"{"type": 12}"#.write(toFile: schemas + "/" + ProfileSchemas.profileFileName, atomically: true, encoding: .utf8)
            let loaded = Repository.loadSchemas(from: schemas)
            #expect(throws: ProfileSchemas.LoadError.self) { try loaded.get() }
            if case .failure(let error) = loaded {
                #expect("\(error)".contains("malformed schema: 1:10:"), "\(error)")
            }
        }
    }

    @Test func theShippedSchemasLoad() throws {
        _ = try Repository.schemas()
    }

    @Test func theShippedBrandsAreTheProfilesInBrands() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.brands)
            .filter { !$0.hasPrefix("_") && !$0.hasPrefix(".") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }
        let ids = try Repository.shippedBrandIDs()
        #expect(!ids.isEmpty)
        #expect(ids == names.map { String($0[..<$0.lastIndex(of: ".")!]) }.sorted())
    }

    /// A random test replays exactly: it draws through a `SeededGenerator`, so a failure's
    /// seed is its reproduction. TestSupport's overloads of the unseeded draws shadow the
    /// standard library's in every test target, and record an issue.
    @Test func anUnseededDrawIsAnIssue() {
        withKnownIssue { _ = Int.random(in: 0..<10) }
        withKnownIssue { _ = Double.random(in: 0...1) }
        withKnownIssue { _ = Bool.random() }
        withKnownIssue { _ = [1, 2, 3].shuffled() }
        withKnownIssue { _ = [1, 2, 3].randomElement() }
        withKnownIssue {
            var numbers = [1, 2, 3]
            numbers.shuffle()
        }
        withKnownIssue {
            var generator = SystemRandomNumberGenerator()
            _ = Int.random(in: 0..<10, using: &generator)
        }
        var generator = SeededGenerator(seed: 7)
        var again = SeededGenerator(seed: 7)
        #expect([1, 2, 3, 4].shuffled(using: &generator) == [1, 2, 3, 4].shuffled(using: &again))
    }
}

/// The time limits' factor: never below 1, and the limits and deadlines grow with it.
@Suite("Machine speed")
struct MachineSpeedTests {
    @Test func limitsGrowWithTheSlowdownAndNeverShrink() {
        #expect(MachineSpeed.slowdown >= 1)
        #expect(MachineSpeed.scaled(.seconds(60)) >= .seconds(60))
        #expect(MachineSpeed.scaled(.seconds(60)) == .seconds(60) * MachineSpeed.slowdown)
        // The reference: run this suite alone on an idle machine to measure `idleMilliseconds` again.
        print("machine speed: the workload took \(MachineSpeed.medianMilliseconds()) ms (idle reference \(MachineSpeed.idleMilliseconds) ms), slowdown \(MachineSpeed.slowdown)")
    }
}
