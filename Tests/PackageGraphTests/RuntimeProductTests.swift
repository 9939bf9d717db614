import Testing

/// The libraries an app links build where apps run: no libyaml (`CYAML`) in what they link.
@Suite("Runtime products")
struct RuntimeProductTests {
    /// What an app links: it loads JSON profiles and runs the engine.
    static let runtimeLibraries = [
        "YAMLNode", "BrandSchema", "BrandModel", "BrandRuntime", "Localization", "OddsBoost", "RevalidatingCache", "AppBarEngine",
        "BrandDelivery", "StandardHandlers", "AppBarEngineTesting", "Infrastructure",
    ]
    /// What the tools link: free to read YAML.
    static let toolingLibraries = ["YAMLReader", "BrandLint", "BrandSim", "BrandSimCommandLine", "BrandReport", "BrandGen", "BrandPublishing", "ProfileLoading"]
    /// What only the fuzz package links: the libFuzzer targets' bodies (docs/fuzzing.md).
    static let testLibraries = ["FuzzHarnesses"]
    static let libYAML = "CYAML"

    static func graph() throws -> PackageGraph {
        try PackageGraph.current.get()
    }

    @Test func everyLibraryIsRuntimeOrTooling() throws {
        let libraries = try Self.graph().products.filter(\.isLibrary).map(\.name).sorted()
        #expect(libraries == (Self.runtimeLibraries + Self.toolingLibraries + Self.testLibraries).sorted(), "list a new library in one of the three")
    }

    @Test(arguments: runtimeLibraries)
    func runtimeLibraryLinksNoLibYAML(_ name: String) throws {
        let graph = try Self.graph()
        let product = try #require(graph.products.first { $0.name == name && $0.isLibrary })
        let path = graph.dependencyPaths(of: product)[Self.libYAML]
        #expect(path == nil, "\(name) links libyaml: \(path?.joined(separator: " -> ") ?? "")")
    }

    /// An app that loads its bundled brands links no swift-crypto either: signatures are
    /// BrandDelivery's, which links it.
    @Test func theRuntimeLoaderLinksNoCrypto() throws {
        let graph = try Self.graph()
        func cryptoUsers(of name: String) throws -> [String] {
            let product = try #require(graph.products.first { $0.name == name && $0.isLibrary })
            let reached = Set(graph.dependencyPaths(of: product).keys)
            return graph.targets.filter { reached.contains($0.name) && ($0.productDependencies ?? []).contains("Crypto") }.map(\.name)
        }
        #expect(try cryptoUsers(of: "BrandRuntime") == [], "BrandRuntime links swift-crypto")
        #expect(try cryptoUsers(of: "BrandDelivery") == ["BrandDelivery"], "the search must find swift-crypto where it is")
        // Signing is the publisher's (a tooling module); the client only checks signatures.
        #expect(try cryptoUsers(of: "BrandPublishing").sorted() == ["BrandDelivery", "BrandPublishing"])
        // An app's own brandsim (BrandSimCommandLine with its handlers) links none: scenario
        // delivery steps are BrandSimDelivery's, which only the engine's brandsim links.
        #expect(try cryptoUsers(of: "BrandSimCommandLine") == [], "BrandSimCommandLine links swift-crypto")
    }

    /// The search finds libyaml where it is, so a clean runtime is not a search that found nothing.
    @Test func theYAMLReaderLinksLibYAML() throws {
        let graph = try Self.graph()
        let reader = try #require(graph.products.first { $0.name == "YAMLReader" })
        #expect(graph.dependencyPaths(of: reader)[Self.libYAML] == ["YAMLReader", Self.libYAML])
    }
}
