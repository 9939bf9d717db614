import BrandDelivery
import BrandModel
import BrandRuntime
import Foundation
import FuzzDeliveryHost
import FuzzDriver

// The bytes as a runtime envelope (`brands/<sha256>.json`, what `brandgen` writes for the
// `json` platform and a bundle lists): unwrapped by RuntimeProfileFormat (its digest checked),
// and loaded as a brand profile by the runtime loader with the compiled-in schemas, as the
// catalog loads a document whose digest matched. Any outcome but a trap is fine; the real
// documents of tools/fuzz/bundle must load, or the harness itself has rotted.

private let checked: Void = {
    let manifest = try! BundleManifest.decode(FuzzDeliveryHost.files[BundleLayout.manifest]!)
    for entry in manifest.brands {
        do {
            _ = try FuzzDeliveryHost.loader.profile(envelope: Array(FuzzDeliveryHost.files[entry.path]!), id: entry.id, path: entry.path)
        } catch {
            preconditionFailure("the real document of \(entry.id) does not load: \(error)")
        }
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    if let node = try? RuntimeProfileFormat.profile(fromEnvelope: bytes) { _ = RuntimeProfileFormat.digest(of: node) }
    do {
        let profile = try FuzzDeliveryHost.loader.profile(envelope: bytes, id: "fixture-1")
        _ = profile.name
        _ = profile.id
    } catch {
        _ = error.description
    }
    return 0
}

/// SwiftPM's entry point for this executable: hands over to libFuzzer.
@_cdecl("FuzzEnvelope_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    // Before libFuzzer starts: what globals keep is not counted as an input's leak.
    _ = checked
    return FuzzDriverMain(argc, argv)
}
