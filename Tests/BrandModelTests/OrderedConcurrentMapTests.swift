import Synchronization
import Testing
@testable import ProfileLoading

@Suite("Brands loaded on several threads come back in order")
struct OrderedConcurrentMapTests {
    @Test(arguments: [1, 2, 3, 8])
    func resultsArriveInTheOrderOfTheItems(jobs: Int) {
        let items = Array(0..<1_000)
        var seen: [Int] = []
        OrderedConcurrentMap.forEach(items, jobs: jobs, state: { () }, transform: { item, _ in item * item }) { seen.append($0) }
        #expect(seen == items.map { $0 * $0 })
    }

    @Test func everyItemIsTransformedExactlyOnce() {
        let calls = Atomic<Int>(0)
        var count = 0
        OrderedConcurrentMap.forEach(Array(0..<777), jobs: 4, state: { () }, transform: { item, _ in
            calls.wrappingAdd(1, ordering: .relaxed)
            return item
        }) { _ in count += 1 }
        #expect(calls.load(ordering: .relaxed) == 777)
        #expect(count == 777)
    }

    /// Many batches (1,000 items, 3 threads), yet each thread makes its state once and
    /// keeps it from batch to batch.
    @Test(arguments: [1, 3])
    func eachThreadMakesItsStateOnceAndKeepsIt(jobs: Int) {
        let made = Atomic<Int>(0)
        var handled = 0
        OrderedConcurrentMap.forEach(
            Array(0..<1_000), jobs: jobs,
            state: { made.wrappingAdd(1, ordering: .relaxed).oldValue },
            transform: { _, state in state }
        ) { _ in handled += 1 }
        #expect(handled == 1_000)
        #expect((1...jobs).contains(made.load(ordering: .relaxed)))
    }

    @Test func noItemsAndMoreJobsThanItemsAreFine() {
        var seen: [String] = []
        OrderedConcurrentMap.forEach([String](), jobs: 4, state: { () }, transform: { item, _ in item }) { seen.append($0) }
        #expect(seen.isEmpty)
        OrderedConcurrentMap.forEach(["a", "b"], jobs: 16, state: { () }, transform: { item, _ in item.uppercased() }) { seen.append($0) }
        #expect(seen == ["A", "B"])
    }
}
