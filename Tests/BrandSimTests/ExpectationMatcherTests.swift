import Testing
import YAMLNode
@testable import BrandSim

/// What an `expect` value matches.
@Suite("Expectation matching")
struct ExpectationMatcherTests {
    static func string(_ text: String) -> Node { Node(.string(text)) }

    /// CSS and React Native write colours in lower case; the engine's state in upper case.
    @Test(arguments: [("#061f4a", "#061F4A"), ("#061F4A", "#061f4a"), ("#AbCdEf80", "#abcdef80"), ("#fff", "#FFFFFF")])
    func coloursMatchWhateverTheirCase(expected: String, actual: String) {
        #expect(ExpectationMatcher.matches(Self.string(expected), Self.string(actual)))
        let mapping = Node(.mapping(Node.Mapping([.init(key: "empty", keyMark: .start, value: Self.string(expected))])))
        let actualMapping = Node(.mapping(Node.Mapping([.init(key: "empty", keyMark: .start, value: Self.string(actual))])))
        #expect(ExpectationMatcher.matches(mapping, actualMapping))
    }

    @Test(arguments: [("#061f4b", "#061F4A"), ("#061F4A80", "#061F4A"), ("Login", "login"), ("#zzz", "#ZZZ"), ("061f4a", "061F4A")])
    func otherTextsMatchAsWritten(expected: String, actual: String) {
        #expect(!ExpectationMatcher.matches(Self.string(expected), Self.string(actual)))
    }
}
