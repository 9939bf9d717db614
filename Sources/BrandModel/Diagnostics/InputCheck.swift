/// Loading checks that guard against hostile or broken input: each id is declared here
/// once, and the loader, the linter's rule listing and the docs refer to these cases.
/// (`token-reference-type` is declared with the other token problems, in
/// ``TokenResolver/Problem/Kind``.)
public enum InputCheck: String, Sendable, CaseIterable {
    /// A number the engine cannot hold: NaN, an infinity, an integer past 64 bits, a
    /// duration past 64 bits of milliseconds.
    case numberOutOfRange = "number-out-of-range"
    /// A path that is not a regular file (a FIFO, a device, a socket): never opened.
    case fileNotRegular = "file-not-regular"
    /// A base file, or a base named by `extends`, whose real location is outside the folder.
    case baseFileOutside = "base-file-outside"

    /// The id diagnostics carry.
    public var id: String { rawValue }

    /// One line for `--list-rules` and docs/rules.md.
    public var summary: String {
        switch self {
        case .numberOutOfRange:
            "Every number fits what reads it: no NaN or infinity, integers within 64 bits, durations within 64 bits of milliseconds."
        case .fileNotRegular:
            "Every profile path is a regular file; FIFOs, devices and sockets are refused without being opened."
        case .baseFileOutside:
            "No base file is a link leading outside the brands folder."
        }
    }
}
