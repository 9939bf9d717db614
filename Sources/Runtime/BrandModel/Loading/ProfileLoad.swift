import YAMLNode

/// What loading one brand file produced: the profile when it is good, the resolved
/// document for lint rules, and every problem found.
public struct ProfileLoad: Sendable {
    /// The file, as the loader was given it.
    public var path: String
    /// The brand id the file name gives (`ladbrokes` for `ladbrokes.yaml`).
    public var id: String
    /// Nil when any error stopped the load.
    public var profile: BrandProfile? {
        get { storedProfile.wrappedValue }
        set { storedProfile.wrappedValue = newValue }
    }
    /// ``profile``, out of line (``OutOfLine``), so a load stays small.
    private var storedProfile = OutOfLine<BrandProfile>(wrappedValue: nil)
    /// What the lint rules can check: the profile (clean, or with its broken parts
    /// marked and neutral), present whenever the files were read and merged. Never
    /// handed to the engine or a catalog: that is ``profile``.
    @OutOfLine package var partial: PartialProfile?
    /// The merged document with token references resolved; nil when it could not be read.
    public var document: Node?
    public var diagnostics: [Diagnostic]
    /// Maps the `source` of marks in `document` back to files.
    public var sources: SourceFiles
    /// Tokens written as references, with the token each names
    /// (`colors.appBar.background` -> `colors.brand.primary`).
    public var tokenReferences: [String: String]
    /// The same references by position in `document`'s theme: which tokens are written as
    /// references and which a reference names.
    public var tokenReferenceFlags = TokenReferenceFlags()
    /// The base files merged under this profile, the one its `extends` names first.
    public var bases: [String] = []
    /// Where the profile's own `extends` value is written, when it has one: a problem the
    /// brand causes in a base is reported here.
    public var extendsMark: Mark?

    package init(
        path: String, id: String, profile: BrandProfile?, partial: PartialProfile?, document: Node?, diagnostics: [Diagnostic],
        sources: SourceFiles, tokenReferences: [String: String], tokenReferenceFlags: TokenReferenceFlags = TokenReferenceFlags(),
        bases: [String] = [], extendsMark: Mark? = nil
    ) {
        self.path = path
        self.id = id
        self.partial = partial
        self.document = document
        self.diagnostics = diagnostics
        self.sources = sources
        self.tokenReferences = tokenReferences
        self.tokenReferenceFlags = tokenReferenceFlags
        self.bases = bases
        self.extendsMark = extendsMark
        self.profile = profile
    }
}

extension ProfileLoad {
    /// The good profile as one document that needs no other: bases merged in and `extends`
    /// dropped, token references replaced. Written as JSON (`JSONEmitter`), it is what an app
    /// loads with a `ProfileLoader` (ProfileLoading) that reads JSON only, to the same ``BrandProfile`` but
    /// for ``BrandProfile/base``, which only `extends` names. Nil when the load failed.
    public var standaloneDocument: Node? {
        guard profile != nil, var document, var mapping = document.mapping else { return nil }
        mapping.entries.removeAll { $0.key == "extends" }
        document.value = .mapping(mapping)
        return document
    }
}

extension ProfileLoad {
    /// The good profile as ``standaloneDocument`` writes it, as `appearance` shows it: the
    /// appearance's resolved colours (or its fallback's) as `theme.colors`, and no
    /// `theme.appearances`. Nil when the load failed.
    public func standaloneDocument(in appearance: Appearance) -> Node? {
        guard let profile, var document = standaloneDocument, var root = document.mapping,
              let themeIndex = root.entries.firstIndex(where: { $0.key == "theme" }),
              var theme = root.entries[themeIndex].value.mapping else { return nil }
        let shown = profile.theme.appearance(shownFor: appearance)
        let layers = theme[Appearance.themeKey]?.mapping
        if let colorsIndex = theme.entries.firstIndex(where: { $0.key == ThemeGroup.colors.rawValue }),
           var colors = theme.entries[colorsIndex].value.mapping {
            for layer in shown.layers {
                guard let overrides = layers?[layer.rawValue]?[ThemeGroup.colors.rawValue]?.mapping else { continue }
                colors = AppearanceResolver.laid(overrides, over: colors)
            }
            theme.entries[colorsIndex].value.value = .mapping(colors)
        }
        theme.entries.removeAll { $0.key == Appearance.themeKey }
        root.entries[themeIndex].value.value = .mapping(theme)
        document.value = .mapping(root)
        return document
    }
}
