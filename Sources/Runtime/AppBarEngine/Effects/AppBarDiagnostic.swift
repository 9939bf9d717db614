/// A problem the engine survived, for the app's logs: the bar keeps running without the part that failed.
public struct AppBarDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The brand id.
    public var brand: String
    /// The tool-slot handler id involved.
    public var handler: String
    public var message: String

    public init(brand: String, handler: String, message: String) {
        self.brand = brand
        self.handler = handler
        self.message = message
    }

    public var description: String { "\(brand): tool-slot handler \(handler): \(message)" }
}
