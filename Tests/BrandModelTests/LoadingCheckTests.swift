import BrandLint
import Foundation
import ProfileLoading
import TestSupport
import Testing
import YAMLNode
import YAMLReader
@testable import BrandModel

/// The loading checks' one declaration, and the loader keeping to it.
@Suite("Loading checks")
struct LoadingCheckTests {
    @Test(arguments: YAMLError.Kind.allCases)
    func aYAMLRefusalIsTheCheckOfItsKind(kind: YAMLError.Kind) {
        #expect(LoadingCheck(kind).rawValue == "yaml-" + LoadingCheck.kebabCased(kind.rawValue))
    }

    @Test(arguments: [
        ("additionalProperties", "schema-additional-properties"), ("type", "schema-type"), ("$ref", "schema-ref"),
        ("minItems", "schema-min-items"),
    ])
    func aSchemaKeywordBecomesItsRuleID(keyword: String, id: String) {
        #expect(LoadingCheck.schemaRuleID(keyword: keyword) == id)
        #expect(LoadingCheck.contains(ruleID: id))
    }

    @Test func idsAreUniqueKebabCaseWithASummary() {
        let ids = LoadingCheck.allCases.map(\.rawValue)
        #expect(Set(ids).count == ids.count)
        for check in LoadingCheck.allCases {
            #expect(check.rawValue.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "*" }, "\(check.rawValue)")
            #expect(check.summary.hasSuffix("."), "\(check.rawValue)")
        }
        #expect(!LoadingCheck.contains(ruleID: "string-missing"))
    }

    /// A base that cannot be parsed: its own refusal, and the brand told at its `extends`.
    @Test func anUnreadableBaseIsReportedAtTheExtends() throws {
        try TemporaryFolder.with("loading-check") { folder in
            let brands = URL(fileURLWithPath: try TemporaryFolder.copy(Repository.fixtureBrands, into: folder, as: "Brands"))
            let bases = brands.appendingPathComponent("_base")
            for base in try FileManager.default.contentsOfDirectory(atPath: bases.path) {
                try "appBar: [\n".write(to: bases.appendingPathComponent(base), atomically: true, encoding: .utf8)
            }
            let load = ProfileLoader(schemas: try Repository.schemas(), formats: .yamlAndJSON).loadCatalog(at: brands.path)
            let rules = load.diagnostics.map(\.rule)
            #expect(rules.contains(LoadingCheck.extendsUnreadable.rawValue))
            #expect(rules.contains(LoadingCheck.yamlSyntax.rawValue))
            for rule in rules { #expect(LoadingCheck.contains(ruleID: rule), "\(rule) is not a declared loading check") }
        }
    }
}
