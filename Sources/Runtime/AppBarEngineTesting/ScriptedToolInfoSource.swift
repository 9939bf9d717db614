import AppBarEngine
import BrandModel
import Infrastructure

/// A tool-info source a test drives by hand, in place of the app's locker or toolbox
/// service: it yields a balance, finishes or fails on command, and remembers which kinds of
/// tool slot were asked for.
public final class ScriptedToolInfoSource: ToolInfoSource {
    /// The error ``fail()`` ends the stream with.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public init() {}
        public var description: String { "locker service unavailable" }
    }

    private let stream: AsyncThrowingStream<ToolInfo, any Error>
    private let continuation: AsyncThrowingStream<ToolInfo, any Error>.Continuation
    private let requested = LockedValue<[ToolSlotKind]>([])

    public init() {
        (stream, continuation) = AsyncThrowingStream<ToolInfo, any Error>.makeStream()
    }

    public func toolInfo(for kind: ToolSlotKind) -> AsyncThrowingStream<ToolInfo, any Error> {
        requested.withLock { $0.append(kind) }
        return stream
    }

    /// The kinds the store asked for, in order.
    public var requestedKinds: [ToolSlotKind] { requested.withLock { $0 } }

    public func deliver(balance: Int) { continuation.yield(ToolInfo(balance: balance)) }
    public func finish() { continuation.finish() }
    public func fail() { continuation.finish(throwing: Failure()) }
}
