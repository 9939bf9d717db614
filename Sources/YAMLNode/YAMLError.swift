/// A document that could not be read, with where and why.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case syntax
        case duplicateKey
        case multipleDocuments
        case unknownTag
        case invalidTaggedValue
        case invalidEncoding
        case nulByte
        case undefinedAlias
        case aliasBudgetExceeded
        case depthLimitExceeded
        case sizeLimitExceeded
        case complexKey
        case invalidMerge
    }

    public var kind: Kind
    public var message: String
    public var mark: Mark
    /// A second place the problem involves, such as the first of two duplicate keys.
    public var relatedMark: Mark?
    /// What to do about it, when there is something useful to say.
    public var hint: String?

    public init(_ kind: Kind, _ message: String, at mark: Mark, related: Mark? = nil, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.mark = mark
        self.relatedMark = related
        self.hint = hint
    }

    /// A stable identifier for diagnostics, such as `yaml-duplicate-key`.
    public var ruleID: String {
        "yaml-" + kind.rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
        }
    }

    public var description: String { "\(mark): \(message)" }
}
