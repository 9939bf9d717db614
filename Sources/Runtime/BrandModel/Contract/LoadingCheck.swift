import YAMLNode

/// The checks made while a profile is loaded, before any lint rule: the one declaration of
/// their rule ids. Every loading diagnostic names one of these cases, and brandlint's
/// `--list-rules`, its configuration refusals and docs/rules.md are derived from, or
/// checked against, ``allCases``.
///
/// All loading checks are errors: a profile that fails one cannot be used as written,
/// so none can be turned off.
public enum LoadingCheck: String, CaseIterable, Sendable {
    case yamlSyntax = "yaml-syntax"
    case yamlDuplicateKey = "yaml-duplicate-key"
    case yamlMultipleDocuments = "yaml-multiple-documents"
    case yamlUnknownTag = "yaml-unknown-tag"
    case yamlInvalidTaggedValue = "yaml-invalid-tagged-value"
    case yamlInvalidEncoding = "yaml-invalid-encoding"
    case yamlNulByte = "yaml-nul-byte"
    case yamlUndefinedAlias = "yaml-undefined-alias"
    case yamlAliasBudgetExceeded = "yaml-alias-budget-exceeded"
    case yamlDepthLimitExceeded = "yaml-depth-limit-exceeded"
    case yamlSizeLimitExceeded = "yaml-size-limit-exceeded"
    case yamlComplexKey = "yaml-complex-key"
    case yamlInvalidMerge = "yaml-invalid-merge"
    /// A schema violation; the emitted id is `schema-` and the failing keyword (see ``schemaRuleID(keyword:)``).
    case schema = "schema-*"
    case handlerConfig = "handler-config"
    /// A handler declaration's colour taken `from` a palette token the brand does not have.
    case handlerColorFrom = "handler-color-from"
    case extendsMissing = "extends-missing"
    case extendsCycle = "extends-cycle"
    case extendsUnreadable = "extends-unreadable"
    case tokenReferenceDangling = "token-reference-dangling"
    case tokenReferenceCycle = "token-reference-cycle"
    case tokenReferenceType = "token-reference-type"
    /// An appearance overriding a colour the light theme does not have.
    case appearanceOverrideUnknown = "appearance-override-unknown"
    case profileModel = "profile-model"
    case brandIDMismatch = "brand-id-mismatch"
    case brandIDInvalid = "brand-id-invalid"
    case brandIDDuplicate = "brand-id-duplicate"
    case brandFileOutside = "brand-file-outside"
    case fileUnreadable = "file-unreadable"
    /// A number the engine cannot hold: NaN, an infinity, an integer past 64 bits, a
    /// duration past 64 bits of milliseconds.
    case numberOutOfRange = "number-out-of-range"
    /// A path that is not a regular file (a FIFO, a device, a socket): never opened.
    case fileNotRegular = "file-not-regular"
    /// A base file, or a base named by `extends`, whose real location is outside the folder.
    case baseFileOutside = "base-file-outside"
    /// A delivered brand document that is not a runtime-profile envelope (BrandDelivery).
    case runtimeProfile = "runtime-profile"

