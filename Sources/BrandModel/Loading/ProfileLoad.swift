import YAMLNode

/// What loading one brand file produced: the profile when it is good, the resolved
/// document for lint rules, and every problem found.
public struct ProfileLoad: Sendable {
    /// The file, as the loader was given it.
    public var path: String
    /// The brand id the file name gives (`ladbrokes` for `ladbrokes.yaml`).
    public var id: String
    /// Nil when any error stopped the load.
    public var profile: BrandProfile?
    /// The merged document with token references resolved; nil when it could not be read.
    public var document: Node?
    public var diagnostics: [Diagnostic]
    /// Maps the `source` of marks in `document` back to files.
    public var sources: SourceFiles
    /// Theme tokens that a reference in the profile names (`colors.brand.primary`).
    public var referencedTokens: Set<String>

    public var succeeded: Bool { profile != nil }
}
