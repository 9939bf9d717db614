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

    @Test func aReferenceToAValueOfAnotherKindIsReportedWhereItIsWritten() throws {
        let result = TokenResolver.resolve(try YAMLParser().parse("""
            theme:
              spacing: { gutter: 16, wide: "{colors.a}" }
              colors:
                a: "{spacing.gutter}"
                b: "{colors.a}"
                c: "#FFFFFF"
            """))
        // `wide` reaches 16 through `colors.a`: a number, as spacing wants.
        #expect(result.problems.map(\.kind) == [.wrongType])
        #expect(result.problems.map(\.mark.line) == [4])
        #expect(result.problems[0].message.contains("colors.a must be a colour"))
        #expect(result.profile["theme"]?["spacing"]?["wide"]?.int == 16)
        // Left unresolved, so nothing downstream reads a number as a colour.
        #expect(result.profile["theme"]?["colors"]?["a"]?.string == "{spacing.gutter}")
    }

    @Test func longChainsAndCyclesAreFollowedOnceAndDescribedShortly() throws {
        let count = 20_000
        let chain = (0..<count).map { "    c\($0): \"{colors.c\($0 + 1)}\"\n" }.joined() + "    c\(count): \"#FFFFFF\"\n"
        let resolved = try resolve(chain)
        #expect(resolved.problems == [])
        #expect(resolved.profile["theme"]?["colors"]?["c0"]?.string == "#FFFFFF")
        let cycle = (0..<count).map { "    c\($0): \"{colors.c\(($0 + 1) % count)}\"\n" }.joined()
        let looped = try resolve(cycle)
        #expect(looped.problems.count == count)
        #expect(looped.problems.allSatisfy { $0.kind == .cycle })
        #expect(looped.problems[1].message
            == "token reference cycle: colors.c1 -> colors.c2 -> colors.c3 -> colors.c4 -> colors.c5 -> colors.c6 -> colors.c7 -> colors.c8 -> … (19992 more) -> colors.c1")
    }

    @Test func aSelfReferenceIsACycleOfOne() throws {
        let result = try resolve("""
                a: "{colors.a}"
                b: "{colors.a}"
            """)
        #expect(result.problems.map(\.kind) == [.cycle])
        #expect(result.problems[0].message == "token reference cycle: colors.a -> colors.a")
        #expect(result.problems[0].mark.line == 3)
    }

    @Test func aChainIntoALoopReportsTheLoopOnlyAndAChainToNothingItsLastLink() throws {
        let result = try resolve("""
                lead: "{colors.x}"
                x: "{colors.y}"
                y: "{colors.x}"
                far: "{colors.near}"
                near: "{colors.gone}"
            """)
        #expect(result.problems.map(\.kind) == [.cycle, .cycle, .dangling])
        #expect(result.problems.map(\.mark.line) == [4, 5, 7])
        #expect(result.problems[2].target == "colors.gone")
    }

    /// A theme entry other than the four groups has no slots: its tokens still resolve, and
    /// one that leads into a loop or to nothing is reported only where the fault is written.
    @Test func tokensOfOtherThemeEntriesResolveThroughTheGroups() throws {
        let result = TokenResolver.resolve(try YAMLParser().parse("""
            theme:
              shadows: { a: "{colors.c}", b: "{colors.l}", c: "{colors.none}" }
              colors: { c: "#101010", l: "{colors.l}" }
            """))
        #expect(result.profile["theme"]?["shadows"]?["a"]?.string == "#101010")
        #expect(result.problems.map(\.kind) == [.dangling, .cycle])
        #expect(result.problems.map(\.mark.line) == [2, 3])
        #expect(result.references["shadows.a"] == "colors.c")
    }

    /// Groups are slotted one after another: a reference into a later group, and chains that
    /// cross groups, find the right token.
    @Test func chainsAcrossGroupsFindTheirTokens() throws {
        let result = TokenResolver.resolve(try YAMLParser().parse("""
            theme:
              colors: { a: "{colors.b}", b: "{colors.c}", c: "#ABCDEF" }
              spacing: { s: "{spacing.t}", t: 4, u: "{spacing.s}" }
              animation: { fast: { duration: 0.2 }, alias: "{animation.fast}" }
            """))
        #expect(result.problems == [])
        #expect(result.profile["theme"]?["colors"]?["a"]?.string == "#ABCDEF")
        #expect(result.profile["theme"]?["spacing"]?["u"]?.int == 4)
        #expect(result.profile["theme"]?["animation"]?["alias"]?["duration"]?.double == 0.2)
    }

    @Test(arguments: [(1, 0, "a -> a"), (2, 0, "a -> b -> a"), (10, 9, "j -> a -> b -> c -> d -> e -> f -> g -> … (2 more) -> j")])
    func loopsAreDescribedFromTheirPlace(count: Int, start: Int, expected: String) {
        let names = (0..<count).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
        #expect(TokenResolver.describe(count: count, from: start % count) { names[$0] } == expected)
    }

    /// The flags the resolver sets as it goes say what its references say, token by token.
    @Test func referenceFlagsAgreeWithTheReferences() throws {
        let profile = try YAMLParser().parse("""
            theme:
              colors:
                a: "{colors.b}"
                b: "{colors.c}"
                c: "#123456"
                d: "#654321"
                loop: "{colors.loop}"
                broken: "{colors.nowhere}"
              spacing:
                s: 4
                t: "{spacing.s}"
              extra:
                x: "{colors.d}"
            """)
        let result = TokenResolver.resolve(profile)
        let colors = result.referenceFlags.group(.colors)
        #expect((0..<6).map(colors.isReference(at:)) == [true, true, false, false, true, true])
        #expect((0..<6).map(colors.isNamed(at:)) == [false, true, true, true, true, false])
        let spacing = result.referenceFlags.group(.spacing)
        #expect((0..<2).map(spacing.isReference(at:)) == [false, true])
        #expect((0..<2).map(spacing.isNamed(at:)) == [true, false])
        #expect(!colors.isReference(at: 6) && !colors.isNamed(at: -1))
        // Worked out again from the references and the document, with a hash per token.
        #expect(TokenReferenceFlags(document: result.profile, references: result.references) == result.referenceFlags)
    }

    /// A theme with every kind of problem: dangling (with and without a near name), a cycle
    /// and a reference to a token of the wrong type, written in source 1.
    static let troubled = """
        theme:
          colors:
            brand.primary: "#0B2341"
            a: "{colors.brand.primery}"
            b: "{colors.nothing.like.it}"
            loop.a: "{colors.loop.b}"
            loop.b: "{colors.loop.a}"
            gap: "{spacing.small}"
          spacing:
            small: 4
            wrong: "{colors.brand.primary}"
        """

    /// What a caller does not report is not built, and what it reports is as before.
    @Test func reportingLessLeavesOutOnlyWhatIsNotReported() throws {
        let profile = try YAMLParser(source: 1).parse(Self.troubled)
        let all = TokenResolver.resolve(profile)
        #expect(Set(all.problems.map(\.kind)) == [.dangling, .cycle, .wrongType])
        // Cycles only: the cycles, and the profile and references left alone.
        let cycles = TokenResolver.resolve(profile, reporting: .cycles)
        #expect(cycles.problems == all.problems.filter { $0.kind == .cycle })
        #expect(cycles.references.isEmpty)
        #expect(cycles.profile == profile)
        // The references' own file: everything, in full.
        let own = TokenResolver.resolve(profile, reporting: .detailing(source: 1))
        #expect(own.problems == all.problems)
        #expect(own.profile == all.profile)
        #expect(own.references == all.references)
        // Another file's dangling references: their target and mark only, and no did-you-mean.
        let other = TokenResolver.resolve(profile, reporting: .detailing(source: 2))
        #expect(other.problems.filter { $0.kind != .dangling } == all.problems.filter { $0.kind != .dangling })
        let dangling = other.problems.filter { $0.kind == .dangling }
        #expect(dangling.map(\.target) == all.problems.filter { $0.kind == .dangling }.map(\.target))
        #expect(dangling.map(\.mark) == all.problems.filter { $0.kind == .dangling }.map(\.mark))
        #expect(dangling.allSatisfy { $0.message.isEmpty && $0.hint == nil && $0.fix == nil })
    }
}