    /// What the check makes sure of, in one sentence (for `--list-rules`, SARIF and the docs).
    public var summary: String {
        switch self {
        case .yamlSyntax:
            "The file is well-formed YAML (libyaml's message and position; a tab in the indentation, or a `#colour` that comments out a flow mapping's end, is named as such)."
        case .yamlDuplicateKey: "No mapping repeats a key; both positions are given."
        case .yamlMultipleDocuments: "A profile is one document (no `---` separating several)."
        case .yamlUnknownTag: "No tags beyond the core schema's (`!!python/object`, custom `!tags` are refused)."
        case .yamlInvalidTaggedValue: "A core-schema tag fits its value (`!!int abc` does not)."
        case .yamlInvalidEncoding: "The file is valid UTF-8."
        case .yamlNulByte: "The file holds no NUL byte."
        case .yamlUndefinedAlias: "Every alias refers to an anchor defined before it."
        case .yamlAliasBudgetExceeded: "Aliases do not expand past the budget (billion laughs)."
        case .yamlDepthLimitExceeded: "Nesting stays under the depth limit."
        case .yamlSizeLimitExceeded: "The file is under the size limit."
        case .yamlComplexKey: "Mapping keys are plain scalars."
        case .yamlInvalidMerge: "A merge key `<<` takes a mapping or a list of mappings."
        case .schema:
            "The merged profile matches Schemas/brand-profile.schema.json; the suffix is the failing keyword (schema-additional-properties, schema-type, schema-required, ...); YAML traps (`#` comments, `no` for false) and malformed locale tags are explained in the hint."
        case .handlerConfig: "The tool slot's `config` matches the `config` schema of its handler's declaration (`<id>.handler.json`)."
        case .handlerColorFrom: "A colour the brand's handler declares (`colors` in `<id>.handler.json`) is not taken `from` a misspelling of a token of the brand's palette (`vault.ongold` for `vault.onGold`): an error at the declaration's line, with the did-you-mean, rather than a silent fallback (a palette without a well-spelt `from` takes the declared fallback, as designed)."
        case .extendsMissing: "The base named by `extends` exists."
        case .extendsCycle: "`extends` does not loop back on itself."
        case .extendsUnreadable: "The base named by `extends` can be read and parsed."
        case .tokenReferenceDangling: "Every token reference names an existing token."
        case .tokenReferenceCycle: "Token references do not loop."
        case .tokenReferenceType:
            "A token reference resolves to a value of its own group's kind (a colour for a colour, a number for a spacing)."
        case .appearanceOverrideUnknown:
            "An appearance (`theme.appearances`) overrides only colours the light theme has; the hint gives the closest one."
        case .profileModel: "A section that passed the schema also fits the engine's model (a value the schema cannot express, such as a duration)."
        case .brandIDMismatch: "The profile's `id` equals its file name."
        case .brandIDInvalid: "The file name is a valid brand id (`^[a-z0-9][a-z0-9-]*$`)."
        case .brandIDDuplicate: "No two files give the same brand id."
        case .brandFileOutside: "No brand file is a link leading outside the brands folder."
        case .fileUnreadable: "The file can be read; the message names the real cause."
        case .numberOutOfRange:
            "Every number fits what reads it: no NaN or infinity, integers within 64 bits, durations within 64 bits of milliseconds."
        case .fileNotRegular:
            "Every profile path is a regular file; FIFOs, devices and sockets are refused without being opened."
        case .baseFileOutside:
            "No base file is a link leading outside the brands folder."
        case .runtimeProfile:
            "A delivered brand document is a runtime-profile envelope (`format: brandengine.runtime-profile`, a version this engine reads) around its profile (docs/delivery.md)."
        }
    }

    /// The check a YAML refusal fails. Exhaustive, so a new kind of refusal must be given
    /// a rule id here before anything builds.
    public init(_ kind: YAMLError.Kind) {
        self = switch kind {
        case .syntax: .yamlSyntax
        case .duplicateKey: .yamlDuplicateKey
        case .multipleDocuments: .yamlMultipleDocuments
        case .unknownTag: .yamlUnknownTag
        case .invalidTaggedValue: .yamlInvalidTaggedValue
        case .invalidEncoding: .yamlInvalidEncoding
        case .nulByte: .yamlNulByte
        case .undefinedAlias: .yamlUndefinedAlias
        case .aliasBudgetExceeded: .yamlAliasBudgetExceeded
        case .depthLimitExceeded: .yamlDepthLimitExceeded
        case .sizeLimitExceeded: .yamlSizeLimitExceeded
        case .complexKey: .yamlComplexKey
        case .invalidMerge: .yamlInvalidMerge
        }
    }

    /// The rule id of a schema violation: `schema-` and the keyword in kebab case
    /// (`additionalProperties` -> `schema-additional-properties`, `$ref` -> `schema-ref`).
    public static func schemaRuleID(keyword: String) -> String {
        "schema-" + kebabCased(keyword)
    }

    /// Whether `id` is a loading check's rule id, a `schema-` one included.
    public static func contains(ruleID id: String) -> Bool {
        id.hasPrefix("schema-") || LoadingCheck(rawValue: id) != nil
    }

    /// `camelCase` as `kebab-case`, without a `$`: the one conversion of a name into a rule id.
    public static func kebabCased(_ name: String) -> String {
        name.reduce(into: "") { text, character in
            if character == "$" { return }
            if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
        }
    }
}
