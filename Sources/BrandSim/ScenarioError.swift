import YAMLNode

/// A scenario that cannot be run as written: reported with its file, line and column.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var mark: Mark
    public var message: String
    public var hint: String?

    public init(file: String, mark: Mark, message: String, hint: String? = nil) {
        self.file = file
        self.mark = mark
        self.message = message
        self.hint = hint
    }

    public var description: String {
        "\(file):\(mark.line):\(mark.column): error: \(message)" + (hint.map { "\n    hint: \($0)" } ?? "")
    }
}
