/// The error a scripted fetch fails with.
struct SourceDown: Error, Equatable {}

/// A data source that records its calls, answers `"<key> v<n>"` for its n-th call of a key,
/// fails on request, and can hold every fetch at a gate until the test opens it.
actor ScriptedSource {
    private(set) var calls: [String] = []
    private var failuresToServe = 0
    private var gateClosed: Bool
    private var heldAtGate: [CheckedContinuation<Void, Never>] = []

    init(gateClosed: Bool = false) {
        self.gateClosed = gateClosed
    }

    func fetch(_ key: String) async throws -> String {
        calls.append(key)
        let callNumber = calls.filter { $0 == key }.count
        if gateClosed {
            await withCheckedContinuation { heldAtGate.append($0) }
        }
        if failuresToServe > 0 {
            failuresToServe -= 1
            throw SourceDown()
        }
        return "\(key) v\(callNumber)"
    }

    func failNext(_ count: Int = 1) {
        failuresToServe += count
    }

    func closeGate() {
        gateClosed = true
    }

    func openGate() {
        gateClosed = false
        let held = heldAtGate
        heldAtGate.removeAll()
        for continuation in held { continuation.resume() }
    }
}
