import BrandModel

/// The files of one input, in memory, for the harnesses. The package's own `InMemoryFileSystem` is `package`
/// access, out of reach from this package; this is only what the loader reads.
public struct FuzzFileSystem: ProfileFileSystem {
    public let files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) { self.files = files }

    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        guard isDirectory(atPath: path) else { throw ProfileFileError.unreadable(path: path, reason: "not a readable folder") }
        let prefix = path + "/"
        return Set(files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }).sorted()
    }

    public func isDirectory(atPath path: String) -> Bool {
        files.keys.contains { $0.hasPrefix(path + "/") }
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

    public func stamp(atPath path: String) -> FileStamp? {
        files[path].map { FileStamp(size: $0.count, modified: 0) }
    }
}
