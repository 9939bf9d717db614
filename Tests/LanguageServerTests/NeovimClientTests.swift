import Foundation
import Testing
import TestSupport

/// Neovim, headless, as a real client of `brandlint lsp`: it opens a profile with a typo,
/// waits for the diagnostics, applies the quick fix and writes the file. Runs where `nvim`
/// is on PATH, and in CI, where it fails without it (`.ci/run` installs Debian's); the Lua
/// is `Tests/Fixtures/Editors/neovim-fix.lua`.
@Suite("Neovim as the client")
struct NeovimClientTests {
    @Test(.requires(.neovim))
    func openWaitFixWrite() throws {
        let fixture = try EditorFixture()
        defer { fixture.remove() }
        let brandlint = try #require(ToolProcess("brandlint").executable)
        let report = fixture.root.appendingPathComponent("report").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ExternalTool.path(of: "nvim")))
        process.arguments = ["--headless", "--clean", "-u", EditorFixture.source.appendingPathComponent("neovim-fix.lua").path]
        process.currentDirectoryURL = fixture.root
        var environment = ProcessInfo.processInfo.environment
        environment["BRANDLINT"] = brandlint.path
        environment["PROFILE"] = fixture.typo
        environment["REPORT"] = report
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let before = try fixture.read(fixture.typo)
        try process.run()
        process.waitUntilExit()
        let seen = (try? fixture.read(report)) ?? ""
        #expect(process.terminationStatus == 0, "\(seen)")
        #expect(seen.contains("diagnostic 5:1 schema-additional-properties"), "\(seen)")
        #expect(seen.contains("action Change `nmae` to `name`"), "\(seen)")
        #expect(seen.contains("cleared yes"), "\(seen)")
        // The key is renamed; every other byte, comment and spacing included, is as it was.
        #expect(try fixture.read(fixture.typo) == before.replacingOccurrences(of: "nmae: Typo", with: "name: Typo"))
    }
}
