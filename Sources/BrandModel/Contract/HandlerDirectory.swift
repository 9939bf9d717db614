/// The tool-slot handlers an engine build has registered: id -> the kind of slot it serves.
///
/// The linter takes it as a value so that it checks handler ids against the handlers
/// the app really ships, without depending on the engine.
public struct HandlerDirectory: Sendable, Equatable {
    public var kinds: [String: ToolSlotKind]

    public init(_ kinds: [String: ToolSlotKind]) {
        self.kinds = kinds
    }

    public var ids: [String] { kinds.keys.sorted() }

    public func kind(of id: String) -> ToolSlotKind? { kinds[id] }
}
