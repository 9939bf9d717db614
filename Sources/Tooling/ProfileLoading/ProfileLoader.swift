import BrandModel
import BrandSchema
import YAMLNode

/// Loads brand profiles: parse, `extends`, schema, token references, typed model.
///
/// Every step reports all it finds and the load goes as far as it can, so a person
/// sees every problem of a file in one run. Problems become ``Diagnostic``s; nothing
/// is thrown for a bad profile.
///
/// A file is read in the format its name calls for, among ``formats``. JSON needs nothing
/// more, so an app loads the JSON profiles the tools write with this module alone; the
/// tools add `DocumentFormat.yaml` from `YAMLReader`, which links libyaml.
public struct ProfileLoader: Sendable {
    public var schemas: ProfileSchemas
    public var limits: ParseLimits
    public var fileSystem: any ProfileFileSystem
    /// The formats files are read in, the first that claims a file's name winning.
    public var formats: [DocumentFormat]
    /// Folders where `extends` finds a base after the brands folder, in order (`--bases`, a
    /// settings file's `bases`): a group's shared base kept in another checkout. Each is
    /// searched as the brands folder is (`_base/NAME.yaml`, `_NAME.yaml`, `NAME.yaml`).
    public var baseFolders: [String] = []
    /// The flag context of a brand whose profile and bases declare none (a repository's
    /// settings' `flagContext`, ``RepositorySettings/flagContext``).
    public var flagContext: FlagContextDeclaration?

    public init(
        schemas: ProfileSchemas, limits: ParseLimits = .default, fileSystem: any ProfileFileSystem = LocalFileSystem(),
        formats: [DocumentFormat] = [.json]
    ) {
        self.schemas = schemas
        self.limits = limits
        self.fileSystem = fileSystem
        self.formats = formats
    }

    /// The name endings of profile files, whichever formats a loader reads: a folder's YAML
    /// profiles are listed, and refused with a reason, by a loader that reads JSON only.
    public static let profileExtensions = ProfileFileName.extensions

    /// Loads one brand file. `root` is the brands folder, where bases are looked up.
    public func loadBrand(at path: String, root: String? = nil) -> ProfileLoad {
        var documents = ParsedDocuments()
        return loadBrand(at: path, root: root ?? Self.folder(of: path), documents: &documents)
    }

    /// Checks a base file on its own, with nothing required.
    ///
    /// With `resolvingTokens`, the load's ``ProfileLoad/document`` is the base merged over
    /// the bases it extends with its token references resolved, and ``ProfileLoad/tokenReferences``
    /// are set, as a brand's load gives them (an editor's hover in a base needs them; a
    /// lint does not, and saves the resolving). A reference to a token only the brands
    /// define stays as written.
    public func checkBase(at path: String, root: String? = nil, resolvingTokens: Bool = false) -> ProfileLoad {
        var documents = ParsedDocuments()
        var session = LoadSession(loader: self, taking: &documents)
        return session.checkBase(at: path, root: root ?? Self.folder(of: path), resolvingTokens: resolvingTokens)
    }

    /// Checks base files on their own, as ``checkBase(at:root:)`` does for each, sharing
    /// what one check parsed and merged with the next: the bases of one `extends` chain
    /// cost O(chain) together, where a check each from scratch walks the chain below every
    /// base, O(chain²). `root` gives each base's brands folder.
    public func checkBases(at paths: [String], root: (String) -> String) -> [ProfileLoad] {
        var documents = ParsedDocuments()
        documents.number(paths)
        return paths.map { checkBase(at: $0, root: root($0), documents: &documents) }
    }

    /// Loads one brand file, then checks each of its bases on its own: what ``loadBrand(at:root:)``
    /// and then ``checkBases(at:root:)`` on the load's ``ProfileLoad/bases`` give, with each
    /// file parsed and each chain merged once for both, not once for each. `baseRoot` gives
    /// each base's brands folder; a base found under another folder than the brand's is
    /// checked from scratch, since what the brand's walk merged was looked up from its folder.
    public func loadBrand(
        at path: String, root: String? = nil, checkingBasesFrom baseRoot: (String) -> String
    ) -> (brand: ProfileLoad, bases: [ProfileLoad]) {
        let root = root ?? Self.folder(of: path)
        var documents = ParsedDocuments()
        let brand = loadBrand(at: path, root: root, documents: &documents)
        guard brand.bases.allSatisfy({ baseRoot($0) == root }) else { return (brand, checkBases(at: brand.bases, root: baseRoot)) }
        // A file the brand's load could not read is read, and reported, again by its own
        // check, as a check from scratch would.
        documents.unreadable = []
        documents.number(brand.bases)
        return (brand, brand.bases.map { checkBase(at: $0, root: root, documents: &documents) })
    }

    /// Loads one brand, reusing documents an earlier load of the same folder parsed (its bases).
    func loadBrand(at path: String, root: String, documents: inout ParsedDocuments) -> ProfileLoad {
        var session = LoadSession(loader: self, taking: &documents)
        defer { swap(&documents, &session.documents) }
        return session.loadBrand(at: path, root: root)
    }

    func checkBase(at path: String, root: String, documents: inout ParsedDocuments) -> ProfileLoad {
        var session = LoadSession(loader: self, taking: &documents)
        defer { swap(&documents, &session.documents) }
        return session.checkBase(at: path, root: root)
    }

    /// The format a file is read in: the first of ``formats`` that claims its name, else the
    /// first format, as tools read any file they are given; nil for a profile file none of
    /// them reads (a YAML profile given to a loader of JSON).
    public func format(forPath path: String) -> DocumentFormat? {
        formats.format(forPath: path) ?? (Self.isProfileFile(path) ? nil : formats.first)
    }

    /// The brand id a file name gives: the name without its folder and `.yaml`/`.yml`/`.json`.
    public static func brandID(forPath path: String) -> String {
        ProfileFileName.brandID(forPath: path)
    }

    /// The folder of a file path (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
