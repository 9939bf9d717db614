import BrandDelivery
import BrandModel
import BrandRuntime
import Foundation

// The bytes as a runtime envelope (`brands/<sha256>.json`, what `brandgen` writes for the
// `json` platform and a bundle lists): unwrapped by RuntimeProfileFormat (its digest checked),
// and loaded as a brand profile by the runtime loader with the compiled-in schemas, as the
// catalog loads a document whose digest matched. Any outcome but a trap is fine; the real
// documents of tools/fuzz/bundle must load, or the harness itself has rotted.

enum EnvelopeHarness {
    /// The real documents of tools/fuzz/bundle must load.
    static func prepare() throws {
        let manifest = try BundleManifest.decode(FuzzDeliveryHost.files[BundleLayout.manifest]!)
        for entry in manifest.brands {
            do {
                _ = try FuzzDeliveryHost.loader.profile(envelope: Array(FuzzDeliveryHost.files[entry.path]!), id: entry.id, path: entry.path)
            } catch {
                throw FuzzHarnessRot(description: "the real document of \(entry.id) does not load: \(error)")
            }
        }
    }

    static func run(_ bytes: [UInt8]) {
        if let node = try? RuntimeProfileFormat.profile(fromEnvelope: bytes) { _ = RuntimeProfileFormat.digest(of: node) }
        do {
            let profile = try FuzzDeliveryHost.loader.profile(envelope: bytes, id: "fixture-1")
            _ = profile.name
            _ = profile.id
        } catch {
            _ = error.description
        }
    }
}
