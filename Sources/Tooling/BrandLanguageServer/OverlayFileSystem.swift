import BrandModel

/// A file system whose files are those of another, except the ones an editor holds open:
/// the loader reads the unsaved buffer, and the bases and brands beside it from disk.
public struct OverlayFileSystem: ProfileFileSystem {
    public var base: any ProfileFileSystem
    /// Open buffers by absolute path, with a version that grows with each edit.
    public var buffers: [String: (bytes: [UInt8], version: Int64)]

    public init(base: any ProfileFileSystem, buffers: [String: (bytes: [UInt8], version: Int64)] = [:]) {
        self.base = base
        self.buffers = buffers
    }

    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        var names = Set((try? base.contentsOfDirectory(atPath: path)) ?? [])
        let prefix = path.hasSuffix("/") ? path : path + "/"
        for file in buffers.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            if !rest.contains("/") { names.insert(String(rest)) }
        }
        if names.isEmpty, !base.isDirectory(atPath: path) { return try base.contentsOfDirectory(atPath: path) }
        return names.sorted()
    }

    public func isDirectory(atPath path: String) -> Bool {
        buffers[path] == nil && base.isDirectory(atPath: path)
    }

    public func fileExists(atPath path: String) -> Bool {
        buffers[path] != nil || base.fileExists(atPath: path)
    }

    public func resolvingSymlinks(inPath path: String) -> String {
        buffers[path] != nil && !base.fileExists(atPath: path) ? path : base.resolvingSymlinks(inPath: path)
    }

    public func contents(atPath path: String, maxBytes: Int) throws -> [UInt8] {
        guard let buffer = buffers[path] else { return try base.contents(atPath: path, maxBytes: maxBytes) }
        guard buffer.bytes.count <= maxBytes else {
            throw ProfileFileError.tooLarge(path: path, bytes: buffer.bytes.count, limit: maxBytes)
        }
        return buffer.bytes
    }

    public func stamp(atPath path: String) -> FileStamp? {
        guard let buffer = buffers[path] else { return base.stamp(atPath: path) }
        return FileStamp(size: buffer.bytes.count, modified: buffer.version)
    }
}
