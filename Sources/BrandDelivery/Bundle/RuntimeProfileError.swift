/// Why a runtime profile document (``RuntimeProfileFormat``) cannot be read.
public struct RuntimeProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    public var description: String { hint.map { "\(message) (\($0))" } ?? message }
}
