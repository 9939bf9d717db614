import Foundation
import TestSupport
import Testing
@testable import BrandModel

/// The schema's enumerations of what the engine knows are the model's enums: a case added
/// on one side only fails here, not in a profile that the schema and the decoder disagree on.
@Suite("Schema enumerations")
struct SchemaEnumerationTests {
    static func schemaEnum(_ pointer: [String]) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.path("Schemas/brand-profile.schema.json")))
        var node: Any = try JSONSerialization.jsonObject(with: data)
        for key in pointer { node = try #require((node as? [String: Any])?[key], "no \(key) in \(pointer)") }
        return try #require((node as? [String: Any])?["enum"] as? [String])
    }

    @Test func appBarItemsAreTheModels() throws {
        let signedOut = try Self.schemaEnum(["properties", "appBar", "properties", "signedOut", "items"])
        let signedIn = try Self.schemaEnum(["properties", "appBar", "properties", "signedIn", "items"])
        #expect(Set(signedOut + signedIn) == Set(AppBarItem.allCases.map(\.rawValue)))
    }

    @Test func pendingBetsLabelsAreTheModels() throws {
        #expect(try Self.schemaEnum(["properties", "appBar", "properties", "pendingBetsLabel"]) == PendingBetsLabel.allCases.map(\.rawValue))
    }

    @Test func toolSlotKindsAreTheModels() throws {
        let kinds = try Self.schemaEnum(["properties", "appBar", "properties", "toolSlot", "properties", "kind"])
        #expect(kinds == ToolSlotKind.allCases.map(\.rawValue))
        // Every kind but none names a string the engine displays.
        #expect(Set(kinds.filter { $0 != ToolSlotKind.none.rawValue }.map { StringKey.tool(ToolSlotKind(rawValue: $0)!).rawValue })
            .isSubset(of: Set(StringKey.allCases.map(\.rawValue))))
    }
}
