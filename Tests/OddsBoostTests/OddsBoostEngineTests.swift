import Testing
@testable import OddsBoost

@Suite struct OddsBoostEngineTests {
    /// FuzzProfileDecode: animation tokens from a profile lasting 10^300 seconds, or not
    /// finite, made the engine's model time overflow `Duration` and trap.
    @Test(arguments: [1e300, .infinity, .nan, -1e300])
    func hostileDurationsDoNotOverflowModelTime(seconds: Double) throws {
        var tokens = SegmentAnimationTokens.standard
        for keyPath in [\SegmentAnimationTokens.fill, \.unfill, \.add, \.remove, \.showBar, \.hideBar] {
            tokens[keyPath: keyPath].duration = seconds
            tokens[keyPath: keyPath].delay = seconds
        }
        tokens.stagger = seconds
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration(animation: tokens))
        let capsules = (1...4).map { engine.select($0).0.capsule }
        #expect(capsules == [nil, "10%", "15%", "20%"])
    }

    @Test func walksTheSeedsUserFlow() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        #expect(engine.display == .hidden && engine.lastPlan == .initial)
        let steps = (1...4).map { engine.select($0) }
        #expect(steps.map { $0.0.capsule } == [nil, "10%", "15%", "20%"])
        #expect(steps.map { $0.1.operations.map(\.op) } == [
            ["showBar", "add", "add"], ["fill", "add"], ["fill", "add"], ["fill", "add", "add"],
        ])
        #expect(steps.map(\.1.generation) == [1, 2, 3, 4])
        #expect(engine.selections == 4 && engine.lastPlan == steps[3].1)
    }

    @Test func brandWithoutOddsBoostStaysHidden() {
        var engine = OddsBoostEngine(configuration: nil)
        for count in [0, 1, 5, 20] {
            let (display, plan) = engine.select(count)
            #expect(display == .hidden)
            #expect(plan.operations.isEmpty)
        }
        engine.setStairs(OddsBoostStairs(current: nil, next: .init(minSelections: 2, percent: 10)))
        #expect(engine.display == .hidden)
    }

    @Test func reduceMotionAppliesFromTheNextPlan() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.select(2)
        engine.setReduceMotion(true)
        #expect(engine.reduceMotion)
        let (_, plan) = engine.select(3)
        #expect(plan.operations.allSatisfy { $0.animation.effect == .crossFade && $0.delay == 0 })
        engine.setReduceMotion(false)
        #expect(engine.select(4).1.operations.contains { $0.animation.effect != .crossFade })
    }

    @Test func selectWithoutTimeWaitsForThePreviousPlan() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        let first = engine.select(6).1
        let second = engine.select(1).1
        #expect(second.cancels.isEmpty)
        #expect(second.issuedAt >= first.issuedAt + .milliseconds(Int64(first.totalDuration * 1000)))
    }

    @Test func unknownLivePercentagesAreRenderedAndRemembered() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration(locale: "fr"))
        engine.setStairs(OddsBoostStairs(current: .init(minSelections: 2, percent: 7), next: .init(minSelections: 5, percent: 13)))
        let display = engine.select(2).0
        #expect(display.capsule == "7\u{202F}%")
        #expect(display.callToAction == "Ajoutez 3 sélections éligibles de plus pour obtenir un boost de gains de 13\u{202F}%")
        var copy = engine
        #expect(copy.select(3).0.callToAction == engine.select(3).0.callToAction)
    }

    @Test func negativeCountIsTreatedAsEmpty() throws {
        var engine = OddsBoostEngine(configuration: try OddsBoostFixtures.configuration())
        engine.select(3)
        #expect(engine.select(-1).0 == .hidden)
        #expect(engine.selections == 0)
    }
}
