import BrandGen
import BrandModel
import Foundation
import Testing
import TestSupport

/// The `web` platform: custom properties a strict CSS parser accepts, and the same values as JSON.
@Suite("web platform", .tags(.shippedBrands))
struct WebTests {
    @Test func everyCustomPropertyParsesWithAStrictCSSParser() throws {
        let folder = try TemporaryFolder.make("brandgen-web")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ToolProcess("brandgen").run(["--platform", "web", "--output", folder.path, Repository.brands]).status == 0)
        let web = folder.appendingPathComponent("web")
        #expect(try FileManager.default.contentsOfDirectory(atPath: web.path).filter { $0.hasSuffix(".css") }.count == ShippedBrands.ids.count + 1)
        let check = try PythonScript.run("Tests/Fixtures/BrandGen/check-css.py", [web.path], needs: "tinycss2")
        #expect(check.status == 0, "\(check.output)\(check.errorOutput)")
    }

    @Test func namesAreKebabCaseFromTokenPathsAndValuesFollowCSS() throws {
        let theme = Theme(
            colors: TokenGroup([("appBar.background", ColorToken("#E4002B")), ("overlay", ColorToken("#00000080"))]),
            typography: TokenGroup([("balance", TextStyle(family: "Neds \"Grotesk\"", size: 14, weight: "semibold", lineHeight: 18))]),
            spacing: TokenGroup([("appBar.height", 56.5)]),
            animation: TokenGroup([("buttonPress", AnimationPreset(spring: .init(response: 0.3, damping: 0.7)))]))
        let properties = Dictionary(uniqueKeysWithValues: try WebGenerator.properties(for: theme).map { ($0.name, $0.value) })
        #expect(properties == [
            "--color-app-bar-background": "#e4002b",
            "--color-overlay": "#00000080",
            "--typography-balance-font-family": "\"Neds \\22 Grotesk\\22 \"",
            "--typography-balance-font-size": "14px",
            "--typography-balance-font-weight": "600",
            "--typography-balance-line-height": "18px",
            "--spacing-app-bar-height": "56.5px",
            "--animation-button-press-spring-response": "300ms",
            "--animation-button-press-spring-damping": "0.7",
        ])
    }

    @Test func namesThatCollideAfterKebabCaseAreAnError() throws {
        let theme = Theme(colors: TokenGroup([("appBar", ColorToken("#fff")), ("app.bar", ColorToken("#000"))]))
        #expect(throws: GenerationError.self) { try WebGenerator.properties(for: theme) }
    }
}

/// A Python script of the test fixtures, with the module it needs; `.ci/run` installs them.
enum PythonScript {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ script: String, _ arguments: [String], needs module: String) throws -> ToolProcess.Run {
        let python = URL(fileURLWithPath: "/usr/bin/env")
        let folder = URL(fileURLWithPath: ShippedBrands.repository)
        guard try ToolProcess.run(python, ["python3", "-c", "import \(module)"], in: folder).status == 0 else {
            throw Missing(description: "python3 with \(module) is needed (pip install \(module)); .ci/run installs it")
        }
        return try ToolProcess.run(python, ["python3", ShippedBrands.repository + "/" + script] + arguments, in: folder)
    }
}
