import BrandModel
import Foundation
import YAMLNode

/// How an app loads its brands: brandgen's runtime envelopes (`brandgen --platform json`,
/// ``RuntimeProfileFormat``) from a folder, from a folder in the app's bundle, or one at a
/// time from bytes; a delivered bundle goes through `BrandDelivery`, which checks its
/// signature first and then loads each envelope as this does.
///
/// Every envelope is checked as untrusted input, wherever it comes from: its format, version
/// and digest, then the profile schema and the decoder, exactly as the tools check a JSON
/// profile (docs/profile-format.md says why a profile checked at build time is checked again).
/// The schemas are compiled in (``ProfileSchemas/compiledIn(handlers:)``), so the app ships
/// no `Schemas/` folder.
public struct RuntimeProfileLoader: Sendable {
    public var schemas: ProfileSchemas
    public var limits: ParseLimits
    public var fileSystem: any ProfileFileSystem

    /// The folder an app's bundle holds the envelopes in, by default: brandgen's `json/`
    /// folder copied in as a resource under this name.
    public static let bundleFolder = "BrandProfiles"

    public init(schemas: ProfileSchemas, limits: ParseLimits = .default, fileSystem: any ProfileFileSystem = LocalFileSystem()) {
        self.schemas = schemas
        self.limits = limits
        self.fileSystem = fileSystem
    }

    /// A loader over the schemas compiled into this module, with the typed declarations of an
    /// app's own handlers added: what its handler modules register with their handlers
    /// (`try StandardHandlers.registry().merging(CoralHandlers.registry()).declarations`).
    /// A brand whose handler is declared neither here nor in the engine does not load.
    public init(
        handlerDeclarations: [HandlerDeclaration] = [], limits: ParseLimits = .default, fileSystem: any ProfileFileSystem = LocalFileSystem()
    ) throws(RuntimeProfileError) {
        self.init(schemas: try ProfileSchemas.compiledIn(declarations: handlerDeclarations), limits: limits, fileSystem: fileSystem)
    }

    /// One brand's profile from its envelope's bytes.
    /// - Throws: ``RuntimeProfileError`` saying why: the envelope (not JSON, another format or
    ///   version, a digest that does not match) or the profile's own problems, as diagnostics.
    public func profile(envelope bytes: [UInt8], id: String, path: String? = nil) throws(RuntimeProfileError) -> BrandProfile {
        let load = try checkedLoad(envelope: bytes, id: id, path: path)
        let errors = load.diagnostics.filter { $0.severity == .error }
        guard let profile = load.profile, errors.isEmpty else {
            if errors.count == 1, let only = errors.first, let handler = load.profile?.appBar.toolSlot.handler, schemas.declarations[handler] == nil {
                // The loader's own check (an undeclared handler): its message and hint as they are.
                throw RuntimeProfileError(
                    "\(DisplayText.escaped(only.file)): \(only.message)",
                    hint: "register the handler with its declaration and pass the registry's declarations: RuntimeProfileLoader(handlerDeclarations: registry.declarations)",
                    diagnostics: errors)
            }
            throw RuntimeProfileError(
                "the profile of \(id) does not load: \(errors.first?.description ?? "it cannot be decoded")"
                    + (errors.count > 1 ? " (and \(errors.count - 1) more)" : ""),
                hint: "check it with brandlint, then regenerate it with brandgen", diagnostics: errors)
        }
        return profile
    }

