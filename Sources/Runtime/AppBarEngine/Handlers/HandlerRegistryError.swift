/// A registry lookup or registration that failed, worded for the person fixing it.
public enum HandlerRegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No handler has this id; `suggestion` is a likely intended id.
    case unknownID(String, registered: [String], suggestion: String?)
    /// Two handlers claim the same id.
    case duplicateID(String)
    /// A handler registered with a declaration of another id or kind.
    case declarationMismatch(String, String)

    public var description: String {
        switch self {
        case .unknownID(let id, let registered, let suggestion):
            let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
            return "no tool-slot handler \"\(id)\" is registered.\(hint) Registered: \(registered.joined(separator: ", "))."
        case .duplicateID(let id):
            return "two tool-slot handlers are registered as \"\(id)\"; ids must be unique."
        case .declarationMismatch(let id, let message):
            return "tool-slot handler \"\(id)\" is registered with a declaration that does not match: \(message)."
        }
    }
}
