/// Why a platform cannot generate a brand that loaded and linted clean (two token names
/// that become the same identifier, say). Reported as an error at the brand's file.
public struct GenerationError: Error, Sendable, Equatable {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}
