import BrandDelivery
import Foundation
import FuzzDeliveryHost
import FuzzDriver

// The bytes as `manifest.sig`, served beside the real manifest and documents of
// tools/fuzz/bundle to a catalog that trusts the bundle's root: the signature file is read,
// each line checked against the root's manifest keys and threshold, and (when it holds the
// real signature) the bundle taken and stored. Any outcome but a trap is fine; the real file
// must be taken, or the harness itself has rotted.

private let folder = FuzzDeliveryHost.emptyFolder("FuzzSignatureFile")

private let checked: Void = {
    let catalog = FuzzDeliveryHost.catalog(folder: folder, host: InMemoryTransport(files: FuzzDeliveryHost.files))
    let outcome = FuzzDeliveryHost.refresh(catalog)
    precondition(outcome == .updated(version: 7, source: .remote), "the real bundle is not taken: \(outcome)")
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var files = FuzzDeliveryHost.files
    files[BundleLayout.signature] = Data(UnsafeBufferPointer(start: start, count: count))
    // A folder without a stored bundle, so each input is read from the start.
    let run = FuzzDeliveryHost.emptyFolder("FuzzSignatureFile")
    let catalog = FuzzDeliveryHost.catalog(folder: run, host: InMemoryTransport(files: files))
    FuzzDeliveryHost.refresh(catalog)
    FuzzDeliveryHost.inspect(catalog)
    return 0
}

/// SwiftPM's entry point for this executable: hands over to libFuzzer.
@_cdecl("FuzzSignatureFile_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    // Before libFuzzer starts: what globals keep is not counted as an input's leak.
    _ = checked
    return FuzzDriverMain(argc, argv)
}
