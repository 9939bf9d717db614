import BrandModel
import YAMLNode

/// The `json` platform's file: a brand's resolved profile as the runtime loads it, wrapped
/// in a self-describing envelope.
///
/// ```json
/// { "base": "entain", "digest": "sha256:…", "format": "brandengine.runtime-profile", "profile": {…}, "version": 1 }
/// ```
/// An envelope may also carry `sources`, where each value was written in the YAML
/// (``RuntimeSourceMap``; `brandgen --platform json --source-map`), outside the digest.
/// `profile` is the merged profile with token references resolved and `extends` dropped, so
/// it stands alone and loads with the profile schema like any profile; `base` (absent for a
/// brand without one) names the base it was merged from. Object keys are sorted, except in
/// the mappings whose order the model keeps (the theme's token groups, `flags` and a
/// handler's `config`), which stay in the profile's order. `digest` is the SHA-256 of
/// `profile` written compactly (no whitespace), the canonical content.
///
/// This module reads envelopes (``RuntimeProfileLoader`` for an app); brandgen writes them
/// (`BrandGen`), and `BrandDelivery` checks a delivered bundle's signature before reading them.
public enum RuntimeProfileFormat {
    public static let format = "brandengine.runtime-profile"
    public static let version = 1

    /// `sha256:` and the hex digest of `profile` written compactly.
    public static func digest(of profile: Node) -> String {
        "sha256:" + sha256Hex(JSONEmitter(pretty: false).emitBytes(profile).bytes)
    }

    /// The SHA-256 of `bytes` in hex, as `digest` is written (without its `sha256:` prefix):
    /// the one SHA-256 of the runtime (``SHA256Hasher``, no swift-crypto), with which the
    /// delivery client checks whole bundles and the tools name a bundle's documents.
    public static func sha256Hex(_ bytes: some Collection<UInt8>) -> String {
        SHA256Hasher.hex(of: bytes)
    }

    /// Loads a runtime profile as the engine loads any JSON profile (checked against the
    /// profile schema, decoded), after checking the envelope, and sets its `base`.
    /// Problems of the profile itself are the load's diagnostics, at `path` when its file name
    /// is `<id>.json` (else `/runtime/<id>.json`): at their line and column in the envelope's
    /// own bytes (brandgen writes it one value a line), each message led by the profile path
    /// of the value (`/appBar/toolSlot/config/pointsPerReward: …`).
    public static func load(
        envelope bytes: [UInt8], id: String, schemas: ProfileSchemas, limits: ParseLimits = .default, path: String? = nil
    ) throws(RuntimeProfileError) -> ProfileLoad {
        guard ProfileFileName.isValidBrandID(id) else {
            throw RuntimeProfileError("brand id \"\(DisplayText.escaped(id))\" is not lower-case letters, digits and dashes")
        }
        // The loader takes the id from the file name: a path naming another brand is not used.
        let path = path.flatMap { ProfileFileName.brandID(forPath: $0) == id ? $0 : nil } ?? "/runtime/\(id).json"
        // Marks numbered as the check numbers the file, so they name it.
        var files = SourceFiles()
        let (profile, base, sources) = try contents(ofEnvelope: bytes, limits: limits, source: files.number(for: path))
        var load = ProfileCheck.loadStandalone(document: profile, in: bytes, path: path, id: id, schemas: schemas, limits: limits)
        load.diagnostics = ProfilePointers.locating(load.diagnostics, in: profile)
        if let sources { load.diagnostics = RuntimeSourceMap.relating(load.diagnostics, to: sources) }
        load.profile?.base = base
        return load
    }

    /// Reads an envelope and checks it: the format, a version this build reads, and the digest.
    /// Returns the profile document.
    public static func profile(fromEnvelope bytes: [UInt8], limits: ParseLimits = .default) throws(RuntimeProfileError) -> Node {
        try contents(ofEnvelope: bytes, limits: limits, source: 0).profile
    }

    private static func contents(ofEnvelope bytes: [UInt8], limits: ParseLimits, source: UInt32) throws(RuntimeProfileError) -> (profile: Node, base: String?, sources: Node?) {
        guard bytes.count <= limits.maxInputBytes else {
            throw RuntimeProfileError("runtime profile is \(bytes.count) bytes, over the limit of \(limits.maxInputBytes)")
        }
        let root: Node
        do {
            root = try JSONParser(limits: limits, source: source).parse(bytes)
        } catch {
            throw RuntimeProfileError("not JSON: \(error)", hint: "regenerate it with brandgen")
        }
        guard root.mapping != nil else {
            throw RuntimeProfileError("not a runtime profile: the document is not an object")
        }
        guard root["format"]?.string == format else {
            throw RuntimeProfileError("not a runtime profile: `format` is not \"\(format)\"")
        }
        guard root["version"]?.int == version else {
            let found = root["version"].map { DisplayText.escaped(JSONEmitter(pretty: false).emit($0)) } ?? "none"
            throw RuntimeProfileError("runtime profile version \(found) is not \(version)", hint: "regenerate it with this engine's brandgen")
        }
        guard let profile = root["profile"], profile.mapping != nil else {
            throw RuntimeProfileError("runtime profile has no `profile` object")
        }
        let base = root["base"]
        guard base == nil || base?.string.map(ProfileFileName.isValidBrandID) == true else {
            throw RuntimeProfileError("runtime profile's `base` is not a brand id")
        }
        let computed = digest(of: profile)
        guard root["digest"]?.string == computed else {
            throw RuntimeProfileError("runtime profile digest does not match its content (computed \(computed))", hint: "regenerate it with brandgen")
        }
        return (profile, base?.string, root["sources"])
    }
}
