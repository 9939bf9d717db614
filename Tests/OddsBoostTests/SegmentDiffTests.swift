import TestSupport
import Testing
@testable import OddsBoost

@Suite struct SegmentDiffTests {
    static func segments(_ filled: Int, of total: Int) -> ProgressSegments { ProgressSegments(total: total, filled: filled) }

    @Test func newSelectionIsOneFill() {
        #expect(SegmentDiff.changes(from: Self.segments(2, of: 6), to: Self.segments(3, of: 6))
            == [SegmentChange(kind: .fill, index: 2)])
    }

    @Test func removedSelectionIsOneUnfill() {
        #expect(SegmentDiff.changes(from: Self.segments(3, of: 6), to: Self.segments(2, of: 6))
            == [SegmentChange(kind: .unfill, index: 2)])
    }

    @Test func reachingATierGrowsTheBar() {
        // 2 of 3 -> 3 of 4 (tier 2 reached): fill the third, add an empty fourth.
        #expect(SegmentDiff.changes(from: Self.segments(2, of: 3), to: Self.segments(3, of: 4)) == [
            SegmentChange(kind: .fill, index: 2),
            SegmentChange(kind: .add, index: 3, isFilled: false),
        ])
    }

    @Test func jumpFromTwoToFiveSelections() {
        // Betsson Cameroon: n=2 shows 2/3, n=5 shows 5/6.
        #expect(SegmentDiff.changes(from: Self.segments(2, of: 3), to: Self.segments(5, of: 6)) == [
            SegmentChange(kind: .fill, index: 2),
            SegmentChange(kind: .add, index: 3, isFilled: true),
            SegmentChange(kind: .add, index: 4, isFilled: true),
            SegmentChange(kind: .add, index: 5, isFilled: false),
        ])
    }

    @Test func shrinkingRemovesFromTheRight() {
        #expect(SegmentDiff.changes(from: Self.segments(6, of: 10), to: Self.segments(5, of: 6)) == [
            SegmentChange(kind: .remove, index: 9), SegmentChange(kind: .remove, index: 8),
            SegmentChange(kind: .remove, index: 7), SegmentChange(kind: .remove, index: 6),
            SegmentChange(kind: .unfill, index: 5),
        ])
    }

    @Test func barAppearsAndDisappearsWhole() {
        #expect(SegmentDiff.changes(from: nil, to: Self.segments(1, of: 2)) == [
            SegmentChange(kind: .showBar),
            SegmentChange(kind: .add, index: 0, isFilled: true),
            SegmentChange(kind: .add, index: 1, isFilled: false),
        ])
        #expect(SegmentDiff.changes(from: Self.segments(9, of: 10), to: nil) == [SegmentChange(kind: .hideBar)])
        #expect(SegmentDiff.changes(from: nil, to: nil).isEmpty)
        #expect(SegmentDiff.changes(from: Self.segments(2, of: 3), to: Self.segments(2, of: 3)).isEmpty)
    }

    /// Minimality over random transitions: applying the changes yields the new bar, no
    /// change is redundant (SegmentBar refuses those), and the count is exactly the
    /// differing common segments + adds + removes + bar visibility change.
    @Test(arguments: [1, 2, 3, 0xC0FFEE] as [UInt64])
    func randomTransitionsAreMinimalAndCorrect(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        func randomBar() -> ProgressSegments? {
            if Int.random(in: 0..<5, using: &generator) == 0 { return nil }
            let total = Int.random(in: 0...14, using: &generator)
            return ProgressSegments(total: total, filled: Int.random(in: 0...total, using: &generator))
        }
        for _ in 0..<2_000 {
            let (old, new) = (randomBar(), randomBar())
            let changes = SegmentDiff.changes(from: old, to: new)
            var bar = SegmentBar(old)
            for change in changes { try bar.apply(change) }
            #expect(bar == SegmentBar(new), "\(String(describing: old)) -> \(String(describing: new)): \(changes)")

            let before = SegmentBar(old).segments
            let after = SegmentBar(new).segments
            let expected: Int
            if new == nil {
                expected = old == nil ? 0 : 1
            } else {
                let common = min(before.count, after.count)
                let differing = (0..<common).filter { before[$0] != after[$0] }.count
                let visibilityChange = old == nil ? 1 : 0
                expected = differing + abs(before.count - after.count) + visibilityChange
            }
            #expect(changes.count == expected)
            #expect(SegmentDiff.count(from: old, to: new) == changes.count)
        }
    }

    @Test func segmentBarRefusesRedundantChanges() {
        var bar = SegmentBar(Self.segments(2, of: 3))
        #expect(throws: SegmentBar.InvalidChange.self) { try bar.apply(SegmentChange(kind: .fill, index: 0)) }
        #expect(throws: SegmentBar.InvalidChange.self) { try bar.apply(SegmentChange(kind: .add, index: 1, isFilled: true)) }
        #expect(throws: SegmentBar.InvalidChange.self) { try bar.apply(SegmentChange(kind: .remove, index: 0)) }
        #expect(throws: SegmentBar.InvalidChange.self) { try bar.apply(SegmentChange(kind: .showBar)) }
        #expect(bar.description == "[■■□]")
    }
}
