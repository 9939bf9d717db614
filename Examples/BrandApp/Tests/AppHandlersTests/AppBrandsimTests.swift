import Foundation
import Testing

/// The package's own brandsim (`brandsim-app`: the engine's brandsim with CoralHandlers and
/// GalaxyHandlers linked in) replays Scenarios/ with the app's code, not simulated built-ins.
@Suite("The app's brandsim")
struct AppBrandsimTests {
    /// `brandsim-app`, built beside the tests (`swift test` builds every product).
    static var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        return candidates.map { $0.appendingPathComponent("brandsim-app") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func everyScenarioPassesWithTheAppsOwnCode() throws {
        let executable = try #require(Self.executable, "brandsim-app is not built beside the tests")
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: AppBrands.package.path + "/Scenarios").filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(scenarios.contains("coral-badge.yaml"))
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--brands", "Brands"] + scenarios.map { "Scenarios/" + $0 }
        process.currentDirectoryURL = AppBrands.package
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(!text.contains("simulated"), "\(text)")
        #expect(text.contains("✓ Scenarios/coral-badge.yaml: 5 steps"), "\(text)")
        #expect(text.contains("✓ Scenarios/galaxy-rewards.yaml: 5 steps"), "\(text)")
        // Galaxy's own state and effect, read by scenario keys (issue 49, item 4).
        #expect(text.contains("✓ Scenarios/galaxy-wallet.yaml: 6 steps"), "\(text)")
    }
}
