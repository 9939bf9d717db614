import ArgumentParser
import BrandDelivery
import BrandPublishing
import CommandLineSupport
import Foundation

/// `brandgen timestamp`: signs a fresh short-lived timestamp for the bundle in a folder
/// (``BundleTimestamp``, TUF's timestamp role), run on a schedule by the operator.
struct TimestampCommand: ParsableCommand {
    static let maximumHours = Int(BundleTimestamp.maximumLifetime / 3600)

    static let configuration = CommandConfiguration(
        commandName: "timestamp",
        _superCommandName: "brandgen",
        abstract: "Sign a fresh timestamp.json for the bundle in FOLDER.",
        discussion: """
            Writes FOLDER/timestamp.json, naming the SHA-256 of FOLDER/manifest.json and its \
            version, valid for --hours, and FOLDER/timestamp.sig, one signature a line by each \
            --key (the root's online keys, as for `brandgen bundle`). Apps configured with \
            requiresTimestamp take a manifest only with a fresh timestamp naming it: a host \
            replaying an old manifest is refused once its timestamp expires. Run it on a \
            schedule, well inside --hours (every hour for --hours 6, say); docs/delivery.md, \
            "Timestamps", says how to pick the lifetimes.

            EXIT CODES
              0  timestamp written
              2  usage or I/O error (no manifest in FOLDER, no key, --hours out of range)
            """)

    @Argument(help: ArgumentHelp("The bundle folder holding manifest.json.", valueName: "folder"))
    var folder: String

    @Option(help: ArgumentHelp("The private key file (default: $\(BundleCommand.keyEnvironmentVariable)). Repeatable.", valueName: "file"))
    var key: [String] = []

    @Option(help: ArgumentHelp("Hours the timestamp is valid, 1 to \(TimestampCommand.maximumHours).", valueName: "hours"))
    var hours = 6

    func validate() throws {
        guard (1...Self.maximumHours).contains(hours) else { throw ValidationError("--hours must be 1 to \(Self.maximumHours): a timestamp is short-lived") }
    }

    mutating func run() throws {
        let path = URL(fileURLWithPath: folder).appendingPathComponent(BundleLayout.manifest).path
        guard let manifest = FileManager.default.contents(atPath: path) else { throw CommandFailure("cannot read \(path): run `brandgen bundle` first") }
        let keys = try key.isEmpty ? [BundleCommand.loadKey(nil)] : key.map { try BundleCommand.loadKey($0) }
        let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        try Self.write(manifest: Array(manifest), folder: folder, created: now, hours: hours, keys: keys)
        let expires = now.addingTimeInterval(Double(hours) * 3600)
        ExitCodeContract.printError("brandgen timestamp: \(folder)/\(BundleLayout.timestamp) valid until \(expires.formatted(.iso8601))")
    }

    /// Writes the timestamp files for `manifest` into `folder`, the signature last.
    static func write(manifest: [UInt8], folder: String, created: Date, hours: Int, keys: [BundleSigningKey]) throws {
        let files: [BundleBuilder.File]
        do {
            files = try BundleBuilder.timestampFiles(manifest: manifest, created: created, expires: created.addingTimeInterval(Double(hours) * 3600), keys: keys)
        } catch {
            throw CommandFailure("\(folder)/\(BundleLayout.manifest) is not a bundle manifest: \(error)")
        }
        // The timestamp first, its signatures after: a client reading between the two sees an
        // old signature over a new timestamp, refused and retried, never a wrong acceptance.
        for file in files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            do {
                try Data(file.contents).write(to: url, options: .atomic)
            } catch {
                throw CommandFailure("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
    }
}
