/// A document that could not be read, with where and why.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Each kind is a loading check of its own (`LoadingCheck` in BrandModel names them).
    public enum Kind: String, Sendable, CaseIterable {
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

    public var description: String { "\(mark): \(message)" }
}
