/// A member of a generated TypeScript object: its literal value and the type an app uses it
/// as (`"#0b3d91"` as `string`), written from one description so the two cannot disagree.
struct TypeScriptMember: Equatable {
    /// The member's name: an identifier, written bare.
    var label: String
    /// Its value as TypeScript source.
    var value: String
    /// Its type for use as TypeScript source.
    var type: String

    init(_ label: String, _ value: String, type: String) {
        self.label = label
        self.value = value
        self.type = type
    }

    /// An object member: `{ a: 1, b: 2 }` typed `{ readonly a: number; readonly b: number }`;
    /// `{}` for none.
    static func object(_ label: String, _ fields: [TypeScriptMember]) -> TypeScriptMember {
        guard !fields.isEmpty else { return TypeScriptMember(label, "{}", type: "{}") }
        return TypeScriptMember(
            label,
            "{ " + fields.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + " }",
            type: "{ " + fields.map { "readonly \($0.label): \($0.type)" }.joined(separator: "; ") + " }")
    }
}
