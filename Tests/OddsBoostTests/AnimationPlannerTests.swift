import Testing
@testable import OddsBoost

@Suite struct AnimationPlannerTests {
    static func segments(_ filled: Int, of total: Int) -> ProgressSegments { ProgressSegments(total: total, filled: filled) }

    /// Delays rounded to the millisecond, so the tests state them the way the original app does.
    static func timing(_ plan: AnimationPlan) -> [String] {
        plan.operations.map { operation in
            let delay = Int((operation.delay * 1000).rounded())
            let duration = Int((operation.duration * 1000).rounded())
            return "\(operation.op)\(operation.index.map { "(\($0))" } ?? "") \(delay)+\(duration)"
        }
    }

    @Test func singleFillStartsImmediately() {
        var planner = AnimationPlanner()
        let plan = planner.plan(from: Self.segments(2, of: 6), to: Self.segments(3, of: 6), at: .zero)
        #expect(Self.timing(plan) == ["fill(2) 0+300"])
        #expect(plan.operations[0].animation.effect == .colorTransition)
        #expect(plan.generation == 1)
    }

    @Test func fillsWaveLeftToRightAndUnfillsRightToLeft() {
        var planner = AnimationPlanner()
        let filling = planner.plan(from: Self.segments(0, of: 6), to: Self.segments(6, of: 6), at: .zero)
        #expect(Self.timing(filling) == ["fill(0) 0+300", "fill(1) 50+300", "fill(2) 100+300", "fill(3) 150+300", "fill(4) 200+300", "fill(5) 250+300"])
        #expect(abs(filling.totalDuration - 0.55) < 1e-9)
        let emptying = planner.plan(from: Self.segments(6, of: 6), to: Self.segments(3, of: 6), at: .seconds(1))
        #expect(Self.timing(emptying) == ["unfill(5) 0+300", "unfill(4) 50+300", "unfill(3) 100+300"])
    }

    @Test func jumpFromTwoToFiveSelections() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.select(2)
        let (display, plan) = engine.select(5)
        #expect(display.segments == Self.segments(5, of: 6))
        #expect(Self.timing(plan) == ["fill(2) 0+300", "add(3) 100+400", "add(4) 150+400", "add(5) 200+400"])
        #expect(plan.operations.map(\.change.isFilled) == [nil, true, true, false])
        #expect(plan.operations[1].animation.effect == .scaleFade(fromScale: 0.3, toScale: 1, fromOpacity: 0, toOpacity: 1))
    }

    @Test func maxTierBackToNone() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.select(9)
        let (atMax, toMax) = engine.select(10)
        #expect(atMax.segments == nil)
        #expect(Self.timing(toMax) == ["hideBar 0+200"])
        let (empty, toEmpty) = engine.select(0)
        #expect(empty == .hidden)
        #expect(toEmpty.operations.isEmpty)
        let (one, toOne) = engine.select(1)
        #expect(one.segments == Self.segments(1, of: 2))
        #expect(Self.timing(toOne) == ["showBar 0+400", "add(0) 100+400", "add(1) 150+400"])
    }

    @Test func fromNineSelectionsStraightToNone() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.select(9)
        let (display, plan) = engine.select(0)
        #expect(display == .hidden)
        #expect(plan.operations.map(\.op) == ["hideBar"])
    }

    @Test func removesWaveRightToLeft() {
        var planner = AnimationPlanner()
        let plan = planner.plan(from: Self.segments(6, of: 10), to: Self.segments(5, of: 6), at: .zero)
        #expect(Self.timing(plan) == ["remove(9) 0+200", "remove(8) 50+200", "remove(7) 100+200", "remove(6) 150+200", "unfill(5) 0+300"])
    }

    @Test func reduceMotionKeepsOperationsWithoutMotion() {
        var planner = AnimationPlanner(reduceMotion: true)
        let plan = planner.plan(from: Self.segments(2, of: 3), to: Self.segments(5, of: 6), at: .zero)
        #expect(plan.operations.map(\.op) == ["fill", "add", "add", "add"])
        #expect(Self.timing(plan) == ["fill(2) 0+200", "add(3) 0+200", "add(4) 0+200", "add(5) 0+200"])
        #expect(plan.operations.allSatisfy { $0.animation.effect == .crossFade })
    }

    @Test func brandTokensOverrideTheDefaults() {
        var tokens = SegmentAnimationTokens.standard
        tokens.fill = SegmentAnimation(effect: .colorTransition, curve: .linear, delay: 0.02, duration: 0.5)
        tokens.stagger = 0.1
        var planner = AnimationPlanner(tokens: tokens)
        let plan = planner.plan(from: Self.segments(0, of: 3), to: Self.segments(2, of: 3), at: .zero)
        #expect(Self.timing(plan) == ["fill(0) 20+500", "fill(1) 120+500"])
    }

    /// Rapid changes: a plan cancels the previous plan's operations that have not started.
    @Test func newerPlanCancelsOperationsNotYetStarted() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.select(2, at: .zero)
        let (_, grow) = engine.select(5, at: .seconds(1))
        // fill(2) at 0 ms and add(3) at 100 ms have started 120 ms later; add(4) at 150 ms and add(5) at 200 ms have not.
        let (_, shrink) = engine.select(2, at: .seconds(1) + .milliseconds(120))
        #expect(shrink.generation == grow.generation + 1)
        #expect(shrink.cancels == [grow.operations[2].id, grow.operations[3].id])
        #expect(shrink.cancels.map(\.description) == ["2.2", "2.3"])
        // The shrink is diffed against the display the cancelled operations lead to.
        #expect(Self.timing(shrink) == ["remove(5) 0+200", "remove(4) 50+200", "remove(3) 100+200", "unfill(2) 0+300"])
        // Once everything has started, a later plan cancels nothing.
        let (_, again) = engine.select(3, at: .seconds(5))
        #expect(again.cancels.isEmpty)
    }

    @Test func planWithoutOperationsCancelsNothingAndKeepsThePendingPlan() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.select(2, at: .zero)
        let (_, grow) = engine.select(5, at: .seconds(1))
        // Same segments, different texts: live stairs with other percentages.
        let stairs = OddsBoostStairs(current: .init(minSelections: 4, percent: 22), next: .init(minSelections: 6, percent: 33))
        let (display, textOnly) = engine.setStairs(stairs, at: .seconds(1) + .milliseconds(10))
        #expect(display.callToAction == "Add 1 more qualifying selection to get a 33% win boost")
        #expect(textOnly.operations.isEmpty && textOnly.cancels.isEmpty)
        let (_, next) = engine.select(4, at: .seconds(1) + .milliseconds(160))
        #expect(next.cancels == [grow.operations[3].id])
        #expect(next.generation == grow.generation + 2)
    }

    @Test func clockGoingBackwardsCancelsEverythingDelayed() {
        var planner = AnimationPlanner()
        let first = planner.plan(from: Self.segments(0, of: 3), to: Self.segments(3, of: 3), at: .seconds(2))
        let second = planner.plan(from: Self.segments(3, of: 3), to: Self.segments(0, of: 3), at: .seconds(1))
        #expect(second.cancels == first.operations.dropFirst().map(\.id))
    }
}
