import BrandDelivery
import Foundation

// The bytes as `manifest.sig`, served beside the real manifest and documents of
// tools/fuzz/bundle to a catalog that trusts the bundle's root: the signature file is read,
// each line checked against the root's manifest keys and threshold, and (when it holds the
// real signature) the bundle taken and stored. Any outcome but a trap is fine; the real file
// must be taken, or the harness itself has rotted.

private let folder = FuzzDeliveryHost.emptyFolder("FuzzSignatureFile")

enum SignatureFileHarness {
    /// The real signature file must be taken.
    static func prepare() async throws {
        let catalog = FuzzDeliveryHost.catalog(folder: folder, host: InMemoryTransport(files: FuzzDeliveryHost.files))
        let outcome = await FuzzDeliveryHost.refresh(catalog)
        guard outcome == .updated(version: 7, source: .remote) else { throw FuzzHarnessRot(description: "the real bundle is not taken: \(outcome)") }
    }

    static func run(_ bytes: [UInt8]) async {
        var files = FuzzDeliveryHost.files
        files[BundleLayout.signature] = Data(bytes)
        // A folder without a stored bundle, so each input is read from the start.
        let run = FuzzDeliveryHost.emptyFolder("FuzzSignatureFile")
        let catalog = FuzzDeliveryHost.catalog(folder: run, host: InMemoryTransport(files: files))
        await FuzzDeliveryHost.refresh(catalog)
        FuzzDeliveryHost.inspect(catalog)
    }
}
