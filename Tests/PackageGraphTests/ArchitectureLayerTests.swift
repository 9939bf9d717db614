import Testing

/// Sources/ is grouped by what links it, and the grouping is the dependency rule: a runtime
/// module (what an app links) never depends on tooling, a tool or support code, so an app never
/// links the tools' half by accident. docs/architecture.md draws the same layers.
@Suite("Architecture layers")
struct ArchitectureLayerTests {
    /// A target's layer, read from its folder.
    enum Layer: String, CaseIterable, Comparable {
        /// Sources/Runtime: what an app links.
        case runtime = "Sources/Runtime/"
        /// Sources/Tooling: what the tools link.
        case tooling = "Sources/Tooling/"
        /// Sources/Tools: the executables.
        case tools = "Sources/Tools/"
        /// Sources/Support: C shims and benchmark floors.
        case support = "Sources/Support/"
        /// Tests/Support: what the tests share.
        case testSupport = "Tests/Support/"

        init?(path: String) {
            guard let layer = Self.allCases.first(where: { path.hasPrefix($0.rawValue) }) else { return nil }
            self = layer
        }

        /// The layers a target of this layer may depend on.
        var mayDependOn: Set<Layer> {
            switch self {
            case .runtime: [.runtime]
            case .tooling: [.runtime, .tooling, .support]
            case .tools: [.runtime, .tooling, .support]
            case .support: [.support]
            case .testSupport: Set(Self.allCases)
            }
        }

        static func < (left: Layer, right: Layer) -> Bool { left.rawValue < right.rawValue }
    }

    /// Every dependency that crosses the layers the wrong way, as `from (layer) -> to (layer)`,
    /// and every target outside the layers.
    static func violations(in targets: [PackageGraph.Target]) -> [String] {
        let layers = Dictionary(targets.map { ($0.name, Layer(path: $0.path)) }, uniquingKeysWith: { first, _ in first })
        var found: [String] = []
        for target in targets where target.type != "test" {
            guard let layer = layers[target.name] ?? nil else {
                found.append("\(target.name) is in \(target.path), outside the layers")
                continue
            }
            for dependency in target.targetDependencies ?? [] {
                guard let other = layers[dependency] ?? nil, !layer.mayDependOn.contains(other) else { continue }
                found.append("\(target.name) (\(layer.rawValue)) -> \(dependency) (\(other.rawValue))")
            }
        }
        return found.sorted()
    }

    @Test func everyTargetIsInALayerAndDependsOnlyDownward() throws {
        let graph = try PackageGraph.current.get()
        #expect(Self.violations(in: graph.targets) == [])
    }

    /// The libraries an app links are the runtime layer's, and the tools' are the tooling layer's.
    @Test func theRuntimeLibrariesAreTheRuntimeLayer() throws {
        let graph = try PackageGraph.current.get()
        let runtimeTargets = Set(graph.targets.filter { Layer(path: $0.path) == .runtime }.map(\.name))
        let runtimeLibraries = graph.products.filter(\.isLibrary).filter { RuntimeProductTests.runtimeLibraries.contains($0.name) }
        #expect(runtimeLibraries.count == RuntimeProductTests.runtimeLibraries.count)
        for library in runtimeLibraries {
            #expect(runtimeTargets.isSuperset(of: library.targets), "\(library.name) is an app's library but not in Sources/Runtime")
        }
        let tooling = graph.products.filter(\.isLibrary).filter { RuntimeProductTests.toolingLibraries.contains($0.name) }
        for library in tooling {
            #expect(runtimeTargets.isDisjoint(with: library.targets), "\(library.name) is the tools' library but in Sources/Runtime")
        }
    }

    /// The check sees a runtime module that depends on tooling, and a target outside the layers.
    @Test func aWrongWayDependencyIsSeen() {
        func target(_ name: String, _ path: String, _ dependencies: [String]) -> PackageGraph.Target {
            PackageGraph.Target(
                name: name, type: "library", targetDependencies: dependencies, productDependencies: nil, path: path, sources: [])
        }
        let targets = [
            target("Engine", "Sources/Runtime/Engine", ["Lint"]),
            target("Lint", "Sources/Tooling/Lint", ["Engine"]),
            target("Stray", "Sources/Stray", []),
        ]
        #expect(Self.violations(in: targets) == [
            "Engine (Sources/Runtime/) -> Lint (Sources/Tooling/)",
            "Stray is in Sources/Stray, outside the layers",
        ])
    }
}
