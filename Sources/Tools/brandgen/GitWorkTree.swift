import Foundation

/// The git work tree a path lies in: signing keys are refused there, since one `git add`
/// would publish them.
enum GitWorkTree {
    /// The work tree holding `path` (the nearest folder at or above it holding `.git`), if any;
    /// `path` itself need not exist yet.
    static func containing(_ path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
