@testable import BrandModel
import TestSupport
import Testing

/// The contrast rules read a pair's colours in each appearance by the position light gives
/// (`TokenGroup.value(at:named:)`); by name (the subscript) is the reference. Seeded random
/// groups, some with the same names in the same order (an appearance's colours), some with
/// names removed, added or reordered: the positional read always gives what the name gives.
@Suite("Token groups read by position")
struct TokenGroupPositionTests {
    @Test func aReadByPositionGivesWhatTheNameGives() {
        var random = SeededGenerator(seed: 7_373)
        for _ in 0..<300 {
            let names = (0..<Int.random(in: 0...25, using: &random)).map { "c\($0)" }
            let light = TokenGroup(names.map { ($0, Int.random(in: 0...9, using: &random)) })
            var other = light
            for name in names where Int.random(in: 0..<4, using: &random) == 0 { other[name] = Int.random(in: 10...19, using: &random) }
            if Bool.random(using: &random), let removed = names.randomElement(using: &random) { other[removed] = nil }
            if Bool.random(using: &random) { other["extra\(Int.random(in: 0...3, using: &random))"] = 42 }
            if Int.random(in: 0..<5, using: &random) == 0 { other = TokenGroup(names.shuffled(using: &random).map { ($0, 7) }) }
            for name in names + ["missing", "extra0"] {
                let position = light.position(of: name) ?? Int.random(in: 0...30, using: &random)
                #expect(other.value(at: position, named: name) == other[name], "\(name) at \(position)")
            }
        }
    }
}
