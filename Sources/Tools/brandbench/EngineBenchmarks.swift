import AppBarEngine
import BrandModel
import Foundation
import OddsBoost
import StandardHandlers
#if canImport(Glibc)
import Glibc
#endif

/// The hot paths an app runs on every change: a reducer step, the store's fan-out to
/// many app bars, an odds-boost selection change.
struct EngineBenchmarks {
    var catalog: BrandCatalog
    var stopwatch: Stopwatch

    struct DiscardingSink: AppBarEffectSink {
        func perform(_ effect: AppBarEffect) {}
    }

    func run() throws -> [Measurement] {
        let section = "engine"
        let registry = try StandardHandlers.registry()
        let reducer = try AppBarReducer(profile: catalog["ladbrokes"]!, registry: registry)
        var results: [Measurement] = []

        // A reducer step: a betslip count change, then a locker tap (the richest step).
        let steps = 1_000_000
        var state = reducer.reduce(reducer.initialState, .signedIn(balance: 125.5)).state
        var checksum = 0
        let countStep = stopwatch.median(operations: steps) {
            for index in 0..<steps {
                _ = reducer.reduce(into: &state, action: .betslipCountChanged(index & 7, source: .nativeStore))
                checksum &+= state.betslipCount
            }
        }
        let tapStep = stopwatch.median(operations: steps) {
            for _ in 0..<steps {
                checksum &+= reducer.reduce(into: &state, action: .itemTapped(.toolSlot)).count
            }
        }
        results.append(Measurement(section: section, name: "reducer step: betslip count", seconds: countStep, operationsPerRun: steps, note: "target well under 1 µs"))
        results.append(Measurement(section: section, name: "reducer step: locker tap (analytics + visibility)", seconds: tapStep, operationsPerRun: steps))

        // One update to 1,000 subscribers: what `send` costs the caller, delivery included.
        let store = AppBarStore(reducer: reducer, clock: ContinuousClock(), sink: DiscardingSink())
        var streams: [AsyncStream<AppBarUpdate>] = []
        for _ in 0..<1_000 { streams.append(store.updates()) }
        var count = 0
        let fanOut = stopwatch.median(operations: 100) {
            for _ in 0..<100 {
                count = (count + 1) & 7
                store.send(.betslipCountChanged(count, source: .nativeStore))
            }
        }
        results.append(Measurement(section: section, name: "one update delivered to 1,000 subscribers", seconds: fanOut, operationsPerRun: 100, note: "target under 1 ms"))
        withExtendedLifetime(streams) {}
        streams.removeAll()


        // One odds-boost selection change: display + diff + plan.
        if catalog["betsson-cm"]?.oddsBoost != nil {
            let configuration = try OddsBoostConfiguration(profile: catalog["betsson-cm"]!, locale: "en")
            var engine = OddsBoostEngine(configuration: configuration)
            let changes = 1_000_000
            let selections = [0, 1, 2, 3, 4, 5, 6, 9, 10, 12, 3, 2]
            let change = stopwatch.median(operations: changes) {
                for index in 0..<changes {
                    checksum &+= engine.select(selections[index % selections.count]).1.operations.count
                }
            }
            results.append(Measurement(section: "odds boost", name: "one selection change (display + diff + plan)", seconds: change, operationsPerRun: changes, note: "target well under 1 µs"))
        }
        results.append(flagEvaluation(checksum: &checksum))
        if checksum == 42 { print("") }
        return results
    }

    /// One evaluation of a flag with ten rules, the last a 25% split: nine rules tried and
    /// passed over (market, platform, version and attribute conditions), then the hash.
    func flagEvaluation(checksum: inout Int) -> Measurement {
        var rules = (0..<9).map { index in
            FlagRule(
                conditions: FlagConditions(
                    markets: ["M\(index)", "N\(index)"], platforms: [.android, .web], appVersion: VersionRange(">=\(index + 1).0 <\(index + 2)"),
                    user: [("tier", ["gold", "silver"])]),
                outcome: .value(true))
        }
        rules.append(FlagRule(
            conditions: FlagConditions(platforms: [.ios], appVersion: VersionRange(">=7.4.0 <8")),
            outcome: .rollout(FlagRollout(basisPoints: 2_500, bucketBy: FlagContext.userIdKey, salt: "betslip-2026-11"))))
        let flag = FlagDefinition(defaultValue: false, rules: rules)
        let contexts = (0..<1_024).map { FlagContext(userId: "user-\($0)", platform: .ios, appVersion: "7.5.\($0 & 7)", market: "AU", attributes: ["tier": "bronze"]) }
        let evaluations = 1_000_000
        let seconds = stopwatch.median(operations: evaluations) {
            for index in 0..<evaluations where flag.evaluate(in: contexts[index & 1_023]).value {
                checksum &+= 1
            }
        }
        return Measurement(
            section: "flags", name: "one evaluation: ten rules, the last a 25% split", seconds: seconds, operationsPerRun: evaluations,
            note: "target well under 1 µs")
    }

    /// Resident bytes per app-bar subscription: the growth of the process over 100,000
    /// subscriptions (Linux's /proc/self/statm; nil elsewhere). Run it first, while the
    /// heap has no freed memory to reuse.
    static func memoryPerSubscriber(catalog: BrandCatalog) throws -> Measurement? {
        let reducer = try AppBarReducer(profile: catalog["ladbrokes"]!, registry: try StandardHandlers.registry())
        let store = AppBarStore(reducer: reducer, clock: ContinuousClock(), sink: DiscardingSink())
        let count = 100_000
        var streams: [AsyncStream<AppBarUpdate>] = []
        streams.reserveCapacity(count)
        guard let before = residentBytes() else { return nil }
        for _ in 0..<count { streams.append(store.updates()) }
        guard let after = residentBytes() else { return nil }
        withExtendedLifetime(streams) {}
        return Measurement(
            section: "engine", name: "memory per subscriber", seconds: 0, operationsPerRun: 1,
            note: "\((after - before) / count) bytes (resident growth over \(count) subscriptions, each holding its first update)")
    }

    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
