import Foundation

/// A temporary copy of a fixture folder as `Brands`, with the repository's `Schemas`
/// beside it: for tests that run a tool which edits files, or that edit them itself.
public struct FixtureFolder: Sendable {
    /// The temporary folder holding `Brands` and `Schemas`.
    public let root: URL

    /// Copies `fixtures` (a folder path relative to the repository) to `root/Brands`.
    public init(copying fixtures: String, prefix: String = "fixture") throws {
        root = try TemporaryFolder.make(prefix)
        let manager = FileManager.default
        try manager.copyItem(at: Repository.root.appendingPathComponent(fixtures), to: root.appendingPathComponent("Brands"))
        try manager.copyItem(at: Repository.root.appendingPathComponent("Schemas"), to: root.appendingPathComponent("Schemas"))
    }

    /// The path of `name` inside `Brands`.
    public func brand(_ name: String) -> String {
        root.appendingPathComponent("Brands/" + name).path
    }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
