import Testing
import YAMLNode
@testable import BrandModel
import YAMLReader

@Suite("Token references")
struct TokenResolverTests {
    func resolve(_ colors: String) throws -> TokenResolver.Resolution {
        TokenResolver.resolve(try YAMLParser().parse("theme:\n  colors:\n" + colors))
    }

    @Test func chainsResolveToTheValueAtTheReferencesMark() throws {
        let result = try resolve("""
                a: "{colors.b}"
                b: "{colors.c}"
                c: "#123456"
            """)
        #expect(result.problems == [])
        #expect(result.profile["theme"]?["colors"]?["a"]?.string == "#123456")
        #expect(result.profile["theme"]?["colors"]?["a"]?.mark == Mark(line: 3, column: 8))
        #expect(result.references == ["colors.a": "colors.b", "colors.b": "colors.c"])
    }

    @Test func aCycleIsReportedAtEveryTokenOnIt() throws {
        let result = try resolve("""
                a: "{colors.b}"
                b: "{colors.a}"
                c: "{colors.a}"
            """)
        #expect(result.problems.map(\.kind) == [.cycle, .cycle])
        #expect(result.problems.map(\.mark.line) == [3, 4])
        #expect(result.problems[0].message == "token reference cycle: colors.a -> colors.b -> colors.a")
    }

    @Test func aDanglingReferenceIsReportedOnceWhereItIsWritten() throws {
        let result = try resolve("""
                a: "{colors.b}"
                b: "{colors.nowhere}"
            """)
        #expect(result.problems.map(\.kind) == [.dangling])
        #expect(result.problems[0].mark.line == 4)
    }

    @Test(arguments: ["{colors}", "{color.a}", "{}", "colors.a", "{colors.a", "{{colors.a}}", "Get {percent} boost"])
    func notReferences(_ text: String) {
        #expect(TokenResolver.reference(in: text) == nil)
    }

    @Test func referencesAcrossGroups() {
        #expect(TokenResolver.reference(in: "{spacing.appBar.height}") == "spacing.appBar.height")
    }
}
