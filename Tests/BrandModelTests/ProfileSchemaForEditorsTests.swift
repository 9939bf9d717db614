import BrandModel
import BrandSchema
import Foundation
import TestSupport
import Testing
import YAMLNode
import YAMLReader

/// Schemas/brand-profile.schema.json as editors read it (yaml-language-server, VS Code):
/// every property documented, with examples and a stable `$id`, and snippets for a new brand.
@Suite("The profile schema for editors")
struct ProfileSchemaForEditorsTests {
    static let path = Repository.schemasFolder + "/" + ProfileSchemas.profileFileName

    static func schema() throws -> Node {
        try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// Every entry of every `properties`, anywhere in the document, by its JSON pointer;
    /// not those of `$defs/standalone`, which only adds requirements to properties described
    /// where they are defined (and the root forbids any other).
    static func properties(of node: Node, at pointer: String = "") -> [(pointer: String, schema: Node)] {
        guard pointer != "/$defs/standalone" else { return [] }
        var found: [(String, Node)] = []
        switch node.value {
        case .mapping(let mapping):
            for entry in mapping.entries {
                let here = pointer + "/" + Node.pointerToken(entry.key)
                if entry.key == "properties", let properties = entry.value.mapping {
                    for property in properties.entries {
                        found.append((here + "/" + Node.pointerToken(property.key), property.value))
                    }
                }
                // Snippet bodies and examples are instances, not schemas.
                guard !["defaultSnippets", "examples", "default", "const", "enum"].contains(entry.key) else { continue }
                found += properties(of: entry.value, at: here)
            }
        case .sequence(let items):
            for (index, item) in items.enumerated() { found += properties(of: item, at: pointer + "/\(index)") }
        default:
            break
        }
        return found
    }

    @Test func everyPropertyHasADescriptionExamplesAndAnID() throws {
        let properties = Self.properties(of: try Self.schema())
        #expect(properties.count > 50)
        for (pointer, schema) in properties {
            #expect(schema["description"]?.string?.isEmpty == false, "\(pointer) has no description")
            #expect(schema["markdownDescription"]?.string?.isEmpty == false, "\(pointer) has no markdownDescription")
            #expect(schema["examples"]?.sequence?.isEmpty == false, "\(pointer) has no examples")
            #expect(schema["$id"]?.string != nil, "\(pointer) has no $id")
        }
    }

    @Test func idsAreAbsoluteUniqueAndUnderTheSchemas() throws {
        let schema = try Self.schema()
        let root = try #require(schema["$id"]?.string)
        let base = String(root.dropLast(".schema.json".count))
        let ids = Self.properties(of: schema).compactMap { $0.schema["$id"]?.string }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.hasPrefix(base + "/"), "\(id)") }
    }

    @Test func plainDescriptionsCarryNoMarkdown() throws {
        for (pointer, schema) in Self.properties(of: try Self.schema()) {
            #expect(schema["description"]?.string?.contains("`") != true, "\(pointer): markdown belongs in markdownDescription")
        }
    }

    /// A snippet body as an editor inserts it with every placeholder left at its default:
    /// `${1:text}` is `text`, `${1|a,b|}` is `a`, and a string starting `^` is written raw.
    static func instantiate(_ node: Node) throws -> Node {
        switch node.value {
        case .string(let text):
            var output = ""
            var rest = Substring(text)
            while let start = rest.range(of: "${") {
                output += rest[..<start.lowerBound]
                guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
                var inner = rest[start.upperBound..<end]
                inner = inner.drop { $0.isNumber }
                if inner.hasPrefix(":") {
                    output += inner.dropFirst()
                } else if inner.hasPrefix("|") {
                    output += inner.dropFirst().prefix { $0 != "," && $0 != "|" }
                }
                rest = rest[rest.index(after: end)...]
                if inner.hasPrefix("|"), rest.hasPrefix("}") { rest = rest.dropFirst() }
            }
            output += rest
            if output.hasPrefix("^") { return try YAMLParser().parse(String(output.dropFirst())) }
            return Node(.string(output), mark: node.mark)
        case .sequence(let items):
            return Node(.sequence(try items.map(instantiate)), mark: node.mark)
        case .mapping(let mapping):
            return Node(.mapping(.init(try mapping.entries.map { entry in
                .init(key: (try instantiate(Node(.string(entry.key)))).string ?? entry.key, keyMark: entry.keyMark, value: try instantiate(entry.value))
            })), mark: node.mark)
        default:
            return node
        }
    }

    @Test func snippetsForANewBrandAreValidProfiles() throws {
        let schema = try Self.schema()
        let schemas = try ProfileSchemas(profile: schema)
        let snippets = try #require(schema["defaultSnippets"]?.sequence)
        #expect(snippets.count >= 1)
        for snippet in snippets {
            let label = snippet["label"]?.string ?? "?"
            #expect(snippet["description"]?.string?.isEmpty == false, "\(label)")
            let body = try Self.instantiate(try #require(snippet["body"]))
            // A brand that extends a base leaves the rest to the base: checked as the loader checks bases.
            let against = body["extends"] == nil ? schemas.profile : schemas.base
            #expect(against.validate(body).map(\.description) == [], "\(label)")
        }
    }
}
