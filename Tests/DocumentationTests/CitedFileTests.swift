import Foundation
import TestSupport
import Testing

/// A comment in Sources that names a file of the repository (`Schemas/handlers/….json`,
/// `docs/handlers.md`) names one that exists: a renamed file leaves no comment pointing nowhere.
@Suite("Files cited in comments")
struct CitedFileTests {
    /// The repository's top folders a comment may cite a path under.
    private static let roots = ["Schemas", "Sources", "Tests", "docs", "Brands", "tools", "Examples", "Plugins", "api", "Runtimes"]

    @Test func everyFileACommentCitesExists() throws {
        var missing: [String] = []
        for file in try FigureCheck.files(under: "Sources", suffix: ".swift") {
            let text = try String(contentsOf: URL(fileURLWithPath: Repository.path(file)), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let comment = line.range(of: "//") else { continue }
                for path in Self.citedPaths(in: line[comment.upperBound...])
                where !FileManager.default.fileExists(atPath: Repository.path(path)) {
                    missing.append("\(file):\(number + 1): \(path)")
                }
            }
        }
        #expect(missing.isEmpty, "comments cite files that do not exist:\n\(missing.joined(separator: "\n"))")
    }

    @Test func aCitedPathIsFoundInBackticksAndPlaceholdersAreLeftAlone() {
        #expect(Self.citedPaths(in: "checked by `Schemas/handlers/x.handler.json` and `docs/a.md#part`") == ["Schemas/handlers/x.handler.json", "docs/a.md"])
        #expect(Self.citedPaths(in: "`Brands/<id>.yaml`, `docs/*.md`, `Brands/_base/house.yaml:6:10`") == ["Brands/_base/house.yaml"])
        #expect(Self.citedPaths(in: "`brand.accent`, `config.badgeLimit`, Brands/neds.yaml") == [])
    }

    /// Repository paths in backticks, with an extension, no placeholder, and any `#anchor` or
    /// `:line:column` taken off.
    static func citedPaths(in comment: Substring) -> [String] {
        comment.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part -> String? in
            guard index % 2 == 1 else { return nil }  // inside backticks
            var path = String(part.split(separator: "#", maxSplits: 1).first ?? "")
            if let colon = path.firstIndex(of: ":") { path = String(path[..<colon]) }
            guard let top = path.split(separator: "/").first, roots.contains(String(top)), path.contains("/"),
                path.split(separator: "/").last?.contains(".") == true,
                !path.contains(where: { "<>*{}$ ".contains($0) })
            else { return nil }
            return path
        }
    }
}
