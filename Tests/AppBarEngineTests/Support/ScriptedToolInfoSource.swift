import AppBarEngine
import BrandModel

/// A tool-info source a test drives by hand: it yields, finishes or fails on command,
/// and remembers which kinds were asked for.
final class ScriptedToolInfoSource: ToolInfoSource {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "locker service unavailable" }
    }

    private let stream: AsyncThrowingStream<ToolInfo, any Error>
    private let continuation: AsyncThrowingStream<ToolInfo, any Error>.Continuation
    private let requested = LockedValue<[ToolSlotKind]>([])

    init() {
        (stream, continuation) = AsyncThrowingStream<ToolInfo, any Error>.makeStream()
    }

    func toolInfo(for kind: ToolSlotKind) -> AsyncThrowingStream<ToolInfo, any Error> {
        requested.withLock { $0.append(kind) }
        return stream
    }

    var requestedKinds: [ToolSlotKind] { requested.withLock { $0 } }

    func deliver(balance: Int) { continuation.yield(ToolInfo(balance: balance)) }
    func finish() { continuation.finish() }
    func fail() { continuation.finish(throwing: Failure()) }
}
