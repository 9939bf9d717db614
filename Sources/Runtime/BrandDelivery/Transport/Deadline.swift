/// Runs `body` until it returns or `limit` passes, whichever comes first; at the limit `body`
/// is cancelled and `rejection` thrown. Bodies stop at cancellation (the transports cancel
/// their request), so a slow host holds a refresh no longer than the limit.
func withDeadline<Result: Sendable>(
    _ limit: Duration, rejection: DeliveryRejection, _ body: @escaping @Sendable () async throws -> Result
) async throws(DeliveryRejection) -> Result {
    do {
        return try await withThrowingTaskGroup(of: Result.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw rejection
            }
            defer { group.cancelAll() }
            // Two children were added, so the first result is there.
            return try await group.next()!
        }
    } catch let rejection as DeliveryRejection {
        throw rejection
    } catch is CancellationError {
        throw rejection
    } catch {
        throw .network(error.localizedDescription)
    }
}

extension Duration {
    /// Whole seconds, rounded up, for messages.
    var wholeSeconds: Int {
        Int(components.seconds) + (components.attoseconds > 0 ? 1 : 0)
    }

    /// Seconds as a floating-point number.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
