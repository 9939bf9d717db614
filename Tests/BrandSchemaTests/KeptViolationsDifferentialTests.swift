import TestSupport
import Testing
import YAMLNode
@testable import BrandSchema

/// The evaluator keeps at most one violation more than a failed alternative of `anyOf`/`oneOf`
/// can report as its own, and only counts the rest. Its reference builds every one: for random
/// lists of broken items under nullable and nested alternatives, both report the same.
struct KeptViolationsDifferentialTests {
    static let schema = #"""
    {"properties": {
       "oddsBoost": {"anyOf": [
         {"type": "null"},
         {"type": "object", "additionalProperties": false,
          "properties": {"tiers": {"type": "array", "items": {"$ref": "#/$defs/tier"}}, "label": {"type": "string"}}}]},
       "styles": {"type": "object", "additionalProperties": {"oneOf": [
         {"type": "string", "pattern": "^\\{.*\\}$"},
         {"type": "object", "required": ["size"], "properties": {"size": {"type": "number"}, "weight": {"enum": ["regular", "bold"]}}}]}}},
     "$defs": {"tier": {"type": "object", "required": ["minSelections", "percent"], "additionalProperties": false,
       "properties": {"minSelections": {"type": "integer"}, "percent": {"type": "number", "examples": [10]},
                      "boost": {"anyOf": [{"type": "null"}, {"type": "object", "required": ["cap"]}]}}}}}
    """#

    /// A tier, broken in one of several ways or not at all.
    static func tier(_ random: inout SeededGenerator) -> Node {
        var entries: [(String, Node)] = [("minSelections", Node(.int(Int.random(in: 1...9, using: &random))))]
        switch Int.random(in: 0..<7, using: &random) {
        case 0: entries.append(("percent", Node(.int(10))))
        case 1: entries.append(("percent", Node(.string("15%"))))
        case 2: entries.append(("percnt", Node(.int(10))))
        case 3: break
        case 4: entries += [("percent", Node(.int(5))), ("boost", Node(.mapping(Node.Mapping([]))))]
        case 5: entries += [("percent", Node(.int(5))), ("extra", Node(.bool(true)))]
        default: entries = [("minSelections", Node(.string("two")))]
        }
        return Node(.mapping(Node.Mapping(entries.map { Node.Mapping.Entry(key: $0.0, keyMark: .start, value: $0.1) })))
    }

    static func document(_ random: inout SeededGenerator) -> Node {
        // Around the kept limit: a few, about a hundred, or many broken items.
        let count = [Int.random(in: 0...5, using: &random), Int.random(in: 90...130, using: &random), Int.random(in: 150...400, using: &random)]
            .randomElement(using: &random)!
        let tiers = Node(.sequence((0..<count).map { _ in tier(&random) }))
        var oddsBoost: [(String, Node)] = [("tiers", tiers)]
        if Bool.random(using: &random) { oddsBoost.append(("lable", Node(.string("x")))) }
        let styles = (0..<Int.random(in: 0...150, using: &random)).map { index in
            Node.Mapping.Entry(key: "s\(index)", keyMark: .start, value: Bool.random(using: &random)
                ? Node(.mapping(Node.Mapping([Node.Mapping.Entry(key: "size", keyMark: .start, value: Node(.string("big")))])))
                : Node(.string("{colors.x}")))
        }
        let root = [
            ("oddsBoost", Node(.mapping(Node.Mapping(oddsBoost.map { Node.Mapping.Entry(key: $0.0, keyMark: .start, value: $0.1) })))),
            ("styles", Node(.mapping(Node.Mapping(styles)))),
        ]
        return Node(.mapping(Node.Mapping(root.map { Node.Mapping.Entry(key: $0.0, keyMark: .start, value: $0.1) })))
    }

    @Test(arguments: 0..<4)
    func keepingTheFewReportsWhatKeepingEveryOneReports(seed: UInt64) throws {
        let schema = try JSONSchema(JSONParser().parse(Self.schema))
        var random = SeededGenerator(seed: 0x4B_E97 + seed)
        for _ in 0..<40 {
            let document = Self.document(&random)
            let kept = schema.validate(document, keepingEveryViolation: false)
            let every = schema.validate(document, keepingEveryViolation: true)
            #expect(kept == every, "seed \(seed)")
            if kept != every { return }
        }
    }
}
