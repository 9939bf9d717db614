/// Why a flag has its value, as OpenFeature's resolution reasons spell them.
public enum FlagReason: String, Sendable, CaseIterable, Codable {
    /// No rule matched: the flag's default.
    case `default` = "default"
    /// A rule with a `value` matched.
    case targetingMatch = "targeting-match"
    /// A rule with a `rollout` matched and the context's bucket decided.
    case split
    /// The flag could not be evaluated (``FlagErrorCode``); the value is `false`.
    case error
}

/// Why an evaluation failed, as OpenFeature's error codes spell them.
public enum FlagErrorCode: String, Sendable, CaseIterable, Codable {
    /// The profile does not set the flag.
    case flagNotFound = "FLAG_NOT_FOUND"
}

/// One evaluation of a flag, shaped like OpenFeature's evaluation details.
public struct FlagEvaluation: Sendable, Hashable {
    public var value: Bool
    public var reason: FlagReason
    /// The index of the rule that decided in the flag's `rules`, nil for a default or error.
    public var ruleIndex: Int?
    public var errorCode: FlagErrorCode?

    public init(value: Bool, reason: FlagReason, ruleIndex: Int? = nil, errorCode: FlagErrorCode? = nil) {
        self.value = value
        self.reason = reason
        self.ruleIndex = ruleIndex
        self.errorCode = errorCode
    }

    /// `value=true reason=split rule=0`: one line per evaluation, as brandsim and the
    /// differential tests compare them.
    public var summary: String {
        var text = "value=\(value) reason=\(reason.rawValue)"
        if let ruleIndex { text += " rule=\(ruleIndex)" }
        if let errorCode { text += " error=\(errorCode.rawValue)" }
        return text
    }
}
