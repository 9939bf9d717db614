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

    /// This directory plus the handlers declared as data (`<id>.handler.json`), so a brand
    /// naming a handler of an app's own package checks without its code.
    /// - Throws: ``HandlerDeclarationConflict`` when a declaration gives a registered handler
    ///   another kind than its code serves.
    public func including(_ declarations: some Sequence<HandlerDeclaration>) throws(HandlerDeclarationConflict) -> HandlerDirectory {
        var kinds = kinds
        for declaration in declarations {
            if let registered = kinds[declaration.id], registered != declaration.kind {
                throw HandlerDeclarationConflict(declaration: declaration, registeredKind: registered)
            }
            kinds[declaration.id] = declaration.kind
        }
        return HandlerDirectory(kinds)
    }
}

/// A handler declared as one kind of slot while the code registered under its id serves another.
public struct HandlerDeclarationConflict: Error, Sendable, Equatable, CustomStringConvertible {
    public var declaration: HandlerDeclaration
    public var registeredKind: ToolSlotKind

    public init(declaration: HandlerDeclaration, registeredKind: ToolSlotKind) {
        self.declaration = declaration
        self.registeredKind = registeredKind
    }

    public var description: String {
        "\(declaration.path): handler \(declaration.id) is declared as kind \(declaration.kind.rawValue), "
            + "but the handler registered under that id serves \(registeredKind.rawValue); make the declaration's kind \(registeredKind.rawValue)"
    }
}