    /// The envelope's load with every check this loader makes, whichever way the envelope came
    /// (bundled in the app, or delivered: `BrandDelivery`'s verifier loads through this too):
    /// the format's and the profile's checks, and that the tool slot's handler is declared
    /// (without its declaration its config would load unchecked), as an error diagnostic.
    /// - Throws: ``RuntimeProfileError`` for an envelope that is not one (not JSON, another
    ///   format or version, a digest that does not match).
    public func checkedLoad(envelope bytes: [UInt8], id: String, path: String? = nil) throws(RuntimeProfileError) -> ProfileLoad {
        var load = try RuntimeProfileFormat.load(envelope: bytes, id: id, schemas: schemas, limits: limits, path: path)
        guard let handler = load.profile?.appBar.toolSlot.handler, schemas.declarations[handler] == nil else { return load }
        load.diagnostics.append(Diagnostic(
            file: path ?? "/runtime/\(id).json", check: .runtimeProfile,
            message: "/appBar/toolSlot/handler: handler \(DisplayText.escaped(handler)) has no declaration, so its config cannot be checked",
            hint: "register the handler with its declaration (HandlerRegistry.register(_:declaredBy:)) and load with RuntimeProfileLoader(handlerDeclarations: registry.declarations)"))
        return load
    }

    /// Every `<id>.json` envelope of a folder (brandgen's `json/`), each brand checked on its
    /// own: a bad file is left out of the catalog and reported, and the others load.
    public func loadCatalog(at folder: String) -> RuntimeCatalogLoad {
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(atPath: folder)
        } catch {
            return RuntimeCatalogLoad(profiles: [:], diagnostics: [
                Diagnostic(file: folder, check: .runtimeProfile, message: "cannot list the folder: \(error)"),
            ])
        }
        let realFolder = fileSystem.resolvingSymlinks(inPath: folder)
        var profiles: [String: BrandProfile] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = folder + "/" + name
            let id = String(name.dropLast(".json".count))
            do throws(RuntimeProfileError) {
                guard ProfileFileName.isValidBrandID(id) else {
                    throw RuntimeProfileError(
                        "\"\(DisplayText.escaped(name))\" is not <brand id>.json", hint: "brand ids are lower-case letters, digits and dashes")
                }
                guard Self.isInside(fileSystem.resolvingSymlinks(inPath: path), realFolder) else {
                    throw RuntimeProfileError("\(DisplayText.escaped(name)) leads outside the folder")
                }
                let bytes: [UInt8]
                do {
                    bytes = try fileSystem.contents(atPath: path, maxBytes: limits.maxInputBytes)
                } catch {
                    throw RuntimeProfileError("cannot read it: \(error)")
                }
                profiles[id] = try profile(envelope: bytes, id: id, path: path)
            } catch {
                diagnostics += error.diagnostics.isEmpty
                    ? [Diagnostic(file: path, check: .runtimeProfile, message: error.message, hint: error.hint)]
                    : error.diagnostics
            }
        }
        return RuntimeCatalogLoad(profiles: profiles, diagnostics: diagnostics)
    }

    /// The envelopes an app bundles: `bundle`'s resource folder `folder`. With SwiftPM,
    /// `.copy("BrandProfiles")` in the target's resources and `Bundle.module`.
    public func loadCatalog(in bundle: Bundle, folder: String = RuntimeProfileLoader.bundleFolder) -> RuntimeCatalogLoad {
        guard let url = bundle.url(forResource: folder, withExtension: nil) else {
            return RuntimeCatalogLoad(profiles: [:], diagnostics: [
                Diagnostic(
                    file: bundle.bundleURL.appendingPathComponent(folder).path, check: .runtimeProfile,
                    message: "the bundle has no folder \(DisplayText.escaped(folder))",
                    hint: "copy brandgen's json/ folder into the app's resources as \(DisplayText.escaped(folder))"),
            ])
        }
        return loadCatalog(at: url.path)
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

/// What loading a folder of envelopes gave: the brands that loaded, and why the others did not.
public struct RuntimeCatalogLoad: Sendable {
    /// Every brand that loaded, by id.
    public var catalog: BrandCatalog
    /// Every file left out, and why; empty when every brand loaded.
    public var diagnostics: [Diagnostic]

    init(profiles: [String: BrandProfile], diagnostics: [Diagnostic]) {
        self.catalog = BrandCatalog(profiles: profiles)
        self.diagnostics = diagnostics
    }
}
