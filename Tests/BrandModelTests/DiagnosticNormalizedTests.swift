import Testing
@testable import BrandModel

@Suite("Normalized diagnostics")
struct DiagnosticNormalizedTests {
    func diagnostic(_ file: String, _ line: Int, _ message: String = "m", hint: String? = nil) -> Diagnostic {
        Diagnostic(file: file, line: line, column: 1, severity: .error, rule: "r", message: message, hint: hint)
    }

    @Test func sortedWithExactRepeatsDropped() {
        let input = [diagnostic("b", 2), diagnostic("a", 9), diagnostic("b", 2), diagnostic("a", 1, "x"), diagnostic("a", 1, "w")]
        #expect(input.normalized() == [diagnostic("a", 1, "w"), diagnostic("a", 1, "x"), diagnostic("a", 9), diagnostic("b", 2)])
    }

    /// Diagnostics that sort alike but differ (here in the hint) all stay, in the order
    /// written, however many there are; only their exact repeats go.
    @Test(arguments: [2, 8, 9, 40])
    func alikeButDifferentStayInWrittenOrder(count: Int) {
        let distinct = (0..<count).map { diagnostic("f", 3, hint: "h\(count - $0)") }
        let input = distinct + distinct.reversed() + [diagnostic("e", 1)] + distinct
        #expect(input.normalized() == [diagnostic("e", 1)] + distinct)
    }
}
