/// File names inside a bundle folder; the same relative paths are URLs under the base URL.
public enum BundleLayout {
    public static let manifest = "manifest.json"
    public static let signature = "manifest.sig"
    public static let documentsFolder = "brands"
    public static let rootsFolder = "root"
    /// The short-lived signed timestamp (``BundleTimestamp``) and its signatures.
    public static let timestamp = "timestamp.json"
    public static let timestampSignature = "timestamp.sig"
    /// Beside an app's bundled envelopes (its `BrandProfiles`), the manifest of the signed
    /// bundle they are (`brandgen --bundled FOLDER --bundle BUNDLE` copies it): the version the
    /// bundled catalog was built from, read by
    /// ``RemoteBrandCatalog/Configuration/readBundledVersion(at:)``. Not `.json`: the folder's
    /// `.json` files are brands.
    public static let bundledManifest = "bundled.manifest"

    /// `root/<version>.json`: one signed root a version (``SignedTrustRoot``).
    public static func rootPath(version: Int) -> String {
        "\(rootsFolder)/\(version).json"
    }

    /// `brands/<digest>.json`.
    public static func documentPath(digest: String) -> String {
        "\(documentsFolder)/\(digest).json"
    }

    /// 64 lower-case hex digits: the only digests that become file names and URLs.
    public static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}
