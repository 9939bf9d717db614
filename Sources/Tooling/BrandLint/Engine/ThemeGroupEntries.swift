import BrandModel
import YAMLNode

/// One token group of the resolved document, read by the position of a token in the
/// decoded ``TokenGroup``: its entry (for marks) and whether it is written as a reference.
///
/// The decoder fills a group from `theme[group]`'s entries in order, so the `index`th token
/// of the group is the `index`th entry; a rule that finds each token's entry by name instead
/// scans the group once per token, which is quadratic in a theme of 50,000 bad colours.
/// Should the two ever disagree (the name at that position differs), the entry is found by
/// name, and the reference by the resolver's table: slower, never wrong.
struct ThemeGroupEntries {
    let group: ThemeGroup
    private let entries: [Node.Mapping.Entry]
    private let flags: TokenReferenceFlags.Group
    private let context: LintContext

    init(_ group: ThemeGroup, in context: LintContext) {
        self.group = group
        entries = context.document.node(at: group.documentPath)?.mapping?.entries ?? []
        flags = context.tokenReferenceFlags.group(group)
        self.context = context
    }

    /// Whether the position holds the entry of that name, so that position can be trusted.
    private func holds(_ index: Int, _ name: String) -> Bool {
        index >= 0 && index < entries.count && entries[index].key == name
    }

    /// The entry of token `name`, the `index`th of its group.
    func entry(at index: Int, named name: String) -> Node.Mapping.Entry? {
        if holds(index, name) { return entries[index] }
        return entries.first { $0.key == name }
    }

    /// Where the value of token `name`, the `index`th of its group, is written.
    func valueMark(at index: Int, named name: String) -> Mark {
        entry(at: index, named: name)?.value.mark ?? context.mark(at: group.documentPath + [name])
    }

    /// Whether token `name`, the `index`th of its group, is written as a reference.
    func isReference(at index: Int, named name: String) -> Bool {
        if holds(index, name), flags.count == entries.count { return flags.isReference(at: index) }
        return context.tokenReferences[group.path(name)] != nil
    }
}
