import BrandModel

/// Where tool info comes from: the app's locker-info and toolbox-info use cases.
///
/// Injected into a store so that tests and `brandsim` can feed tool info by hand.
public protocol ToolInfoSource: Sendable {
    /// Tool info for the tool of `kind`, as it changes; it may finish or throw.
    func toolInfo(for kind: ToolSlotKind) -> AsyncThrowingStream<ToolInfo, any Error>
}
