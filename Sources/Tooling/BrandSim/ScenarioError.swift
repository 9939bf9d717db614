import BrandModel
import YAMLNode

/// A scenario that cannot be run as written: reported with its file, line and column.
///
/// The parser reads every step even after a bad one, so one run shows every malformed
/// step: the first is this error, the others are ``laterErrors``, in file order.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var mark: Mark
    public var message: String
    public var hint: String?
    /// Further malformed steps of the same scenario, after this one.
    public var laterErrors: [ScenarioError]

    public init(file: String, mark: Mark, message: String, hint: String? = nil, laterErrors: [ScenarioError] = []) {
        self.file = file
        self.mark = mark
        self.message = message
        self.hint = hint
        self.laterErrors = laterErrors
    }

    /// This error and the later ones, in file order.
    public var all: [ScenarioError] {
        [ScenarioError(file: file, mark: mark, message: message, hint: hint)] + laterErrors
    }

    /// Every error, one `path:line:column: error: message` line each, with its hint.
    public var description: String {
        // The scenario's author controls the message's quotes: escaped, each part stays one line.
        all.map { error in
            "\(DisplayText.escaped(error.file)):\(error.mark.line):\(error.mark.column): error: \(DisplayText.escaped(error.message))"
                + (error.hint.map { "\n    hint: \(DisplayText.escaped($0))" } ?? "")
        }.joined(separator: "\n")
    }
}
