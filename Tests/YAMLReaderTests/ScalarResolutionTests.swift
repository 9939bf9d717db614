import Testing
@testable import YAMLNode
import YAMLReader

@Suite("YAML 1.2 core schema scalars")
struct ScalarResolutionTests {
    private func value(_ text: String) throws -> Node {
        try #require(YAMLParser().parse("v: \(text)")["v"])
    }

    @Test(arguments: ["no", "yes", "on", "off", "NO", "Yes", "y", "n", "On", "OFF"])
    func yamlOneOneBooleansStayStrings(_ word: String) throws {
        #expect(try value(word).string == word)
    }

    @Test(arguments: [("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false), ("FALSE", false)])
    func booleans(_ text: String, _ expected: Bool) throws {
        #expect(try value(text).bool == expected)
    }

    @Test(arguments: ["null", "Null", "NULL", "~", ""])
    func nulls(_ text: String) throws {
        #expect(try value(text).isNull)
    }

    @Test(arguments: [("0", 0), ("12", 12), ("-7", -7), ("+3", 3), ("0x1F", 31), ("0o17", 15), ("0xff", 255), ("007", 7)])
    func integers(_ text: String, _ expected: Int) throws {
        let node = try value(text)
        guard case .int(let number) = node.value else {
            Issue.record("\(text) resolved to \(node.typeName)")
            return
        }
        #expect(number == expected)
    }

    @Test(arguments: [("1.5", 1.5), ("-0.25", -0.25), (".5", 0.5), ("1e3", 1000.0), ("6.02E+23", 6.02e23), ("1.", 1.0)])
    func floats(_ text: String, _ expected: Double) throws {
        let node = try value(text)
        guard case .double(let number) = node.value else {
            Issue.record("\(text) resolved to \(node.typeName)")
            return
        }
        #expect(number == expected)
    }

    /// Short decimals take a path of their own; it must round exactly as `Double(_:)` does,
    /// sign of zero included, on both sides of the fifteen-digit limit.
    @Test(arguments: [
        "0.1", "0.3", "-0.0", "0.0", "2.675", "123456789012.345", "0.000000000000001",
        "999999999999999.", "9007199254740993.0", "1234567890123456.7", "0.1234567890123456789", "-1.7976931348623157",
    ])
    func decimalsMatchStandardParsing(_ text: String) throws {
        let node = try value(text)
        let expected = try #require(Double(text))
        guard case .double(let number) = node.value else {
            Issue.record("\(text) resolved to \(node.typeName)")
            return
        }
        #expect(number.bitPattern == expected.bitPattern)
    }

    @Test func infinitiesAndNaN() throws {
        #expect(try value(".inf").double == .infinity)
        #expect(try value("-.Inf").double == -.infinity)
        #expect(try value("+.INF").double == .infinity)
        #expect(try value(".nan").double?.isNaN == true)
        #expect(try value(".NaN").double?.isNaN == true)
    }

    @Test(arguments: ["0x", "0o8", "1.2.3", "1e", "e3", "-x", ".", "12abc", "0b101", "1_000", "+0x1F", ".infinity", "nan", "inf"])
    func lookalikesStayStrings(_ text: String) throws {
        #expect(try value(text).string == text)
    }

    @Test(arguments: ["\"true\"", "'12'", "\"null\"", "'~'", "\"0x1F\"", "''"])
    func quotedScalarsAreAlwaysStrings(_ text: String) throws {
        #expect(try value(text).string != nil)
    }

    @Test func hugeIntegerBecomesANumber() throws {
        #expect(try value("123456789012345678901234567890").double == 1.2345678901234568e29)
    }

    @Test func explicitTags() throws {
        #expect(try value("!!str 12").string == "12")
        #expect(try value("!!float 3").double == 3)
        #expect(try value("!!int \"42\"").int == 42)
        #expect(try value("! 12").string == "12")
        #expect(throws: YAMLError.self) { try value("!!int abc") }
    }
}
