/// Files held in memory: for tests, examples and fuzzing, where touching the disk would
/// be slow or unsafe. Paths are plain strings; folders exist when a file lies below them.
package struct InMemoryFileSystem: ProfileFileSystem {
    public private(set) var files: [String: [UInt8]]
    /// Bumped on every write: the in-memory modification time.
    private var versions: [String: Int64] = [:]
    /// Every folder that holds a file, directly or below: lookups stay constant-time.
    private var folders: Set<String> = []

    public init(_ files: [String: String] = [:]) {
        self.init(bytes: files.mapValues { Array($0.utf8) })
    }

    public init(bytes files: [String: [UInt8]]) {
        self.files = files
        for path in files.keys { addFolders(of: path) }
    }

    /// Adds or replaces a file.
    public mutating func write(_ bytes: [UInt8], to path: String) {
        files[path] = bytes
        versions[path, default: 0] += 1
        addFolders(of: path)
    }

    /// Removes a file.
    public mutating func remove(_ path: String) {
        files[path] = nil
        versions[path] = nil
    }

    public func stamp(atPath path: String) -> FileStamp? {
        files[path].map { FileStamp(size: $0.count, modified: versions[path] ?? 0) }
    }

    private mutating func addFolders(of path: String) {
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            guard folders.insert(String(folder)).inserted else { break }
        }
    }

    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        guard isDirectory(atPath: path) else { throw ProfileFileError.unreadable(path: path, reason: "not a readable folder") }
        let prefix = path + "/"
        var names = Set<String>()
        for file in files.keys where file.hasPrefix(prefix) {
            names.insert(String(file.dropFirst(prefix.count).prefix { $0 != "/" }))
        }
        return names.sorted()
    }

    public func isDirectory(atPath path: String) -> Bool {
        folders.contains(path)
    }

    public func fileExists(atPath path: String) -> Bool {
        files[path] != nil || isDirectory(atPath: path)
    }

    public func resolvingSymlinks(inPath path: String) -> String {
        path.hasPrefix("/") ? path : "/" + path
    }

    public func contents(atPath path: String, maxBytes: Int) throws -> [UInt8] {
        guard let bytes = files[path] else { throw ProfileFileError.unreadable(path: path, reason: "no such file") }
        guard bytes.count <= maxBytes else { throw ProfileFileError.tooLarge(path: path, bytes: bytes.count, limit: maxBytes) }
        return bytes
    }
}
