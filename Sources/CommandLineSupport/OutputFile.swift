import Foundation

/// Where a tool writes a file it was asked for (`--output`, `--report`, a baseline): the
/// text written whole (atomically), `-` as standard output, and one error for a path that
/// cannot be written.
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
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
