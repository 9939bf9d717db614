import YAMLNode

/// One way an instance breaks its schema, with where it happened and what to do.
public struct SchemaViolation: Sendable, Equatable, CustomStringConvertible {
    /// A property that the schema does not allow, with the names it does allow.
    public struct UnknownProperty: Sendable, Equatable {
        /// The property as written in the instance.
        public var name: String
        /// The names listed under `properties` of the schema that rejected it.
        public var allowedNames: [String]
        /// The allowed name closest to `name`, when it is likely a typo.
        public var suggestion: String?
        /// True when `suggestion` is the only candidate that close and the mapping does not
        /// already hold it: renaming the key then only corrects the typo.
        public var isUnambiguous: Bool
        /// Every allowed name as close to `name` as `suggestion` is, `suggestion` first.
        public var equallyClose: [String]
        /// Where the mapping already holds `suggestion`, when it does (renaming would collide).
        public var suggestionMark: Mark?

        public init(
            name: String, allowedNames: [String], suggestion: String?, isUnambiguous: Bool = false, equallyClose: [String] = [],
            suggestionMark: Mark? = nil
        ) {
            self.name = name
            self.allowedNames = allowedNames
            self.suggestion = suggestion
            self.isUnambiguous = isUnambiguous
            self.equallyClose = equallyClose
            self.suggestionMark = suggestionMark
        }
    }

    /// JSON pointer to the offending value, e.g. `/appBar/toolSlot/kind` (`~0`, `~1` escaped).
    /// For an unknown property it points at the property itself.
    public var instancePath: String
    /// Where to look in the instance document: the offending value; for `required`
    /// the mapping that lacks the property; for an unknown property, its key.
    public var mark: Mark
    /// The keyword that failed, e.g. `required`, `type`, `additionalProperties`.
    public var keyword: String
    /// JSON pointer into the schema document of the failing keyword, e.g. `#/properties/appBar/required`.
    public var schemaPath: String
    /// What is wrong, for a person: `missing required property "kind"`.
    public var message: String
    /// What to do about it, when there is something useful to say ("did you mean `toolSlot`?").
    public var hint: String?
    /// Set for `additionalProperties: false` (and false property schemas) violations.
    public var unknownProperty: UnknownProperty?
    /// Set for `type` violations: the offending value, so that a reader need not look it up
    /// by its path (a scan of each mapping on the way, per violation).
    public var value: Node?
    /// Set for `required` violations: the property that is missing; and for an unknown
    /// property that is a misspelling of it, which stands for both.
    public var missingProperty: String?

    public init(
        instancePath: String, mark: Mark, keyword: String, schemaPath: String, message: String,
        hint: String? = nil, unknownProperty: UnknownProperty? = nil, missingProperty: String? = nil, value: Node? = nil
    ) {
        self.instancePath = instancePath
        self.mark = mark
        self.keyword = keyword
        self.schemaPath = schemaPath
        self.message = message
        self.hint = hint
        self.unknownProperty = unknownProperty
        self.missingProperty = missingProperty
        self.value = value
    }

    public var description: String {
        "\(mark): \(instancePath.isEmpty ? "/" : instancePath): \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}
