import BrandModel
import BrandReport
import Foundation

/// PNGs of the studio for a pull request: each brand in each of its appearances, the page a
/// running studio serves for it (`/?brand=ID&appearance=dark`: the card's header, its bars
/// and contrast pairs, no script), drawn by headless Chromium with `--screenshot`.
public struct StudioPictures: Sendable {
    /// One picture: a brand in an appearance, as the studio's page for it shows them.
    public typealias Shot = StudioPage.Picture

    /// A picture Chromium did not write.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The Chromium program.
    public var browser: String
    public var width = 1280
    public var height = 720
    /// How many browsers draw at once.
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)

    public init(browser: String) {
        self.browser = browser
    }

    /// `chromium` (or `chromium-browser`, `google-chrome`) on PATH.
    public static func findBrowser(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// Writes each shot into `folder` from the studio at `base` (`http://127.0.0.1:PORT/`);
    /// returns the files written, in the shots' order.
    public func write(_ shots: [Shot], from base: String, into folder: String) async throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written = [String](repeating: "", count: shots.count)
        try await withThrowingTaskGroup(of: (Int, String).self) { group in
            var next = 0
            func start() {
                guard next < shots.count else { return }
                let index = next
                next += 1
                group.addTask { (index, try await draw(shots[index], from: base, into: folder)) }
            }
            for _ in 0..<jobs { start() }
            while let (index, file) = try await group.next() {
                written[index] = file
                start()
            }
        }
        return written
    }

    private func draw(_ shot: Shot, from base: String, into folder: String) async throws -> String {
        var query = URLComponents()
        query.queryItems = [URLQueryItem(name: "brand", value: shot.brand), URLQueryItem(name: "appearance", value: shot.appearance.rawValue)]
        let url = base + "?" + (query.percentEncodedQuery ?? "")
        let file = URL(fileURLWithPath: folder).appendingPathComponent(shot.fileName).path
        // A profile of its own per run: two browsers at once must not share one.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("brandreport-chromium-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "--screenshot=\(file)", url,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // Waited for without blocking a thread: the studio serving the page runs on the same
        // pool, and a blocked pool would leave the browser waiting for the page forever.
        let started: Bool = await withCheckedContinuation { continuation in
            process.terminationHandler = { _ in continuation.resume(returning: true) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: false)
            }
        }
        guard started else { throw Failure(description: "cannot run \(browser)") }
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: file) else {
            throw Failure(description: "\(browser) drew no \(shot.fileName) (exit \(process.terminationStatus))")
        }
        return file
    }
}

extension StudioPage.Picture {
    /// `ladbrokes-dark.png`.
    public var fileName: String { StudioPictureName.fileName(brand: brand, appearance: appearance) }
}
