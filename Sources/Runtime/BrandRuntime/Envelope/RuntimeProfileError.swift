import BrandModel

/// Why a runtime profile (``RuntimeProfileFormat``) cannot be read: its envelope, or the
/// profile's own problems as ``diagnostics``.
public struct RuntimeProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var hint: String?
    /// The profile's problems at their places, when the envelope was good and the profile was not.
    public var diagnostics: [Diagnostic]

    public init(_ message: String, hint: String? = nil, diagnostics: [Diagnostic] = []) {
        self.message = message
        self.hint = hint
        self.diagnostics = diagnostics
    }

    public var description: String { hint.map { "\(message) (\($0))" } ?? message }
}
