import Foundation
import TestSupport

/// The package's products and targets as `swift package describe --type json` gives them.
struct PackageGraph: Decodable, Sendable {
    struct Product: Decodable, Sendable {
        var name: String
        var targets: [String]
        /// `{"library": [...]}`, `{"executable": null}`, ...: only the key tells the kind.
        var type: [String: Kind?]

        var isLibrary: Bool { type.keys.contains("library") }
    }

    /// The value beside a product's kind, which nothing here reads.
    struct Kind: Decodable, Sendable {
        init(from decoder: any Decoder) throws {}
    }

    struct Target: Decodable, Sendable {
        var name: String
        /// `library`, `executable`, `test`, `system-target`, ...
        var type: String
        var targetDependencies: [String]?
        /// Products of other packages it depends on (`ArgumentParser`, `Crypto`).
        var productDependencies: [String]?
        /// The folder, from the package root.
        var path: String
        /// Source files, from `path`.
        var sources: [String]

        enum CodingKeys: String, CodingKey {
            case name, type, path, sources
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }

        /// The modules its Swift files import, each once.
        func importedModules(root: URL) throws -> Set<String> {
            var modules: Set<String> = []
            for source in sources where source.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(path).appendingPathComponent(source), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    if let module = Self.importedModule(line) { modules.insert(module) }
                }
            }
            return modules
        }

        /// `import X`, `@testable import X`, `import struct X.Y`: X. Nil for any other line.
        static func importedModule(_ line: Substring) -> String? {
            var words = line.split(separator: " ").drop { $0.hasPrefix("@") }
            guard words.popFirst() == "import", var name = words.popFirst() else { return nil }
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(name) {
                guard let qualified = words.popFirst() else { return nil }
                name = qualified
            }
            return String(name.prefix { $0 != "." })
        }
    }

    struct DescribeFailed: Error, CustomStringConvertible {
        var description: String
    }

    var products: [Product]
    var targets: [Target]

    /// Described once per test run: every test reads the same graph.
    static let current: Result<PackageGraph, DescribeFailed> = Result { try describe() }.mapError { error in
        error as? DescribeFailed ?? DescribeFailed(description: "\(error)")
    }

    /// Runs `swift package describe --type json` at the package root. Describing reads only
    /// the manifest; an empty scratch folder of its own keeps it clear of the lock the
    /// `swift test` running this holds on `.build`.
    static func describe() throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"],
            in: Repository.root)
        guard run.status == 0 else {
            throw DescribeFailed(description: "swift package describe exited \(run.status): \(run.errorOutput)")
        }
        return try JSONDecoder().decode(PackageGraph.self, from: Data(run.output.utf8))
    }

    /// The path from one of `product`'s own targets to each target it links, by breadth-first
    /// search: the first path found to a target is a shortest one, and each is visited once.
    func dependencyPaths(of product: Product) -> [String: [String]] {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var paths: [String: [String]] = [:]
        var queue: [String] = []
        for target in product.targets where paths[target] == nil {
            paths[target] = [target]
            queue.append(target)
        }
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            for dependency in byName[name]?.targetDependencies ?? [] where paths[dependency] == nil {
                paths[dependency] = paths[name]! + [dependency]
                queue.append(dependency)
            }
        }
        return paths
    }
}
