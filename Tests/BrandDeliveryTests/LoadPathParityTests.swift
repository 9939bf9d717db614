import BrandDelivery
import BrandGen
import BrandLint
import BrandModel
import BrandPublishing
import BrandRuntime
import Foundation
import ProfileLoading
import StandardHandlers
import Testing

/// Issue 49, item 3: a delivered profile meets the same checks as one bundled in the app.
/// The same envelopes go through both paths, `RuntimeProfileLoader.profile(envelope:)` (the
/// bundled copy) and `RemoteBrandCatalog.refresh()` (a signed bundle from the host), with and
/// without the app's handler declared, and the two give one answer.
@Suite("one check for bundled and delivered profiles")
struct LoadPathParityTests {
    let key = BundleSigningKey()

    /// `fixture.vault`, the app's own handler: a toolbox slot with a setting.
    static let vault = HandlerDeclaration(
        id: "fixture.vault", kind: .toolbox,
        config: .object([("type", "object"), ("additionalProperties", false), ("properties", .object([("limit", .object([("type", "integer")]))]))]),
        path: "Handlers/fixture.vault.handler.json")

    /// Envelopes of two fixture brands, the second on `fixture.vault`, as brandgen writes them
    /// with the declaration at hand.
    func envelopes() throws -> [GeneratedFile] {
        let brands = try DeliveryFixtures.temporaryFolder("parity")
        defer { try? FileManager.default.removeItem(at: brands) }
        try DeliveryFixtures.writeBrands(to: brands, count: 2, revision: 1)
        let vault = DeliveryFixtures.brandYAML(index: 2, revision: 1) + "appBar:\n  toolSlot: { kind: toolbox, handler: fixture.vault, config: { limit: 9 } }\n"
        try Data(vault.utf8).write(to: brands.appendingPathComponent("fixture-2.yaml"))
        var schemas = try DeliveryFixtures.linter().loader.schemas
        try schemas.declare(Self.vault)
        let loader = ProfileLoader(schemas: schemas, formats: .yamlAndJSON)
        return try loader.loadCatalog(at: brands.path).brands.flatMap { load -> [GeneratedFile] in
            guard let source = BrandSource(load) else { throw FixtureError("\(load.id) did not load: \(load.diagnostics)") }
            return try RuntimeProfileGenerator().files(for: source)
        }
    }

    /// Each brand's answer through the bundled path: accepted, or the first error's rule and hint.
    func bundled(_ files: [GeneratedFile], loader: RuntimeProfileLoader) -> [String: String] {
        var answers: [String: String] = [:]
        for file in files {
            let id = (file.path as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "")
            do {
                _ = try loader.profile(envelope: file.contents, id: id)
                answers[id] = "accepted"
            } catch {
                answers[id] = error.diagnostics.first.map { "\($0.rule): \($0.hint ?? "")" } ?? error.message
            }
        }
        return answers
    }

    /// Each brand's answer through delivery: a bundle of that brand alone, refreshed by a client.
    func delivered(_ files: [GeneratedFile], loader: RuntimeProfileLoader) async throws -> [String: String] {
        var answers: [String: String] = [:]
        for file in files {
            let id = (file.path as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "")
            let bundle = try BundleBuilder(version: 1, created: DeliveryFixtures.created, expires: DeliveryFixtures.created.addingTimeInterval(30 * 86_400))
                .files(runtimeFiles: [file], keys: [key])
            let clock = TestClock()
            let catalog = RemoteBrandCatalog(
                configuration: .init(publicKeys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("parity-client"), timeToLive: .zero, minimumFetchInterval: .zero),
                transport: InMemoryTransport(files: Dictionary(uniqueKeysWithValues: bundle.map { ($0.path, Data($0.contents)) })),
                loader: loader, bundled: BrandCatalog(), now: { clock.now }, uptime: { clock.uptime })
            switch await catalog.refresh() {
            case .updated: answers[id] = "accepted"
            case .rejected(.documentInvalid(_, let diagnostics)): answers[id] = diagnostics.first.map { "\($0.rule): \($0.hint ?? "")" } ?? "no diagnostics"
            case let other: answers[id] = "\(other)"
            }
        }
        return answers
    }

    @Test func bothPathsRefuseAnUndeclaredHandlerAndAcceptADeclaredOne() async throws {
        let files = try envelopes()
        #expect(files.count == 2)
        let without = try RuntimeProfileLoader(handlerDeclarations: StandardHandlers.registry().declarations)
        let with = try RuntimeProfileLoader(handlerDeclarations: StandardHandlers.registry().declarations + [Self.vault])
        for loader in [without, with] {
            let bundledAnswers = bundled(files, loader: loader)
            let deliveredAnswers = try await delivered(files, loader: loader)
            #expect(bundledAnswers == deliveredAnswers)
            #expect(bundledAnswers["fixture-1"] == "accepted")
        }
        #expect(bundled(files, loader: without)["fixture-2"]?.hasPrefix(LoadingCheck.runtimeProfile.rawValue + ": register the handler") == true)
        #expect(bundled(files, loader: with)["fixture-2"] == "accepted")
    }

    /// The rejection as a client prints it carries the check's hint.
    @Test func aPrintedRejectionCarriesItsHint() async throws {
        let files = try envelopes().filter { $0.path.hasSuffix("fixture-2.json") }
        let bundle = try BundleBuilder(version: 1, created: DeliveryFixtures.created, expires: DeliveryFixtures.created.addingTimeInterval(30 * 86_400))
            .files(runtimeFiles: files, keys: [key])
        let clock = TestClock()
        let catalog = RemoteBrandCatalog(
            configuration: .init(publicKeys: [key.publicKey], directory: try DeliveryFixtures.temporaryFolder("parity-hint"), timeToLive: .zero, minimumFetchInterval: .zero),
            transport: InMemoryTransport(files: Dictionary(uniqueKeysWithValues: bundle.map { ($0.path, Data($0.contents)) })),
            loader: try RuntimeProfileLoader(handlerDeclarations: StandardHandlers.registry().declarations), bundled: BrandCatalog(),
            now: { clock.now }, uptime: { clock.uptime })
        guard case .rejected(let rejection) = await catalog.refresh() else { Issue.record("the undeclared handler was accepted"); return }
        #expect(rejection.description.contains("has no declaration"), "\(rejection)")
        #expect(rejection.description.contains("\n    hint: register the handler with its declaration"), "\(rejection)")
    }
}
