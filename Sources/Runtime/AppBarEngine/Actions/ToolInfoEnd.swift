/// Why a tool-info stream stopped delivering.
public enum ToolInfoEnd: Sendable, Hashable {
    /// The stream finished although the session still runs.
    case finished
    /// The stream threw; the text describes the error.
    case failed(String)
}
