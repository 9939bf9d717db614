import Foundation
import Testing
import TestSupport

/// The tests' temporary folders live under one root of the process's own, removed at exit,
/// and a killed run's root is removed by a later run.
@Suite struct TemporaryFolderTests {
    @Test func everyFolderIsInsideTheProcesssRoot() throws {
        let folder = try TemporaryFolder.make("inside")
        #expect(folder.path.hasPrefix(TemporaryFolder.root.path + "/"))
        #expect(TemporaryFolder.root.lastPathComponent == "brandengine-tests-\(ProcessInfo.processInfo.processIdentifier)")
    }

    @Test func theRootOfAProcessThatIsGoneIsSweptAndALiveOneKept() throws {
        try TemporaryFolder.with("sweep") { base in
            // A process that has exited: its id is free (the kernel does not hand it out again at once).
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            try gone.run()
            gone.waitUntilExit()
            let names = [
                "brandengine-tests-\(gone.processIdentifier)", "brandengine-tests-\(ProcessInfo.processInfo.processIdentifier)",
                "brandengine-tests-notapid", "unrelated-\(gone.processIdentifier)",
            ]
            for name in names {
                try FileManager.default.createDirectory(at: base.appendingPathComponent(name + "/inner"), withIntermediateDirectories: true)
            }
            TemporaryFolder.sweepStaleRoots(in: base)
            let left = try FileManager.default.contentsOfDirectory(atPath: base.path).sorted()
            #expect(left == names.dropFirst().sorted())
        }
    }
}
