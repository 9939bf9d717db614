import Synchronization
import Testing
@testable import BrandModel

@Suite("Brands loaded on several threads come back in order")
struct OrderedConcurrentMapTests {
    @Test(arguments: [1, 2, 3, 8])
    func resultsArriveInTheOrderOfTheItems(jobs: Int) {
        let items = Array(0..<1_000)
        var seen: [Int] = []
        OrderedConcurrentMap.forEach(items, jobs: jobs, transform: { $0 * $0 }) { seen.append($0) }
        #expect(seen == items.map { $0 * $0 })
    }

    @Test func everyItemIsTransformedExactlyOnce() {
        let calls = Atomic<Int>(0)
        var count = 0
        OrderedConcurrentMap.forEach(Array(0..<777), jobs: 4, transform: { item in
            calls.wrappingAdd(1, ordering: .relaxed)
            return item
        }) { _ in count += 1 }
        #expect(calls.load(ordering: .relaxed) == 777)
        #expect(count == 777)
    }

    @Test func noItemsAndMoreJobsThanItemsAreFine() {
        var seen: [String] = []
        OrderedConcurrentMap.forEach([String](), jobs: 4, transform: { $0 }) { seen.append($0) }
        #expect(seen.isEmpty)
        OrderedConcurrentMap.forEach(["a", "b"], jobs: 16, transform: { $0.uppercased() }) { seen.append($0) }
        #expect(seen == ["A", "B"])
    }
}
