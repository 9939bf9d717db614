import CommandLineSupport
import Foundation
import Testing
import TestSupport

/// `--output`, `--report` and the baseline go through ``OutputFile``: a regular file is
/// replaced atomically, and nothing else is replaced at all.
@Suite("Writing a tool's output file")
struct OutputFileTests {
    let folder: URL

    init() throws {
        folder = TemporaryFolder.root.appendingPathComponent("output-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test("a new path and a regular file get the text whole")
    func regularFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.json").path
        try OutputFile.write("first\n", to: path)
        try OutputFile.write("second\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
    }

    @Test("a symbolic link is written through, not replaced by a file")
    func symbolicLink() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.json").path
        let link = folder.appendingPathComponent("link.json").path
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try OutputFile.write("new\n", to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
    }

    /// Renaming a temporary file over `/dev/null`, as root, left a regular file there.
    @Test("a device is never replaced", arguments: ["/dev/null", "/dev/zero"])
    func device(path: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!OutputFile.replacesAtomically(path))
        #expect(OutputFile.replacesAtomically(folder.appendingPathComponent("new.json").path))
    }
}
