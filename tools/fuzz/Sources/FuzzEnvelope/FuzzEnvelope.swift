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

private let documents = FuzzDeliveryHost.files.filter { $0.key.hasPrefix(BundleLayout.documentsFolder + "/") }

private let checked: Void = {
    for (path, bytes) in documents {
        do {
            _ = try FuzzDeliveryHost.loader.profile(envelope: Array(bytes), id: "fixture", path: path)
        } catch {
            preconditionFailure("the real document \(path) does not load: \(error)")
        }
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = checked
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
    FuzzDriverMain(argc, argv)
}
