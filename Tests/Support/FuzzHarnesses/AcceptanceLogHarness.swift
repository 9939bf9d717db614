import BrandDelivery
import Foundation

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

enum AcceptanceLogHarness {
    static func run(_ bytes: [UInt8]) { check(Data(bytes)) }
}

private func check(_ data: Data) {
    try! data.write(to: file)
    _ = try? log.verify()
    let records = (try? log.records()) ?? []
    for date in [Date.distantPast, Date(timeIntervalSince1970: 1_800_000_000), Date.distantFuture] + records.prefix(2).map(\.acceptedAt) {
        _ = try? log.record(liveAt: date)
    }
}
