import YAMLNode

/// A schema that cannot be compiled, with where it goes wrong in the schema document.
public struct SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `"minLength" must be a non-negative integer, found -1`.
    public var message: String
    /// Where in the schema document the bad value is written.
    public var mark: Mark
    /// JSON pointer to the bad value inside the schema, e.g. `#/properties/name/minLength`.
    public var schemaPath: String

    public init(_ message: String, at mark: Mark, schemaPath: String) {
        self.message = message
        self.mark = mark
        self.schemaPath = schemaPath
    }

    public var description: String { "\(mark): \(schemaPath): \(message)" }
}
