/// A language server as a state machine: messages in, messages out, time passed in.
///
/// The handler never reads a clock: `now` is the time since the server started, given by
/// whoever drives it (``StdioServerLoop`` with a real clock, tests with any durations),
/// so debouncing is tested without sleeping.
public protocol LanguageServerHandler {
    /// Handles one message that arrived at `now`.
    mutating func handle(_ message: JSONRPCMessage, at now: Duration) -> [OutgoingMessage]
    /// Work whose time has come by `now` (a debounced lint).
    mutating func fireDue(at now: Duration) -> [OutgoingMessage]
    /// When ``fireDue(at:)`` next has something to do; nil when nothing waits.
    var nextDeadline: Duration? { get }
    /// The process's exit status once `exit` arrived (0 after `shutdown`, 1 without).
    var exitStatus: Int32? { get }
}
