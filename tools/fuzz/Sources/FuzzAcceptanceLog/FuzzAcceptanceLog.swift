import BrandDelivery
import Foundation
import FuzzDriver

// The bytes as the store folder's acceptance log: verified (the hash chain, the damaged
// tail), read, and asked which record was live at a few dates. The log is a file the app
// reads back, so it is written to a folder of this process's own, once per input.

private let folder: URL = {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("FuzzAcceptanceLog-\(ProcessInfo.processInfo.processIdentifier)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()
private let log = AcceptanceLog(directory: folder)
private let file = folder.appendingPathComponent(AcceptanceLog.fileName)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    try! Data(UnsafeBufferPointer(start: start, count: count)).write(to: file)
    _ = try? log.verify()
    let records = (try? log.records()) ?? []
    for date in [Date.distantPast, Date(timeIntervalSince1970: 1_800_000_000), Date.distantFuture] + records.prefix(2).map(\.acceptedAt) {
        _ = try? log.record(liveAt: date)
    }
    return 0
}

/// SwiftPM's entry point for this executable: hands over to libFuzzer.
@_cdecl("FuzzAcceptanceLog_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriverMain(argc, argv)
}
