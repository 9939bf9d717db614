import BrandDelivery
import Foundation
import Synchronization

// The bytes as one of the store folder's version files, in a folder that otherwise holds
// what a catalog stored after taking tools/fuzz/bundle: the first byte picks the file
// (`accepted-version`, `accepted.json`, `roots.json`) and whether the host is reachable; the
// rest is its text. A new catalog over the folder then refreshes: it adopts (or refuses)
// what the folder holds, and asks the host for the same bundle when online. Any outcome but
// a trap is fine; the real bundle must be taken first, or the harness itself has rotted.

private let fileNames = ["accepted-version", "accepted.json", "roots.json"]

enum VersionFilesHarness {
    /// The folder as the real bundle left it, made once.
    private static let made = Mutex<URL?>(nil)

    static func pristine() async throws -> URL {
        if let folder = made.withLock({ $0 }) { return folder }
        let folder = FuzzDeliveryHost.emptyFolder("FuzzVersionFiles-pristine")
        let catalog = FuzzDeliveryHost.catalog(folder: folder, host: InMemoryTransport(files: FuzzDeliveryHost.files))
        let outcome = await FuzzDeliveryHost.refresh(catalog)
        guard outcome == .updated(version: 7, source: .remote) else { throw FuzzHarnessRot(description: "the real bundle is not taken: \(outcome)") }
        made.withLock { $0 = folder }
        return folder
    }

    static func run(_ bytes: [UInt8]) async {
        guard let choice = bytes.first.map(Int.init), let pristine = try? await pristine() else { return }
        let text = Data(bytes.dropFirst())
        let folder = FuzzDeliveryHost.emptyFolder("FuzzVersionFiles")
        try? FileManager.default.removeItem(at: folder)
        try! FileManager.default.copyItem(at: pristine, to: folder)
        try! text.write(to: folder.appendingPathComponent(fileNames[choice % fileNames.count]))
        let host = InMemoryTransport(files: FuzzDeliveryHost.files)
        host.setOffline(choice & 0x80 != 0)
        let catalog = FuzzDeliveryHost.catalog(folder: folder, host: host)
        await FuzzDeliveryHost.refresh(catalog)
        FuzzDeliveryHost.inspect(catalog)
    }
}
