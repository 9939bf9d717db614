import BrandDelivery
import Foundation
import FuzzDeliveryHost
import FuzzDriver

// The bytes as one of the store folder's version files, in a folder that otherwise holds
// what a catalog stored after taking tools/fuzz/bundle: the first byte picks the file
// (`accepted-version`, `accepted.json`, `roots.json`) and whether the host is reachable; the
// rest is its text. A new catalog over the folder then refreshes: it adopts (or refuses)
// what the folder holds, and asks the host for the same bundle when online. Any outcome but
// a trap is fine; the real bundle must be taken first, or the harness itself has rotted.

private let fileNames = ["accepted-version", "accepted.json", "roots.json"]

/// The folder as the real bundle left it.
private let pristine: URL = {
    let folder = FuzzDeliveryHost.emptyFolder("FuzzVersionFiles-pristine")
    let catalog = FuzzDeliveryHost.catalog(folder: folder, host: InMemoryTransport(files: FuzzDeliveryHost.files))
    let outcome = FuzzDeliveryHost.refresh(catalog)
    precondition(outcome == .updated(version: 7, source: .remote), "the real bundle is not taken: \(outcome)")
    return folder
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let choice = Int(start[0])
    let text = Data(UnsafeBufferPointer(start: start + 1, count: count - 1))
    let folder = FuzzDeliveryHost.emptyFolder("FuzzVersionFiles")
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.copyItem(at: pristine, to: folder)
    try! text.write(to: folder.appendingPathComponent(fileNames[choice % fileNames.count]))
    let host = InMemoryTransport(files: FuzzDeliveryHost.files)
    host.setOffline(choice & 0x80 != 0)
    let catalog = FuzzDeliveryHost.catalog(folder: folder, host: host)
    FuzzDeliveryHost.refresh(catalog)
    FuzzDeliveryHost.inspect(catalog)
    return 0
}

/// SwiftPM's entry point for this executable: hands over to libFuzzer.
@_cdecl("FuzzVersionFiles_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    // Before libFuzzer starts: what globals keep is not counted as an input's leak.
    _ = pristine
    return FuzzDriverMain(argc, argv)
}
