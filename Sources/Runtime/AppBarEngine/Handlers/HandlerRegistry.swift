import BrandModel
import Spelling

/// Tool-slot handlers by id. A value: an app builds one (usually `StandardHandlers.registry()`)
/// and passes it where sessions are created; there is no shared instance.
public struct HandlerRegistry: Sendable {
    private var handlers: [String: any ToolSlotHandler] = [:]
    private var declared: [String: HandlerDeclaration] = [:]

    /// An empty registry.
    public init() {}

    /// A registry of `handlers`; what a brand module's `registry()` returns.
    /// - Throws: ``HandlerRegistryError/duplicateID(_:)`` when two share an id.
    public init(_ handlers: any ToolSlotHandler...) throws(HandlerRegistryError) {
        for handler in handlers { try register(handler) }
    }

    /// The handlers brands can use without code: `locker`, `toolbox` and `none`.
    public static var builtIn: HandlerRegistry {
        var registry = HandlerRegistry()
        for handler: any ToolSlotHandler in [LockerHandler(), ToolboxHandler(), NoToolSlotHandler()] {
            registry.handlers[handler.id] = handler
        }
        return registry
    }

    /// Adds a handler.
    /// - Throws: ``HandlerRegistryError/duplicateID(_:)`` when the id is taken.
    public mutating func register(_ handler: any ToolSlotHandler) throws(HandlerRegistryError) {
        guard handlers[handler.id] == nil else { throw .duplicateID(handler.id) }
        handlers[handler.id] = handler
    }

    /// Adds a handler with its declaration as a typed value (the handler module's own, held to
    /// its `<id>.handler.json` by a test), which ``declarations`` hands to the runtime loader.
    /// - Throws: ``HandlerRegistryError/duplicateID(_:)`` when the id is taken, or
    ///   ``HandlerRegistryError/declarationMismatch(_:_:)`` when the declaration names another id or kind.
    public mutating func register(_ handler: any ToolSlotHandler, declaredBy declaration: HandlerDeclaration) throws(HandlerRegistryError) {
        guard declaration.id == handler.id, declaration.kind == handler.kind else {
            throw .declarationMismatch(
                handler.id, "its declaration is \(declaration.id) of kind \(declaration.kind.rawValue), the handler \(handler.id) of kind \(handler.kind.rawValue)")
        }
        try register(handler)
        declared[handler.id] = declaration
    }

    /// The declarations registered with handlers (``register(_:declaredBy:)``), sorted by id:
    /// what an app passes to `RuntimeProfileLoader(handlerDeclarations:)`.
    public var declarations: [HandlerDeclaration] {
        declared.values.sorted { $0.id < $1.id }
    }

    /// This registry plus `other`'s handlers and their declarations.
    /// - Throws: ``HandlerRegistryError/duplicateID(_:)`` for the first id both hold.
    public func merging(_ other: HandlerRegistry) throws(HandlerRegistryError) -> HandlerRegistry {
        var merged = self
        for id in other.ids { try merged.register(other.handlers[id]!) }
        for (id, declaration) in other.declared { merged.declared[id] = declaration }
        return merged
    }

    /// Registered ids, sorted.
    public var ids: [String] { handlers.keys.sorted() }

    /// The handler registered under `id`.
    /// - Throws: ``HandlerRegistryError/unknownID(_:registered:suggestion:)`` naming the ids there are.
    public func handler(for id: String) throws(HandlerRegistryError) -> any ToolSlotHandler {
        guard let handler = handlers[id] else {
            throw .unknownID(id, registered: ids, suggestion: SpellingSuggestion.didYouMean(id, among: ids))
        }
        return handler
    }

    /// This registry plus a stand-in for each declared handler it does not hold: the built-in
    /// handler of the declared kind (``LockerHandler``, ``ToolboxHandler``,
    /// ``NoToolSlotHandler``) under the declared id. What a tool that runs handlers (brandsim,
    /// brandreport) uses for a handler that lives in an app's package; it says so with
    /// ``HandlerDeclaration/simulationNote`` for each of ``unlinked(_:)``.
    /// - Throws: ``HandlerDeclarationConflict`` when a declaration gives a registered handler
    ///   another kind than its code serves.
    public func simulating(_ declarations: some Sequence<HandlerDeclaration>) throws(HandlerDeclarationConflict) -> HandlerRegistry {
        var registry = self
        for declaration in declarations {
            if let registered = handlers[declaration.id] {
                guard registered.kind == declaration.kind else {
                    throw HandlerDeclarationConflict(declaration: declaration, registeredKind: registered.kind)
                }
                continue
            }
            registry.handlers[declaration.id] = Self.standIn(for: declaration)
        }
        return registry
    }

    /// The declarations this registry holds no code for, sorted by id.
    public func unlinked(_ declarations: some Sequence<HandlerDeclaration>) -> [HandlerDeclaration] {
        declarations.filter { handlers[$0.id] == nil }.sorted { $0.id < $1.id }
    }

    private static func standIn(for declaration: HandlerDeclaration) -> any ToolSlotHandler {
        switch declaration.kind {
        case .locker: LockerHandler(id: declaration.id, style: standInStyle(declaration))
        case .toolbox: ToolboxHandler(id: declaration.id, style: standInStyle(declaration))
        case .none: NoToolSlotHandler(id: declaration.id)
        }
    }

    /// The standard slot in the declaration's colours (the contract's fallbacks where it
    /// declares none), so a simulated handler looks as the brand's exports say.
    private static func standInStyle(_ declaration: HandlerDeclaration) -> ToolSlotStyle {
        var style = ToolSlotStyle.standard
        if !declaration.colors.isEmpty { style.colors = declaration.colors }
        return style
    }

    /// Id -> kind, what `brandlint` checks profiles against.
    public var directory: HandlerDirectory {
        HandlerDirectory(handlers.mapValues(\.kind))
    }
}
