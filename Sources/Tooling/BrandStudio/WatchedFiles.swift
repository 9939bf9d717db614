import Foundation

/// What the studio watches, as one comparable value: each file under the brand folders, the
/// bases and the settings, with its size and modification time. A save, a new file, a
/// deleted or renamed one all change it. Polling stats (no inotify, no FSEvents) works the
/// same on every platform and every file system; with 100 brands a look costs about a
/// hundred `stat` calls.
public struct WatchedFiles: Sendable, Equatable {
    /// A file's size and modification time.
    struct Stamp: Sendable, Equatable {
        var size: Int
        var modified: Date
    }

    private var stamps: [String: Stamp] = [:]

    /// The files at `paths` now: each file, and every file under each folder (hidden ones,
    /// `.git` among them, left out), named as `paths` name them (a folder's path, a slash, the file's path in it). A path
    /// that does not exist counts as no file.
    public init(paths: [String], fileManager: FileManager = .default) {
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                stamps[path] = (try? fileManager.attributesOfItem(atPath: path)).map(Self.stamp)
                continue
            }
            guard let files = fileManager.enumerator(atPath: path) else { continue }
            while let relative = files.nextObject() as? String {
                let name = relative.split(separator: "/").last ?? ""
                if name.hasPrefix(".") {
                    files.skipDescendants()
                    continue
                }
                let file = path.hasSuffix("/") ? path + relative : path + "/" + relative
                // The enumerator's own attributes: one `stat` a file.
                if let attributes = files.fileAttributes, attributes[.type] as? FileAttributeType == .typeRegular {
                    stamps[file] = Self.stamp(attributes)
                }
            }
        }
    }

    private static func stamp(_ attributes: [FileAttributeKey: Any]) -> Stamp {
        Stamp(size: (attributes[.size] as? Int) ?? 0, modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
    }

    /// The files added, removed or changed since `earlier`, sorted.
    public func changes(since earlier: WatchedFiles) -> [String] {
        let paths = Set(stamps.keys).union(earlier.stamps.keys)
        return paths.filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }

    /// Whether `path` is watched and exists now.
    public func contains(_ path: String) -> Bool { stamps[path] != nil }

    /// How many files are watched.
    public var count: Int { stamps.count }
}
