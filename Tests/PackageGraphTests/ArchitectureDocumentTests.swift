import Foundation
import Testing
import TestSupport

/// docs/architecture.md's map of the modules is the package's: every target but the tests is
/// in it, and its arrows are exactly the targets' declared dependencies (other packages'
/// products included). The libraries are drawn as a graph, the executables, plugins and test
/// support listed in a table below it.
@Suite("The architecture document")
struct ArchitectureDocumentTests {
    /// `from` depends on `to`.
    struct Edge: Hashable, Comparable, CustomStringConvertible {
        var from: String
        var to: String
        var description: String { "\(from) --> \(to)" }
        static func < (left: Edge, right: Edge) -> Bool { (left.from, left.to) < (right.from, right.to) }
    }

    /// The modules and arrows the document draws and lists.
    struct Map {
        var modules: Set<String> = []
        var edges: Set<Edge> = []
        /// The subgraph (layer) each module is drawn in: `Runtime`, `Tooling`, `Support`, ...
        var drawnIn: [String: String] = [:]

        init(document text: String) throws {
            let mermaid = try #require(text.components(separatedBy: "```mermaid\n").dropFirst().first?.components(separatedBy: "```").first)
            let identifier = try Regex(#"^\s*([A-Za-z][A-Za-z0-9]*)(\[[^\]]*\])?\s*(-->\s*([A-Za-z][A-Za-z0-9]*))?\s*$"#)
            let subgraph = try Regex(#"^\s*subgraph\s+([A-Za-z][A-Za-z0-9]*)(\[[^\]]*\])?\s*$"#)
            var layer: String?
            for line in mermaid.split(separator: "\n") where !line.hasPrefix("graph") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("%%") {
                if let opened = line.wholeMatch(of: subgraph) {
                    layer = opened.output[1].substring.map(String.init)
                    continue
                }
                if line.trimmingCharacters(in: .whitespaces) == "end" {
                    layer = nil
                    continue
                }
                let match = try #require(line.wholeMatch(of: identifier), "an architecture graph line that is not `A`, `A[label]`, `A --> B`, `subgraph L` or `end`: \(line)")
                let from = String(try #require(match.output[1].substring))
                modules.insert(from)
                if let layer { drawnIn[from] = layer }
                if let to = match.output[4].substring {
                    modules.insert(String(to))
                    edges.insert(Edge(from: from, to: String(to)))
                }
            }
            // The table: | `target` | kind | `dependency`, `dependency` |
            let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
            for row in rows {
                let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 4, cells[1].hasPrefix("`"), ["executable", "plugin", "test support"].contains(cells[2]) else { continue }
                let from = String(cells[1].dropFirst().dropLast())
                modules.insert(from)
                for name in cells[3].split(separator: ",") {
                    let to = name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                    guard !to.isEmpty else { continue }
                    edges.insert(Edge(from: from, to: to))
                }
            }
        }
    }

    @Test func theDocumentShowsEveryModuleAndEveryDependency() throws {
        let graph = try PackageGraph.current.get()
        let document = try String(contentsOfFile: Repository.path("docs/architecture.md"), encoding: .utf8)
        let map = try Map(document: document)
        let targets = graph.targets.filter { $0.type != "test" }
        var declared: Set<Edge> = []
        for target in targets {
            for dependency in (target.targetDependencies ?? []) + (target.productDependencies ?? []) {
                declared.insert(Edge(from: target.name, to: dependency))
            }
        }
        let products = Set(targets.flatMap { $0.productDependencies ?? [] })
        let missingModules = Set(targets.map(\.name)).union(products).subtracting(map.modules).sorted()
        #expect(missingModules == [], "docs/architecture.md does not show these modules")
        let unknownModules = map.modules.subtracting(targets.map(\.name)).subtracting(products).sorted()
        #expect(unknownModules == [], "docs/architecture.md shows modules the package does not have")
        #expect(declared.subtracting(map.edges).sorted() == [], "docs/architecture.md lacks these dependencies")
        #expect(map.edges.subtracting(declared).sorted() == [], "docs/architecture.md shows dependencies the package does not declare")
    }

    /// Each library is drawn in the layer whose folder holds it: the picture is the layout.
    @Test func theDocumentDrawsEachModuleInItsLayer() throws {
        let graph = try PackageGraph.current.get()
        let map = try Map(document: String(contentsOfFile: Repository.path("docs/architecture.md"), encoding: .utf8))
        for target in graph.targets where target.type != "test" {
            guard let drawn = map.drawnIn[target.name] else { continue }
            let folder = target.path.split(separator: "/").dropFirst().first.map(String.init)
            #expect(drawn == folder, "\(target.name) lives in \(target.path) but is drawn in \(drawn)")
        }
        #expect(map.drawnIn.count >= graph.targets.filter { $0.type == "library" }.count, "draw every library in a layer")
    }

    /// The parser reads what it is given: an arrow missing from a document is seen.
    @Test func aMissingArrowIsSeen() throws {
        let map = try Map(document: "```mermaid\ngraph BT\n    subgraph Runtime[\"R\"]\n        C\n    end\n    A[\"A<br/>x\"] --> B\n```\n\n| `tool` | executable | `A`, `C` |\n")
        #expect(map.modules == ["A", "B", "C", "tool"])
        #expect(map.drawnIn == ["C": "Runtime"])
        #expect(map.edges == [Edge(from: "A", to: "B"), Edge(from: "tool", to: "A"), Edge(from: "tool", to: "C")])
    }
}
