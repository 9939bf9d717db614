import BrandDelivery
import BrandRuntime
import Foundation
import Testing

/// Tests/DeliverySuite (its README.md): the committed cases are what the generator makes, and
/// the Swift client gives every case's expected outcome. `DELIVERY_SUITE_WRITE=1 swift test
/// --filter DeliverySuiteTests` rewrites the cases after a deliberate change.
@Suite("delivery suite", .serialized)
struct DeliverySuiteTests {
    static let folder = URL(fileURLWithPath: DeliveryFixtures.repository + "/Tests/DeliverySuite")

    /// The case folders on disk.
    static func caseNames() -> [String] {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return items.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0 + "/case.json").path) }.sorted()
    }

    @Test func theCommittedSuiteIsWhatTheGeneratorMakes() throws {
        let generated = try DeliverySuiteCases.files()
        if ProcessInfo.processInfo.environment["DELIVERY_SUITE_WRITE"] == "1" {
            for name in Self.caseNames() { try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(name)) }
            for (path, data) in generated {
                let url = Self.folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }
        let committed = try RootFixtures.files(in: Self.folder).filter { $0.key != "README.md" }
        let stale = Set(generated.keys).symmetricDifference(committed.keys).sorted()
        #expect(stale.isEmpty, "files of Tests/DeliverySuite not as generated (DELIVERY_SUITE_WRITE=1 rewrites them): \(stale.prefix(10))")
        let differing = generated.filter { committed[$0.key] != nil && committed[$0.key] != $0.value }.map(\.key).sorted()
        #expect(differing.isEmpty, "files of Tests/DeliverySuite changed (DELIVERY_SUITE_WRITE=1 rewrites them): \(differing.prefix(10))")
        #expect(Self.caseNames().count == Set(generated.keys.map { String($0.split(separator: "/")[0]) }).count)
    }

    @Test(arguments: caseNames())
    func theSwiftClientGivesTheExpectedOutcome(_ name: String) async throws {
        let folder = Self.folder.appendingPathComponent(name)
        let suiteCase = try DeliverySuiteCase.decode(try Data(contentsOf: folder.appendingPathComponent("case.json")))
        let runner = try SuiteRunner(folder: folder, suiteCase: suiteCase)
        defer { runner.finish() }
        for (index, step) in suiteCase.steps.enumerated() {
            let outcome = try await runner.run(step)
            #expect(outcome == step.expect, "\(name), step \(index + 1) (\(step.action))")
        }
    }
}
