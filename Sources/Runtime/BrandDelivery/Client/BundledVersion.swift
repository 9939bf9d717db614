import BrandModel
import BrandRuntime
import Foundation

extension RemoteBrandCatalog.Configuration {
    /// Sets ``bundledVersion`` from the app's own files: the manifest `brandgen --bundled
    /// FOLDER --bundle BUNDLE` copies beside the bundled envelopes
    /// (``BundleLayout/bundledManifest``), so the floor is the version those envelopes were
    /// checked against, never a number kept by hand in code.
    ///
    /// The manifest is read as the app's code is trusted (it ships inside the app), so its
    /// signature is not checked; its format is (``BundleManifest/decode(_:)``).
    /// - Returns: the version read.
    /// - Throws: ``DeliveryRejection/malformedManifest(_:)`` when the folder has no manifest,
    ///   or one that does not read; ``bundledVersion`` is then unchanged.
    @discardableResult
    public mutating func readBundledVersion(at folder: URL) throws(DeliveryRejection) -> Int {
        let file = folder.appendingPathComponent(BundleLayout.bundledManifest)
        let data: Data
        do {
            data = Data(try LocalFileSystem().contents(atPath: file.path, maxBytes: BundleManifest.maximumManifestSize))
        } catch {
            throw .malformedManifest(
                "no bundled manifest at \(DisplayText.escaped(file.path)) (\(error)); write it with `brandgen --bundled FOLDER --bundle BUNDLE`")
        }
        let version = try BundleManifest.decode(data).version
        bundledVersion = version
        return version
    }

    /// ``readBundledVersion(at:)`` for the envelopes in `bundle`'s resource folder `folder`
    /// (SwiftPM: `.copy("BrandProfiles")` and `Bundle.module`).
    @discardableResult
    public mutating func readBundledVersion(in bundle: Bundle, folder: String = RuntimeProfileLoader.bundleFolder) throws(DeliveryRejection) -> Int {
        guard let url = bundle.url(forResource: folder, withExtension: nil) else {
            throw .malformedManifest("the app bundle has no folder \(DisplayText.escaped(folder))")
        }
        return try readBundledVersion(at: url)
    }
}
