import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a tool writes a file it was asked for (`--output`, `--report`, a baseline): the
/// text written whole (atomically), `-` as standard output, and one error for a path that
/// cannot be written.
///
/// Only a new path or a regular file is replaced atomically (a temporary file renamed over
/// it). Anything else is written through: the rename would put a regular file in place of
/// a device or a FIFO (`--output /dev/null`, run as root, replaced `/dev/null` itself), or
/// of a symbolic link the user meant to write through.
public enum OutputFile {
    /// The path that means standard output.
    public static let standardOutput = "-"

    /// Writes `text` to `path`, or to standard output when `path` is `-`.
    /// - Throws: `CommandFailure` (exit 2) naming the path when it cannot be written.
    public static func write(_ text: String, to path: String) throws(CommandFailure) {
        if path == standardOutput {
            // Through print's buffer, so it follows whatever the tool printed before it.
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: replacesAtomically(path) ? .atomic : [])
        } catch {
            throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Whether `path` is new or a regular file (not a link to one): what an atomic write may replace.
    public static func replacesAtomically(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return true }
        return status.st_mode & S_IFMT == S_IFREG
    }
}
